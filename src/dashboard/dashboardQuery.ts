import type { DashboardAnswer } from '../../schemas/dashboard.ts';
import type { PpmsDataProvider } from '../providers/dataProvider.ts';

/**
 * GET Dashboard as one react-query query, shared by the dashboard and the side menu: on '/' both read
 * the same call, and on other pages the menu's flags are kept a minute.
 */
export const dashboardQuery = (dataProvider: PpmsDataProvider) => ({
  queryKey: ['dashboard'],
  queryFn: () => dataProvider.call<DashboardAnswer>('GET', 'Dashboard'),
  retry: false,
  staleTime: 60_000,
});
