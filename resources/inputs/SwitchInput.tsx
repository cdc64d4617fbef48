import { FormControlLabel, Switch } from '@mui/material';
import { useInput } from 'react-admin';
import type { FieldSpec } from '../../schemas/fieldTypes.ts';
import { labelText } from '../../src/i18n/terms.ts';

/** Booleans, e.g. the Is Active toggle on edit. */
export function SwitchInput({ spec }: { spec: FieldSpec }) {
  const { id, field } = useInput({
    source: spec.name,
    type: 'checkbox',
    format: (v) => v === true,
    parse: (v) => v,
  });
  return (
    <FormControlLabel
      label={labelText(spec.label)}
      control={
        <Switch
          id={id}
          name={field.name}
          checked={field.value}
          onChange={(e) => field.onChange(e.target.checked)}
        />
      }
    />
  );
}
