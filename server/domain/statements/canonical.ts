// The bytes a statement's signature covers: the canonical JSON of the statement object, as RFC 8785
// (JSON Canonicalization Scheme) defines it: object keys sorted by their UTF-16 code units, no
// whitespace, strings and numbers as ECMAScript's JSON.stringify writes them; then UTF-8. A statement
// holds only objects, arrays, strings, whole numbers, booleans and null, for which Python's
// json.dumps(value, sort_keys=True, separators=(',', ':'), ensure_ascii=False) writes the same text.

/** The canonical JSON text of a JSON value; throws on what JSON can not hold (undefined, NaN, functions). */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`${value} has no JSON form`);
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`).join(',')}}`;
  }
  throw new TypeError(`a ${typeof value} has no JSON form`);
}

/** What is signed: the UTF-8 bytes of the canonical JSON. */
export const signedBytes = (statement: unknown) => Buffer.from(canonicalJson(statement), 'utf8');
