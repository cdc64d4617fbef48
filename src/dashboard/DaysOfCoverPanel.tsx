import { Box, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { DaysOfCover, ProductCover } from '../../schemas/dashboard.ts';
import { formatNumber } from '../widgets/format/formatNumber.ts';

/** 'no sales' when nothing was sold in 30 days; the days otherwise, flagged below the threshold. */
export const coverText = (row: Pick<ProductCover, 'daysOfCover'>) =>
  row.daysOfCover === null ? 'no sales' : `${formatNumber(row.daysOfCover)} days`;

function Cover({ row }: { row: ProductCover }) {
  return (
    <TableCell align="right" data-testid="days-of-cover">
      {coverText(row)}
      {row.isBelowThreshold ? <Chip size="small" color="error" label="Low" sx={{ ml: 1 }} /> : null}
    </TableCell>
  );
}

/** Days of cover (README): per product nationally, then per importer, for administrators and stock control. */
export default function DaysOfCoverPanel({ cover }: { cover: DaysOfCover }) {
  return (
    <Box component="section" aria-label="Days of cover" sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2">
        Days of Cover
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        National stock on {cover.asOf} over the average daily sales of the last 30 days; below{' '}
        {formatNumber(cover.threshold)} days is flagged.
      </Typography>
      <Table size="small" aria-label="Days of cover by product">
        <TableHead>
          <TableRow>
            <TableCell>Product</TableCell>
            <TableCell align="right">National Stock</TableCell>
            <TableCell align="right">Average Daily Sales</TableCell>
            <TableCell align="right">Days of Cover</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {cover.products.map((row) => (
            <TableRow key={row.productId}>
              <TableCell>{row.productName}</TableCell>
              <TableCell align="right">{formatNumber(row.stockBalance)}</TableCell>
              <TableCell align="right">{formatNumber(row.averageDailySales)}</TableCell>
              <Cover row={row} />
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {cover.importers.length > 0 ? (
        <Table size="small" aria-label="Days of cover by importer" sx={{ mt: 2 }}>
          <TableHead>
            <TableRow>
              <TableCell>Importer</TableCell>
              <TableCell>Product</TableCell>
              <TableCell align="right">Stock</TableCell>
              <TableCell align="right">Average Daily Sales</TableCell>
              <TableCell align="right">Days of Cover</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {cover.importers.map((row) => (
              <TableRow key={`${row.importerId}-${row.productId}`}>
                <TableCell>{row.importerName}</TableCell>
                <TableCell>{row.productName}</TableCell>
                <TableCell align="right">{formatNumber(row.stockBalance)}</TableCell>
                <TableCell align="right">{formatNumber(row.averageDailySales)}</TableCell>
                <Cover row={row} />
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </Box>
  );
}
