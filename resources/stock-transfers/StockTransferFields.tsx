import { Box, MenuItem, Stack, TextField, type TextFieldProps } from '@mui/material';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { today } from '../../schemas/search.ts';
import type { EntityImporter } from '../../schemas/user-entities.ts';
import type { FieldsProps } from '../../src/records/types.ts';
import { digitsOnly, formatGallons } from '../../src/widgets/format/formatNumber.ts';
import type { StockTransferFormValues, TransferOptions } from './formValues.ts';

type Name = keyof StockTransferFormValues;

type InputProps = { name: Name; clean?(text: string): string } & TextFieldProps;

/** One input bound to the form, showing its field's message (else its help) under it. */
function Input({ name, clean, onChange, helperText, ...props }: InputProps) {
  const { control } = useFormContext<StockTransferFormValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          value={field.value ?? ''}
          id={`stock-transfer-${name}`}
          fullWidth
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? helperText}
          {...props}
          onChange={(event) => {
            field.onChange(clean ? clean(event.target.value) : event);
            onChange?.(event);
          }}
        />
      )}
    />
  );
}

interface EndProps {
  side: 'from' | 'to';
  title: 'Origin' | 'Destination';
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
        <Input
          name={`${side}ImporterId`}
          select
          required
          label={`${title} Importer`}
          onChange={() => setValue(`${side}InventoryId`, '')}
        >
          {importers.map((option) => (
            <MenuItem key={option.id} value={String(option.id)}>
              {option.name}
            </MenuItem>
          ))}
        </Input>
        <Input
          name={`${side}InventoryId`}
          select
          required
          label={`${title} Inventory`}
          disabled={!importer}
          helperText={importer ? undefined : 'Select importer to display inventories.'}
        >
          {(importer?.inventories ?? []).map((inventory) => (
            <MenuItem
              key={inventory.inventoryId}
              value={String(inventory.inventoryId)}
              disabled={productId !== undefined && inventory.product.id !== productId}
            >
              {[
                `Tank ${inventory.storageTankNumber}`,
                inventory.productName,
                ...(side === 'from' ? [formatGallons(inventory.adjustedStockBalance)] : []),
              ].join(' · ')}
            </MenuItem>
          ))}
        </Input>
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
        <Input
          name="createdDate"
          type="date"
          required
          label="Date"
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today() } }}
        />
        <Input name="referenceNumber" label="Reference Number" />
      </Stack>
      <TransferEnd side="from" title="Origin" importers={options.origins} />
      <TransferEnd
        side="to"
        title="Destination"
        importers={options.destinations}
        productId={origin?.product.id}
      />
      <Input
        name="quantity"
        required
        label="Quantity (Gal.)"
        clean={digitsOnly}
        helperText={origin && `Adjusted balance of the origin: ${formatGallons(origin.adjustedStockBalance)}`}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
    </>
  );
}
