import { MAX_ID, recordIdFromText } from '../../schemas/numbers.ts';
import { notFound } from '../errors.ts';

/**
 * A record id in the address. Text that can not be an id (abc, 0, -1, 1.5, 2147483648) names no record:
 * 404, exactly as an unknown or invisible id (an address that names nothing is not found; a payload's
 * bad id is a 400 from its schema).
 */
export function pathId(value: unknown, what = 'The record'): number {
  const id = recordIdFromText(value);
  if (id === null) throw notFound(what);
  return id;
}

/** OpenAPI description of {id} path parameters (parsed by pathId). */
export const idParams = (...names: string[]) => ({
  type: 'object',
  properties: Object.fromEntries(
    names.map((name) => [name, { type: 'integer', minimum: 1, maximum: MAX_ID }]),
  ),
  required: names,
});
