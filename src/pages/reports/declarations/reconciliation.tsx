import { Alert, Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import {
  RECONCILIATION_TERMS,
  type Reconciliation,
  type ReconciliationFigure,
  type ReconciliationInventory,
} from '../../../../schemas/reports/answers.ts';
import { formatDate } from '../../../widgets/format/formatDate.ts';
import { ReportTable, type ReportColumn as TableColumn } from '../../../widgets/ReportTable.tsx';
import { PERIOD_REPORT, type PeriodFilter } from '../filters.tsx';
import { recordPage } from '../recordPages.ts';
import { sumTotal } from '../table.ts';
import type { ReportColumn, ReportDeclaration } from '../types.ts';
import { toTonnes, type Unit, withUnit } from '../units.ts';

// The ninth report (issue 12, item 5): every inventory's opening + shipments + overages - shortages -
// overnight and loading differences + transfers in - transfers out - sales = closing, each figure from
// the ledger, the approved records and the ledger summaries. The breaks come first, with the records
// concerned; the table shows the ledger's figures per inventory and per importer and product.

const FIGURES = ['opening', ...RECONCILIATION_TERMS, 'closing'] as const;
type Figure = (typeof FIGURES)[number];
const LABELS: Record<Figure, string> = {
  opening: 'Opening',
  shipments: '+ Shipments',
  overages: '+ Overages',
  shortages: '- Shortages',
  overnightDifferences: '- Overnight Differences',
  loadingDifferences: '- Loading Differences',
  transfersIn: '+ Transfers In',
  transfersOut: '- Transfers Out',
  sales: '- Sales',
  closing: 'Closing',
};
const AGREES = 'Agrees';
const BREAK = 'Break';

interface Line {
  key: string;
  importer: string;
  tank: string;
  product: string;
  figures: Record<Figure, ReconciliationFigure>;
  status: string;
  isSubtotal: boolean;
  /** A subtotal's inventories: in tonnes it is the sum of their tonnes shown. */
  members: Record<Figure, ReconciliationFigure>[];
}

/** The signs of the terms: closing = opening + the terms so signed. */
const SIGNS: Record<(typeof RECONCILIATION_TERMS)[number], 1 | -1> = {
  shipments: 1,
  overages: 1,
  shortages: -1,
  overnightDifferences: -1,
  loadingDifferences: -1,
  transfersIn: 1,
  transfersOut: -1,
  sales: -1,
};

/** An inventory's ledger figure in tonnes; its closing is its shown opening and terms, signed. */
function tonnesOf(figures: Record<Figure, ReconciliationFigure>, figure: Figure): number {
  if (figure !== 'closing') return toTonnes(figures[figure].ledger);
  return RECONCILIATION_TERMS.reduce(
    (sum, term) => sum + SIGNS[term] * toTonnes(figures[term].ledger),
    toTonnes(figures.opening.ledger),
  );
}

const columns: ReportColumn<Line>[] = [
  { key: 'importer', label: 'Importer', kind: 'text', value: (line) => line.importer },
  { key: 'tank', label: 'Tank #', kind: 'text', value: (line) => line.tank },
  { key: 'product', label: 'Product', kind: 'text', value: (line) => line.product },
  ...FIGURES.map(
    (figure): ReportColumn<Line> => ({
      key: figure,
      label: LABELS[figure],
      kind: 'quantity',
      value: (line) => line.figures[figure].ledger,
      shown: (line, unit) =>
        unit === 'tonnes'
          ? (line.isSubtotal ? line.members : [line.figures]).reduce(
              (sum, member) => sum + tonnesOf(member, figure),
              0,
            )
          : line.figures[figure].ledger,
    }),
  ),
  { key: 'status', label: 'Status', kind: 'text', value: (line) => line.status },
];

const figuresOf = (row: Record<Figure, ReconciliationFigure>) =>
  Object.fromEntries(FIGURES.map((figure) => [figure, row[figure]])) as Record<Figure, ReconciliationFigure>;

/** Each importer and product: its inventories by tank, then their subtotal. */
function lines(answer: Reconciliation): Line[] {
  return answer.byImporterProduct.flatMap((total) => {
    const inventories = answer.inventories
      .filter((i) => i.importerId === total.importerId && i.productId === total.productId)
      .sort((a, b) => a.storageTankNumber.localeCompare(b.storageTankNumber, undefined, { numeric: true }));
    return [
      ...inventories.map((i) => ({
        key: `inventory-${i.inventoryId}`,
        importer: i.importer,
        tank: i.storageTankNumber,
        product: i.product,
        figures: figuresOf(i),
        status: i.isBroken ? BREAK : AGREES,
        isSubtotal: false,
        members: [],
      })),
      {
        key: `total-${total.importerId}-${total.productId}`,
        importer: total.importer,
        tank: 'Subtotal',
        product: total.product,
        figures: figuresOf(total),
        status: total.isBroken ? BREAK : AGREES,
        isSubtotal: true,
        members: inventories.map(figuresOf),
      },
    ];
  });
}

/** The figures of a broken inventory that disagree, in words. */
function disagreements(inventory: ReconciliationInventory, unit: Unit): string[] {
  return FIGURES.filter((figure) => {
    const f = inventory[figure];
    return f.ledger !== f.records || f.ledger !== f.summaries;
  }).map((figure) => {
    const f = inventory[figure];
    return `${LABELS[figure].replace(/^[+-] /, '')}: ledger ${withUnit(f.ledger, unit)}, records ${withUnit(f.records, unit)}, summaries ${withUnit(f.summaries, unit)}`;
  });
}

const breakColumns: TableColumn<ReconciliationInventory['breaks'][number]>[] = [
  {
    key: 'record',
    label: 'Record',
    value: (b) => {
      const to = recordPage(b.sourceType, b.sourceId);
      const text = `${b.sourceType} #${b.sourceId}`;
      return to ? (
        <Link component={RouterLink} to={to}>
          {text}
        </Link>
      ) : (
        text
      );
    },
  },
  { key: 'kind', label: 'Kind', value: (b) => b.kind },
  { key: 'date', label: 'Date', value: (b) => formatDate(b.date) },
  { key: 'message', label: 'What disagrees', value: (b) => b.message },
];

/** The verdict, then each broken inventory with its figures and the records concerned. */
function Breaks({ answer, unit }: { answer: Reconciliation; unit: Unit }) {
  const broken = answer.inventories.filter((i) => i.isBroken);
  if (!broken.length) {
    return (
      <Alert severity="success" sx={{ mb: 2 }}>
        No break: every figure of the {answer.inventories.length} inventories agrees with the approved records
        and the ledger summaries.
      </Alert>
    );
  }
  return (
    <Box component="section" aria-label="Breaks" sx={{ mb: 3 }}>
      <Alert severity="error" sx={{ mb: 2 }}>
        {broken.length} {broken.length === 1 ? 'inventory does' : 'inventories do'} not reconcile.
      </Alert>
      {broken.map((inventory) => (
        <Box key={inventory.inventoryId} sx={{ mb: 2 }}>
          <Typography variant="subtitle2" component="h3">
            {inventory.importer}, tank {inventory.storageTankNumber} ({inventory.product})
          </Typography>
          {disagreements(inventory, unit).map((text) => (
            <Typography key={text} variant="body2">
              {text}
            </Typography>
          ))}
          {inventory.breaks.length ? (
            <ReportTable
              label={`Records concerned, tank ${inventory.storageTankNumber}`}
              rows={inventory.breaks}
              columns={breakColumns}
              rowKey={(b) => `${b.sourceType}-${b.sourceId}-${b.kind}-${b.date}`}
            />
          ) : null}
        </Box>
      ))}
    </Box>
  );
}

/** Report 9: the ledger against the approved records, per inventory and per importer and product. */
export const reconciliation: ReportDeclaration<PeriodFilter, Reconciliation, Line> = {
  title: 'Stock Reconciliation',
  ...PERIOD_REPORT,
  load: (reports, f) => reports.getStockReconciliation({ from: f.from, to: f.to }),
  rows: lines,
  columns,
  rowKey: (line) => line.key,
  // The inventories summed (the subtotals are their sums already).
  total: (answer, rows, unit) => {
    const inventories = rows.filter((line) => !line.isSubtotal);
    const broken = answer.inventories.filter((i) => i.isBroken).length;
    return { ...sumTotal(columns, inventories, unit), status: broken ? `${broken} ${BREAK}` : AGREES };
  },
  Before: Breaks,
};
