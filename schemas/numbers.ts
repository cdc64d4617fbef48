import type { TestContext } from 'yup';
import * as yup from 'yup';
import type { Label } from './i18n/en/labels.ts';
import type { Message } from './i18n/message.ts';
import { invalid as invalidMessage, msg } from './i18n/msg.ts';

// Every id, code and quantity of every payload, with its bounds, checked here before it reaches SQL
// (browser forms and server routes use these same builders). Nothing else bounds a number.

/** The largest id an `integer` column holds: every record id of the product is one. */
export const MAX_ID = 2_147_483_647;

/**
 * No line of any record moves more than this many gallons (a large ocean tanker carries about 80
 * million). Balances, sums of such lines, stay far below 2^53, where JavaScript numbers stop being exact.
 */
export const MAX_LINE_QUANTITY = 100_000_000;

/**
 * No record has more lines than this (an importer holds stock in a few dozen tanks at most). Each line
 * takes a lock when the record is written (ledger/locks.ts), so the number must stay small.
 */
export const MAX_LINES = 100;

export { QUANTITY_MESSAGES } from './i18n/en/validation.ts';

/** The lines of a record that carry a quantity: at most MAX_LINES (zero lines are dropped, not counted). */
export const atMostMaxLines = <T extends { quantity?: number | null }>(lines: T[] | undefined) =>
  (lines ?? []).filter((line) => (line?.quantity ?? 0) > 0).length <= MAX_LINES;

export const isRecordId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_ID;

/** A record id written in decimal digits, no leading zero (a path segment, a multipart field), or null. */
export function recordIdFromText(text: unknown): number | null {
  if (typeof text !== 'string' || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return isRecordId(id) ? id : null;
}

/**
 * A form's inputs hold text that the schema reads as a number ('12' -> 12); a JSON payload must carry
 * the number itself. The server validates with context {json: true}, where text ('12', '0x1', '1e3')
 * is refused instead of being read; empty text still means 'not given' (an unset search filter).
 */
export function jsonNumber(this: TestContext) {
  const original = this.originalValue;
  const json = (this.options.context as { json?: boolean } | undefined)?.json;
  return !json || original == null || original === '' || typeof original === 'number';
}

interface Messages {
  /** When the value is not acceptable; default '{label} is invalid.' */
  invalid?: Message;
  /** When it is missing; default the invalid message. */
  required?: Message;
}

/** A whole number from min to max; empty input (a form's '') counts as missing. */
function wholeNumber(label: Label, min: number, max: number, invalid: Message) {
  return yup
    .number()
    .transform((value, original) => (original === '' ? null : value))
    .typeError(invalid)
    .test('json-number', invalid, jsonNumber)
    .integer(invalid)
    .min(min, invalid)
    .max(max, invalid)
    .label(label);
}

/** A record id a payload must carry. */
export const recordId = (label: Label, messages: Messages = {}) => {
  const invalid = messages.invalid ?? invalidMessage(label);
  return wholeNumber(label, 1, MAX_ID, invalid)
    .nullable()
    .required(messages.required ?? invalid);
};

/** A record id a payload may leave out (a search filter): null when absent. */
export const optionalRecordId = (label: Label) =>
  wholeNumber(label, 1, MAX_ID, invalidMessage(label)).nullable().default(null);

/** A code of a code table (request type, stage, action, priority, document type). */
export const code = (label: Label, codes: readonly number[], messages: Messages = {}) => {
  const invalid = messages.invalid ?? invalidMessage(label);
  return wholeNumber(label, Math.min(...codes), Math.max(...codes), invalid)
    .oneOf([...codes], invalid)
    .nullable()
    .required(messages.required ?? invalid);
};

/** A code a payload may leave out (a search filter): null when absent. */
export const optionalCode = (label: Label, codes: readonly number[]) => {
  const invalid = invalidMessage(label);
  return wholeNumber(label, Math.min(...codes), Math.max(...codes), invalid)
    .nullable()
    .oneOf([...codes], invalid)
    .default(null);
};

/**
 * A number that names something on a record (a compartment, a card, a loading bay), from min to max;
 * null when absent. Add `.required(message)` where it must be given.
 */
export const numberOf = (label: Label, min: number, max: number, invalid: Message = invalidMessage(label)) =>
  wholeNumber(label, min, max, invalid).nullable().default(null);

/**
 * A quantity as typed in a form: thousands separators and spaces aside, digits with at most a leading
 * minus ('1,200' -> 1200, '-500' -> -500); anything else ('1.5', '1e5', '12abc') is not a number, so
 * it is refused as not whole instead of being read ('1e5' is no quantity anyone types on purpose).
 */
export const typedQuantity = (original: unknown, value: unknown) => {
  if (typeof original !== 'string') return value;
  const text = original.replace(/[,\s]/g, '');
  if (text === '') return 0;
  return /^-?\d+$/.test(text) ? Number(text) : Number.NaN;
};

/** Whole gallons on one line, 0 to MAX_LINE_QUANTITY; empty input is 0 (no line). */
export const lineQuantity = () =>
  yup
    .number()
    .transform((value, original) => (original === null ? 0 : typedQuantity(original, value)))
    .typeError(msg('quantity.whole'))
    .test('json-number', msg('quantity.whole'), jsonNumber)
    .integer(msg('quantity.whole'))
    .min(0, msg('quantity.negative'))
    .max(MAX_LINE_QUANTITY, msg('quantity.tooLarge'))
    .default(0)
    .label('Quantity');

/** A 1-based page of a search (at most a million pages of 20). */
export const pageNumber = () =>
  wholeNumber('Page number', 1, 1_000_000, invalidMessage('Page number')).nullable().default(1);
