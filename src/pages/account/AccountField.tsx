import { TextField } from '@mui/material';
import { useFormContext } from 'react-hook-form';

interface Props {
  name: string;
  label: string;
  required?: boolean;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  /** The id of an element that describes the field (the password rules list). */
  describedBy?: string;
}

/**
 * A text input of the account forms (spec point 5): checked when the user leaves it, showing the
 * schema's message ('{label} is invalid.'); the message clears as soon as the user types; required
 * fields carry a red asterisk.
 */
export function AccountField({
  name,
  label,
  required,
  type = 'text',
  autoComplete,
  autoFocus,
  describedBy,
}: Props) {
  const { register, clearErrors, formState } = useFormContext();
  const { ref, onChange, ...field } = register(name);
  const message = formState.errors[name]?.message;
  return (
    <TextField
      {...field}
      inputRef={ref}
      onChange={(event) => {
        clearErrors(name);
        return onChange(event);
      }}
      id={`account-${name}`}
      label={label}
      type={type}
      required={required}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      fullWidth
      error={!!message}
      helperText={typeof message === 'string' ? message : undefined}
      slotProps={describedBy ? { htmlInput: { 'aria-describedby': describedBy } } : undefined}
      sx={{ '& .MuiFormLabel-asterisk': { color: 'error.main' } }}
    />
  );
}
