import { readSheet } from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import writeExcelFile from 'write-excel-file/node';
import type {
  DailyLoading,
  DailyLoadingRow,
  ImporterProductsRow,
  ProductMovement,
} from '../../../schemas/reports/answers.ts';
import { dailyLoading } from '../../../src/pages/reports/declarations/dailyLoading.tsx';
import { importation } from '../../../src/pages/reports/declarations/importation.ts';
import { productMovement } from '../../../src/pages/reports/declarations/productMovement.tsx';
import { sheetData, sheetName } from '../../../src/pages/reports/exportSheet.ts';
import {
  readFilters,
  readMetric,
  readReportType,
  readResult,
  saveFilters,
  saveMetric,
  saveReportType,
  saveResult,
} from '../../../src/pages/reports/storage.ts';
import { cellText, requestErrors, shownValue, sumTotal } from '../../../src/pages/reports/table.ts';
import { toTonnes, withUnit } from '../../../src/pages/reports/units.ts';
import { STORAGE_KEYS } from '../../../src/providers/storageKeys.ts';

const rows: ImporterProductsRow[] = [
  { importerId: 1, importer: 'Atlantic', byProduct: { ago: 1_000, pms: -537, jet: 0 } },
  { importerId: 2, importer: 'Lone Star', byProduct: { ago: 268, pms: 269, jet: 2_000_000 } },
];

const movement: ProductMovement = {
  importerId: 1,
  importer: 'Atlantic',
  productId: 1,
  product: 'PMS',
  from: '2026-03-01',
  to: '2026-03-31',
  inventories: [{ inventoryId: 1, storageTankNumber: 'T-101' }],
  openingBalance: 500,
  transactions: [
    {
      id: 12,
      movementId: 40,
      date: '2026-03-04',
      type: 'Importation',
      kind: 'shipment',
      status: 'Approved',
      receiver: '-',
      quantity: 1_000,
      isPositive: true,
      runningBalance: 1_500,
      isPending: false,
      grossQuantity: null,
      volumeFactor: null,
    },
    {
      id: 13,
      movementId: 41,
      date: '2026-03-09',
      type: 'Adjustment',
      kind: 'loading_difference',
      status: 'Approved',
      receiver: '-',
      quantity: 2_000,
      isPositive: false,
      runningBalance: -500,
      isPending: false,
      grossQuantity: null,
      volumeFactor: null,
    },
  ],
  closingBalance: -500,
};

describe('report units', () => {
  it('converts gallons to metric tonnes by dividing by 268.47 and rounding toward zero', () => {
    expect([0, 268, 269, 536, 537, 2_000_000, -1, -269].map(toTonnes)).toEqual([0, 0, 1, 1, 2, 7449, 0, -1]);
  });

  it("writes the unit as the spec does: 'Gallon' for 1, 'Gallons' otherwise", () => {
    expect(withUnit(1, 'gallons')).toBe('1 Gallon');
    expect(withUnit(-1, 'gallons')).toBe('(1) Gallon');
    expect(withUnit(0, 'gallons')).toBe('0 Gallons');
    expect(withUnit(1_500, 'gallons')).toBe('1,500 Gallons');
    expect(withUnit(269, 'tonnes')).toBe('1 Tonne');
    expect(withUnit(537, 'tonnes')).toBe('2 Tonnes');
  });
});

describe('report tables', () => {
  const [importer, ago, pms] = importation.columns;

  it('shows quantities with separators, negatives in brackets, zero and non-numbers as 0', () => {
    const text = (column: typeof ago, value: number | string, unit: 'gallons' | 'tonnes') =>
      cellText(column, shownValue(column, { byProduct: { ago: value, pms: value } } as never, unit));
    expect(text(ago, 1_234_567, 'gallons')).toBe('1,234,567');
    expect(text(pms, -537, 'gallons')).toBe('(537)');
    expect(text(pms, -537, 'tonnes')).toBe('(2)');
    expect(text(pms, 0, 'gallons')).toBe('0');
    expect(text(pms, 'n/a', 'gallons')).toBe('0');
    expect(cellText(importer, 'Atlantic')).toBe('Atlantic');
    expect(cellText(productMovement.columns[1], '2026-03-04')).toBe('03/04/2026');
  });

  it("sums the quantity columns into the Total row under 'Total'", () => {
    expect(sumTotal(importation.columns, rows, 'gallons')).toEqual({
      importer: 'Total',
      ago: 1_268,
      pms: -268,
      jet: 2_000_000,
    });
    // In tonnes, the tonnes shown: 3 + 0, -2 + 1, 0 + 7449.
    expect(sumTotal(importation.columns, rows, 'tonnes')).toEqual({
      importer: 'Total',
      ago: 3,
      pms: -1,
      jet: 7449,
    });
  });

  it("checks a report's request with the server's schema, field by field", () => {
    expect(requestErrors(importation, { from: '2026-03-01', to: '2026-03-31' })).toEqual({});
    expect(requestErrors(importation, { from: '2026-03-31', to: '2026-03-01' })).toEqual({
      to: 'From date can not be later than to date.',
    });
    expect(requestErrors(importation, { from: '', to: '2026-03-01' })).toEqual({
      from: 'From date is required.',
    });
    const movementFilters = { ...productMovement.defaults(), importerId: null, productId: 3 };
    expect(requestErrors(productMovement, movementFilters)).toEqual({
      importerId: 'Choose an importer and a product.',
    });
    expect(productMovement.incomplete?.(movementFilters)).toBe('Choose an importer and a product.');
    expect(productMovement.incomplete?.({ ...movementFilters, importerId: 1 })).toBeNull();
  });

  it("narrows Product Movement to a tank through storageTankIds, never the spec's storageTankId", () => {
    const filters = { ...productMovement.defaults(), importerId: 1, productId: 3 };
    expect(productMovement.request(filters)).toMatchObject({ storageTankIds: null });
    expect(productMovement.request({ ...filters, storageTankId: 7 })).toMatchObject({ storageTankIds: [7] });
    expect(productMovement.request({ ...filters, storageTankId: 7 })).not.toHaveProperty('storageTankId');
    expect(requestErrors(productMovement, { ...filters, storageTankId: 7 })).toEqual({});
  });

  it('reads a product movement as the opening, each line signed with its record page, and the closing', () => {
    const lines = productMovement.rows(movement);
    expect(lines.map((l) => [l.type, l.quantity, l.runningBalance, l.link])).toEqual([
      ['Opening Balance', null, 500, null],
      ['Importation', 1_000, 1_500, '/stock-request/detail/12'],
      ['Adjustment', -2_000, -500, '/stock-request/detail/13'],
    ]);
    expect(productMovement.total?.(movement, lines, 'gallons')).toEqual({
      id: 'Closing Balance',
      quantity: -1_000,
      runningBalance: -500,
    });
  });
});

describe('Daily Loading Analysis views', () => {
  const figures = (opening: number, transfers: number, sales: number) => ({
    opening,
    transfers,
    sales,
    closing: opening + transfers - sales,
  });
  const zero = figures(0, 0, 0);
  const row = (distributorId: number | null, order: number | null, pms: number[]): DailyLoadingRow => ({
    importerId: 1,
    importer: 'Atlantic',
    distributorId,
    distributor: distributorId ? `Distributor ${distributorId}` : null,
    transferOrderId: order,
    transferOrderNumber: order ? `TO-${order}` : null,
    byProduct: { pms: figures(pms[0], pms[1], pms[2]), ago: zero, jet: zero },
  });
  const answer: DailyLoading = {
    date: '2026-11-20',
    importers: [row(null, null, [700, 100, 300])],
    distributors: [row(7, null, [500, 100, 200]), row(8, null, [200, 0, 100])],
    transferOrders: [row(7, 71, [500, 0, 200]), row(7, 72, [0, 100, 0]), row(8, 81, [200, 0, 100])],
  };
  const base = { ...dailyLoading.defaults(), date: answer.date };
  const cells = (filters: typeof base) => {
    const shown = dailyLoading.rows(answer, filters);
    const column = (key: string) => dailyLoading.columns.find((c) => c.key === key)!;
    return {
      rows: shown.map((r) => [
        column('distributor').value(r),
        column('transferOrder').value(r),
        column('detail').value(r),
      ]),
      total: dailyLoading.total!(answer, shown, 'gallons'),
      select: shown.map((r) => column('detail').select!(r)),
    };
  };

  it('by Importer/Distributor: a row per pair, labelled with all its orders, with its Detail; the Total sums them', () => {
    const view = cells(base);
    expect(view.rows).toEqual([
      ['Distributor 7', 'TO-71, TO-72', 'Detail'],
      ['Distributor 8', 'TO-81', 'Detail'],
    ]);
    expect(view.select[0]).toEqual({ detail: { importerId: 1, distributorId: 7 } });
    expect([view.total['pms-opening'], view.total['pms-sales'], view.total['pms-closing']]).toEqual([
      700, 300, 500,
    ]);
  });

  it("a pair's row names all its orders, never the one number a sum might carry", () => {
    const labelled = {
      ...answer,
      distributors: answer.distributors.map((r) => ({
        ...r,
        transferOrderId: 71,
        transferOrderNumber: 'TO-71',
      })),
    };
    const column = dailyLoading.columns.find((c) => c.key === 'transferOrder')!;
    expect(dailyLoading.rows(labelled, base).map((r) => column.value(r))).toEqual(['TO-71, TO-72', 'TO-81']);
    const detail = dailyLoading.rows(labelled, { ...base, detail: { importerId: 1, distributorId: 7 } });
    expect(detail.map((r) => column.value(r))).toEqual(['Summary', 'TO-71', 'TO-72']);
  });

  it("a Detail shows the pair's summary and its transfer orders; the Total counts the orders only", () => {
    const view = cells({ ...base, detail: { importerId: 1, distributorId: 7 } });
    expect(view.rows).toEqual([
      ['Distributor 7', 'Summary', null],
      ['Distributor 7', 'TO-71', null],
      ['Distributor 7', 'TO-72', null],
    ]);
    expect(view.select).toEqual([null, null, null]);
    expect([view.total['pms-opening'], view.total['pms-transfers'], view.total['pms-closing']]).toEqual([
      500, 100, 400,
    ]);
  });

  it('by Transfer Orders: every order, no Detail; only a change of date reloads', () => {
    expect(cells({ ...base, view: 'transferOrder' }).rows.map((r) => r[1])).toEqual([
      'TO-71',
      'TO-72',
      'TO-81',
    ]);
    expect(dailyLoading.reloadOn!(base, { ...base, view: 'transferOrder' })).toBe(false);
    expect(dailyLoading.reloadOn!(base, { ...base, date: '2026-11-19' })).toBe(true);
  });
});

describe('the exported spreadsheet', () => {
  it('holds numbers as numbers, days as dates, the unit in the headings and the Total row', async () => {
    const data = sheetData(productMovement, movement, 'gallons');
    const buffer = await writeExcelFile(data, { sheet: sheetName(productMovement.title) }).toBuffer();
    const read = await readSheet(buffer);
    expect(read[0]).toEqual([
      'Id',
      'Date',
      'Type',
      'Status',
      'Receiver',
      'Gross × Factor',
      'Quantity (Gallons)',
      'Running Balance (Gallons)',
    ]);
    expect(read[1]).toEqual([
      null,
      new Date(Date.UTC(2026, 2, 1)),
      'Opening Balance',
      null,
      null,
      null,
      null,
      500,
    ]);
    expect(read[3]).toEqual([
      '13',
      new Date(Date.UTC(2026, 2, 9)),
      'Adjustment',
      'Approved',
      '-',
      null,
      -2_000,
      -500,
    ]);
    expect(read.at(-1)).toEqual(['Closing Balance', null, null, null, null, null, -1_000, -500]);
  });

  it('writes the figures in metric tonnes when the table shows them', async () => {
    const data = sheetData(importation, rows, 'tonnes');
    const read = await readSheet(await writeExcelFile(data).toBuffer());
    expect(read).toEqual([
      ['Importer', 'AGO (Metric Tonnes)', 'PMS (Metric Tonnes)', 'JET-A1 (Metric Tonnes)'],
      ['Atlantic', 3, -2, 0],
      ['Lone Star', 0, 1, 7449],
      // The total in tonnes is the sum of the tonnes shown.
      ['Total', 3, -1, 7449],
    ]);
  });

  it("names the sheet after the report, within the spreadsheet's 31 characters", () => {
    expect(sheetName('Stock Balance Summary - Products')).toBe('Stock Balance Summary - Product');
  });
});

describe('what the reporting page remembers', () => {
  it('the report type, only when it is one of the list', () => {
    expect(readReportType([0, 1, 8])).toBe(0);
    saveReportType(8);
    expect(readReportType([0, 1, 8])).toBe(8);
    localStorage.setItem(STORAGE_KEYS.reportType, '42');
    expect(readReportType([0, 1, 8])).toBe(0);
  });

  it('the metric tonnes preference and the filters, per report', () => {
    saveMetric(3, true);
    saveFilters(3, { from: '2026-01-01', to: '2026-01-31' });
    expect([readMetric(3), readMetric(6)]).toEqual([true, false]);
    expect(readFilters(3)).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(readFilters(6)).toBeUndefined();
  });

  it('the results, for the user who read them and no one else', () => {
    const result = { filters: {}, answer: rows, at: '2026-03-31T10:00:00.000Z' };
    saveResult(3, 7, result);
    expect(readResult(3, 7)).toEqual(result);
    expect(readResult(3, 8)).toBeNull();
    saveResult(1, 8, result);
    expect(readResult(3, 7)).toBeNull();
    expect(readResult(1, 8)).toEqual(result);
  });

  it('survives storage that is full or holds something unreadable', () => {
    localStorage.setItem(STORAGE_KEYS.reportMetric, '{not json');
    expect(readMetric(3)).toBe(false);
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    try {
      expect(() => saveResult(1, 7, { filters: {}, answer: rows, at: '' })).not.toThrow();
    } finally {
      Storage.prototype.setItem = setItem;
    }
  });
});
