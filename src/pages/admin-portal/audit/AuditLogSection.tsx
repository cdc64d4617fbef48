import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  MenuItem,
  Pagination,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { AUDIT_KINDS, AUDIT_PAGE_SIZE, type AuditPage } from '../../../../schemas/audit.ts';
import type { PpmsDataProvider } from '../../../providers/dataProvider.ts';
import { screenErrorMessage } from '../../../providers/errorCatalogue.ts';
import { formatDateTime } from '../../../widgets/format/formatDate.ts';
import { ScrollRegion } from '../../../widgets/ScrollRegion.tsx';
import { AUDIT_COLUMNS, auditFileName, auditSheet, recordOf } from './auditSheet.ts';

type Filters = Record<'userId' | 'kind' | 'recordType' | 'recordId' | 'from' | 'to', string>;
const NONE: Filters = { userId: '', kind: '', recordType: '', recordId: '', from: '', to: '' };
/** At most this many rows go into one file (200 pages): narrow the filters for more. */
const EXPORT_LIMIT = 10_000;

const query = (filters: Filters, page: number) => {
  const params = new URLSearchParams({ pageNumber: String(page) });
  for (const [key, value] of Object.entries(filters)) if (value.trim()) params.set(key, value.trim());
  return `Audit?${params}`;
};

const described = (filters: Filters) => {
  const set = Object.entries(filters).filter(([, value]) => value.trim());
  return set.length ? `Filtered by ${set.map(([key, value]) => `${key} ${value}`).join(', ')}` : 'All events';
};

/**
 * The admin portal's Audit Log (issue 19): every sign-in, administrative change and record state change,
 * newest first, 50 a page, filtered by user, kind, record and dates; exported to a spreadsheet.
 */
export default function AuditLogSection() {
  const dataProvider = useDataProvider<PpmsDataProvider>();
  const [draft, setDraft] = useState<Filters>(NONE);
  const [filters, setFilters] = useState<Filters>(NONE);
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState<{ done: number; of: number } | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);
  const result = useQuery({
    queryKey: ['audit', filters, page],
    queryFn: () => dataProvider.call<AuditPage>('GET', query(filters, page)),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const pages = result.data ? Math.ceil(result.data.total / AUDIT_PAGE_SIZE) : 0;

  const field = (key: keyof Filters, label: string, extra: object = {}) => (
    <TextField
      id={`audit-${key}`}
      label={label}
      size="small"
      value={draft[key]}
      onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
      {...extra}
    />
  );

  const exportAll = async () => {
    setExportError(null);
    const of = Math.min(pages, EXPORT_LIMIT / AUDIT_PAGE_SIZE);
    const rows: AuditPage['rows'] = [];
    try {
      for (let n = 1; n <= of; n++) {
        setExporting({ done: n - 1, of });
        rows.push(...(await dataProvider.call<AuditPage>('GET', query(filters, n))).rows);
      }
      const readAt = new Date();
      const { default: writeExcelFile } = await import('write-excel-file/browser');
      await writeExcelFile(auditSheet(rows, described(filters), readAt), {
        sheet: 'Audit Log',
        columns: AUDIT_COLUMNS.map((label) => ({ width: label === 'Detail' ? 60 : 22 })),
      }).toFile(auditFileName(readAt));
    } catch (error) {
      setExportError(screenErrorMessage(error));
    } finally {
      setExporting(null);
    }
  };

  return (
    <Card>
      <CardContent>
        <Typography variant="h5" component="h2" gutterBottom>
          Audit Log
        </Typography>
        <Box
          component="form"
          aria-label="Audit filters"
          onSubmit={(event) => {
            event.preventDefault();
            setPage(1);
            setFilters(draft);
          }}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}
        >
          {field('userId', 'User id', { slotProps: { htmlInput: { inputMode: 'numeric' } } })}
          {field('kind', 'Kind', {
            select: true,
            sx: { minWidth: 200 },
            children: [
              <MenuItem key="" value="">
                Any
              </MenuItem>,
              ...AUDIT_KINDS.map((kind) => (
                <MenuItem key={kind} value={kind}>
                  {kind}
                </MenuItem>
              )),
            ],
          })}
          {field('recordType', 'Record type')}
          {field('recordId', 'Record id', { slotProps: { htmlInput: { inputMode: 'numeric' } } })}
          {field('from', 'From', { type: 'date', slotProps: { inputLabel: { shrink: true } } })}
          {field('to', 'To', { type: 'date', slotProps: { inputLabel: { shrink: true } } })}
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Button type="submit" variant="contained">
              Search
            </Button>
            <Button
              onClick={() => {
                setDraft(NONE);
                setFilters(NONE);
                setPage(1);
              }}
            >
              Clear
            </Button>
            <Button variant="outlined" disabled={!result.data?.total || !!exporting} onClick={exportAll}>
              Export
            </Button>
          </Stack>
        </Box>
        {exporting ? (
          <Box role="status" sx={{ mb: 2 }}>
            <Typography variant="body2">{`Exporting: page ${exporting.done + 1} of ${exporting.of}…`}</Typography>
            <LinearProgress variant="determinate" value={(100 * exporting.done) / exporting.of} />
          </Box>
        ) : null}
        {exportError ? <Alert severity="error">{exportError}</Alert> : null}
        {result.isError ? <Alert severity="error">{screenErrorMessage(result.error)}</Alert> : null}
        {result.isPending ? <LinearProgress aria-label="Loading the audit log" /> : null}
        {result.data ? (
          <>
            <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>
              {result.data.total ? `${result.data.total} events, newest first.` : 'No event matches.'}
            </Typography>
            <ScrollRegion label="Audit events">
              <Table size="small" aria-label="Audit events">
                <TableHead>
                  <TableRow>
                    {AUDIT_COLUMNS.map((label) => (
                      <TableCell key={label}>{label}</TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {result.data.rows.map((row) => (
                    <TableRow key={row.id}>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.at)}</TableCell>
                      <TableCell>
                        {row.userId ? (
                          <Button
                            size="small"
                            sx={{ textTransform: 'none', p: 0, minWidth: 0 }}
                            title="Only this user's events"
                            onClick={() => {
                              const next = { ...filters, userId: String(row.userId) };
                              setDraft(next);
                              setFilters(next);
                              setPage(1);
                            }}
                          >
                            {row.user ?? `#${row.userId}`}
                          </Button>
                        ) : (
                          (row.user ?? '')
                        )}
                      </TableCell>
                      <TableCell>{row.role}</TableCell>
                      <TableCell>{row.address}</TableCell>
                      <TableCell>{row.kind}</TableCell>
                      <TableCell>{recordOf(row)}</TableCell>
                      <TableCell
                        sx={{
                          overflowWrap: 'anywhere',
                          maxWidth: 420,
                          fontFamily: 'monospace',
                          fontSize: 12,
                        }}
                      >
                        {row.detail}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </ScrollRegion>
            {pages > 1 ? (
              <Pagination
                count={pages}
                page={page}
                onChange={(_, next) => setPage(next)}
                sx={{ mt: 1 }}
                getItemAriaLabel={(type, n) => (type === 'page' ? `Page ${n}` : `${type} page`)}
              />
            ) : null}
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
