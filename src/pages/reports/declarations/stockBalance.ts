import type { StockBalanceRow } from '../../../../schemas/reports/answers.ts';
import { stockBalanceQuerySchema } from '../../../../schemas/reports/payloads.ts';
import { t } from '../../../i18n/t.ts';
import { type DayFilter, DayFilters, dayDates, dayText } from '../filters.tsx';
import type { ReportDeclaration } from '../types.ts';
import { importerColumn, productBars, productColumns } from './products.ts';

/** Report 1: each importer's AGO, PMS and JET balances as of a day (today: no date is sent). */
export const stockBalance: ReportDeclaration<DayFilter, StockBalanceRow[], StockBalanceRow> = {
  title: 'reports.titles.stockBalance',
  defaults: () => ({ today: true, date: '' }),
  Filters: DayFilters,
  request: (f) => ({ selectedDate: f.today ? null : f.date || null }),
  schema: stockBalanceQuerySchema,
  incomplete: (f) => (!f.today && !f.date ? t('reports.period.chooseDate') : null),
  load: (reports, f) => reports.getStockBalanceReport(f.today ? null : f.date),
  period: dayText,
  fileDates: dayDates,
  fileTitle: 'reports.titles.stockBalanceFile',
  rows: (answer) => answer,
  columns: [importerColumn(), ...productColumns<StockBalanceRow>((row) => row.balanceByProduct)],
  rowKey: (row) => row.importerId,
  chart: (answer, unit) => productBars(answer, (row) => row.balanceByProduct, unit),
};
