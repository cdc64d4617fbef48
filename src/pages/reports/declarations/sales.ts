import type { ImporterProductsRow, TankSalesRow } from '../../../../schemas/reports/answers.ts';
import { t } from '../../../i18n/t.ts';
import { PERIOD_REPORT, type PeriodFilter } from '../filters.tsx';
import type { ReportDeclaration } from '../types.ts';
import { importerColumn, productBars, productColumns } from './products.ts';

// Reports 4 and 5: the sales (issued delivery-order lines) of a period per importer, and per Tank #.

export const salesByImporter: ReportDeclaration<PeriodFilter, ImporterProductsRow[], ImporterProductsRow> = {
  title: 'reports.titles.salesByImporter',
  ...PERIOD_REPORT,
  load: (reports, f) => reports.getSalesByImporterReport({ from: f.from, to: f.to }),
  rows: (answer) => answer,
  columns: [
    importerColumn(),
    ...productColumns<ImporterProductsRow>((row) => row.byProduct, { jet: 'JET-A1' }),
  ],
  rowKey: (row) => row.importerId,
  // Stacked: an importer's bar is all it sold, split by product.
  chart: (answer, unit) => productBars(answer, (row) => row.byProduct, unit, true),
};

export const salesByTank: ReportDeclaration<PeriodFilter, TankSalesRow[], TankSalesRow> = {
  title: 'reports.titles.salesByTank',
  ...PERIOD_REPORT,
  load: (reports, f) => reports.getSalesByTankReport({ from: f.from, to: f.to }),
  rows: (answer) => answer,
  columns: [
    { key: 'tank', label: () => t('reports.columns.tank'), kind: 'text', value: (row) => row.tank },
    ...productColumns<TankSalesRow>((row) => row.byProduct, { jet: 'JET-A1' }),
  ],
  rowKey: (row) => row.storageTankId,
};
