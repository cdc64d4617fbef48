import { TextField, type TextFieldProps } from '@mui/material';
import { Controller, useFormContext } from 'react-hook-form';
import { QuantityInput } from './QuantityInput.tsx';

export type FormFieldProps = TextFieldProps & {
  name: string;
  /** Rewrites what is typed before the form keeps it. */
  clean?(text: string): string;
  /** A quantity: kept as typed, refused at once with the shared schema's reason (QuantityInput). */
  quantity?: boolean;
};

/**
 * A text, date or select input of a record form, bound to the form's value of `name`: its field's
 * message from the shared schema (else its help text) shows under it.
 */
export function FormField({ name, clean, quantity, onChange, helperText, ...props }: FormFieldProps) {
  const { control } = useFormContext();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) =>
        quantity ? (
          <QuantityInput
            field={field}
            fieldState={fieldState}
            id={`form-${name}`}
            fullWidth
            helperText={fieldState.error?.message ?? helperText}
            {...(props as Omit<TextFieldProps, 'value' | 'onChange' | 'onBlur' | 'error'>)}
          />
        ) : (
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
        )
      }
    />
  );
}
