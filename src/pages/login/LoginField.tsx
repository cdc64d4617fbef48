import { FormControl, FormHelperText, InputLabel, OutlinedInput } from '@mui/material';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface Props {
  id: string;
  label: string;
  field: UseFormRegisterReturn;
  error?: string;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
}

/**
 * An outlined text field built from TextField's own parts: it looks and reads the same, without the
 * Select (menus, popovers, modals) TextField always carries, so the sign-in page stays light.
 */
export function LoginField({ id, label, field, error, type = 'text', autoComplete, autoFocus }: Props) {
  const { ref, ...rest } = field;
  const helper = error ? `${id}-helper-text` : undefined;
  return (
    <FormControl variant="outlined" error={!!error} fullWidth>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        {...rest}
        inputRef={ref}
        id={id}
        label={label}
        type={type}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        aria-describedby={helper}
      />
      {error ? <FormHelperText id={helper}>{error}</FormHelperText> : null}
    </FormControl>
  );
}
