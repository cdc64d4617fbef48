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
import { t } from '../../src/i18n/t.ts';
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
        {t('notes.printTitle')}
      </Typography>
      <Typography sx={{ textAlign: 'center' }}>{t('login.title')}</Typography>
      <Typography variant="caption" component="p" sx={{ textAlign: 'center', mb: 2 }}>
        {t('notes.printed', { date: formatDateTime(new Date().toISOString()) })}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1.5, mb: 2 }}>
        <Fact label={t('fields.cardNumber')} value={record.cardNumber} />
        <Fact label={t('fields.vehicleNumber')} value={record.vehicleNumber} />
        <Fact label={t('fields.product')} value={record.product.name} />
        <Fact label={t('fields.issuedDate')} value={formatDateTime(record.issuedDate)} />
        <Fact label={t('fields.issuedBy')} value={record.issuedBy ?? ''} />
        <Fact label={t('fields.distributor')} value={record.distributor.name} />
      </Box>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('notes.compartments')}
      </Typography>
      {readings && (
        <Typography variant="body2">{VOLUME_TEXTS.printedNote(readings as VolumeTable)}</Typography>
      )}
      <Table size="small" sx={{ mb: 2 }}>
        <TableHead>
          <TableRow>
            <TableCell sx={cell}>{t('notes.compartment')}</TableCell>
            <TableCell sx={cell}>{t('notes.bay')}</TableCell>
            {readings && <ReadingHeads table={readings} sx={cell} />}
            <TableCell sx={cell} align="right">
              {readings ? VOLUME_TEXTS.net : t('fields.quantityGal')}
            </TableCell>
            <TableCell sx={cell}>{t('fields.destination')}</TableCell>
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
        {t('fields.deliveryOrders')}
      </Typography>
      <Table size="small" sx={{ mb: 2 }}>
        <TableHead>
          <TableRow>
            <TableCell sx={cell}>{t('transferOrders.doNumber')}</TableCell>
            <TableCell sx={cell}>{t('notes.sources')}</TableCell>
            <TableCell sx={cell}>{t('fields.importer')}</TableCell>
            <TableCell sx={cell}>{t('fields.distributor')}</TableCell>
            <TableCell sx={cell} align="right">
              {t('fields.quantityGal')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {record.deliveryOrders.map((order) => (
            <TableRow key={order.id}>
              <TableCell sx={code}>{order.deliveryOrderNumber}</TableCell>
              <TableCell sx={cell}>
                {order.transferOrders.map((line) => (
                  <Box key={line.id} component="span" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
                    {t('notes.source', {
                      number: line.transferOrderNumber,
                      tank: line.storageTankNumber ?? t('notes.notSet'),
                      quantity: formatNumber(line.quantity),
                    })}
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
        {t('notes.total', { total: formatGallons(record.quantity) })}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 4, mt: 6 }}>
        {(['notes.loadingOfficer', 'notes.driver', 'notes.controlRoom'] as const).map((who) => (
          <Box key={who} sx={{ borderTop: '1px solid #000', pt: 0.5 }}>
            <Typography variant="caption">{t('notes.signature', { who: t(who) })}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
