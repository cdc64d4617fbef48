import { Box, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { DaysOfCover, ProductCover } from '../../schemas/dashboard.ts';
import { t } from '../i18n/t.ts';
import { formatNumber } from '../widgets/format/formatNumber.ts';

/** 'no sales' when nothing was sold in 30 days; the days otherwise, flagged below the threshold. */
export const coverText = (row: Pick<ProductCover, 'daysOfCover'>) =>
  row.daysOfCover === null
    ? t('dashboard.cover.noSales')
    : t('dashboard.cover.days', { days: formatNumber(row.daysOfCover) });

function Cover({ row }: { row: ProductCover }) {
  return (
    <TableCell align="right" data-testid="days-of-cover">
      {coverText(row)}
      {row.isBelowThreshold ? (
        <Chip size="small" color="error" label={t('dashboard.cover.low')} sx={{ ml: 1 }} />
      ) : null}
    </TableCell>
  );
}

/** Days of cover (README): per product nationally, then per importer, for administrators and stock control. */
export default function DaysOfCoverPanel({ cover }: { cover: DaysOfCover }) {
  return (
    <Box component="section" aria-label={t('dashboard.cover.section')} sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2">
        {t('dashboard.cover.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {t('dashboard.cover.intro', { asOf: cover.asOf, threshold: formatNumber(cover.threshold) })}
      </Typography>
      <Table size="small" aria-label={t('dashboard.cover.byProduct')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('dashboard.cover.product')}</TableCell>
            <TableCell align="right">{t('dashboard.cover.nationalStock')}</TableCell>
            <TableCell align="right">{t('dashboard.cover.averageDailySales')}</TableCell>
            <TableCell align="right">{t('dashboard.cover.daysOfCover')}</TableCell>
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
        <Table size="small" aria-label={t('dashboard.cover.byImporter')} sx={{ mt: 2 }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('dashboard.cover.importer')}</TableCell>
              <TableCell>{t('dashboard.cover.product')}</TableCell>
              <TableCell align="right">{t('dashboard.cover.stock')}</TableCell>
              <TableCell align="right">{t('dashboard.cover.averageDailySales')}</TableCell>
              <TableCell align="right">{t('dashboard.cover.daysOfCover')}</TableCell>
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
