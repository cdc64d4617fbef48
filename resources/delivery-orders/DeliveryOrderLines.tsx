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
        Update Tank
      </Button>
      <ConfirmDialog
        open={open}
        title="Update Tank"
        question={`The tank transfer order ${line.transferOrderNumber} is lifted from:`}
        confirmLabel="Update Tank"
        onConfirm={async () => {
          await dataProvider.updateDeliveryOrderTank({
            deliveryOrderId: record.id,
            transferOrderId: line.id,
            inventoryId: Number(chosen),
          });
          setOpen(false);
          const tank = tanks.find((t) => String(t.inventoryId) === chosen)?.storageTankNumber ?? chosen;
          // The page's message, as after the record's own actions: it takes the focus.
          navigate(location, {
            replace: true,
            state: flashState(`Transfer order ${line.transferOrderNumber} is now lifted from tank ${tank}.`),
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
          label="Tank"
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
          sx={{ mt: 2 }}
        >
          {tanks.map((tank) => (
            <MenuItem key={tank.inventoryId} value={String(tank.inventoryId)}>
              {`${tank.storageTankNumber} (${formatNumber(tank.adjustedStockBalance)} Gal.)`}
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
      Pending
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
      <Section title="Transfer Orders">
        <Stack
          component="ul"
          spacing={1}
          aria-label="Transfer orders of the delivery order"
          sx={{ p: 0, m: 0 }}
        >
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
                <FieldValue label="Importer" value={line.importer} />
                <FieldValue label="Product" value={line.product} />
                <FieldValue label="Date" value={formatDate(line.date)} />
                <FieldValue label="Quantity (Gal.)" value={formatNumber(line.quantity)} />
                <FieldValue label="Tank" value={tankOf(line)} />
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
    <Section title="Transfer Orders">
      <ScrollRegion label="Transfer orders of the delivery order">
        <Table size="small" aria-label="Transfer orders of the delivery order">
          <TableHead>
            <TableRow>
              <TableCell>Transfer Order Number</TableCell>
              <TableCell>Importer</TableCell>
              <TableCell>Product</TableCell>
              <TableCell>Date</TableCell>
              <TableCell align="right">Quantity (Gal.)</TableCell>
              <TableCell>Tank</TableCell>
              {record.canUpdateInventory ? <TableCell>Action</TableCell> : null}
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
