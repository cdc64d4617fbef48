import {
  Checkbox,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { DELIVERY_ORDER_MESSAGES, type DeliverableTransferOrder } from '../../schemas/delivery-order.ts';
import { formatNumber } from '../../src/widgets/format/formatNumber.ts';

/** The spec: the transfer order list shows 10 per page. */
const PER_PAGE = 10;

interface Props {
  transferOrders: readonly DeliverableTransferOrder[];
  chosen: ReadonlySet<number>;
  onToggle(order: DeliverableTransferOrder): void;
}

/** The approved transfer orders to draw on, 10 a page, each with a check box. */
export function TransferOrderChoices({ transferOrders, chosen, onToggle }: Props) {
  const [page, setPage] = useState(0);
  if (transferOrders.length === 0) {
    return <Typography color="text.secondary">{DELIVERY_ORDER_MESSAGES.noneAvailable}</Typography>;
  }
  const shown = transferOrders.slice(page * PER_PAGE, (page + 1) * PER_PAGE);
  return (
    <TableContainer>
      <Table size="small" aria-label="Available transfer orders">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" />
            <TableCell>Transfer Order Number</TableCell>
            <TableCell>Importer</TableCell>
            <TableCell>Distributor</TableCell>
            <TableCell>Product</TableCell>
            <TableCell align="right">Available (Gal.)</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map((order) => (
            <TableRow key={order.id} hover selected={chosen.has(order.id)}>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={chosen.has(order.id)}
                  onChange={() => onToggle(order)}
                  slotProps={{
                    input: { 'aria-label': `Choose transfer order ${order.transferOrderNumber}` },
                  }}
                />
              </TableCell>
              <TableCell>{order.transferOrderNumber}</TableCell>
              <TableCell>{order.importer}</TableCell>
              <TableCell>{order.distributor}</TableCell>
              <TableCell>{order.product}</TableCell>
              <TableCell align="right">{formatNumber(order.availableQuantity)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {transferOrders.length > PER_PAGE ? (
        <TablePagination
          component="div"
          count={transferOrders.length}
          page={page}
          rowsPerPage={PER_PAGE}
          rowsPerPageOptions={[PER_PAGE]}
          onPageChange={(_, next) => setPage(next)}
        />
      ) : null}
    </TableContainer>
  );
}
