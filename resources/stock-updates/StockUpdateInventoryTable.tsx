import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { StockUpdateDetail } from '../../schemas/stock-update.ts';
import { Section } from '../../src/records/Section.tsx';
import type { PartProps } from '../../src/records/types.ts';
import { formatNumber } from '../../src/widgets/format/formatNumber.ts';
import { ScrollRegion } from '../../src/widgets/ScrollRegion.tsx';

/** The request's lines: tank, product and quantity in gallons, with their total. */
export function StockUpdateInventoryTable({ record }: PartProps<StockUpdateDetail>) {
  const lines = record.inventories ?? [];
  const total = lines.reduce((sum, line) => sum + (Number(line.quantity) || 0), 0);
  return (
    <Section title="Inventory">
      <ScrollRegion label="Inventory">
        <Table size="small" aria-label="Inventory">
          <TableHead>
            <TableRow>
              <TableCell>Tank #</TableCell>
              <TableCell>Product</TableCell>
              <TableCell align="right">Quantity (Gal.)</TableCell>
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
                Total
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
