import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { DELIVERY_ORDER_PRIORITIES } from '../../schemas/codes.ts';
import type { TransferOrderDetail } from '../../schemas/transfer-order.ts';
import { Section } from '../../src/records/Section.tsx';
import type { PartProps } from '../../src/records/types.ts';
import { formatDate, NOT_AVAILABLE } from '../../src/widgets/format/formatDate.ts';
import { formatNumber } from '../../src/widgets/format/formatNumber.ts';
import { ScrollRegion } from '../../src/widgets/ScrollRegion.tsx';

const priorityName = (priority: number | null) =>
  priority === null ? NOT_AVAILABLE : (DELIVERY_ORDER_PRIORITIES[priority as 0 | 1 | 2] ?? NOT_AVAILABLE);

/** The delivery orders drawing on the transfer order: DO number, created date, priority, quantity, status, fulfilled date. */
export function DeliveryOrdersTable({ record }: PartProps<TransferOrderDetail>) {
  const rows = record.deliveryOrders ?? [];
  return (
    <Section title="Delivery Orders">
      {rows.length === 0 ? (
        <Typography color="text.secondary">No delivery orders yet.</Typography>
      ) : (
        <ScrollRegion label="Delivery orders">
          <Table size="small" aria-label="Delivery orders">
            <TableHead>
              <TableRow>
                <TableCell>DO Number</TableCell>
                <TableCell>Created Date</TableCell>
                <TableCell>Priority</TableCell>
                <TableCell align="right">Quantity (Gal.)</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Fulfilled Date</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id}>
                  <TableCell>{row.deliveryOrderNumber}</TableCell>
                  <TableCell>{formatDate(row.submittedDate)}</TableCell>
                  <TableCell>{priorityName(row.priority)}</TableCell>
                  <TableCell align="right">{formatNumber(row.quantity)}</TableCell>
                  <TableCell>{row.status}</TableCell>
                  <TableCell>{formatDate(row.fulfilledDate)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollRegion>
      )}
    </Section>
  );
}
