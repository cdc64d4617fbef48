import { Box, Card, CardContent, Link as MuiLink, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import type { StockUpdateListItem } from '../../../schemas/stock-update.ts';
import { formatDate, NOT_AVAILABLE } from '../../widgets/format/formatDate.ts';
import { StatusChip } from '../../widgets/StatusChip.tsx';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="body2">{value || NOT_AVAILABLE}</Typography>
    </Box>
  );
}

/** One stock update request in the list; its number opens the detail. */
export function StockUpdateCard({ row }: { row: StockUpdateListItem }) {
  return (
    <Card variant="outlined" data-testid="stock-update-card">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
          <MuiLink component={Link} to={`/stock-request/detail/${row.id}`} variant="h6">
            {`#${row.id}`}
          </MuiLink>
          <StatusChip status={row.status} />
        </Box>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
          }}
        >
          <Field label="Created Date" value={formatDate(row.createdDate)} />
          <Field label="Type" value={row.stockUpdateTypeName} />
          <Field label="Reference Number" value={row.referenceNumber ?? ''} />
          <Field label="Importer" value={row.importer} />
          <Field label="Submitted By" value={row.submittedBy} />
        </Box>
      </CardContent>
    </Card>
  );
}
