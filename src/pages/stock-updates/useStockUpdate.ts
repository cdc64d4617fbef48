import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { StockUpdateDetail } from '../../../schemas/stock-update.ts';
import type { PpmsDataProvider } from '../../providers/dataProvider.ts';

/** GET StockUpdate/{id}; refetch() is the page's reload after an action, a comment or a document. */
export function useStockUpdate(id: string | undefined) {
  const dataProvider = useDataProvider<PpmsDataProvider>();
  return useQuery({
    queryKey: ['StockUpdate', id],
    queryFn: () => dataProvider.call<StockUpdateDetail>('GET', `StockUpdate/${encodeURIComponent(id ?? '')}`),
    enabled: !!id,
    retry: false,
  });
}
