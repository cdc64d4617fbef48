import {
  Box,
  GlobalStyles,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { FillingAdviceNoteDetail } from '../../schemas/filling-advice-note.ts';
import type { VolumeTable } from '../../schemas/volume-correction.ts';
import { formatDateTime } from '../../src/widgets/format/formatDate.ts';
import { formatGallons, formatNumber } from '../../src/widgets/format/formatNumber.ts';
import { ReadingCells, ReadingHeads } from '../../src/widgets/standard-volume/ReadingCells.tsx';
import { VOLUME_TEXTS } from '../../src/widgets/standard-volume/texts.ts';

// The loading document: one A4 page with the note's facts and the time it was printed, what each
// compartment carries from which bay, the delivery orders with each line's transfer order and source
// tank, the total, and room for signatures. Numbers and codes never break inside a word.

const page = { '@media print': { '@page': { size: 'A4', margin: '12mm' } } };
const cell = {
  border: '1px solid #000',
  py: 0.5,
  px: 1,
  fontSize: '10pt',
  overflowWrap: 'normal',
  wordBreak: 'normal',
  hyphens: 'none',
};
/** A number or code ('DO-WALK-001', '12,000'): kept on one line. */
const code = { ...cell, whiteSpace: 'nowrap' };

function Fact({ label, value }: { label: string; value: string | number }) {
  return (
    <Box>
      <Typography variant="caption" component="div" sx={{ textTransform: 'uppercase' }}>
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{value}</Typography>
    </Box>
  );
}

export function PrintedNote({ record }: { record: FillingAdviceNoteDetail }) {
  const readings = record.compartments.find((c) => c.volumeTable)?.volumeTable ?? null;
  return (
    <Box sx={{ fontSize: '10pt', color: '#000' }}>
      <GlobalStyles styles={page} />
      <Typography variant="h5" component="h1" sx={{ textAlign: 'center', mb: 0.5 }}>
        Filling Advice Note
      </Typography>
      <Typography sx={{ textAlign: 'center' }}>Petroleum Products Management System</Typography>
      <Typography variant="caption" component="p" sx={{ textAlign: 'center', mb: 2 }}>
        Printed {formatDateTime(new Date().toISOString())}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1.5, mb: 2 }}>
        <Fact label="Card Number" value={record.cardNumber} />
        <Fact label="Vehicle Number" value={record.vehicleNumber} />
        <Fact label="Product" value={record.product.name} />
        <Fact label="Issued Date" value={formatDateTime(record.issuedDate)} />
        <Fact label="Issued By" value={record.issuedBy ?? ''} />
        <Fact label="Distributor" value={record.distributor.name} />
      </Box>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        Compartments
      </Typography>
      {readings && (
        <Typography variant="body2">{VOLUME_TEXTS.printedNote(readings as VolumeTable)}</Typography>
      )}
      <Table size="small" sx={{ mb: 2 }}>
        <TableHead>
          <TableRow>
            <TableCell sx={cell}>Compartment</TableCell>
            <TableCell sx={cell}>Bay</TableCell>
            {readings && <ReadingHeads table={readings} sx={cell} />}
            <TableCell sx={cell} align="right">
              {readings ? VOLUME_TEXTS.net : 'Quantity (Gal.)'}
            </TableCell>
            <TableCell sx={cell}>Destination</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {record.compartments.map((c) => (
            <TableRow key={c.id}>
              <TableCell sx={code}>{c.compartmentNumber}</TableCell>
              <TableCell sx={code}>{c.bayNumber}</TableCell>
              {readings && <ReadingCells line={c} sx={cell} />}
              <TableCell sx={code} align="right">
                {formatNumber(c.quantity)}
              </TableCell>
              <TableCell sx={cell}>{c.destination}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        Delivery Orders
      </Typography>
      <Table size="small" sx={{ mb: 2 }}>
        <TableHead>
          <TableRow>
            <TableCell sx={cell}>DO Number</TableCell>
            <TableCell sx={cell}>Transfer Order, Source Tank, Gallons</TableCell>
            <TableCell sx={cell}>Importer</TableCell>
            <TableCell sx={cell}>Distributor</TableCell>
            <TableCell sx={cell} align="right">
              Quantity (Gal.)
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {record.deliveryOrders.map((order) => (
            <TableRow key={order.id}>
              <TableCell sx={code}>{order.deliveryOrderNumber}</TableCell>
              <TableCell sx={cell}>
                {order.transferOrders.map((t) => (
                  <Box key={t.id} component="span" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
                    {t.transferOrderNumber}, tank {t.storageTankNumber ?? 'not set'},{' '}
                    {formatNumber(t.quantity)}
                  </Box>
                ))}
              </TableCell>
              <TableCell sx={cell}>{order.importer}</TableCell>
              <TableCell sx={cell}>{order.distributor}</TableCell>
              <TableCell sx={code} align="right">
                {formatNumber(order.quantity)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography sx={{ fontWeight: 700, textAlign: 'right', mb: 4 }}>
        Total: {formatGallons(record.quantity)}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 4, mt: 6 }}>
        {['Loading Officer', 'Driver', 'Control Room'].map((who) => (
          <Box key={who} sx={{ borderTop: '1px solid #000', pt: 0.5 }}>
            <Typography variant="caption">{who}: name, signature and date</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
