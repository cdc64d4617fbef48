import { PRODUCT_KEYS, type ProductKey } from '../../../../schemas/reports/answers.ts';
import { t } from '../../../i18n/t.ts';
import type { ChartData, ReportColumn } from '../types.ts';
import { inUnit, type Unit } from '../units.ts';

// The importer-by-product reports' shared parts: the importer column, a quantity column per product
// (AGO, PMS, JET; JET-A1 where the spec writes it so), and their bar chart.

type ByProduct = Record<ProductKey, number>;
const NAMES: Record<ProductKey, string> = { ago: 'AGO', pms: 'PMS', jet: 'JET' };

export const importerColumn = <R extends { importer: string }>(): ReportColumn<R> => ({
  key: 'importer',
  label: () => t('reports.columns.importer'),
  kind: 'text',
  value: (row) => row.importer,
});

export function productColumns<R>(
  read: (row: R) => ByProduct,
  options: { jet?: string; prefix?: string; label?: (name: string) => string } = {},
): ReportColumn<R>[] {
  return PRODUCT_KEYS.map((key) => ({
    key: `${options.prefix ?? ''}${key}`,
    label: (options.label ?? ((name: string) => name))(
      key === 'jet' ? (options.jet ?? NAMES.jet) : NAMES[key],
    ),
    kind: 'quantity' as const,
    value: (row: R) => read(row)[key],
  }));
}

/** Bars per importer, one series per product; stacked for quantities that add up (sales). */
export function productBars<R extends { importer: string }>(
  rows: R[],
  read: (row: R) => ByProduct,
  unit: Unit,
  stacked = false,
): ChartData {
  return {
    kind: 'bars',
    categories: rows.map((row) => row.importer),
    series: PRODUCT_KEYS.map((key) => ({
      label: NAMES[key],
      values: rows.map((row) => inUnit(read(row)[key], unit)),
    })),
    stacked,
  };
}
