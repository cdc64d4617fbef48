import { MenuItem, TextField } from '@mui/material';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { STOCK_UPDATE_TYPES } from '../../schemas/codes.ts';
import { today } from '../../schemas/search.ts';
import { t } from '../../src/i18n/t.ts';
import { term } from '../../src/i18n/terms.ts';
import type { FieldsProps } from '../../src/records/types.ts';
import { type ImporterOption, linesFor, type StockUpdateFormValues } from './formValues.ts';
import { StockUpdateLines } from './StockUpdateLines.tsx';

/** Importer, update type, date, reference number and a quantity per inventory: submit and edit. */
export function StockUpdateFields({ options: importers }: FieldsProps<readonly ImporterOption[]>) {
  const { control, setValue } = useFormContext<StockUpdateFormValues>();
  const importerId = useWatch({ control, name: 'importerId' });
  const importer = importers.find((candidate) => String(candidate.id) === importerId);
  return (
    <>
      <Controller
        control={control}
        name="importerId"
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            id="stock-update-importer"
            select
            required
            label={t('fields.importer')}
            error={!!fieldState.error}
            onChange={(event) => {
              field.onChange(event.target.value);
              const chosen = importers.find((candidate) => String(candidate.id) === event.target.value);
              setValue('inventoryInfos', linesFor(chosen));
            }}
          >
            {importers.map((option) => (
              <MenuItem key={option.id} value={String(option.id)}>
                {option.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        control={control}
        name="stockUpdateType"
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            id="stock-update-type"
            select
            required
            label={t('stockUpdates.updateType')}
            error={!!fieldState.error}
          >
            {Object.entries(STOCK_UPDATE_TYPES).map(([code, name]) => (
              <MenuItem key={code} value={code}>
                {term(name)}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        control={control}
        name="createdDate"
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            id="stock-update-date"
            type="date"
            required
            label={t('fields.date')}
            error={!!fieldState.error}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today() } }}
          />
        )}
      />
      <Controller
        control={control}
        name="referenceNumber"
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            id="stock-update-reference"
            label={t('fields.referenceNumber')}
            error={!!fieldState.error}
          />
        )}
      />
      <StockUpdateLines importer={importer} />
    </>
  );
}
