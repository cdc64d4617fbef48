import type { LossRow } from '../../../../schemas/reports/answers.ts';
import { LOSS_TYPES, type LossType, lossReportSchema } from '../../../../schemas/reports/payloads.ts';
import type { AppKey } from '../../../i18n/t.ts';
import { t } from '../../../i18n/t.ts';
import { PERIOD_REPORT, type PeriodFilter } from '../filters.tsx';
import { LossToleranceLine } from '../LossTolerance.tsx';
import { sumTotal } from '../table.ts';
import type { ReportColumn, ReportDeclaration } from '../types.ts';
import { importerColumn, productColumns } from './products.ts';

/** The column words of standard volumes (one place, for translation). */
const LOSS_TEXTS = {
  gross: (product: string) => `${product} gross`,
  temperature: (product: string) => `${product} by temperature`,
  net: (product: string) => `${product} net loss`,
};

const FLAG_NAMES = { ago: 'AGO', pms: 'PMS', jet: 'JET-A1' } as const;

const flaggedColumn: ReportColumn<LossRow> = {
  key: 'flagged',
  label: () => t('reports.columns.aboveTolerance'),
  kind: 'text',
  value: (row) =>
    (Object.keys(FLAG_NAMES) as (keyof typeof FLAG_NAMES)[])
      .filter((key) => row.overToleranceByProduct[key])
      .map((key) => FLAG_NAMES[key])
      .join(', ') || '-',
};

// Where readings exist (README 'Standard volumes'): the differences as observed, the part the temperature
// explains, and the net loss, which the tolerance weighs.
const columns: ReportColumn<LossRow>[] = [
  importerColumn(),
  ...productColumns<LossRow>((row) => row.grossByProduct, {
    jet: 'JET-A1',
    prefix: 'gross-',
    label: LOSS_TEXTS.gross,
  }),
  ...productColumns<LossRow>((row) => row.temperatureByProduct, {
    jet: 'JET-A1',
    prefix: 'temperature-',
    label: LOSS_TEXTS.temperature,
  }),
  ...productColumns<LossRow>((row) => row.byProduct, { jet: 'JET-A1', label: LOSS_TEXTS.net }),
  flaggedColumn,
];

/** Reports 6 and 7: each importer's losses of the type over a period, flagged above the tolerance. */
const lossReport = (title: AppKey, type: LossType): ReportDeclaration<PeriodFilter, LossRow[], LossRow> => ({
  title,
  ...PERIOD_REPORT,
  request: (f) => ({ from: f.from, to: f.to, type }),
  schema: lossReportSchema,
  load: (reports, f) => reports.getLossReport({ from: f.from, to: f.to, type }),
  rows: (answer) => answer,
  columns,
  rowKey: (row) => row.importerId,
  total: (_, rows, unit) => ({
    ...sumTotal(columns, rows, unit),
    flagged: t('reports.losses.flagged', { count: rows.filter((row) => row.isOverTolerance).length }),
  }),
  Before: LossToleranceLine,
});

export const overnightDifferences = lossReport('reports.titles.overnight', LOSS_TYPES.overnight);
export const loadingDifferences = lossReport('reports.titles.loading', LOSS_TYPES.loading);
