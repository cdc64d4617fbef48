import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { PpmsDataProvider, SearchAnswer } from '../../providers/dataProvider.ts';
import { type FilterValues, searchBody } from './addressFilters.ts';

interface Options {
  /** Filter keys whose values the API wants as numbers (stage, productId...). */
  numericKeys?: readonly string[];
  /** False while the filters are invalid (e.g. a date range the other way round): nothing is sent. */
  enabled?: boolean;
}

/** POST {path}/Search with the address filters and the page; the previous page stays while the next loads. */
export function usePagedSearch<T>(path: string, values: FilterValues, options: Options = {}) {
  const dataProvider = useDataProvider<PpmsDataProvider>();
  const body = searchBody(values, options.numericKeys);
  return useQuery({
    queryKey: ['search', path, body],
    queryFn: () => dataProvider.call<SearchAnswer<T>>('POST', `${path}/Search`, body),
    enabled: options.enabled ?? true,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
