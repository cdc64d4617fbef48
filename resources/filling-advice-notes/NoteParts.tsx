import { Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { Link } from 'react-router-dom';
import type { FillingAdviceNoteDetail } from '../../schemas/filling-advice-note.ts';
import { t } from '../../src/i18n/t.ts';
import { Section } from '../../src/records/Section.tsx';
import type { PartProps } from '../../src/records/types.ts';
import { formatNumber } from '../../src/widgets/format/formatNumber.ts';
import { ScrollRegion } from '../../src/widgets/ScrollRegion.tsx';
import { ReadingCells, ReadingHeads } from '../../src/widgets/standard-volume/ReadingCells.tsx';

/** The spec: a card or bay number of 0 is not given yet. */
export const pendingIfZero = (value: number | null | undefined) =>
  value && value > 0 ? value : t('common.pending');

/** The compartments: number, quantity, destination and bay (Pending until the note is issued). */
export function NoteCompartments({ record }: PartProps<FillingAdviceNoteDetail>) {
  const readings = record.compartments.find((c) => c.volumeTable)?.volumeTable ?? null;
  return (
    <Section title={t('notes.compartments')}>
      <ScrollRegion label={t('notes.compartments')}>
        <Table size="small" aria-label={t('notes.compartments')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('notes.compartmentNumber')}</TableCell>
              {readings && <ReadingHeads table={readings} />}
              <TableCell align="right">{t('fields.quantityGal')}</TableCell>
              <TableCell>{t('fields.destination')}</TableCell>
              <TableCell>{t('notes.bayNumber')}</TableCell>
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
    <Section title={t('fields.deliveryOrders')}>
      <ScrollRegion label={t('notes.onNote')}>
        <Table size="small" aria-label={t('notes.onNote')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('transferOrders.doNumber')}</TableCell>
              <TableCell>{t('fields.transferOrders')}</TableCell>
              <TableCell>{t('fields.importer')}</TableCell>
              <TableCell>{t('fields.status')}</TableCell>
              <TableCell align="right">{t('fields.quantityGal')}</TableCell>
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
