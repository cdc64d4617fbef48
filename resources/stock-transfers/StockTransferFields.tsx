import { Box, MenuItem, Stack } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { today } from '../../schemas/search.ts';
import type { EntityImporter } from '../../schemas/user-entities.ts';
import { t } from '../../src/i18n/t.ts';
import { FormField } from '../../src/records/form/FormField.tsx';
import type { FieldsProps } from '../../src/records/types.ts';
import { formatGallons } from '../../src/widgets/format/formatNumber.ts';
import type { StockTransferFormValues, TransferOptions } from './formValues.ts';

interface EndProps {
  side: 'from' | 'to';
  /** The end's name, in the chosen language. */
  title: string;
  importers: readonly EntityImporter[];
  /** The origin's product: the destination offers only tanks of it. */
  productId?: number;
}

/** One end of the transfer: an importer, then one of its inventories (tank, product, balance when known). */
function TransferEnd({ side, title, importers, productId }: EndProps) {
  const { control, setValue } = useFormContext<StockTransferFormValues>();
  const importerId = useWatch({ control, name: `${side}ImporterId` });
  const importer = importers.find((candidate) => String(candidate.id) === importerId);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Box component="legend" sx={{ typography: 'subtitle1', mb: 1 }}>
        {title}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormField
          name={`${side}ImporterId`}
          select
          required
          label={t(side === 'from' ? 'stockTransfers.originImporter' : 'stockTransfers.destinationImporter')}
          onChange={() => setValue(`${side}InventoryId`, '')}
        >
          {importers.map((option) => (
            <MenuItem key={option.id} value={String(option.id)}>
              {option.name}
            </MenuItem>
          ))}
        </FormField>
        <FormField
          name={`${side}InventoryId`}
          select
          required
          label={t(
            side === 'from' ? 'stockTransfers.originInventory' : 'stockTransfers.destinationInventory',
          )}
          disabled={!importer}
          helperText={importer ? undefined : t('stockUpdates.noImporter')}
        >
          {(importer?.inventories ?? []).map((inventory) => (
            <MenuItem
              key={inventory.inventoryId}
              value={String(inventory.inventoryId)}
              disabled={productId !== undefined && inventory.product.id !== productId}
            >
              {[
                t('stockTransfers.tank', { tank: inventory.storageTankNumber }),
                inventory.productName,
                ...(side === 'from' ? [formatGallons(inventory.adjustedStockBalance)] : []),
              ].join(' · ')}
            </MenuItem>
          ))}
        </FormField>
      </Stack>
    </Box>
  );
}

/** Date, reference number, origin, destination and quantity: submit and edit. */
export function StockTransferFields({ options }: FieldsProps<TransferOptions>) {
  const { control } = useFormContext<StockTransferFormValues>();
  const origin = options.inventories.get(Number(useWatch({ control, name: 'fromInventoryId' })));
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormField
          name="createdDate"
          type="date"
          required
          label={t('fields.date')}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today() } }}
        />
        <FormField name="referenceNumber" label={t('fields.referenceNumber')} />
      </Stack>
      <TransferEnd side="from" title={t('fields.origin')} importers={options.origins} />
      <TransferEnd
        side="to"
        title={t('fields.destination')}
        importers={options.destinations}
        productId={origin?.product.id}
      />
      <FormField
        name="quantity"
        required
        label={t('fields.quantityGal')}
        quantity
        helperText={
          origin && t('stockTransfers.originBalance', { balance: formatGallons(origin.adjustedStockBalance) })
        }
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
    </>
  );
}
