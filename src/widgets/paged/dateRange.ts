import * as yup from 'yup';
import { createdRange } from '../../../schemas/search.ts';

/** The shared search schema's date pair: from not later than to, neither in the future. */
const rangeSchema = yup.object(createdRange);

export interface DateRangeErrors {
  from?: string;
  to?: string;
}

/** The messages of the shared date filter rules for a yyyy-MM-dd pair ('' for an open bound). */
export function dateRangeErrors(from: string, to: string): DateRangeErrors {
  try {
    rangeSchema.validateSync({ createdFrom: from, createdTo: to }, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    const errors: DateRangeErrors = {};
    for (const inner of error.inner) {
      const bound = inner.path === 'createdFrom' ? 'from' : 'to';
      errors[bound] ??= inner.message;
    }
    return errors;
  }
}

export const hasDateRangeErrors = (errors: DateRangeErrors) => !!(errors.from || errors.to);
