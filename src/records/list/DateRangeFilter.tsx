import { Stack, TextField } from '@mui/material';
import { today as todayDate } from '../../../schemas/search.ts';

interface Props {
  idPrefix: string;
  fromLabel: string;
  toLabel: string;
  from: string | undefined;
  to: string | undefined;
  errors: { from?: string; to?: string };
  onChange(bound: 'from' | 'to', value: string | null): void;
}

/** Two date inputs (yyyy-MM-dd) that refuse the future; the rules' messages show under the inputs. */
export function DateRangeFilter({ idPrefix, fromLabel, toLabel, from, to, errors, onChange }: Props) {
  const today = todayDate();
  const input = (bound: 'from' | 'to', label: string, value: string | undefined) => (
    <TextField
      id={`${idPrefix}-${bound}`}
      type="date"
      size="small"
      fullWidth={false}
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(bound, event.target.value || null)}
      error={!!errors[bound]}
      helperText={errors[bound]}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
    />
  );
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {input('from', fromLabel, from)}
      {input('to', toLabel, to)}
    </Stack>
  );
}
