import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import type { TestContext } from 'yup';
import type { Label } from './i18n/en/labels.ts';
import type { Message } from './i18n/message.ts';
import { label as labelOf, msg } from './i18n/msg.ts';
import { jsonText, text } from './text.ts';

// Every date of every payload, read strictly here (browser forms and server routes use these same
// builders): a filter date is yyyy-MM-dd; a record's date is ISO 8601, a day or a full timestamp as the
// spec's client sends it ('2026-11-20T00:00:00.000Z'), whose yyyy-MM-dd part is the record's day. Nothing
// else: no other layout, no trailing text, only real calendar days, and none before the earliest date.

/**
 * No record or filter date before this day (the server's PPMS_EARLIEST_DATE, handed to the schemas as
 * context `earliestDate`; the browser checks against this default and the server has the last word). A
 * record dated before the system's history would change every opening balance since.
 */
export const DEFAULT_EARLIEST_DATE = '2000-01-01';

export { DATE_MESSAGES } from './i18n/en/validation.ts';

/** '{label} can not be before {earliest}.' */
export const tooEarly = (label: Label, earliest: string) =>
  msg('date.tooEarly', { label: labelOf(label), earliest });

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A day, or a day and a time (hh:mm, :ss, fraction) with Z or an offset. */
const ISO_8601 =
  /^(\d{4}-\d{2}-\d{2})(?:T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d{1,9})?)?(?:Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)?)?$/;

/** Today's date where the check runs (the user's browser, or the server). */
export const today = () => format(new Date(), 'yyyy-MM-dd');

/** The yyyy-MM-dd day `days` after `day` (before it when negative). */
export const shiftDay = (day: string, days: number) => format(addDays(parseISO(day), days), 'yyyy-MM-dd');

/** A real yyyy-MM-dd day between 1900 and 2999. */
export const isCalendarDate = (value: string) => {
  if (!DAY.test(value) || value < '1900' || value >= '3000') return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

/** The day of an ISO 8601 date or timestamp ('2026-11-20T00:00:00.000Z' -> '2026-11-20'), else null. */
export function isoDay(value: string): string | null {
  const day = ISO_8601.exec(value)?.[1];
  return day && isCalendarDate(day) ? day : null;
}

/** The earliest date the schemas take: the server's configured one (context), or the default. */
export function earliestDate(context: unknown): string {
  return (context as { earliestDate?: string } | undefined)?.earliestDate ?? DEFAULT_EARLIEST_DATE;
}

interface DateMessages {
  /** When it is missing (required dates only). */
  required?: Message;
  /** When it is not a date of the layout. */
  invalid: Message;
  /** When it is after today. */
  inFuture: Message;
}

/**
 * A date: text of `day`'s layout, a real calendar day, not before the earliest date, not in the future.
 * Null when empty (add `.required()` where it must be given).
 */
function dateSchema(label: Label, day: (value: string) => string | null, messages: DateMessages) {
  return text(label, { max: 40, invalid: messages.invalid })
    .test('json-text', messages.invalid, jsonText)
    .test('date', messages.invalid, (value) => value == null || day(value) !== null)
    .test('not-before', '', function notBefore(this: TestContext, value) {
      const earliest = earliestDate(this.options.context);
      const found = value == null ? null : day(value);
      return !found || found >= earliest || this.createError({ message: tooEarly(label, earliest) });
    })
    .test('not-future', messages.inFuture, (value) => {
      const found = value == null ? null : day(value);
      return !found || found <= today();
    });
}

/** A search filter's yyyy-MM-dd date, not in the future; null when left out. */
export const filterDate = (label: Label, messages: DateMessages) =>
  dateSchema(label, (value) => (isCalendarDate(value) ? value : null), messages);

/**
 * A record's date (the day the stock moved, the ledger's effective date on approval): ISO 8601, its
 * yyyy-MM-dd part counts. Back-dating is allowed down to the earliest date; the future is not.
 */
export const recordDate = (label: Label, messages: DateMessages & { required: Message }) =>
  dateSchema(label, isoDay, messages).required(messages.required);
