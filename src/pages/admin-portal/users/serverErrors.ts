import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toApiFailure } from '../../../providers/errorCatalogue.ts';

/** A 400's field messages shown on the form's own inputs (the alert shows the first one too). */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly string[],
  setError: UseFormSetError<T>,
): void {
  const { status, errors } = toApiFailure(error);
  if (status !== 400 || !errors) return;
  for (const [field, message] of Object.entries(errors)) {
    if (fields.includes(field)) setError(field as Path<T>, { type: 'server', message });
  }
}
