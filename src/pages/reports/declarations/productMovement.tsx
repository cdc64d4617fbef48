import { FormControlLabel, MenuItem, Stack, Switch, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ProductMovement } from '../../../../schemas/reports/answers.ts';
import { productMovementSchema } from '../../../../schemas/reports/payloads.ts';
import { formatFactor } from '../../../../schemas/volume-correction.ts';
import type { AppKey } from '../../../i18n/t.ts';
import { t } from '../../../i18n/t.ts';
import { term } from '../../../i18n/terms.ts';
import type { PpmsDataProvider } from '../../../providers/dataProvider.ts';
import { formatNumber } from '../../../widgets/format/formatNumber.ts';
import { type PeriodFilter, PeriodFilters, periodDates, periodText, thisMonth } from '../filters.tsx';
import { transactionPage } from '../recordPages.ts';
import { shownValue, sumShown } from '../table.ts';
import type { FilterProps, ReportColumn, ReportDeclaration, TotalCells } from '../types.ts';
import { toTonnes, type Unit } from '../units.ts';

interface MovementFilter extends PeriodFilter {
  importerId: number | null;
  productId: number | null;
  /** A tank of the importer holding the product, or null for all of them. */
  storageTankId: number | null;
  onlyFulfilledAndApproved: boolean;
}

interface MovementRow {
  key: string;
  id: number | null;
  date: string | null;
  type: string;
  link: string | null;
  status: string;
  receiver: string;
  /** Signed gallons. */
  quantity: number | null;
  /** An open record's line: shown, not in the balance. */
  isPending: boolean;
  runningBalance: number;
  /** The running balance in tonnes: the opening's tonnes plus the shown tonnes of each posted line. */
  runningTonnes: number;
  /** With readings: the gross observed gallons and the factor that made the quantity. */
  readings: string;
}

const columns: ReportColumn<MovementRow>[] = [
  { key: 'id', label: () => t('reports.columns.id'), kind: 'text', value: (row) => row.id },
  { key: 'date', label: () => t('reports.columns.date'), kind: 'date', value: (row) => row.date },
  {
    key: 'type',
    label: () => t('reports.columns.type'),
    kind: 'text',
    value: (row) => term(row.type),
    link: (row) => row.link,
  },
  { key: 'status', label: () => t('reports.columns.status'), kind: 'text', value: (row) => term(row.status) },
  { key: 'receiver', label: () => t('reports.columns.receiver'), kind: 'text', value: (row) => row.receiver },
  { key: 'readings', label: () => t('volumes.movementReadings'), kind: 'text', value: (row) => row.readings },
  {
    key: 'quantity',
    label: () => t('reports.columns.quantity'),
    kind: 'quantity',
    value: (row) => row.quantity,
    redWhenNegative: true,
  },
  {
    key: 'runningBalance',
    label: () => t('reports.columns.runningBalance'),
    kind: 'quantity',
    value: (row) => row.runningBalance,
    shown: (row, unit) => (unit === 'tonnes' ? row.runningTonnes : row.runningBalance),
    redWhenNegative: true,
  },
];
const [quantityColumn, balanceColumn] = columns.slice(-2);

/** The opening, then each line signed, the running balance carried in gallons and in tonnes. */
function rows(answer: ProductMovement): MovementRow[] {
  let runningTonnes = toTonnes(answer.openingBalance);
  const lines = answer.transactions.map((line, i): MovementRow => {
    const quantity = line.isPositive ? line.quantity : -line.quantity;
    if (!line.isPending) runningTonnes += toTonnes(quantity);
    return {
      key: `${line.movementId ?? `open-${line.id}`}-${i}`,
      id: line.id,
      date: line.date,
      type: line.type,
      link: transactionPage(line.type, line.id),
      status: line.status,
      receiver: line.receiver,
      quantity,
      isPending: line.isPending,
      runningBalance: line.runningBalance,
      runningTonnes,
      readings:
        line.grossQuantity != null && line.volumeFactor != null
          ? t('volumes.movementGross', {
              gross: formatNumber(line.grossQuantity),
              factor: formatFactor(line.volumeFactor),
            })
          : '',
    };
  });
  return [
    {
      key: 'opening',
      id: null,
      date: answer.from,
      type: t('reports.movement.opening'),
      link: null,
      status: '',
      receiver: '',
      quantity: null,
      isPending: false,
      runningBalance: answer.openingBalance,
      runningTonnes: toTonnes(answer.openingBalance),
      readings: '',
    },
    ...lines,
  ];
}

/**
 * The Closing Balance row from the figures shown: the posted lines' quantities summed, and the opening
 * plus that sum (the last running balance). Open records' lines show but move no stock, so they are
 * not in it.
 */
function total(_: ProductMovement, shown: MovementRow[], unit: Unit): TotalCells {
  const [opening, ...lines] = shown;
  const moved = sumShown(
    quantityColumn,
    lines.filter((row) => !row.isPending),
    unit,
  );
  return {
    id: t('reports.movement.closing'),
    quantity: moved,
    runningBalance: (Number(shownValue(balanceColumn, opening, unit)) || 0) + moved,
  };
}

/** Importer, product (of the importer's inventories), tank, period and the spec's switch. */
function MovementFilters(props: FilterProps<MovementFilter>) {
  const { filters, onChange } = props;
  const dataProvider = useDataProvider<PpmsDataProvider>();
  const entities = useQuery({
    queryKey: ['report', 'importers'],
    queryFn: () =>
      dataProvider.getUserEntities({ includeImporters: true, ensureImporterAuthorization: true }),
  });
  const importers = entities.data?.importers ?? [];
  const inventories = importers.find((i) => i.id === filters.importerId)?.inventories ?? [];
  const products = [...new Map(inventories.map((i) => [i.product.id, i.product.name])).entries()];
  const tanks = inventories.filter((i) => i.product.id === filters.productId);
  const select = (
    id: string,
    label: AppKey,
    value: number | null,
    options: [number, string][],
    change: (value: number | null) => void,
    empty?: string,
  ) => (
    <TextField
      id={id}
      select
      size="small"
      fullWidth={false}
      label={t(label)}
      value={value ?? ''}
      onChange={(event) => change(event.target.value === '' ? null : Number(event.target.value))}
      sx={{ minWidth: 220 }}
      slotProps={empty ? { select: { displayEmpty: true }, inputLabel: { shrink: true } } : undefined}
    >
      {empty ? <MenuItem value="">{empty}</MenuItem> : null}
      {options.map(([key, name]) => (
        <MenuItem key={key} value={key}>
          {name}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {select(
          'report-importer',
          'reports.columns.importer',
          filters.importerId,
          importers.map((i) => [i.id, i.name]),
          (importerId) => onChange({ importerId, productId: null, storageTankId: null }),
        )}
        {select('report-product', 'reports.columns.product', filters.productId, products, (productId) =>
          onChange({ productId, storageTankId: null }),
        )}
        {select(
          'report-tank',
          'reports.movement.tank',
          filters.storageTankId,
          tanks.map((i) => [i.storageTank.id, i.storageTankNumber]),
          (storageTankId) => onChange({ storageTankId }),
          t('reports.movement.allTanks'),
        )}
      </Stack>
      <PeriodFilters {...props} />
      <FormControlLabel
        control={
          <Switch
            checked={filters.onlyFulfilledAndApproved}
            onChange={(event) => onChange({ onlyFulfilledAndApproved: event.target.checked })}
          />
        }
        label={t('reports.movement.onlyFulfilled')}
      />
    </Stack>
  );
}

/** The spec's storageTankId is fixed at 1 and ignored; a tank chosen narrows through storageTankIds. */
const request = (f: MovementFilter) => ({
  importerId: f.importerId,
  productId: f.productId,
  storageTankIds: f.storageTankId ? [f.storageTankId] : null,
  from: f.from,
  to: f.to,
  onlyFulfilledAndApproved: f.onlyFulfilledAndApproved,
});

/** Report 8: an importer's product, line by line, from the opening balance to the closing one. */
export const productMovement: ReportDeclaration<MovementFilter, ProductMovement, MovementRow> = {
  title: 'reports.titles.productMovement',
  defaults: () => ({
    ...thisMonth(),
    importerId: null,
    productId: null,
    storageTankId: null,
    onlyFulfilledAndApproved: true,
  }),
  Filters: MovementFilters,
  request,
  schema: productMovementSchema,
  incomplete: (f) => (f.importerId && f.productId ? null : t('report.importerAndProduct')),
  load: (reports, f) =>
    reports.getProductMovement({ ...request(f), importerId: f.importerId!, productId: f.productId! }),
  period: (f, answer) =>
    t('reports.movement.period', {
      importer: answer.importer,
      product: answer.product,
      period: periodText(f),
    }),
  fileDates: (f, answer) => `${answer.importer} ${answer.product} ${periodDates(f)}`,
  rows,
  columns,
  rowKey: (row) => row.key,
  total,
  // The running balance as the table shows it, from the opening to the closing.
  chart: (answer, unit) => {
    const shown = rows(answer);
    const balance = (row: MovementRow) => Number(shownValue(balanceColumn, row, unit)) || 0;
    return {
      kind: 'line',
      label: t('reports.movement.of', { importer: answer.importer, product: answer.product }),
      points: [
        ...shown.filter((row) => !row.isPending).map((row) => ({ date: row.date!, value: balance(row) })),
        { date: answer.to, value: Number(total(answer, shown, unit).runningBalance) },
      ],
    };
  },
};
