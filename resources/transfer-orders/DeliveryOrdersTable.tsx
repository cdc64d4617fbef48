import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { DELIVERY_ORDER_PRIORITIES } from '../../schemas/codes.ts';
import type { TransferOrderDetail } from '../../schemas/transfer-order.ts';
import { t } from '../../src/i18n/t.ts';
import { term } from '../../src/i18n/terms.ts';
import { Section } from '../../src/records/Section.tsx';
import type { PartProps } from '../../src/records/types.ts';
import { formatDate, notAvailable } from '../../src/widgets/format/formatDate.ts';
import { formatNumber } from '../../src/widgets/format/formatNumber.ts';
import { ScrollRegion } from '../../src/widgets/ScrollRegion.tsx';

const priorityName = (priority: number | null) =>
  priority === null
    ? notAvailable()
    : term(DELIVERY_ORDER_PRIORITIES[priority as 0 | 1 | 2]) || notAvailable();

/** The delivery orders drawing on the transfer order: DO number, created date, priority, quantity, status, fulfilled date. */
export function DeliveryOrdersTable({ record }: PartProps<TransferOrderDetail>) {
  const rows = record.deliveryOrders ?? [];
  return (
    <Section title={t('fields.deliveryOrders')}>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{t('transferOrders.noDeliveryOrders')}</Typography>
      ) : (
        <ScrollRegion label={t('transferOrders.deliveryOrdersTable')}>
          <Table size="small" aria-label={t('transferOrders.deliveryOrdersTable')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('transferOrders.doNumber')}</TableCell>
                <TableCell>{t('fields.createdDate')}</TableCell>
                <TableCell>{t('fields.priority')}</TableCell>
                <TableCell align="right">{t('fields.quantityGal')}</TableCell>
                <TableCell>{t('fields.status')}</TableCell>
                <TableCell>{t('fields.fulfilledDate')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id}>
                  <TableCell>{row.deliveryOrderNumber}</TableCell>
                  <TableCell>{formatDate(row.submittedDate)}</TableCell>
                  <TableCell>{priorityName(row.priority)}</TableCell>
                  <TableCell align="right">{formatNumber(row.quantity)}</TableCell>
                  <TableCell>{term(row.status)}</TableCell>
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
