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
import {
  AUDIT_EXPORT_LIMIT,
  AUDIT_KINDS,
  AUDIT_PAGE_SIZE,
  type AuditPage,
} from '../../../../schemas/audit.ts';
import type { AppKey } from '../../../i18n/t.ts';
import { t } from '../../../i18n/t.ts';
import type { PpmsDataProvider } from '../../../providers/dataProvider.ts';
import { screenErrorMessage } from '../../../providers/errorCatalogue.ts';
import { formatDateTime } from '../../../widgets/format/formatDate.ts';
import { formatCount } from '../../../widgets/format/formatNumber.ts';
import { ScrollRegion } from '../../../widgets/ScrollRegion.tsx';
import { AUDIT_COLUMNS, auditFileName, auditSheet, columnTitle, recordOf } from './auditSheet.ts';

type Filters = Record<'userId' | 'kind' | 'recordType' | 'recordId' | 'from' | 'to', string>;
const NONE: Filters = { userId: '', kind: '', recordType: '', recordId: '', from: '', to: '' };

const query = (filters: Filters, page: number) => {
  const params = new URLSearchParams({ pageNumber: String(page) });
  for (const [key, value] of Object.entries(filters)) if (value.trim()) params.set(key, value.trim());
  return `Audit?${params}`;
};

const described = (filters: Filters) => {
  const set = Object.entries(filters).filter(([, value]) => value.trim());
  return set.length
    ? t('audit.filteredBy', { filters: set.map(([key, value]) => `${key} ${value}`).join(', ') })
    : t('audit.all');
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

  const field = (key: keyof Filters, label: AppKey, extra: object = {}) => (
    <TextField
      id={`audit-${key}`}
      label={t(label)}
      size="small"
      value={draft[key]}
      onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
      {...extra}
    />
  );

  const exportAll = async () => {
    setExportError(null);
    const of = Math.min(pages, AUDIT_EXPORT_LIMIT / AUDIT_PAGE_SIZE);
    const rows: AuditPage['rows'] = [];
    try {
      for (let n = 1; n <= of; n++) {
        setExporting({ done: n - 1, of });
        rows.push(...(await dataProvider.call<AuditPage>('GET', query(filters, n))).rows);
      }
      const readAt = new Date();
      const { default: writeExcelFile } = await import('write-excel-file/browser');
      await writeExcelFile(auditSheet(rows, described(filters), readAt), {
        sheet: t('audit.title'),
        columns: AUDIT_COLUMNS.map((column) => ({ width: column === 'detail' ? 60 : 22 })),
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
          {t('audit.title')}
        </Typography>
        <Box
          component="form"
          aria-label={t('audit.filters')}
          onSubmit={(event) => {
            event.preventDefault();
            setPage(1);
            setFilters(draft);
          }}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}
        >
          {field('userId', 'audit.userId', { slotProps: { htmlInput: { inputMode: 'numeric' } } })}
          {field('kind', 'audit.kind', {
            select: true,
            sx: { minWidth: 200 },
            children: [
              <MenuItem key="" value="">
                {t('audit.any')}
              </MenuItem>,
              ...AUDIT_KINDS.map((kind) => (
                <MenuItem key={kind} value={kind}>
                  {kind}
                </MenuItem>
              )),
            ],
          })}
          {field('recordType', 'audit.recordType')}
          {field('recordId', 'audit.recordId', { slotProps: { htmlInput: { inputMode: 'numeric' } } })}
          {field('from', 'audit.from', { type: 'date', slotProps: { inputLabel: { shrink: true } } })}
          {field('to', 'audit.to', { type: 'date', slotProps: { inputLabel: { shrink: true } } })}
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Button type="submit" variant="contained">
              {t('audit.search')}
            </Button>
            <Button
              onClick={() => {
                setDraft(NONE);
                setFilters(NONE);
                setPage(1);
              }}
            >
              {t('audit.clear')}
            </Button>
            <Button variant="outlined" disabled={!result.data?.total || !!exporting} onClick={exportAll}>
              {t('audit.export')}
            </Button>
          </Stack>
        </Box>
        {exporting ? (
          <Box role="status" sx={{ mb: 2 }}>
            <Typography variant="body2">
              {t('audit.exporting', { page: exporting.done + 1, pages: exporting.of })}
            </Typography>
            <LinearProgress variant="determinate" value={(100 * exporting.done) / exporting.of} />
          </Box>
        ) : null}
        {exportError ? <Alert severity="error">{exportError}</Alert> : null}
        {result.isError ? <Alert severity="error">{screenErrorMessage(result.error)}</Alert> : null}
        {result.isPending ? <LinearProgress aria-label={t('audit.loading')} /> : null}
        {result.data ? (
          <>
            <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>
              {result.data.total
                ? t('audit.events', { total: formatCount(result.data.total, result.data.totalIsLowerBound) })
                : t('audit.none')}
            </Typography>
            <ScrollRegion label={t('audit.table')}>
              <Table size="small" aria-label={t('audit.table')}>
                <TableHead>
                  <TableRow>
                    {AUDIT_COLUMNS.map((column) => (
                      <TableCell key={column}>{columnTitle(column)}</TableCell>
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
                            title={t('audit.onlyUser')}
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
                getItemAriaLabel={(type, n) =>
                  type === 'page' ? t('audit.page', { page: n ?? '' }) : t('audit.otherPage', { type })
                }
              />
            ) : null}
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
