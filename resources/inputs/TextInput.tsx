import { TextField } from '@mui/material';
import type { FieldSpec } from '../../schemas/fieldTypes.ts';
import { labelText } from '../../src/i18n/terms.ts';
import { requiredAsterisk, useSpecInput } from './useSpecInput.ts';

const HTML_TYPES: Partial<Record<FieldSpec['type'], string>> = { email: 'email', date: 'date' };
const toNumber = (value: unknown) => (value === '' || value === null ? null : Number(value));

/** Text, e-mail, number and date fields. */
export function TextInput({ spec }: { spec: FieldSpec }) {
  const number = spec.type === 'number';
  const { id, field, error, helperText } = useSpecInput(spec, number ? toNumber : undefined);
  return (
    <TextField
      {...field}
      id={id}
      label={labelText(spec.label)}
      type={HTML_TYPES[spec.type] ?? 'text'}
      required={spec.required}
      error={error}
      helperText={helperText}
      size="small"
      fullWidth
      slotProps={{
        htmlInput: number ? { inputMode: 'numeric' } : {},
        inputLabel: spec.type === 'date' ? { shrink: true } : {},
      }}
      sx={requiredAsterisk}
    />
  );
}
