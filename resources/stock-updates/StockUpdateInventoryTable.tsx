import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { StockUpdateDetail } from '../../schemas/stock-update.ts';
import { t } from '../../src/i18n/t.ts';
import { Section } from '../../src/records/Section.tsx';
import type { PartProps } from '../../src/records/types.ts';
import { formatNumber } from '../../src/widgets/format/formatNumber.ts';

/** The request's lines: tank, product and quantity in gallons, with their total. */
export function StockUpdateInventoryTable({ record }: PartProps<StockUpdateDetail>) {
  const lines = record.inventories ?? [];
  const total = lines.reduce((sum, line) => sum + (Number(line.quantity) || 0), 0);
  return (
    <Section title={t('stockUpdates.inventoryTitle')}>
      <TableContainer>
        <Table size="small" aria-label={t('stockUpdates.inventoryTitle')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('fields.tankNumber')}</TableCell>
              <TableCell>{t('fields.product')}</TableCell>
              <TableCell align="right">{t('fields.quantityGal')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((line) => (
              <TableRow key={line.inventoryId}>
                <TableCell>{line.storageTankNumber}</TableCell>
                <TableCell>{line.productName}</TableCell>
                <TableCell align="right">{formatNumber(line.quantity)}</TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell colSpan={2} sx={{ fontWeight: 'bold' }}>
                {t('fields.total')}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 'bold' }}>
                {formatNumber(total)}
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </TableContainer>
    </Section>
  );
}
