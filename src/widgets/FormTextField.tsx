import { TextField } from '@mui/material';
import { useFormContext } from 'react-hook-form';

interface Props {
  name: string;
  label: string;
  /** Makes the input's id `${idPrefix}-${name}`. */
  idPrefix: string;
  required?: boolean;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  maxLength?: number;
  size?: 'small' | 'medium';
  /** The id of an element that describes the field (the password rules list). */
  describedBy?: string;
}

/**
 * A text input of a react-hook-form form (spec point 5): checked when the user leaves it, showing the
 * schema's message ('{label} is invalid.'); the message clears as soon as the user types; required
 * fields carry a red asterisk.
 */
export function FormTextField({
  name,
  label,
  idPrefix,
  required,
  type = 'text',
  autoComplete,
  autoFocus,
  maxLength,
  size,
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
      id={`${idPrefix}-${name}`}
      label={label}
      type={type}
      required={required}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      size={size}
      fullWidth
      error={!!message}
      helperText={typeof message === 'string' ? message : undefined}
      slotProps={{ htmlInput: { maxLength, ...(describedBy ? { 'aria-describedby': describedBy } : {}) } }}
      sx={{ '& .MuiFormLabel-asterisk': { color: 'error.main' } }}
    />
  );
}
