import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LossFlags, LossRow } from '../../../schemas/reports/answers.ts';
import { REPORT_MESSAGES } from '../../../schemas/reports/payloads.ts';
import { caller, createTestApp, signIn, type TestApp } from '../../helpers/app.ts';
import { newImporter, type TestImporter } from '../ledger/fixtures.ts';
import { type Call, day, postSales, stockUpdate } from './fixtures.ts';

// The loss tolerance (issue 12, item 5): the difference reports flag a loss above a percent of the stock
// the importer handled in the period plus some gallons; an administrator sets both; the dashboard of
// administrators and stock control counts this month's flags.

let t: TestApp;
let admin: Call;
let stockControl: Call;
let importer: TestImporter;
/** An importer whose one loss the temperature explains whole. */
let kept: TestImporter;
const thisMonth = { from: `${day(0).slice(0, 8)}01`, to: day(0) };

beforeAll(async () => {
  t = await createTestApp();
  admin = caller(t.app, await signIn(t.app, 'admin@ppms.demo'));
  stockControl = caller(t.app, await signIn(t.app, 'marketing@ppms.demo'));
  importer = await newImporter(t, admin, 'Tolerance Test Importer', ['T-101', 'T-201']);
  kept = await newImporter(t, admin, 'Temperature Kept Importer', ['T-101']);
});
afterAll(() => t.close());

const [pmsInventory, agoInventory] = [0, 1];

const loss = (type: 3 | 4, inventory: number, quantity: number) =>
  stockUpdate(t, {
    createdDate: day(0),
    stockUpdateType: type,
    importerId: importer.importerId,
    inventoryInfos: [{ inventoryId: importer.inventories[inventory], quantity }],
  });

const rowOf = async (type: 3 | 4) => {
  const response = await stockControl('POST', 'Report/LosesReport', { ...thisMonth, type });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as LossRow[]).find((r) => r.importerId === importer.importerId);
};
const flags = async () => (await stockControl('GET', 'Report/LossesOverTolerance')).json() as LossFlags;
/** What the two reports flag this month, counted: the dashboard's count must be the same. */
const flaggedInReports = async (): Promise<LossFlags> => {
  const count = async (type: 3 | 4) => {
    const response = await stockControl('POST', 'Report/LosesReport', { ...thisMonth, type });
    return (response.json() as LossRow[]).filter((row) => row.isOverTolerance).length;
  };
  return { ...thisMonth, overnight: await count(3), loading: await count(4) };
};

describe('loss tolerance', () => {
  it('is 0.5% of the stock handled plus 130 gallons until an administrator changes it', async () => {
    expect((await stockControl('GET', 'Report/LossTolerance')).json()).toEqual({
      percent: 0.5,
      gallons: 130,
    });
  });

  it('flags a loss above the tolerance, and only above it, per product', async () => {
    // Handled this month: 100,000 shipped and 20,000 sold of PMS (0.5% of 120,000 = 600, + 130 = 730).
    await stockUpdate(t, {
      createdDate: day(0),
      stockUpdateType: 0,
      importerId: importer.importerId,
      inventoryInfos: [{ inventoryId: importer.inventories[pmsInventory], quantity: 100_000 }],
    });
    await postSales(t, [{ inventoryId: importer.inventories[pmsInventory], quantity: 20_000, date: day(0) }]);
    const before = await flags();
    await loss(4, pmsInventory, 730);
    let row = await rowOf(4);
    expect(row).toMatchObject({
      byProduct: { pms: 730, ago: 0, jet: 0 },
      handledByProduct: { pms: 120_000, ago: 0, jet: 0 },
      toleranceByProduct: { pms: 730, ago: 130, jet: 130 },
      overToleranceByProduct: { pms: false, ago: false, jet: false },
      isOverTolerance: false,
    });
    expect(await flags()).toEqual(before);
    await loss(4, pmsInventory, 1);
    row = await rowOf(4);
    expect(row?.byProduct.pms).toBe(731);
    expect(row?.overToleranceByProduct).toEqual({ pms: true, ago: false, jet: false });
    expect(row?.isOverTolerance).toBe(true);
    expect(await flags()).toEqual({ ...before, loading: before.loading + 1 });
    // Overnight differences are weighed on their own: 131 gallons of AGO with nothing handled is over.
    expect(await rowOf(3)).toBeUndefined();
    // Stock received last month is there to lose (no balance goes below zero) but not handled this month.
    const lastMonth = new Date(Date.parse(thisMonth.from) - 86_400_000).toISOString().slice(0, 10);
    await stockUpdate(t, {
      createdDate: lastMonth,
      stockUpdateType: 0,
      importerId: importer.importerId,
      inventoryInfos: [{ inventoryId: importer.inventories[agoInventory], quantity: 1_000 }],
    });
    await loss(3, agoInventory, 131);
    expect((await rowOf(3))?.overToleranceByProduct).toEqual({ pms: false, ago: true, jet: false });
    expect(await flags()).toEqual({
      ...before,
      overnight: before.overnight + 1,
      loading: before.loading + 1,
    });
  });

  it("the dashboard's count is what the reports flag, an importer the temperature kept included", async () => {
    // A loss the temperature explains whole: the loading difference report keeps its importer, unflagged.
    const cold = { temperature: 30, gravity: 56.5 };
    const receipt = await stockUpdate(t, {
      createdDate: day(0),
      stockUpdateType: 0,
      importerId: kept.importerId,
      inventoryInfos: [{ inventoryId: kept.inventories[0], quantity: 50_000, ...cold }],
    });
    const { net } = await t.db.db
      .selectFrom('stockUpdateLines')
      .select(({ fn }) => fn.sum<number>('quantity').as('net'))
      .where('stockUpdateId', '=', receipt)
      .executeTakeFirstOrThrow();
    const contraction = Number(net) - 50_000;
    await stockUpdate(t, {
      createdDate: day(0),
      stockUpdateType: 4,
      importerId: kept.importerId,
      inventoryInfos: [
        { inventoryId: kept.inventories[0], quantity: contraction, measuredVolume: 50_000, ...cold },
      ],
    });
    const row = (
      (await stockControl('POST', 'Report/LosesReport', { ...thisMonth, type: 4 })).json() as LossRow[]
    ).find((r) => r.importerId === kept.importerId);
    expect(row).toMatchObject({ byProduct: { pms: 0 }, isOverTolerance: false });
    expect(row?.grossByProduct.pms).toBeGreaterThan(0);
    const expected = await flaggedInReports();
    expect(expected.overnight + expected.loading).toBeGreaterThan(0);
    expect(await flags()).toEqual(expected);
  });

  it('an administrator changes it, and the flags follow', async () => {
    const before = await flags();
    const saved = await admin('PUT', 'Report/LossTolerance', { percent: 1, gallons: 0 });
    expect(saved.json()).toEqual({ message: REPORT_MESSAGES.toleranceSaved, percent: 1, gallons: 0 });
    expect((await stockControl('GET', 'Report/LossTolerance')).json()).toEqual({ percent: 1, gallons: 0 });
    // 1% of 120,000 = 1,200: the 731 gallons of PMS are within it now.
    const row = await rowOf(4);
    expect(row?.toleranceByProduct.pms).toBe(1_200);
    expect(row?.isOverTolerance).toBe(false);
    expect((await flags()).loading).toBeLessThanOrEqual(before.loading - 1);
    await admin('PUT', 'Report/LossTolerance', { percent: 0.5, gallons: 130 });
    expect((await flags()).loading).toBe(before.loading);
  });

  it('only an administrator may change it, and only to sensible values', async () => {
    expect((await stockControl('PUT', 'Report/LossTolerance', { percent: 1, gallons: 10 })).statusCode).toBe(
      403,
    );
    for (const [body, field, message] of [
      [{ percent: 101, gallons: 10 }, 'percent', REPORT_MESSAGES.percentInvalid],
      [{ percent: -0.1, gallons: 10 }, 'percent', REPORT_MESSAGES.percentInvalid],
      [{ percent: '1', gallons: 10 }, 'percent', REPORT_MESSAGES.percentInvalid],
      [{ gallons: 10 }, 'percent', REPORT_MESSAGES.percentInvalid],
      [{ percent: 1, gallons: 1.5 }, 'gallons', REPORT_MESSAGES.gallonsInvalid],
      [{ percent: 1, gallons: -1 }, 'gallons', REPORT_MESSAGES.gallonsInvalid],
      [{ percent: 1, gallons: 100_000_001 }, 'gallons', REPORT_MESSAGES.gallonsInvalid],
      [{ percent: 1, gallons: null }, 'gallons', REPORT_MESSAGES.gallonsInvalid],
    ] as const) {
      const response = await admin('PUT', 'Report/LossTolerance', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors[field]).toBe(message);
    }
    expect((await stockControl('GET', 'Report/LossTolerance')).json()).toEqual({
      percent: 0.5,
      gallons: 130,
    });
  });

  it("the month's count is for administrators and stock control", async () => {
    for (const email of ['importer@ppms.demo', 'operations@ppms.demo', 'finance@ppms.demo']) {
      const other = caller(t.app, await signIn(t.app, email));
      expect((await other('GET', 'Report/LossesOverTolerance')).statusCode, email).toBe(403);
    }
    expect((await admin('GET', 'Report/LossesOverTolerance')).json()).toEqual(await flags());
  });
});
