import { Box, Card, CardContent, FormControlLabel, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import type { RaRecord } from 'react-admin';
import type { ImporterInventory } from '../../schemas/importer.ts';
import { t } from '../../src/i18n/t.ts';
import { BalanceBreakdown } from '../../src/widgets/BalanceBreakdown.tsx';
import { formatNumber } from '../../src/widgets/format/formatNumber.ts';

function InventoryCard({ inventory, detailed }: { inventory: ImporterInventory; detailed: boolean }) {
  return (
    <Card variant="outlined" aria-label={t('masterData.tank', { number: inventory.storageTankNumber })}>
      <CardContent>
        <Typography variant="subtitle1" component="h4">
          {t('masterData.tank', { number: inventory.storageTankNumber })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {inventory.productName}
        </Typography>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 1 }}>
          <Typography variant="body2">{t('masterData.stockBalance')}</Typography>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {formatNumber(inventory.stockBalance)}
          </Typography>
        </Box>
        {detailed ? (
          <Box sx={{ mt: 1 }}>
            <BalanceBreakdown balances={inventory} />
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** The importer's inventory cards (tank, product, stock balance); Show Detail reveals the breakdown. */
export function ImporterInventories({ record }: { record: RaRecord }) {
  const [detailed, setDetailed] = useState(false);
  const inventories = (record.inventories ?? []) as ImporterInventory[];
  return (
    <Box component="section" aria-label={t('masterData.inventories')} sx={{ mt: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h6" component="h3">
          {t('masterData.inventories')}
        </Typography>
        <FormControlLabel
          label={t('masterData.showDetail')}
          control={<Switch checked={detailed} onChange={(e) => setDetailed(e.target.checked)} />}
        />
      </Box>
      {inventories.length === 0 ? (
        <Typography color="text.secondary">{t('spec.noResults')}</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
          {inventories.map((inventory) => (
            <InventoryCard key={inventory.inventoryId} inventory={inventory} detailed={detailed} />
          ))}
        </Box>
      )}
    </Box>
  );
}
