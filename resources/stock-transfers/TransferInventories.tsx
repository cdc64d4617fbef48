import { Box, Typography } from '@mui/material';
import type { StockTransferDetail, TransferEnd } from '../../schemas/stock-transfer.ts';
import { t } from '../../src/i18n/t.ts';
import { FieldValue } from '../../src/records/FieldValue.tsx';
import { Section } from '../../src/records/Section.tsx';
import type { PartProps } from '../../src/records/types.ts';

function End({ title, end }: { title: string; end: TransferEnd }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
        <FieldValue label={t('fields.importer')} value={end.importerName} />
        <FieldValue label={t('fields.tankNumber')} value={end.storageTankNumber} />
        <FieldValue label={t('fields.product')} value={end.productName} />
      </Box>
    </Box>
  );
}

/** The transfer's two ends, side by side: where the stock leaves from and where it goes. */
export function TransferInventories({ record }: PartProps<StockTransferDetail>) {
  return (
    <Section title={t('stockUpdates.inventoryTitle')}>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <End title={t('fields.origin')} end={record.fromInventory} />
        <End title={t('fields.destination')} end={record.toInventory} />
      </Box>
    </Section>
  );
}
