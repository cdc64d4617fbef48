import {
  Box,
  Button,
  Card,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import type {
  DeliveryOrderDetail,
  DeliveryOrderInventory,
  DeliveryOrderLineDetail,
} from '../../schemas/delivery-order.ts';
import { t } from '../../src/i18n/t.ts';
import type { PpmsDataProvider } from '../../src/providers/dataProvider.ts';
import { ConfirmDialog } from '../../src/records/ConfirmDialog.tsx';
import { FieldValue } from '../../src/records/FieldValue.tsx';
import { flashState } from '../../src/records/flash.tsx';
import { Section } from '../../src/records/Section.tsx';
import type { PartProps } from '../../src/records/types.ts';
import { formatDate } from '../../src/widgets/format/formatDate.ts';
import { formatNumber } from '../../src/widgets/format/formatNumber.ts';
import { ScrollRegion } from '../../src/widgets/ScrollRegion.tsx';

/** Update Tank of one line: the tanks of its importer holding its product, with adjusted balances. */
function UpdateTank({
  record,
  line,
  reload,
}: PartProps<DeliveryOrderDetail> & { line: DeliveryOrderLineDetail }) {
  const dataProvider = useDataProvider<PpmsDataProvider>();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [tanks, setTanks] = useState<DeliveryOrderInventory[]>([]);
  const [chosen, setChosen] = useState('');
  const start = async () => {
    setChosen(line.inventoryId === null ? '' : String(line.inventoryId));
    setOpen(true);
    setTanks(await dataProvider.getTransferOrderTanks(line.id));
  };
  return (
    <>
      <Button size="small" variant="outlined" onClick={start}>
        {t('deliveryOrders.updateTank')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('deliveryOrders.updateTank')}
        question={t('deliveryOrders.tankQuestion', { number: line.transferOrderNumber })}
        confirmLabel={t('deliveryOrders.updateTank')}
        onConfirm={async () => {
          await dataProvider.updateDeliveryOrderTank({
            deliveryOrderId: record.id,
            transferOrderId: line.id,
            inventoryId: Number(chosen),
          });
          setOpen(false);
          const tank =
            tanks.find((option) => String(option.inventoryId) === chosen)?.storageTankNumber ?? chosen;
          // The page's message, as after the record's own actions: it takes the focus.
          navigate(location, {
            replace: true,
            state: flashState(t('deliveryOrders.tankSet', { number: line.transferOrderNumber, tank })),
          });
          reload();
        }}
        onClose={() => setOpen(false)}
      >
        <TextField
          id={`tank-of-${line.id}`}
          select
          required
          fullWidth
          label={t('fields.tank')}
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
          sx={{ mt: 2 }}
        >
          {tanks.map((tank) => (
            <MenuItem key={tank.inventoryId} value={String(tank.inventoryId)}>
              {`${tank.storageTankNumber} (${t('common.gal', { quantity: formatNumber(tank.adjustedStockBalance) })})`}
            </MenuItem>
          ))}
        </TextField>
      </ConfirmDialog>
    </>
  );
}

/** A line's tank, or 'Pending' in red until one is set. */
const tankOf = (line: DeliveryOrderLineDetail) =>
  line.inventoryInfo ?? (
    <Typography component="span" sx={{ color: 'error.dark', fontWeight: 600 }}>
      {t('common.pending')}
    </Typography>
  );

/**
 * The transfer orders the delivery order draws on, each with its tank ('Pending' in red until set): a
 * table at desk width, a card per line on a phone (no table scrolling sideways, Update Tank in reach).
 */
export function DeliveryOrderLines({ record, reload }: PartProps<DeliveryOrderDetail>) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  if (phone) {
    return (
      <Section title={t('fields.transferOrders')}>
        <Stack component="ul" spacing={1} aria-label={t('deliveryOrders.ofTheOrder')} sx={{ p: 0, m: 0 }}>
          {record.transferOrders.map((line) => (
            <Card key={line.id} component="li" variant="outlined" sx={{ listStyle: 'none', p: 1.5 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {line.transferOrderNumber}
              </Typography>
              <Box
                component="dl"
                sx={{
                  display: 'grid',
                  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
                  gap: 1,
                  m: 0,
                  mt: 1,
                }}
              >
                <FieldValue label={t('fields.importer')} value={line.importer} />
                <FieldValue label={t('fields.product')} value={line.product} />
                <FieldValue label={t('fields.date')} value={formatDate(line.date)} />
                <FieldValue label={t('fields.quantityGal')} value={formatNumber(line.quantity)} />
                <FieldValue label={t('fields.tank')} value={tankOf(line)} />
              </Box>
              {record.canUpdateInventory ? (
                <Box sx={{ mt: 1 }}>
                  <UpdateTank record={record} line={line} reload={reload} />
                </Box>
              ) : null}
            </Card>
          ))}
        </Stack>
      </Section>
    );
  }
  return (
    <Section title={t('fields.transferOrders')}>
      <ScrollRegion label={t('deliveryOrders.ofTheOrder')}>
        <Table size="small" aria-label={t('deliveryOrders.ofTheOrder')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('fields.transferOrderNumber')}</TableCell>
              <TableCell>{t('fields.importer')}</TableCell>
              <TableCell>{t('fields.product')}</TableCell>
              <TableCell>{t('fields.date')}</TableCell>
              <TableCell align="right">{t('fields.quantityGal')}</TableCell>
              <TableCell>{t('fields.tank')}</TableCell>
              {record.canUpdateInventory ? <TableCell>{t('kit.detail.action')}</TableCell> : null}
            </TableRow>
          </TableHead>
          <TableBody>
            {record.transferOrders.map((line) => (
              <TableRow key={line.id}>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{line.transferOrderNumber}</TableCell>
                <TableCell>{line.importer}</TableCell>
                <TableCell>{line.product}</TableCell>
                <TableCell>{formatDate(line.date)}</TableCell>
                <TableCell align="right">{formatNumber(line.quantity)}</TableCell>
                <TableCell>{tankOf(line)}</TableCell>
                {record.canUpdateInventory ? (
                  <TableCell>
                    <UpdateTank record={record} line={line} reload={reload} />
                  </TableCell>
                ) : null}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollRegion>
    </Section>
  );
}
