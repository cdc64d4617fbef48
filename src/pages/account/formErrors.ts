import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { screenErrorMessage, toApiFailure } from '../../providers/errorCatalogue.ts';

/**
 * A failed account call: the banner text by the error catalogue's first reading (400 shows the
 * server's message), and a 400's field messages put on the form's own inputs.
 */
export function showFailure<T extends FieldValues>(
  error: unknown,
  fields: readonly (keyof T & string)[],
  setError: UseFormSetError<T>,
): string {
  const { status, errors } = toApiFailure(error);
  if (status === 400 && errors) {
    for (const [field, message] of Object.entries(errors)) {
      if (fields.includes(field)) setError(field as Path<T>, { type: 'server', message });
    }
  }
  return screenErrorMessage(error);
}
