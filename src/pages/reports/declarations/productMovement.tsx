import { FormControlLabel, MenuItem, Stack, Switch, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ProductMovement } from '../../../../schemas/reports/answers.ts';
import { productMovementSchema, REPORT_MESSAGES } from '../../../../schemas/reports/payloads.ts';
import { formatFactor } from '../../../../schemas/volume-correction.ts';
import type { PpmsDataProvider } from '../../../providers/dataProvider.ts';
import { formatNumber } from '../../../widgets/format/formatNumber.ts';
import { type PeriodFilter, PeriodFilters, periodDates, periodText, thisMonth } from '../filters.tsx';
import { transactionPage } from '../recordPages.ts';
import { shownValue, sumShown } from '../table.ts';
import type { FilterProps, ReportColumn, ReportDeclaration, TotalCells } from '../types.ts';
import { toTonnes, type Unit } from '../units.ts';

export const ONLY_FULFILLED = 'Show only fulfilled and approved transactions';

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

/** The words of standard volumes on this report (one place, for translation). */
const MOVEMENT_TEXTS = {
  readings: 'Gross × Factor',
  gross: (gross: string, factor: string) => `${gross} × ${factor}`,
};

const columns: ReportColumn<MovementRow>[] = [
  { key: 'id', label: 'Id', kind: 'text', value: (row) => row.id },
  { key: 'date', label: 'Date', kind: 'date', value: (row) => row.date },
  { key: 'type', label: 'Type', kind: 'text', value: (row) => row.type, link: (row) => row.link },
  { key: 'status', label: 'Status', kind: 'text', value: (row) => row.status },
  { key: 'receiver', label: 'Receiver', kind: 'text', value: (row) => row.receiver },
  { key: 'readings', label: MOVEMENT_TEXTS.readings, kind: 'text', value: (row) => row.readings },
  {
    key: 'quantity',
    label: 'Quantity',
    kind: 'quantity',
    value: (row) => row.quantity,
    redWhenNegative: true,
  },
  {
    key: 'runningBalance',
    label: 'Running Balance',
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
          ? MOVEMENT_TEXTS.gross(formatNumber(line.grossQuantity), formatFactor(line.volumeFactor))
          : '',
    };
  });
  return [
    {
      key: 'opening',
      id: null,
      date: answer.from,
      type: 'Opening Balance',
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
    id: 'Closing Balance',
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
    label: string,
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
      label={label}
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
          'Importer',
          filters.importerId,
          importers.map((i) => [i.id, i.name]),
          (importerId) => onChange({ importerId, productId: null, storageTankId: null }),
        )}
        {select('report-product', 'Product', filters.productId, products, (productId) =>
          onChange({ productId, storageTankId: null }),
        )}
        {select(
          'report-tank',
          'Tank',
          filters.storageTankId,
          tanks.map((i) => [i.storageTank.id, i.storageTankNumber]),
          (storageTankId) => onChange({ storageTankId }),
          'All tanks',
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
        label={ONLY_FULFILLED}
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
  title: 'Product Movement',
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
  incomplete: (f) => (f.importerId && f.productId ? null : REPORT_MESSAGES.importerAndProduct),
  load: (reports, f) =>
    reports.getProductMovement({ ...request(f), importerId: f.importerId!, productId: f.productId! }),
  period: (f, answer) => `${answer.importer}, ${answer.product}: ${periodText(f)}`,
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
      label: `${answer.importer}, ${answer.product}`,
      points: [
        ...shown.filter((row) => !row.isPending).map((row) => ({ date: row.date!, value: balance(row) })),
        { date: answer.to, value: Number(total(answer, shown, unit).runningBalance) },
      ],
    };
  },
};
