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

export const DAILY_LOADING_TEXTS = {
  byParty: 'Importer/Distributor',
  byTransferOrder: 'Transfer Orders',
  detail: 'Detail',
  back: 'Back to summary',
  summary: 'Summary',
} as const;

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
const FIGURE_LABELS: Record<LoadingFigure, string> = {
  opening: 'Opening',
  transfers: 'Transfers',
  sales: 'Sales',
  closing: 'Closing',
};

const columns: ReportColumn<LoadingRow>[] = [
  { key: 'importer', label: 'Importer', kind: 'text', value: (row) => row.importer },
  { key: 'distributor', label: 'Distributor', kind: 'text', value: (row) => row.distributor },
  { key: 'transferOrder', label: 'Transfer Order', kind: 'text', value: (row) => row.transferOrder },
  ...PRODUCTS.flatMap(([key, name]) =>
    LOADING_FIGURES.map((figure) => ({
      key: `${key}-${figure}`,
      label: `${name} ${FIGURE_LABELS[figure]}`,
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
    label: DAILY_LOADING_TEXTS.detail,
    kind: 'text',
    value: (row) => (row.detail ? DAILY_LOADING_TEXTS.detail : null),
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
      ? DAILY_LOADING_TEXTS.summary
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
            {DAILY_LOADING_TEXTS.back}
          </Link>
        </Typography>
      ) : (
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label="View"
          value={filters.view}
          onChange={(_, view: LoadingFilter['view'] | null) => view && onChange({ view })}
        >
          <ToggleButton value="party">{DAILY_LOADING_TEXTS.byParty}</ToggleButton>
          <ToggleButton value="transferOrder">{DAILY_LOADING_TEXTS.byTransferOrder}</ToggleButton>
        </ToggleButtonGroup>
      )}
    </Stack>
  );
}

/** Report 2: the day's transfer orders, what they leave to lift and what was lifted. */
export const dailyLoading: ReportDeclaration<LoadingFilter, DailyLoading, LoadingRow> = {
  title: 'Daily Loading Analysis',
  defaults: () => ({ date: today(), view: 'party', detail: null }),
  Filters: LoadingFilters,
  request: (f) => ({ date: f.date || null }),
  schema: dailyLoadingSchema,
  reloadOn: (before, after) => before.date !== after.date,
  load: (reports, f) => reports.getDailyLoadingReport({ date: f.date || null }),
  period: (_, answer) => `On ${formatDate(answer.date)}`,
  fileDates: (_, answer) => answer.date,
  rows,
  columns,
  rowKey: (row) => row.key,
  total,
};
