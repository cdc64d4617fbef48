import type { ImporterProductsRow } from '../../../../schemas/reports/answers.ts';
import { PERIOD_REPORT, type PeriodFilter } from '../filters.tsx';
import type { ReportDeclaration } from '../types.ts';
import { importerColumn, productColumns } from './products.ts';

/** Report 3: the approved shipments of each importer over a period, in AGO, PMS and JET-A1. */
export const importation: ReportDeclaration<PeriodFilter, ImporterProductsRow[], ImporterProductsRow> = {
  title: 'reports.titles.importation',
  ...PERIOD_REPORT,
  load: (reports, f) => reports.getImportationReport({ from: f.from, to: f.to }),
  rows: (answer) => answer,
  columns: [
    importerColumn(),
    ...productColumns<ImporterProductsRow>((row) => row.byProduct, { jet: 'JET-A1' }),
  ],
  rowKey: (row) => row.importerId,
};
