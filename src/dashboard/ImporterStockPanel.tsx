import {
  Box,
  Link as MuiLink,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { Link } from 'react-router-dom';
import type { EntityInventory } from '../../schemas/user-entities.ts';
import { t } from '../i18n/t.ts';
import type { PpmsDataProvider } from '../providers/dataProvider.ts';
import { ADDITIONS, REDUCTIONS } from '../widgets/balanceTerms.ts';
import { formatNumber } from '../widgets/format/formatNumber.ts';

const sum = (inventory: EntityInventory, terms: typeof ADDITIONS) =>
  terms.reduce((total, term) => total + (inventory[term.key] ?? 0), 0);

/**
 * An importer's inventories at a glance (POST User/Entities with balances): stock balance, what is
 * pending in and out, the adjusted balance; each importer links to its detail, where its signed stock
 * statement is downloaded.
 */
export default function ImporterStockPanel() {
  const dataProvider = useDataProvider<PpmsDataProvider>();
  const { data } = useQuery({
    queryKey: ['dashboard', 'importerStock'],
    queryFn: () =>
      dataProvider.getUserEntities({
        includeImporters: true,
        ensureImporterAuthorization: true,
        calculateAdjustedStockBalance: true,
      }),
    retry: false,
  });
  if (!data) return null;
  return (
    <>
      {data.importers.map((importer) => (
        <Box
          component="section"
          aria-label={t('dashboard.stock.inventoriesOf', { name: importer.name })}
          key={importer.id}
          sx={{ mb: 3 }}
        >
          <Typography variant="h6" component="h2" gutterBottom>
            {t('dashboard.stock.inventoriesOfLink')}{' '}
            <MuiLink component={Link} to={`/importers/list#/${importer.id}`}>
              {importer.name}
            </MuiLink>
          </Typography>
          <Table size="small" aria-label={t('dashboard.stock.inventoriesOf', { name: importer.name })}>
            <TableHead>
              <TableRow>
                <TableCell>{t('dashboard.stock.tank')}</TableCell>
                <TableCell>{t('dashboard.stock.product')}</TableCell>
                <TableCell align="right">{t('dashboard.stock.stockBalance')}</TableCell>
                <TableCell align="right">{t('dashboard.stock.pendingIn')}</TableCell>
                <TableCell align="right">{t('dashboard.stock.pendingOut')}</TableCell>
                <TableCell align="right">{t('dashboard.stock.adjustedBalance')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {importer.inventories.map((inventory) => (
                <TableRow key={inventory.inventoryId}>
                  <TableCell>{inventory.storageTankNumber}</TableCell>
                  <TableCell>{inventory.productName}</TableCell>
                  <TableCell align="right">{formatNumber(inventory.stockBalance)}</TableCell>
                  <TableCell align="right">{formatNumber(sum(inventory, ADDITIONS))}</TableCell>
                  <TableCell align="right">{formatNumber(sum(inventory, REDUCTIONS))}</TableCell>
                  <TableCell align="right">{formatNumber(inventory.adjustedStockBalance)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <MuiLink component={Link} to={`/importers/list#/${importer.id}`} variant="body2">
            Signed stock statement of {importer.name}
          </MuiLink>
        </Box>
      ))}
    </>
  );
}
