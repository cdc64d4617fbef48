import { Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { Link } from 'react-router-dom';
import type { FillingAdviceNoteDetail } from '../../schemas/filling-advice-note.ts';
import { Section } from '../../src/records/Section.tsx';
import type { PartProps } from '../../src/records/types.ts';
import { formatNumber } from '../../src/widgets/format/formatNumber.ts';
import { ScrollRegion } from '../../src/widgets/ScrollRegion.tsx';
import { ReadingCells, ReadingHeads } from '../../src/widgets/standard-volume/ReadingCells.tsx';

/** The spec: a card or bay number of 0 is not given yet. */
export const pendingIfZero = (value: number | null | undefined) => (value && value > 0 ? value : 'Pending');

/** The compartments: number, quantity, destination and bay (Pending until the note is issued). */
export function NoteCompartments({ record }: PartProps<FillingAdviceNoteDetail>) {
  const readings = record.compartments.find((c) => c.volumeTable)?.volumeTable ?? null;
  return (
    <Section title="Compartments">
      <ScrollRegion label="Compartments">
        <Table size="small" aria-label="Compartments">
          <TableHead>
            <TableRow>
              <TableCell>Compartment #</TableCell>
              {readings && <ReadingHeads table={readings} />}
              <TableCell align="right">Quantity (Gal.)</TableCell>
              <TableCell>Destination</TableCell>
              <TableCell>Bay #</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {record.compartments.map((c) => (
              <TableRow key={c.id}>
                <TableCell>{c.compartmentNumber}</TableCell>
                {readings && <ReadingCells line={c} />}
                <TableCell align="right">{formatNumber(c.quantity)}</TableCell>
                <TableCell>{c.destination}</TableCell>
                <TableCell sx={c.bayNumber > 0 ? undefined : { color: 'error.dark' }}>
                  {pendingIfZero(c.bayNumber)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollRegion>
    </Section>
  );
}

/** The delivery orders on the note, each a link to its detail, with the transfer orders it draws on. */
export function NoteDeliveryOrders({ record }: PartProps<FillingAdviceNoteDetail>) {
  return (
    <Section title="Delivery Orders">
      <ScrollRegion label="Delivery orders on the note">
        <Table size="small" aria-label="Delivery orders on the note">
          <TableHead>
            <TableRow>
              <TableCell>DO Number</TableCell>
              <TableCell>Transfer Orders</TableCell>
              <TableCell>Importer</TableCell>
              <TableCell>Status</TableCell>
              <TableCell align="right">Quantity (Gal.)</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {record.deliveryOrders.map((order) => (
              <TableRow key={order.id}>
                <TableCell>
                  <MuiLink component={Link} to={`/delivery-order-detail/${order.id}`}>
                    {order.deliveryOrderNumber}
                  </MuiLink>
                </TableCell>
                <TableCell>{order.transferOrders.map((t) => t.transferOrderNumber).join(', ')}</TableCell>
                <TableCell>{order.importer}</TableCell>
                <TableCell>{order.status}</TableCell>
                <TableCell align="right">{formatNumber(order.quantity)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollRegion>
    </Section>
  );
}
