import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { FiltersAnswer } from '../../../schemas/dashboard.ts';
import type { PpmsDataProvider } from '../../providers/dataProvider.ts';
import { STORAGE_KEYS } from '../../providers/storageKeys.ts';

function storedFilters(): FiltersAnswer | undefined {
  try {
    const text = localStorage.getItem(STORAGE_KEYS.appFilters);
    return text ? (JSON.parse(text) as FiltersAnswer) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The options of every list's filters, limited to what the user may see. The answer is kept in
 * browser storage (the spec's app filters, cleared at logout) so the selects fill at once; it is asked
 * again on each list visit.
 */
export function useFilterOptions(enabled = true) {
  const dataProvider = useDataProvider<PpmsDataProvider>();
  return useQuery({
    enabled,
    queryKey: ['setting-filters'],
    queryFn: async () => {
      const answer = await dataProvider.getFilterOptions();
      localStorage.setItem(STORAGE_KEYS.appFilters, JSON.stringify(answer));
      return answer;
    },
    placeholderData: storedFilters,
    retry: false,
  });
}
