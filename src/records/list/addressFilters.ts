/** A list page's filters as they sit in the address: key -> text, unset keys left out. */
export type FilterValues = Record<string, string>;

/** The key of the current page among the filters in the address. */
export const PAGE_KEY = 'pageNumber';

/**
 * Reads `?key=value` pairs from an address hash ('#?stage=10') or query string ('?stage=10'), keeping
 * only the given keys and dropping empty values.
 */
export function parseAddressFilters(text: string, keys: readonly string[]): FilterValues {
  const query = text.replace(/^#/, '').replace(/^\?/, '');
  const params = new URLSearchParams(query);
  const values: FilterValues = {};
  for (const key of [...keys, PAGE_KEY]) {
    const value = params.get(key)?.trim();
    if (value) values[key] = value;
  }
  return values;
}

/** The hash for a set of filters ('#?key=value&...'), or '' when none is set. Keys keep their order. */
export function filtersToHash(values: FilterValues): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value) params.set(key, value);
  const query = params.toString();
  return query ? `#?${query}` : '';
}

/** How many filters are set, the page number aside. */
export function countSetFilters(values: FilterValues): number {
  return Object.entries(values).filter(([key, value]) => key !== PAGE_KEY && !!value).length;
}

/** The page number in the filters (1 when missing or unreadable). */
export function pageOf(values: FilterValues): number {
  const page = Number(values[PAGE_KEY]);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** The filters with one key changed; any change of a filter sends the list back to its first page. */
export function withFilter(values: FilterValues, key: string, value: string | null): FilterValues {
  const next: FilterValues = { ...values };
  if (value) next[key] = value;
  else delete next[key];
  if (key !== PAGE_KEY) delete next[PAGE_KEY];
  else if (value === '1') delete next[PAGE_KEY];
  return next;
}

/**
 * The search body: each set filter, numbers for numeric keys, true or false for flags, and the 1-based
 * page. Unset filters are left out so the server reads them as 'any'.
 */
export function searchBody(
  values: FilterValues,
  numericKeys: readonly string[] = [],
  flagKeys: readonly string[] = [],
): Record<string, string | number | boolean> {
  const body: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(values)) {
    if (key === PAGE_KEY || !value) continue;
    if (flagKeys.includes(key)) body[key] = value === 'true';
    else body[key] = numericKeys.includes(key) && /^-?\d+$/.test(value) ? Number(value) : value;
  }
  body[PAGE_KEY] = pageOf(values);
  return body;
}
