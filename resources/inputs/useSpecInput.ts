import { useInput } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { FieldSpec } from '../../schemas/fieldTypes.ts';

/** The red asterisk of required fields (spec point 5). */
export const requiredAsterisk = { '& .MuiFormLabel-asterisk': { color: 'error.main' } } as const;

/**
 * A schema field bound to the form: checked on blur by the form's resolver ('{label} is invalid.'),
 * its message cleared as soon as the user changes it, empty input stored as null.
 */
export function useSpecInput(spec: FieldSpec, parse?: (value: unknown) => unknown) {
  const { clearErrors } = useFormContext();
  const { id, field, fieldState } = useInput({
    source: spec.name,
    ...(parse ? { parse } : {}),
    onChange: () => clearErrors(spec.name),
  });
  const message = fieldState.error?.message;
  return {
    id,
    field,
    error: !!message,
    helperText: typeof message === 'string' ? message : undefined,
  };
}
