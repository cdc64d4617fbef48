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
  label: string;
  // biome-ignore lint/suspicious/noExplicitAny: each report has its own filter, answer and row types.
  declaration?: ReportDeclaration<any, any, any>;
}

export const NO_REPORT = 'No report type Selected';

export const REPORT_TYPES: readonly ReportType[] = [
  { value: 0, label: 'Select Report' },
  { value: 1, label: 'Stock Balance Summary - Products', declaration: stockBalance },
  { value: 2, label: 'Daily Loading Analysis', declaration: dailyLoading },
  { value: 3, label: 'Product Importation', declaration: importation },
  { value: 4, label: 'Sales By Importer', declaration: salesByImporter },
  { value: 5, label: 'Sales By Tank', declaration: salesByTank },
  { value: 6, label: 'Overnight Differences', declaration: overnightDifferences },
  { value: 7, label: 'Loading Differences', declaration: loadingDifferences },
  { value: 8, label: 'Product Movement', declaration: productMovement },
  { value: 9, label: 'Stock Reconciliation', declaration: reconciliation },
];

export const REPORT_VALUES = REPORT_TYPES.map((type) => type.value);
