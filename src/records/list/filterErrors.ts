import { type AnyObjectSchema, ValidationError } from 'yup';
import { messagesByPath } from '../../i18n/validation.ts';
import type { FilterValues } from './addressFilters.ts';

/** A list's filter problems: filter key -> the shared search schema's message. */
export type FilterErrors = Record<string, string>;

/**
 * The address's filters checked with the record type's POST X/Search schema (dates not in the future,
 * from not later than to...): each key's first message, or {} when the search may be sent.
 */
export function filterErrors(schema: AnyObjectSchema, values: FilterValues): FilterErrors {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const { '': _, ...errors } = messagesByPath(error);
    return errors;
  }
}
