import { yupResolver } from '@hookform/resolvers/yup';
import { Alert, Box, Button, CircularProgress, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { STOCK_UPDATE_TYPES } from '../../../schemas/codes.ts';
import { today } from '../../../schemas/search.ts';
import type { stockUpdateEditSchema, stockUpdateSchema } from '../../../schemas/stock-update.ts';
import { screenErrorMessage } from '../../providers/errorCatalogue.ts';
import { errorMessages } from './formErrors.ts';
import { StockUpdateLines } from './StockUpdateLines.tsx';
import {
  type ImporterOption,
  linesFor,
  type StockUpdateFormValues,
  type StockUpdateRequest,
  sameRequest,
} from './stockUpdateFormValues.ts';

interface Props {
  importers: readonly ImporterOption[];
  defaultValues: StockUpdateFormValues;
  /** The shared schema the server checks the same payload with. */
  schema: typeof stockUpdateSchema | typeof stockUpdateEditSchema;
  /** Edit: the request as it is; Save is offered only once something differs. */
  unchanged?: StockUpdateFormValues;
  submitLabel: string;
  cancelTo: string;
  onSubmit(request: StockUpdateRequest): Promise<unknown>;
}

/** Importer, update type, date, reference number and a quantity per inventory: submit and edit. */
export function StockUpdateForm({
  importers,
  defaultValues,
  schema,
  unchanged,
  submitLabel,
  cancelTo,
  onSubmit,
}: Props) {
  const { control, handleSubmit, formState, setValue } = useForm<
    StockUpdateFormValues,
    unknown,
    StockUpdateRequest
  >({
    resolver: yupResolver(schema) as unknown as Resolver<StockUpdateFormValues, unknown, StockUpdateRequest>,
    defaultValues,
  });
  const [serverError, setServerError] = useState<string | null>(null);
  const values = useWatch({ control }) as StockUpdateFormValues;
  const importer = importers.find((candidate) => String(candidate.id) === values.importerId);
  const changed = !unchanged || !sameRequest(values, unchanged);
  const messages = errorMessages(formState.errors);

  const submit = handleSubmit(async (request) => {
    setServerError(null);
    try {
      await onSubmit(request);
    } catch (failure) {
      setServerError(screenErrorMessage(failure));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Stock update form">
      {[...messages, ...(serverError ? [serverError] : [])].map((message) => (
        <Alert key={message} severity="error" sx={{ mb: 2 }}>
          {message}
        </Alert>
      ))}
      <Stack spacing={2} sx={{ maxWidth: 900 }}>
        <Controller
          control={control}
          name="importerId"
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              id="stock-update-importer"
              select
              required
              label="Importer"
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
              label="Update Type"
              error={!!fieldState.error}
            >
              {Object.entries(STOCK_UPDATE_TYPES).map(([code, name]) => (
                <MenuItem key={code} value={code}>
                  {name}
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
              label="Date"
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
              label="Reference Number"
              error={!!fieldState.error}
            />
          )}
        />
        <StockUpdateLines control={control} importer={importer} invalid={!!formState.errors.inventoryInfos} />
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          <Button component={Link} to={cancelTo} variant="outlined">
            Cancel
          </Button>
          {changed ? (
            <Button
              type="submit"
              variant="contained"
              disabled={formState.isSubmitting}
              startIcon={formState.isSubmitting ? <CircularProgress size={16} /> : null}
            >
              {submitLabel}
            </Button>
          ) : (
            <Alert severity="info">No changes has been made.</Alert>
          )}
        </Box>
      </Stack>
    </Box>
  );
}
