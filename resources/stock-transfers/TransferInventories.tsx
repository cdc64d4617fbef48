import { Box, Typography } from '@mui/material';
import type { StockTransferDetail, TransferEnd } from '../../schemas/stock-transfer.ts';
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
        <FieldValue label="Importer" value={end.importerName} />
        <FieldValue label="Tank #" value={end.storageTankNumber} />
        <FieldValue label="Product" value={end.productName} />
      </Box>
    </Box>
  );
}

/** The transfer's two ends, side by side: where the stock leaves from and where it goes. */
export function TransferInventories({ record }: PartProps<StockTransferDetail>) {
  return (
    <Section title="Inventory">
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <End title="Origin" end={record.fromInventory} />
        <End title="Destination" end={record.toInventory} />
      </Box>
    </Section>
  );
}
