import { ValidationError } from 'yup';
import type { Label } from '../../schemas/i18n/en/labels.ts';
import type { Message } from '../../schemas/i18n/message.ts';
import { msg } from '../../schemas/i18n/msg.ts';
import { MAX_ID, recordIdFromText } from '../../schemas/numbers.ts';
import { checkText, type TextOptions } from '../../schemas/text.ts';
import { badRequest, notFound } from '../errors.ts';
import type { Typed } from '../plugins/validation.ts';

/**
 * A record id in the address. Text that can not be an id (abc, 0, -1, 1.5, 2147483648) names no record:
 * 404, exactly as an unknown or invisible id (an address that names nothing is not found; a payload's
 * bad id is a 400 from its schema).
 */
export function pathId(value: unknown, what: Message = msg('the.record')): number {
  const id = recordIdFromText(value);
  if (id === null) throw notFound(what);
  return id;
}

/**
 * Free text in the address or the query (a search term), read through the shared text schema: trimmed,
 * no control character, at most `max` characters (default 200). Anything else answers 400 with the
 * schema's message naming the text (under `errors[field]`), before it reaches SQL.
 */
export function pathText(
  value: unknown,
  label: Label,
  { field, ...options }: TextOptions & { required?: Message; field: string },
): string {
  try {
    return checkText(value, label, options);
  } catch (error) {
    if (error instanceof ValidationError) {
      const message = error.errors[0] as unknown as Message;
      throw badRequest(message, { [field]: message });
    }
    throw error;
  }
}

/**
 * A code in the address (a one-time code, a token): one that the shared text schema refuses can name
 * nothing, so it answers 404 like an unknown one.
 */
export function pathCode(value: unknown, label: Label, what: Message): string {
  try {
    return checkText(value, label, { max: 200 });
  } catch {
    throw notFound(what);
  }
}

/** OpenAPI description of {id} path parameters (parsed by pathId): as text, until pathId reads them. */
export const idParams = <N extends string>(...names: N[]): Typed<Record<N, string>> => ({
  type: 'object',
  properties: Object.fromEntries(
    names.map((name) => [name, { type: 'integer', minimum: 1, maximum: MAX_ID }]),
  ),
  required: names,
});

/** OpenAPI description of free-text path parameters (parsed by pathText or pathCode). */
export const textParams = <N extends string>(maxLength: number, ...names: N[]): Typed<Record<N, string>> => ({
  type: 'object',
  properties: Object.fromEntries(names.map((name) => [name, { type: 'string', minLength: 1, maxLength }])),
  required: names,
});
