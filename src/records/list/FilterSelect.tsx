import { MenuItem, TextField } from '@mui/material';
import type { KeyValue } from '../../../schemas/dashboard.ts';
import { t } from '../../i18n/t.ts';
import { term } from '../../i18n/terms.ts';

interface Props {
  id: string;
  label: string;
  value: string | undefined;
  options: readonly KeyValue[] | undefined;
  onChange(value: string | null): void;
}

/** One single-choice filter: choosing an option selects it alone; 'All' clears it. */
export function FilterSelect({ id, label, value, options, onChange }: Props) {
  // Until the options arrive, a value from the address has nothing to show; it stays in the address.
  const known = !!value && !!options?.some((option) => String(option.key) === value);
  return (
    <TextField
      id={id}
      select
      size="small"
      label={label}
      value={known ? value : ''}
      onChange={(event) => onChange(event.target.value || null)}
      fullWidth={false}
      sx={{ minWidth: 180 }}
    >
      <MenuItem value="">{t('kit.list.all')}</MenuItem>
      {(options ?? []).map((option) => (
        <MenuItem key={String(option.key)} value={String(option.key)}>
          {term(String(option.value))}
        </MenuItem>
      ))}
    </TextField>
  );
}
