import { format } from 'date-fns';
import * as yup from 'yup';
import { type Answer, a, answer } from './answer.ts';

// The pieces every POST X/Search payload shares: filter dates (yyyy-MM-dd; from not later than to,
// neither in the future). Id and code filters and the page number are in numbers.ts.

export const SEARCH_MESSAGES = {
  dateInvalid: 'Date is invalid. Use yyyy-MM-dd.',
  dateInFuture: 'Date can not be in the future.',
  fromAfterTo: 'Created from can not be later than created to.',
} as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Today's date where the check runs (the user's browser, or the server). */
export const today = () => format(new Date(), 'yyyy-MM-dd');

/** A real yyyy-MM-dd day between 1900 and 2999. */
export const isCalendarDate = (value: string) => {
  if (!ISO_DATE.test(value) || value < '1900' || value >= '3000') return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

/** An optional yyyy-MM-dd filter date, not in the future. */
export const filterDate = (label: string) =>
  yup
    .string()
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .default(null)
    .label(label)
    .test('date', SEARCH_MESSAGES.dateInvalid, (v) => v == null || isCalendarDate(v))
    .test('not-future', SEARCH_MESSAGES.dateInFuture, (v) => v == null || !isCalendarDate(v) || v <= today());

/** The created-from/created-to pair: adds the from <= to test to an object schema's fields. */
export const createdRange = {
  createdFrom: filterDate('Created from'),
  createdTo: filterDate('Created to').test('from-before-to', SEARCH_MESSAGES.fromAfterTo, function check(to) {
    const from = this.parent.createdFrom as string | null;
    return !from || !to || from <= to;
  }),
};

/**
 * What every X/Search answers (DESIGN.md section 6): one page of `item`s, under `results` or the name
 * the spec gives them (TransferOrder/Search: `requests`).
 */
export const searchAnswer = <T, K extends string = 'results'>(item: yup.ISchema<T>, rows?: K) =>
  answer({
    ...({ [rows ?? 'results']: a.list(item) } as Record<K, ReturnType<typeof a.list<T>>>),
    pages: a.int(),
    currentPage: a.int(),
    total: a.int('Every match, on all pages'),
    pageSize: a.int(),
  });
export type SearchAnswer<T> = Answer<ReturnType<typeof searchAnswer<T>>>;
