import { MenuItem, TextField } from '@mui/material';
import { useGetList } from 'react-admin';
import { findEntity } from '../../schemas/entities.ts';
import type { FieldSpec } from '../../schemas/fieldTypes.ts';
import { t } from '../../src/i18n/t.ts';
import { labelText } from '../../src/i18n/terms.ts';
import { requiredAsterisk, useSpecInput } from './useSpecInput.ts';

interface Choice {
  value: string | number;
  label: string;
}

function ChoiceSelect({ spec, choices, numeric }: { spec: FieldSpec; choices: Choice[]; numeric: boolean }) {
  const parse = (v: unknown) => (v === '' || v === null ? null : numeric ? Number(v) : v);
  const { id, field, error, helperText } = useSpecInput(spec, parse);
  return (
    <TextField
      {...field}
      value={field.value ?? ''}
      id={id}
      select
      label={labelText(spec.label)}
      required={spec.required}
      error={error}
      helperText={helperText}
      size="small"
      fullWidth
      sx={requiredAsterisk}
    >
      <MenuItem value="">
        <em>{t('masterData.select', { label: labelText(spec.label) })}</em>
      </MenuItem>
      {choices.map((c) => (
        <MenuItem key={c.value} value={c.value}>
          {c.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A `fooId` field: the records of resource foo, named by their display field. */
export function ReferenceInput({ spec }: { spec: FieldSpec }) {
  const target = findEntity(spec.reference ?? '');
  const display = target?.display ?? 'name';
  const { data = [] } = useGetList(spec.reference ?? '', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: display, order: 'ASC' },
  });
  const choices = data.map((r) => ({ value: r.id as number, label: String(r[display]) }));
  return <ChoiceSelect spec={spec} choices={choices} numeric />;
}

/** A field with fixed options. */
export function SelectInput({ spec }: { spec: FieldSpec }) {
  const choices = Object.entries(spec.options ?? {}).map(([value, label]) => ({ value, label }));
  return <ChoiceSelect spec={spec} choices={choices} numeric={false} />;
}
