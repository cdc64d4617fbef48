import { MenuItem, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { TRANSFER_ORDER_NUMBER_LENGTH } from '../../schemas/transfer-order.ts';
import { t } from '../../src/i18n/t.ts';
import { QuantityInput } from '../../src/records/form/QuantityInput.tsx';
import type { FieldsProps } from '../../src/records/types.ts';
import { notAvailable } from '../../src/widgets/format/formatDate.ts';
import { formatNumber } from '../../src/widgets/format/formatNumber.ts';
import type { TransferOrderFormValues, TransferOrderOptions } from './formValues.ts';

type Name = keyof Omit<TransferOrderFormValues, 'id'>;

interface SelectProps {
  name: Name;
  label: string;
  choices: ReadonlyArray<{ id: number; name: string }>;
  helperText?: ReactNode;
  onChosen?(value: string): void;
}

/** A required choice of the form, by id. */
function Select({ name, label, choices, helperText, onChosen }: SelectProps) {
  const { control } = useFormContext<TransferOrderFormValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          value={field.value ?? ''}
          id={`transfer-order-${name}`}
          select
          required
          label={label}
          error={!!fieldState.error}
          helperText={helperText}
          onChange={(event) => {
            field.onChange(event.target.value);
            onChosen?.(event.target.value);
          }}
        >
          {choices.map((choice) => (
            <MenuItem key={choice.id} value={String(choice.id)}>
              {choice.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

const gallons = (value: number | undefined) =>
  value === undefined ? notAvailable() : t('common.gal', { quantity: formatNumber(value) });

/**
 * Transfer order number, importer, product (the chosen importer's, with its current and available
 * balance: the most the order may take), quantity (digits only) and distributor: create and edit.
 */
export function TransferOrderFields({ options }: FieldsProps<TransferOrderOptions>) {
  const { control, setValue, getValues } = useFormContext<TransferOrderFormValues>();
  const [importerId, productId] = useWatch({ control, name: ['importerId', 'productId'] });
  const products = options.importers.find((importer) => String(importer.id) === importerId)?.products ?? [];
  const product = products.find((candidate) => String(candidate.id) === productId);
  return (
    <>
      <Controller
        control={control}
        name="transferOrderNumber"
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            id="transfer-order-number"
            required
            label={t('fields.transferOrderNumber')}
            error={!!fieldState.error}
            slotProps={{ htmlInput: { maxLength: TRANSFER_ORDER_NUMBER_LENGTH } }}
          />
        )}
      />
      <Select
        name="importerId"
        label={t('fields.importer')}
        choices={options.importers}
        onChosen={(chosen) => {
          // Another importer's products differ: a product it does not hold is chosen again.
          const held = options.importers.find((importer) => String(importer.id) === chosen)?.products ?? [];
          if (!held.some((candidate) => String(candidate.id) === getValues('productId')))
            setValue('productId', '');
        }}
      />
      <Select
        name="productId"
        label={t('fields.product')}
        choices={products}
        helperText={
          product ? (
            <>
              <span>{t('transferOrders.currentBalance', { balance: gallons(product.stockBalance) })}</span>
              <br />
              <span>
                {t('transferOrders.availableBalance', { balance: gallons(product.availableBalance) })}
              </span>
            </>
          ) : importerId ? undefined : (
            t('transferOrders.noImporter')
          )
        }
      />
      <Controller
        control={control}
        name="quantity"
        render={({ field, fieldState }) => (
          <QuantityInput
            field={field}
            fieldState={fieldState}
            id="transfer-order-quantity"
            required
            label={t('fields.quantityGal')}
          />
        )}
      />
      <Select name="distributorId" label={t('fields.distributor')} choices={options.distributors} />
    </>
  );
}
