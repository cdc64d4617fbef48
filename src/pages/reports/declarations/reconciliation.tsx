import { Alert, Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import {
  RECONCILIATION_TERMS,
  type Reconciliation,
  type ReconciliationFigure,
  type ReconciliationInventory,
} from '../../../../schemas/reports/answers.ts';
import { t } from '../../../i18n/t.ts';
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
/** A figure's heading: 'Opening', '+ Shipments'... (the catalogue's reports.reconciliation). */
const figureLabel = (figure: Figure) => t(`reports.reconciliation.${figure}`);
const agrees = () => t('reports.reconciliation.agrees');
const brokenText = () => t('reports.reconciliation.break');

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
  {
    key: 'importer',
    label: () => t('reports.columns.importer'),
    kind: 'text',
    value: (line) => line.importer,
  },
  { key: 'tank', label: () => t('reports.columns.tank'), kind: 'text', value: (line) => line.tank },
  { key: 'product', label: () => t('reports.columns.product'), kind: 'text', value: (line) => line.product },
  ...FIGURES.map(
    (figure): ReportColumn<Line> => ({
      key: figure,
      label: () => figureLabel(figure),
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
  { key: 'status', label: () => t('reports.columns.status'), kind: 'text', value: (line) => line.status },
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
        status: i.isBroken ? brokenText() : agrees(),
        isSubtotal: false,
        members: [],
      })),
      {
        key: `total-${total.importerId}-${total.productId}`,
        importer: total.importer,
        tank: t('reports.reconciliation.subtotal'),
        product: total.product,
        figures: figuresOf(total),
        status: total.isBroken ? brokenText() : agrees(),
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
    return t('reports.reconciliation.disagreement', {
      figure: figureLabel(figure).replace(/^[+-] /, ''),
      ledger: withUnit(f.ledger, unit),
      records: withUnit(f.records, unit),
      summaries: withUnit(f.summaries, unit),
    });
  });
}

const breakColumns = (): TableColumn<ReconciliationInventory['breaks'][number]>[] => [
  {
    key: 'record',
    label: t('reports.columns.record'),
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
  { key: 'kind', label: t('reports.columns.kind'), value: (b) => b.kind },
  { key: 'date', label: t('reports.columns.date'), value: (b) => formatDate(b.date) },
  { key: 'message', label: t('reports.columns.disagrees'), value: (b) => b.message },
];

/** The verdict, then each broken inventory with its figures and the records concerned. */
function Breaks({ answer, unit }: { answer: Reconciliation; unit: Unit }) {
  const broken = answer.inventories.filter((i) => i.isBroken);
  if (!broken.length) {
    return (
      <Alert severity="success" sx={{ mb: 2 }}>
        {t('reports.reconciliation.noBreak', { count: answer.inventories.length })}
      </Alert>
    );
  }
  return (
    <Box component="section" aria-label={t('reports.reconciliation.section')} sx={{ mb: 3 }}>
      <Alert severity="error" sx={{ mb: 2 }}>
        {t('reports.reconciliation.broken', { smart_count: broken.length })}
      </Alert>
      {broken.map((inventory) => (
        <Box key={inventory.inventoryId} sx={{ mb: 2 }}>
          <Typography variant="subtitle2" component="h3">
            {t('reports.reconciliation.inventory', {
              importer: inventory.importer,
              tank: inventory.storageTankNumber,
              product: inventory.product,
            })}
          </Typography>
          {disagreements(inventory, unit).map((text) => (
            <Typography key={text} variant="body2">
              {text}
            </Typography>
          ))}
          {inventory.breaks.length ? (
            <ReportTable
              label={t('reports.reconciliation.concerned', { tank: inventory.storageTankNumber })}
              rows={inventory.breaks}
              columns={breakColumns()}
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
  title: 'reports.titles.reconciliation',
  ...PERIOD_REPORT,
  load: (reports, f) => reports.getStockReconciliation({ from: f.from, to: f.to }),
  rows: lines,
  columns,
  rowKey: (line) => line.key,
  // The inventories summed (the subtotals are their sums already).
  total: (answer, rows, unit) => {
    const inventories = rows.filter((line) => !line.isSubtotal);
    const broken = answer.inventories.filter((i) => i.isBroken).length;
    return {
      ...sumTotal(columns, inventories, unit),
      status: broken ? t('reports.reconciliation.breaks', { count: broken }) : agrees(),
    };
  },
  Before: Breaks,
};
