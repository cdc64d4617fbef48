import { TextField, type TextFieldProps } from '@mui/material';
import { Controller, useFormContext } from 'react-hook-form';

export type FormFieldProps = TextFieldProps & {
  name: string;
  /** Rewrites what is typed before the form keeps it (digitsOnly for quantities). */
  clean?(text: string): string;
};

/**
 * A text, date or select input of a record form, bound to the form's value of `name`: its field's
 * message from the shared schema (else its help text) shows under it.
 */
export function FormField({ name, clean, onChange, helperText, ...props }: FormFieldProps) {
  const { control } = useFormContext();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          value={field.value ?? ''}
          id={`form-${name}`}
          fullWidth
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? helperText}
          {...props}
          onChange={(event) => {
            field.onChange(clean ? clean(event.target.value) : event);
            onChange?.(event);
          }}
        />
      )}
    />
  );
}
