import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { StockUpdateDetail } from '../../../schemas/stock-update.ts';
import { formatDate, formatDateTime, NOT_AVAILABLE } from '../../widgets/format/formatDate.ts';
import { formatGallons } from '../../widgets/format/formatNumber.ts';
import { Section } from '../../widgets/Section.tsx';
import { StatusChip } from '../../widgets/StatusChip.tsx';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** 'MM/dd/yyyy h:mm a by Name', or N/A when the step has not happened. */
const when = (date: string | null, by: string | null) =>
  date ? `${formatDateTime(date)} by ${by || NOT_AVAILABLE}` : NOT_AVAILABLE;

/** The request information block of the detail page. */
export function StockUpdateInformation({ record }: { record: StockUpdateDetail }) {
  return (
    <Section title="Request Information">
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}
      >
        <Item label="Request #">{record.id}</Item>
        <Item label="Reference Number">{record.referenceNumber || NOT_AVAILABLE}</Item>
        <Item label="Current Status">
          <StatusChip status={record.status} />
        </Item>
        <Item label="Update Type">{record.stockUpdateTypeName}</Item>
        <Item label="Importer">{record.importer?.name || NOT_AVAILABLE}</Item>
        <Item label="Date">{formatDate(record.createdDate)}</Item>
        <Item label="Quantity">{formatGallons(record.quantity)}</Item>
        <Item label="Submitted">{when(record.submittedDate, record.submitter)}</Item>
        <Item label="Reviewed">{when(record.reviewedDate, record.reviewedBy)}</Item>
        <Item label="Approved">{when(record.approvedDate, record.approvedBy)}</Item>
      </Box>
    </Section>
  );
}
