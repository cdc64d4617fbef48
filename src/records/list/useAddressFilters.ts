import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  type FilterValues,
  filtersToHash,
  PAGE_KEY,
  pageOf,
  parseAddressFilters,
  withFilter,
} from './addressFilters.ts';

export interface AddressFilters {
  values: FilterValues;
  page: number;
  setFilter(key: string, value: string | null): void;
  setPage(page: number): void;
  clearAll(): void;
}

/**
 * A list page's filters, kept in the address hash as `#?key=value` pairs so a reload or a shared link
 * restores them. A query string (the dashboard tiles link to `list?stage=10`) is read too and moved
 * into the hash on load.
 */
export function useAddressFilters(keys: readonly string[]): AddressFilters {
  const { pathname, search, hash, state } = useLocation();
  const navigate = useNavigate();
  const values = useMemo(
    () => ({ ...parseAddressFilters(search, keys), ...parseAddressFilters(hash, keys) }),
    [search, hash, keys],
  );

  const replace = useCallback(
    (next: FilterValues, keepState?: unknown) =>
      navigate({ pathname, search: '', hash: filtersToHash(next) }, { replace: true, state: keepState }),
    [navigate, pathname],
  );

  // The move keeps the page's state (a message the previous page left for this one).
  useEffect(() => {
    if (search) replace(values, state);
  }, [search, values, state, replace]);

  return {
    values,
    page: pageOf(values),
    setFilter: (key, value) => replace(withFilter(values, key, value)),
    setPage: (page) => replace(withFilter(values, PAGE_KEY, String(page))),
    clearAll: () => replace({}),
  };
}
