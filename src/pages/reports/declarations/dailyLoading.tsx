import { Link, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import {
  type DailyLoading,
  type DailyLoadingRow,
  LOADING_FIGURES,
  type LoadingFigure,
  type ProductKey,
} from '../../../../schemas/reports/answers.ts';
import { dailyLoadingSchema } from '../../../../schemas/reports/payloads.ts';
import { today } from '../../../../schemas/search.ts';
import type { AppKey } from '../../../i18n/t.ts';
import { t } from '../../../i18n/t.ts';
import { formatDate } from '../../../widgets/format/formatDate.ts';
import { ReportDateInput } from '../filters.tsx';
import { sumTotal } from '../table.ts';
import type { FilterProps, ReportColumn, ReportDeclaration, TotalCells } from '../types.ts';
import { toTonnes, type Unit } from '../units.ts';

// Report 2 (spec part 2, point 2): the day's Opening, Transfers, Sales and Closing of PMS, AGO and JET,
// by importer and distributor or by transfer order; a Detail link on an importer-distributor row
// drills into its summary and its transfer orders, 'Back to summary' returns. One answer holds every
// level (server/domain/reports/daily-loading.ts defines the figures), so the views and the drill-down
// change no call; changing the date reloads.

interface LoadingFilter {
  date: string;
  view: 'party' | 'transferOrder';
  /** The importer-distributor drilled into, or null for the summary. */
  detail: { importerId: number; distributorId: number } | null;
}

interface LoadingRow {
  key: string;
  importer: string;
  distributor: string;
  /** The row's own transfer order; on a summed row, every order it sums, or 'Summary' in a detail. */
  transferOrder: string | null;
  /** The drill-down a Detail cell opens; null on rows without one. */
  detail: LoadingFilter['detail'];
  /** The summary row of a detail: shown, not counted in the Total. */
  isSummary: boolean;
  byProduct: DailyLoadingRow['byProduct'];
  /** The transfer orders the row sums (itself on an order's row): its tonnes are the sum of theirs. */
  orders: DailyLoadingRow[];
}

const PRODUCTS: [ProductKey, string][] = [
  ['pms', 'PMS'],
  ['ago', 'AGO'],
  ['jet', 'JET'],
];
const FIGURE_LABELS: Record<LoadingFigure, AppKey> = {
  opening: 'reports.daily.opening',
  transfers: 'reports.daily.transfers',
  sales: 'reports.daily.sales',
  closing: 'reports.daily.closing',
};

const columns: ReportColumn<LoadingRow>[] = [
  { key: 'importer', label: () => t('reports.columns.importer'), kind: 'text', value: (row) => row.importer },
  {
    key: 'distributor',
    label: () => t('reports.columns.distributor'),
    kind: 'text',
    value: (row) => row.distributor,
  },
  {
    key: 'transferOrder',
    label: () => t('reports.columns.transferOrder'),
    kind: 'text',
    value: (row) => row.transferOrder,
  },
  ...PRODUCTS.flatMap(([key, name]) =>
    LOADING_FIGURES.map((figure) => ({
      key: `${key}-${figure}`,
      label: () => t('reports.daily.figure', { product: name, figure: t(FIGURE_LABELS[figure]) }),
      kind: 'quantity' as const,
      value: (row: LoadingRow) => row.byProduct[key][figure],
      shown: (row: LoadingRow, unit: Unit) =>
        unit === 'tonnes'
          ? row.orders.reduce((sum, order) => sum + orderTonnes(order, key, figure), 0)
          : row.byProduct[key][figure],
      redWhenNegative: true,
    })),
  ),
  {
    key: 'detail',
    label: () => t('reports.daily.detail'),
    kind: 'text',
    value: (row) => (row.detail ? t('reports.daily.detail') : null),
    select: (row) => (row.detail ? { detail: row.detail } : null),
    screenOnly: true,
  },
];

/** An order's figure in tonnes: its Closing is its shown Opening + Transfers - Sales. */
function orderTonnes(order: DailyLoadingRow, key: ProductKey, figure: LoadingFigure): number {
  const f = order.byProduct[key];
  return figure === 'closing'
    ? toTonnes(f.opening) + toTonnes(f.transfers) - toTonnes(f.sales)
    : toTonnes(f[figure]);
}

const orderLine = (row: DailyLoadingRow): LoadingRow => ({
  key: `${row.importerId}-${row.distributorId}-${row.transferOrderId}`,
  importer: row.importer,
  distributor: row.distributor ?? '',
  transferOrder: row.transferOrderNumber,
  detail: null,
  isSummary: false,
  byProduct: row.byProduct,
  orders: [row],
});

/** An importer-distributor's row: its orders summed, labelled with all of them (or 'Summary'). */
function partyLine(row: DailyLoadingRow, orders: DailyLoadingRow[], isSummary: boolean): LoadingRow {
  return {
    key: `${row.importerId}-${row.distributorId}`,
    importer: row.importer,
    distributor: row.distributor ?? '',
    transferOrder: isSummary
      ? t('reports.daily.summary')
      : orders.map((order) => order.transferOrderNumber ?? `#${order.transferOrderId}`).join(', ') || null,
    detail: isSummary ? null : { importerId: row.importerId, distributorId: row.distributorId! },
    isSummary,
    byProduct: row.byProduct,
    orders,
  };
}

const sameParty = (row: DailyLoadingRow, party: NonNullable<LoadingFilter['detail']>) =>
  row.importerId === party.importerId && row.distributorId === party.distributorId;

function rows(answer: DailyLoading, filters?: LoadingFilter): LoadingRow[] {
  const ordersOf = (party: NonNullable<LoadingFilter['detail']>) =>
    answer.transferOrders.filter((row) => sameParty(row, party));
  const detail = filters?.detail;
  if (detail) {
    const summary = answer.distributors.find((row) => sameParty(row, detail));
    const orders = ordersOf(detail);
    return [...(summary ? [partyLine(summary, orders, true)] : []), ...orders.map(orderLine)];
  }
  if (filters?.view === 'transferOrder') return answer.transferOrders.map(orderLine);
  return answer.distributors.map((row) =>
    partyLine(row, ordersOf({ importerId: row.importerId, distributorId: row.distributorId! }), false),
  );
}

/** The Total: every product's shown figures summed over the rows counted (a detail's summary is not). */
const total = (_: DailyLoading, shown: LoadingRow[], unit: Unit): TotalCells =>
  sumTotal(
    columns,
    shown.filter((row) => !row.isSummary),
    unit,
  );

function LoadingFilters({ filters, errors, onChange }: FilterProps<LoadingFilter>) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      <ReportDateInput value={filters.date} error={errors.date} onChange={(date) => onChange({ date })} />
      {filters.detail ? (
        <Typography variant="body2">
          <Link component="button" type="button" onClick={() => onChange({ detail: null })}>
            {t('reports.daily.back')}
          </Link>
        </Typography>
      ) : (
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label={t('reports.daily.view')}
          value={filters.view}
          onChange={(_, view: LoadingFilter['view'] | null) => view && onChange({ view })}
        >
          <ToggleButton value="party">{t('reports.daily.byParty')}</ToggleButton>
          <ToggleButton value="transferOrder">{t('reports.daily.byTransferOrder')}</ToggleButton>
        </ToggleButtonGroup>
      )}
    </Stack>
  );
}

/** Report 2: the day's transfer orders, what they leave to lift and what was lifted. */
export const dailyLoading: ReportDeclaration<LoadingFilter, DailyLoading, LoadingRow> = {
  title: 'reports.titles.dailyLoading',
  defaults: () => ({ date: today(), view: 'party', detail: null }),
  Filters: LoadingFilters,
  request: (f) => ({ date: f.date || null }),
  schema: dailyLoadingSchema,
  reloadOn: (before, after) => before.date !== after.date,
  load: (reports, f) => reports.getDailyLoadingReport({ date: f.date || null }),
  period: (_, answer) => t('reports.period.on', { date: formatDate(answer.date) }),
  fileDates: (_, answer) => answer.date,
  rows,
  columns,
  rowKey: (row) => row.key,
  total,
};
