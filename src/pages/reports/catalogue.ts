import type { AppKey } from '../../i18n/t.ts';
import { dailyLoading } from './declarations/dailyLoading.tsx';
import { importation } from './declarations/importation.ts';
import { loadingDifferences, overnightDifferences } from './declarations/losses.tsx';
import { productMovement } from './declarations/productMovement.tsx';
import { reconciliation } from './declarations/reconciliation.tsx';
import { salesByImporter, salesByTank } from './declarations/sales.ts';
import { stockBalance } from './declarations/stockBalance.ts';
import type { ReportDeclaration } from './types.ts';

// The report types of the spec's table (part 2, point 2), values 0 to 8 with their labels, and the
// ninth report.

export interface ReportType {
  value: number;
  label: AppKey;
  // biome-ignore lint/suspicious/noExplicitAny: each report has its own filter, answer and row types.
  declaration?: ReportDeclaration<any, any, any>;
}

export const REPORT_TYPES: readonly ReportType[] = [
  { value: 0, label: 'reports.select' },
  { value: 1, label: 'reports.titles.stockBalance', declaration: stockBalance },
  { value: 2, label: 'reports.titles.dailyLoading', declaration: dailyLoading },
  { value: 3, label: 'reports.titles.importation', declaration: importation },
  { value: 4, label: 'reports.titles.salesByImporter', declaration: salesByImporter },
  { value: 5, label: 'reports.titles.salesByTank', declaration: salesByTank },
  { value: 6, label: 'reports.titles.overnight', declaration: overnightDifferences },
  { value: 7, label: 'reports.titles.loading', declaration: loadingDifferences },
  { value: 8, label: 'reports.titles.productMovement', declaration: productMovement },
  { value: 9, label: 'reports.titles.reconciliation', declaration: reconciliation },
];

export const REPORT_VALUES = REPORT_TYPES.map((type) => type.value);
