import { format } from 'date-fns/format';
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

/**
 * A from/to pair of filter dates named `{name} from` and `{name} to`, the to date checked not to come
 * before the from date.
 */
export function dateRange<F extends string, T extends string>(from: F, to: T, name: string) {
  const fromAfterTo = `${name} from can not be later than ${name.toLowerCase()} to.`;
  return {
    [from]: filterDate(`${name} from`),
    [to]: filterDate(`${name} to`).test('from-before-to', fromAfterTo, function check(value) {
      const start = this.parent[from] as string | null;
      return !start || !value || start <= value;
    }),
  } as Record<F | T, ReturnType<typeof filterDate>>;
}

/** The created-from/created-to pair (SEARCH_MESSAGES.fromAfterTo). */
export const createdRange = dateRange('createdFrom', 'createdTo', 'Created');

/** The fulfilled-from/fulfilled-to pair of the delivery order and note lists (a note's: its issue date). */
export const fulfilledRange = dateRange('fulfilledFrom', 'fulfilledTo', 'Fulfilled');

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
