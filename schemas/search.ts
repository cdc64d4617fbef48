import type * as yup from 'yup';
import { type Answer, a, answer } from './answer.ts';
import { filterDate as strictFilterDate } from './dates.ts';
import type { Label } from './i18n/en/labels.ts';
import type { Message } from './i18n/message.ts';
import { msg } from './i18n/msg.ts';
import { flag } from './text.ts';

// The pieces every POST X/Search payload shares: filter dates (yyyy-MM-dd, schemas/dates.ts; from not
// later than to, neither in the future nor before the earliest date). Id and code filters and the page
// number are in numbers.ts, search texts in text.ts.

export { isCalendarDate, today } from './dates.ts';

export { SEARCH_MESSAGES } from './i18n/en/validation.ts';

/** An optional yyyy-MM-dd filter date, not in the future, not before the earliest date. */
export const filterDate = (label: Label) =>
  strictFilterDate(label, { invalid: msg('search.dateInvalid'), inFuture: msg('search.dateInFuture') });

/** The ranges of the lists, by the name their two dates start with. */
const RANGES = {
  Created: msg('search.fromAfterTo'),
  Fulfilled: msg('search.fulfilledFromAfterTo'),
  Date: msg('search.dateFromAfterTo'),
} as const satisfies Record<string, Message>;

/**
 * A from/to pair of filter dates named `{name} from` and `{name} to`, the to date checked not to come
 * before the from date.
 */
export function dateRange<F extends string, T extends string>(from: F, to: T, name: keyof typeof RANGES) {
  const fromAfterTo = RANGES[name];
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

/** 'Waiting for me': only the records whose next step the user may take (engine.ts waitingStates). */
export const waitingFilter = { waiting: flag('Waiting for me') };

/** The fulfilled-from/fulfilled-to pair of the delivery order and note lists (a note's: its issue date). */
export const fulfilledRange = dateRange('fulfilledFrom', 'fulfilledTo', 'Fulfilled');

/**
 * What every X/Search answers (DESIGN.md section 6): one page of `item`s, under `results` or the name
 * the spec gives them (TransferOrder/Search: `requests`). Matches are counted up to 100 pages past the
 * page asked for: beyond, `total` and `pages` are what was counted and `totalIsLowerBound` says there
 * are more ('Page 1 of 100+'); below, they are exact.
 */
export const searchAnswer = <T, K extends string = 'results'>(item: yup.ISchema<T>, rows?: K) =>
  answer({
    ...({ [rows ?? 'results']: a.list(item) } as Record<K, ReturnType<typeof a.list<T>>>),
    pages: a.int(),
    currentPage: a.int(),
    total: a.int('Every match, on all pages; at least this many when totalIsLowerBound'),
    totalIsLowerBound: a.bool('There are more matches than total and pages count (counted 100 pages ahead)'),
    pageSize: a.int(),
  });
export type SearchAnswer<T> = Answer<ReturnType<typeof searchAnswer<T>>>;
