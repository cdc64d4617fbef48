import { Box, Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { Link } from 'react-router-dom';
import type { DeliveryOrderSearchAnswer } from '../../schemas/delivery-order.ts';
import { t } from '../i18n/t.ts';
import { term } from '../i18n/terms.ts';
import type { PpmsDataProvider } from '../providers/dataProvider.ts';
import { formatNumber } from '../widgets/format/formatNumber.ts';

const DONE = ['Fulfilled', 'Cancelled'];

/**
 * A distributor's orders still pending (New, Reviewed or Approved) among its latest, from the delivery
 * orders' search (newest first); each links to its detail.
 */
export default function DistributorOrdersPanel() {
  const dataProvider = useDataProvider<PpmsDataProvider>();
  const { data } = useQuery({
    queryKey: ['dashboard', 'distributorOrders'],
    queryFn: () =>
      dataProvider.call<DeliveryOrderSearchAnswer>('POST', 'DeliveryOrder/Search', { pageNumber: 1 }),
    retry: false,
  });
  if (!data) return null;
  const pending = data.results.filter((order) => !DONE.includes(order.status.value));
  return (
    <Box component="section" aria-label={t('dashboard.orders.section')} sx={{ mb: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {t('dashboard.orders.title')}
        </Typography>
        <Button component={Link} to="/delivery-orders/list">
          {t('dashboard.orders.all')}
        </Button>
      </Box>
      {pending.length === 0 ? (
        <Typography color="text.secondary">{t('dashboard.orders.none')}</Typography>
      ) : (
        <Table size="small" aria-label={t('dashboard.orders.section')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('dashboard.orders.deliveryOrder')}</TableCell>
              <TableCell>{t('dashboard.orders.product')}</TableCell>
              <TableCell>{t('dashboard.orders.importer')}</TableCell>
              <TableCell align="right">{t('dashboard.orders.quantity')}</TableCell>
              <TableCell>{t('dashboard.orders.status')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {pending.map((order) => (
              <TableRow key={order.id}>
                <TableCell>
                  <Link to={`/delivery-order-detail/${order.id}`}>{order.deliveryOrderNumber}</Link>
                </TableCell>
                <TableCell>{order.product}</TableCell>
                <TableCell>{order.importer}</TableCell>
                <TableCell align="right">{formatNumber(order.quantity)}</TableCell>
                <TableCell>{term(order.status.value)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
