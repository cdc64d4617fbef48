import {
  Checkbox,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { FAN_MESSAGES, type NoteDeliveryOrder } from '../../schemas/filling-advice-note.ts';
import { formatNumber } from '../../src/widgets/format/formatNumber.ts';

interface Props {
  deliveryOrders: readonly NoteDeliveryOrder[];
  chosen: ReadonlySet<number>;
  onToggle(order: NoteDeliveryOrder): void;
}

/** The approved delivery orders a note may carry, each with a check box. */
export function DeliveryOrderPicker({ deliveryOrders, chosen, onToggle }: Props) {
  if (deliveryOrders.length === 0) {
    return <Typography color="text.secondary">{FAN_MESSAGES.noAvailable}</Typography>;
  }
  return (
    <TableContainer>
      <Table size="small" aria-label="Available delivery orders">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" />
            <TableCell>DO Number</TableCell>
            <TableCell>Product</TableCell>
            <TableCell>Importer</TableCell>
            <TableCell>Transfer Orders</TableCell>
            <TableCell align="right">Quantity (Gal.)</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {deliveryOrders.map((order) => (
            <TableRow key={order.id} hover selected={chosen.has(order.id)}>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={chosen.has(order.id)}
                  onChange={() => onToggle(order)}
                  slotProps={{
                    input: { 'aria-label': `Choose delivery order ${order.deliveryOrderNumber}` },
                  }}
                />
              </TableCell>
              <TableCell>{order.deliveryOrderNumber}</TableCell>
              <TableCell>{order.product}</TableCell>
              <TableCell>{order.importer}</TableCell>
              <TableCell>{order.transferOrders.map((t) => t.transferOrderNumber).join(', ')}</TableCell>
              <TableCell align="right">{formatNumber(order.quantity)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
