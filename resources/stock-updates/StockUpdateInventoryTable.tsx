import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { StockUpdateDetail } from '../../schemas/stock-update.ts';
import { t } from '../../src/i18n/t.ts';
import { Section } from '../../src/records/Section.tsx';
import type { PartProps } from '../../src/records/types.ts';
import { formatNumber } from '../../src/widgets/format/formatNumber.ts';
import { ScrollRegion } from '../../src/widgets/ScrollRegion.tsx';
import { ReadingCells, ReadingHeads } from '../../src/widgets/standard-volume/ReadingCells.tsx';

/**
 * The request's lines: tank, product and quantity in gallons, with their total. Where a line carries
 * readings, its gross, readings and factor stand beside the quantity, which is then the net.
 */
export function StockUpdateInventoryTable({ record }: PartProps<StockUpdateDetail>) {
  const lines = record.inventories ?? [];
  const total = lines.reduce((sum, line) => sum + (Number(line.quantity) || 0), 0);
  const readings = lines.find((line) => line.volumeTable)?.volumeTable ?? null;
  const measured = lines.some((line) => line.measuredVolume != null);
  return (
    <Section title={t('stockUpdates.inventoryTitle')}>
      <ScrollRegion label={t('stockUpdates.inventoryTitle')}>
        <Table size="small" aria-label={t('stockUpdates.inventoryTitle')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('fields.tankNumber')}</TableCell>
              <TableCell>{t('fields.product')}</TableCell>
              {readings && <ReadingHeads table={readings} measured={measured} />}
              <TableCell align="right">{t('fields.quantityGal')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((line) => (
              <TableRow key={line.inventoryId}>
                <TableCell>{line.storageTankNumber}</TableCell>
                <TableCell>{line.productName}</TableCell>
                {readings && <ReadingCells line={line} measured={measured} />}
                <TableCell align="right">{formatNumber(line.quantity)}</TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell colSpan={readings ? 6 + (measured ? 1 : 0) : 2} sx={{ fontWeight: 'bold' }}>
                {t('fields.total')}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 'bold' }}>
                {formatNumber(total)}
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </ScrollRegion>
    </Section>
  );
}
