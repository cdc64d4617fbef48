import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type {
  DailyLoading,
  DailyLoadingRow,
  ImporterProductsRow,
  LossRow,
  ProductMovement,
  Reconciliation,
  ReconciliationInventory,
  StockBalanceRow,
  TankSalesRow,
} from '../../../schemas/reports/answers.ts';
import { t } from '../../../src/i18n/t.ts';
import { REPORT_TYPES } from '../../../src/pages/reports/catalogue.ts';
import { sheetData } from '../../../src/pages/reports/exportSheet.ts';
import { ReportResultsTable } from '../../../src/pages/reports/ReportResults.tsx';
import type { ReportDeclaration } from '../../../src/pages/reports/types.ts';
import { toTonnes, type Unit } from '../../../src/pages/reports/units.ts';

// Issue 24, 'reports add up': every report's quantity columns add up to its Total row, in gallons and
// in metric tonnes, with negative figures; tonnes truncate toward zero, and a running balance or a
// closing in tonnes is the opening's tonnes plus the tonnes shown. Each report is read through its
// spreadsheet (sheetData: the figures the screen and the paper show, as numbers), and one through the
// table on screen.
//
// 1,000 gallons is 3.72 tonnes: shown as 3, and -1,000 as -3 (not -4). Three of them are 9 tonnes shown,
// where converting their 3,000 gallons would make 11.

const G = 1_000;

const importerRows: ImporterProductsRow[] = [
  { importerId: 1, importer: 'Atlantic', byProduct: { ago: G, pms: -G, jet: 537 } },
  { importerId: 2, importer: 'Lone Star', byProduct: { ago: G, pms: 269, jet: 0 } },
  { importerId: 3, importer: 'Gulf', byProduct: { ago: G, pms: 0, jet: -269 } },
];
/** The tonnes of importerRows as the table must show them, and their Total. */
const IMPORTER_TONNES = [
  [3, -3, 2],
  [3, 1, 0],
  [3, 0, -1],
];
const IMPORTER_TONNES_TOTAL = [9, -2, 1];

const stockBalanceRows: StockBalanceRow[] = importerRows.map((r) => ({
  importerId: r.importerId,
  importer: r.importer,
  balanceByProduct: r.byProduct,
}));
const tankRows: TankSalesRow[] = importerRows.map((r) => ({
  storageTankId: r.importerId,
  tank: `T-10${r.importerId}`,
  byProduct: r.byProduct,
}));
const lossRows: LossRow[] = importerRows.map((r) => ({
  ...r,
  grossByProduct: r.byProduct,
  temperatureByProduct: { ago: 0, pms: 0, jet: 0 },
  handledByProduct: { ago: 0, pms: 0, jet: 0 },
  toleranceByProduct: { ago: 0, pms: 0, jet: 0 },
  overToleranceByProduct: { ago: false, pms: false, jet: false },
  isOverTolerance: false,
}));

const line = (id: number, quantity: number, runningBalance: number, isPending = false) => ({
  id,
  movementId: isPending ? null : id,
  date: '2026-03-04',
  type: 'Adjustment' as const,
  kind: quantity > 0 ? 'overage' : 'shortage',
  status: isPending ? 'New' : 'Approved',
  receiver: '-',
  quantity: Math.abs(quantity),
  isPositive: quantity > 0,
  runningBalance,
  isPending,
  grossQuantity: null,
  volumeFactor: null,
});
const movement: ProductMovement = {
  importerId: 1,
  importer: 'Atlantic',
  productId: 1,
  product: 'PMS',
  from: '2026-03-01',
  to: '2026-03-31',
  inventories: [{ inventoryId: 1, storageTankNumber: 'T-101' }],
  openingBalance: G,
  transactions: [
    line(1, G, 2_000),
    line(2, -G, 1_000),
    line(3, G, 1_000, true),
    line(4, -500, 500),
    line(5, -G, -500),
  ],
  closingBalance: -500,
};

const figures = (opening: number, transfers: number, sales: number) => ({
  opening,
  transfers,
  sales,
  closing: opening + transfers - sales,
});
const NONE = figures(0, 0, 0);
const loadingRow = (
  distributorId: number | null,
  order: number | null,
  pms: [number, number, number],
): DailyLoadingRow => ({
  importerId: 1,
  importer: 'Atlantic',
  distributorId,
  distributor: distributorId ? `Distributor ${distributorId}` : null,
  transferOrderId: order,
  transferOrderNumber: order ? `TO-${order}` : null,
  byProduct: { pms: figures(...pms), ago: figures(pms[1], 0, 0), jet: NONE },
});
const loading: DailyLoading = {
  date: '2026-11-20',
  importers: [loadingRow(null, null, [3 * G, G, G])],
  distributors: [loadingRow(7, null, [2 * G, 2 * G, G]), loadingRow(8, null, [G, -G, 0])],
  transferOrders: [loadingRow(7, 71, [G, G, G]), loadingRow(7, 72, [G, G, 0]), loadingRow(8, 81, [G, -G, 0])],
};

const figure = (ledger: number) => ({ ledger, records: ledger, summaries: ledger });
const inventory = (
  inventoryId: number,
  importerId: number,
  terms: { opening: number; shipments: number; sales: number; shortages: number },
): ReconciliationInventory => ({
  inventoryId,
  storageTankNumber: `T-10${inventoryId}`,
  importerId,
  importer: `Importer ${importerId}`,
  productId: 1,
  product: 'PMS',
  opening: figure(terms.opening),
  shipments: figure(terms.shipments),
  overages: figure(0),
  shortages: figure(terms.shortages),
  overnightDifferences: figure(0),
  loadingDifferences: figure(0),
  transfersIn: figure(0),
  transfersOut: figure(0),
  sales: figure(terms.sales),
  closing: figure(terms.opening + terms.shipments - terms.sales - terms.shortages),
  isBroken: false,
  breaks: [],
});
const reconciliationInventories = [
  inventory(1, 1, { opening: G, shipments: G, sales: G, shortages: 500 }),
  inventory(2, 1, { opening: -G, shipments: G, sales: 0, shortages: 0 }),
  inventory(3, 2, { opening: G, shipments: 0, sales: 2 * G, shortages: 0 }),
];
const subtotal = (importerId: number) => {
  const own = reconciliationInventories.filter((i) => i.importerId === importerId);
  const { inventoryId: _, storageTankNumber: __, breaks: ___, ...first } = own[0];
  const sum = (key: 'opening' | 'shipments' | 'sales' | 'shortages' | 'closing') =>
    figure(own.reduce((total, i) => total + i[key].ledger, 0));
  return {
    ...first,
    opening: sum('opening'),
    shipments: sum('shipments'),
    sales: sum('sales'),
    shortages: sum('shortages'),
    closing: sum('closing'),
  };
};
const reconciliation: Reconciliation = {
  from: '2026-03-01',
  to: '2026-03-31',
  inventories: reconciliationInventories,
  byImporterProduct: [subtotal(1), subtotal(2)],
  brokenInventories: 0,
};

// biome-ignore lint/suspicious/noExplicitAny: each report has its own filter, answer and row types.
type Declaration = ReportDeclaration<any, any, any>;
/** Every report of the reporting page, with an answer holding negative figures and the views to read. */
const ANSWERS: Record<string, { answer: unknown; views?: object[] }> = {
  'Stock Balance Summary - Products': { answer: stockBalanceRows },
  'Daily Loading Analysis': {
    answer: loading,
    views: [
      { view: 'party', detail: null },
      { view: 'transferOrder', detail: null },
      { view: 'party', detail: { importerId: 1, distributorId: 7 } },
      { view: 'party', detail: { importerId: 1, distributorId: 8 } },
    ],
  },
  'Product Importation': { answer: importerRows },
  'Sales By Importer': { answer: importerRows },
  'Sales By Tank': { answer: tankRows },
  'Overnight Differences': { answer: lossRows },
  'Loading Differences': { answer: lossRows },
  'Product Movement': { answer: movement },
  'Stock Reconciliation': { answer: reconciliation },
};
const REPORTS = REPORT_TYPES.filter((type) => type.declaration).map(
  (type) => type.declaration as Declaration,
);

/** The sheet as numbers and texts: its headings, its rows and its Total row. */
function sheet(declaration: Declaration, answer: unknown, unit: Unit, filters?: object) {
  const [head, ...rest] = sheetData(declaration, answer, unit, { ...declaration.defaults(), ...filters });
  const cellValue = (cell: unknown) =>
    cell && typeof cell === 'object' && 'value' in cell ? (cell.value as unknown) : null;
  const values = rest.map((row) => row.map(cellValue));
  const headings = head.map((cell) => String(cellValue(cell)));
  return {
    headings,
    rows: values.slice(0, -1),
    total: values.at(-1)!,
    /** The index of a quantity column by its label. */
    at: (label: string) => headings.findIndex((h) => h.startsWith(`${label} (`)),
  };
}

/**
 * The rows that the Total counts: a summary or a subtotal repeats rows already counted, and an open
 * record's line (status New) moves no stock, so Product Movement's Closing Balance leaves it out.
 */
const counted = (row: unknown[]) =>
  !row.includes('Summary') && !row.includes('Subtotal') && !row.includes('New');
const quantityColumns = (headings: string[]) =>
  headings.flatMap((h, i) => (/\((Gallons|Metric Tonnes)\)$/.test(h) ? [i] : []));
const columnSum = (rows: unknown[][], i: number) => rows.reduce((sum, row) => sum + Number(row[i] ?? 0), 0);

describe('every report adds up, in gallons and in metric tonnes', () => {
  it('has an answer for every report type of the reporting page', () => {
    expect(REPORTS.map((d) => t(d.title)).sort()).toEqual(Object.keys(ANSWERS).sort());
  });

  for (const unit of ['gallons', 'tonnes'] as const) {
    for (const declaration of REPORTS) {
      it(`${t(declaration.title)}, in ${unit}: each quantity column sums to its Total`, () => {
        const { answer, views = [undefined] } = ANSWERS[t(declaration.title)];
        let negatives = 0;
        for (const view of views) {
          const { headings, rows, total } = sheet(declaration, answer, unit, view);
          expect(rows.length).toBeGreaterThan(0);
          // Product Movement's Running Balance closes at its last line (checked below), not at a sum.
          const balances = t(declaration.title) === 'Product Movement' ? [headings.length - 1] : [];
          for (const i of quantityColumns(headings).filter((i) => !balances.includes(i))) {
            const shown = rows.filter(counted);
            expect(total[i], `${headings[i]} ${JSON.stringify(view)}`).toBe(columnSum(shown, i));
          }
          negatives += rows.flat().filter((value) => typeof value === 'number' && value < 0).length;
        }
        expect(negatives).toBeGreaterThan(0);
      });
    }
  }
});

describe('metric tonnes', () => {
  it('truncate toward zero: a figure and its reversal have the same tonnes', () => {
    expect([0, 268, 269, 537, G, -G, -269, -268, 2_000_000].map(toTonnes)).toEqual([
      0, 0, 1, 2, 3, -3, -1, 0, 7449,
    ]);
    expect(Object.is(toTonnes(-268), 0)).toBe(true);
  });

  it('the importer reports show each figure truncated and total the tonnes shown', () => {
    for (const title of ['Stock Balance Summary - Products', 'Product Importation', 'Sales By Importer']) {
      const declaration = REPORTS.find((d) => t(d.title) === title)!;
      const { rows, total } = sheet(declaration, ANSWERS[title].answer, 'tonnes');
      expect(rows.map((row) => row.slice(1, 4))).toEqual(IMPORTER_TONNES);
      expect(total.slice(1, 4)).toEqual(IMPORTER_TONNES_TOTAL);
    }
  });

  it("Product Movement's running balance is the opening's tonnes plus each posted line's tonnes", () => {
    const declaration = REPORTS.find((d) => t(d.title) === 'Product Movement')!;
    const gallons = sheet(declaration, movement, 'gallons');
    const tonnes = sheet(declaration, movement, 'tonnes');
    const [quantity, balance] = [tonnes.at('Quantity'), tonnes.at('Running Balance')];
    // Opening 3; +3, -3, an open record's +3 (not in the balance), -500 gallons is -1, -3.
    expect(tonnes.rows.map((row) => [row[quantity], row[balance]])).toEqual([
      [null, 3],
      [3, 6],
      [-3, 3],
      [3, 3],
      [-1, 2],
      [-3, -1],
    ]);
    expect([tonnes.total[quantity], tonnes.total[balance]]).toEqual([-4, -1]);
    expect([gallons.total[quantity], gallons.total[balance]]).toEqual([-1_500, -500]);
    for (const { rows, total } of [gallons, tonnes]) {
      for (const [i, row] of rows.entries()) {
        if (i === 0) continue;
        const moved = row[3] === 'New' ? 0 : Number(row[quantity]);
        expect(row[balance]).toBe(Number(rows[i - 1][balance]) + moved);
      }
      expect(total[balance]).toBe(rows.at(-1)![balance]);
    }
  });

  it("Daily Loading's closing is Opening + Transfers - Sales as shown, and a pair's row sums its orders' tonnes", () => {
    const declaration = REPORTS.find((d) => t(d.title) === 'Daily Loading Analysis')!;
    const byParty = sheet(declaration, loading, 'tonnes', { view: 'party', detail: null });
    const pms = ['Opening', 'Transfers', 'Sales', 'Closing'].map((f) => byParty.at(`PMS ${f}`));
    // Distributor 7: TO-71 (3, 3, 3, 3) and TO-72 (3, 3, 0, 6); distributor 8: TO-81 (3, -3, 0, 0).
    expect(byParty.rows.map((row) => pms.map((i) => row[i]))).toEqual([
      [6, 6, 3, 9],
      [3, -3, 0, 0],
    ]);
    expect(pms.map((i) => byParty.total[i])).toEqual([9, 3, 3, 9]);
    const detail = sheet(declaration, loading, 'tonnes', { detail: { importerId: 1, distributorId: 7 } });
    expect(pms.map((i) => detail.rows[0][i])).toEqual(pms.map((i) => detail.total[i]));
    for (const { rows } of [byParty, detail]) {
      for (const row of rows) {
        expect(row[pms[3]]).toBe(Number(row[pms[0]]) + Number(row[pms[1]]) - Number(row[pms[2]]));
      }
    }
  });

  it("Stock Reconciliation's subtotals are the sums of their tanks' tonnes", () => {
    const declaration = REPORTS.find((d) => t(d.title) === 'Stock Reconciliation')!;
    const { rows, total, at } = sheet(declaration, reconciliation, 'tonnes');
    const [opening, closing] = [at('Opening'), at('Closing')];
    expect(rows.map((row) => [row[1], row[opening], row[closing]])).toEqual([
      // 1,000 + 1,000 - 1,000 - 500 gallons: 3 + 3 - 3 - 1 tonnes.
      ['T-101', 3, 2],
      ['T-102', -3, 0],
      ['Subtotal', 0, 2],
      ['T-103', 3, -4],
      ['Subtotal', 3, -4],
    ]);
    expect([total[opening], total[closing]]).toEqual([3, -2]);
  });

  it('the table on screen (and on paper) shows the same Total as the spreadsheet', () => {
    const declaration = REPORTS.find((d) => t(d.title) === 'Sales By Importer')!;
    render(
      <MemoryRouter>
        <ReportResultsTable declaration={declaration} answer={importerRows} unit="tonnes" links={false} />
      </MemoryRouter>,
    );
    const table = screen.getByRole('table');
    const totalRow = within(table)
      .getAllByRole('row')
      .find((row) => within(row).queryByText('Total'))!;
    const cells = within(totalRow)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(1)).toEqual(['9', '(2)', '1']);
  });
});
