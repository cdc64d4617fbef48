import type { TestContext } from 'yup';
import * as yup from 'yup';
import type { Label } from './i18n/en/labels.ts';
import { amount, type Message } from './i18n/message.ts';
import { invalid as invalidMessage, label as labelOf, msg } from './i18n/msg.ts';

// Every text of every payload, path and query, checked here before it reaches SQL (browser forms and
// server routes use these same builders; numbers.ts does the same for ids, codes and quantities).
// PostgreSQL refuses the NUL character in text, and no other control character belongs in a name, a
// number or a search: they are refused, as are texts longer than their field holds. Tab and line breaks
// are allowed only in multi-line text (comments).

/**
 * Whether the text holds a control character (C0, and DEL): one line holds none; multi-line text may
 * hold tabs and line breaks (\t, \n, \r), no other.
 */
export function hasControl(value: string, multiline = false): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if ((c < 0x20 || c === 0x7f) && !(multiline && (c === 0x09 || c === 0x0a || c === 0x0d))) return true;
  }
  return false;
}

/** Single-line texts are at most this long unless their field says otherwise. */
export const MAX_TEXT = 200;
/** Comments and other multi-line texts. */
export const MAX_MULTILINE_TEXT = 4000;

export { TEXT_MESSAGES } from './i18n/en/validation.ts';

const notText = (label: Label) => msg('text.notText', { label: labelOf(label) });

export interface TextOptions {
  /** At most this many characters (default MAX_TEXT, or MAX_MULTILINE_TEXT for multi-line text). */
  max?: number;
  /** Tabs and line breaks allowed (comments). */
  multiline?: boolean;
  /** Leading and trailing white space removed (default); passwords keep theirs. */
  trim?: boolean;
  /** One message for every refusal (master data: '{label} is invalid.'); else each says what is wrong. */
  invalid?: Message;
  /** When it is too long; default the invalid message, or 'can not be longer than N characters.' */
  tooLong?: Message;
}

/**
 * A form's inputs hold text; a JSON payload must carry text too. The server validates with context
 * {json: true}, where a number, a boolean or a list is refused instead of being turned into text.
 */
export function jsonText(this: TestContext) {
  const original = this.originalValue;
  const json = (this.options.context as { json?: boolean } | undefined)?.json;
  return !json || original == null || typeof original === 'string';
}

/** Optional text: checked, trimmed, at most `max` characters; empty text is null. */
export function text(label: Label, options: TextOptions = {}) {
  const { multiline = false, trim = true, invalid } = options;
  const max = options.max ?? (multiline ? MAX_MULTILINE_TEXT : MAX_TEXT);
  let schema = yup
    .string()
    .typeError(invalid ?? notText(label))
    .test('json-text', invalid ?? notText(label), jsonText);
  // yup's own trim() would call trim() on a list or an object, which the type check refuses after.
  if (trim) schema = schema.transform((value) => (typeof value === 'string' ? value.trim() : value));
  return schema
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .default(null)
    .test(
      'control',
      invalid ?? msg('text.control', { label: labelOf(label) }),
      (value) => value == null || !hasControl(value, multiline),
    )
    .max(max, options.tooLong ?? invalid ?? msg('text.tooLong', { label: labelOf(label), max: amount(max) }))
    .label(label);
}

/** Text that must be given (not empty after trimming): `required` when missing, default '{label} is invalid.' */
export const requiredText = (label: Label, options: TextOptions & { required?: Message } = {}) =>
  text(label, options).required(options.required ?? options.invalid ?? invalidMessage(label));

/** A multi-line comment: tabs and line breaks allowed, at most 4,000 characters. */
export const commentText = (label: Label = 'Comment') => text(label, { multiline: true });

/** A secret (password, code): never trimmed, no control character, at most `max` characters. */
export const secret = (label: Label, options: TextOptions & { required?: Message } = {}) =>
  requiredText(label, { trim: false, max: 1000, ...options });

/**
 * Text from the address or the query (a search term, a code): the value when it is acceptable, else the
 * validation error (the caller answers 400 or 404).
 */
export function checkText(value: unknown, label: Label, options: TextOptions & { required?: Message } = {}) {
  return requiredText(label, options).validateSync(value, { context: { json: true } });
}

/** A strict true or false: on the server (context json) 0, 1, 'true' and '' are refused. */
export function flag(label: Label, invalid: Message = invalidMessage(label)) {
  return yup
    .boolean()
    .typeError(invalid)
    .test('json-boolean', invalid, function jsonBoolean(this: TestContext) {
      const original = this.originalValue;
      const json = (this.options.context as { json?: boolean } | undefined)?.json;
      return !json || original == null || typeof original === 'boolean';
    })
    .label(label);
}

/** A file name's text without the characters no file system takes ('PPMS Report - A/B' -> 'PPMS Report - A B'). */
export const fileSafe = (value: string) =>
  value
    .replace(/[\\/:*?"<>|]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
