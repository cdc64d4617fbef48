import { notFound } from '../errors.ts';

/** A path id: a positive whole number, else the record can not exist (404). */
export function pathId(value: unknown, what = 'The record'): number {
  const text = String(value ?? '');
  if (!/^\d{1,9}$/.test(text) || Number(text) < 1) throw notFound(what);
  return Number(text);
}

/** OpenAPI description of an {id} path parameter (parsed by pathId). */
export const idParams = (...names: string[]) => ({
  type: 'object',
  properties: Object.fromEntries(names.map((name) => [name, { type: 'string' }])),
});
