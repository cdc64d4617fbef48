import { TextField } from '@mui/material';
import { useFormContext } from 'react-hook-form';

interface Props {
  name: string;
  label: string;
  required?: boolean;
  type?: string;
  maxLength?: number;
}

/**
 * A text input of the user forms (spec point 5): checked on blur ('{label} is invalid.'), the message
 * cleared as soon as the user types, required ones marked with a red asterisk.
 */
export function UserFormField({ name, label, required, type = 'text', maxLength }: Props) {
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
      id={`user-${name}`}
      label={label}
      type={type}
      required={required}
      size="small"
      fullWidth
      error={!!message}
      helperText={typeof message === 'string' ? message : undefined}
      slotProps={{ htmlInput: { maxLength } }}
      sx={{ '& .MuiFormLabel-asterisk': { color: 'error.main' } }}
    />
  );
}
