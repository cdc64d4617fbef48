import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DashboardAnswer } from '../../../schemas/dashboard.ts';
import { loadConfig } from '../../../server/config.ts';
import { DAYS_OF_COVER_REUSE_MS, daysOfCover } from '../../../server/domain/days-of-cover.ts';
import { caller, createTestApp, signIn, type TestApp } from '../../helpers/app.ts';
import { newImporter, type TestImporter } from '../ledger/fixtures.ts';
import { type Call, day, postSales, stockUpdate } from '../reports/fixtures.ts';

// Days of cover (issue 20, item 3) on a made-up history of two products of their own, beside the demo's:
// per product the national stock today over the average daily sales of the 30 days ending today.

let t: TestApp;
let admin: Call;
let stockControl: Call;
let a: TestImporter;
let b: TestImporter;

async function product(name: string, tanks: string[]) {
  const { id } = await t.db.db
    .insertInto('products')
    .values({ name, unitOfMeasure: 'Gallons' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db.db
    .insertInto('storageTanks')
    .values(tanks.map((number) => ({ number, productId: id })))
    .execute();
  return id;
}

const ship = (importer: TestImporter, inventory: number, quantity: number, daysAgo = 40) =>
  stockUpdate(t, {
    createdDate: day(daysAgo),
    stockUpdateType: 0,
    importerId: importer.importerId,
    inventoryInfos: [{ inventoryId: importer.inventories[inventory], quantity }],
  });

let kerosene: number;
let bitumen: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = caller(t.app, await signIn(t.app, 'admin@ppms.demo'));
  stockControl = caller(t.app, await signIn(t.app, 'marketing@ppms.demo'));
  kerosene = await product('Cover Test Kerosene', ['CT-1', 'CT-2']);
  bitumen = await product('Cover Test Bitumen', ['CT-3']);
  a = await newImporter(t, admin, 'Cover Importer A', ['CT-1', 'CT-3']);
  b = await newImporter(t, admin, 'Cover Importer B', ['CT-2']);
  await ship(a, 0, 20_000);
  await ship(a, 1, 5_000);
  // Stock in within the 30 days: held, not sold.
  await ship(a, 1, 1_000, 5);
  await ship(b, 0, 5_000);
  await postSales(
    t,
    [
      { inventoryId: a.inventories[0], quantity: 9_000, date: day(30) }, // the day before the 30 days
      { inventoryId: a.inventories[0], quantity: 6_000, date: day(29) }, // their first day
      { inventoryId: a.inventories[0], quantity: 3_000, date: day(0) }, // today
      { inventoryId: b.inventories[0], quantity: 3_000, date: day(10) },
    ],
    { records: false },
  );
});
afterAll(() => t.close());

const dashboardOf = async (call: Call) => {
  const response = await call('GET', 'Dashboard');
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as DashboardAnswer;
};

describe('days of cover', () => {
  it('divides the national stock by the average daily sales of the last 30 days, flagged below 15', async () => {
    const cover = (await dashboardOf(stockControl)).daysOfCover!;
    expect(cover).toMatchObject({ asOf: day(0), threshold: 15 });
    // Kerosene: 20,000 + 5,000 in, 21,000 sold: 4,000 left; 12,000 sold in the 30 days, 400 a day.
    expect(cover.products.find((p) => p.productId === kerosene)).toEqual({
      productId: kerosene,
      productName: 'Cover Test Kerosene',
      stockBalance: 4_000,
      sales30Days: 12_000,
      averageDailySales: 400,
      daysOfCover: 10,
      isBelowThreshold: true,
    });
  });

  it("says 'no sales' (null) rather than infinity, and does not flag it", async () => {
    const cover = (await dashboardOf(admin)).daysOfCover!;
    expect(cover.products.find((p) => p.productId === bitumen)).toMatchObject({
      stockBalance: 6_000,
      sales30Days: 0,
      averageDailySales: 0,
      daysOfCover: null,
      isBelowThreshold: false,
    });
  });

  it('gives each importer its own cover of each product it holds or sold', async () => {
    const cover = (await dashboardOf(admin)).daysOfCover!;
    const mine = cover.importers
      .filter((row) => [a.importerId, b.importerId].includes(row.importerId))
      .map((row) => [
        row.importerName,
        row.productName,
        row.stockBalance,
        row.daysOfCover,
        row.isBelowThreshold,
      ]);
    expect(mine).toEqual([
      ['Cover Importer A', 'Cover Test Bitumen', 6_000, null, false],
      // A: 2,000 left, 9,000 sold in the 30 days (300 a day): 6.7 days. B: 2,000 left, 100 a day: 20 days.
      ['Cover Importer A', 'Cover Test Kerosene', 2_000, 6.7, true],
      ['Cover Importer B', 'Cover Test Kerosene', 2_000, 20, false],
    ]);
  });

  it('flags against the configured threshold', async () => {
    const cover = await daysOfCover(t.db, 25);
    const b20 = cover.importers.find((row) => row.importerId === b.importerId);
    expect(b20).toMatchObject({ daysOfCover: 20, isBelowThreshold: true });
    expect(loadConfig({}).daysOfCoverThreshold).toBe(15);
    expect(loadConfig({ PPMS_DAYS_OF_COVER_THRESHOLD: '7.5' }).daysOfCoverThreshold).toBe(7.5);
    expect(() => loadConfig({ PPMS_DAYS_OF_COVER_THRESHOLD: '0' })).toThrow(/PPMS_DAYS_OF_COVER_THRESHOLD/);
  });

  it('is computed again at once after a posting, and reused only while the ledger stands still', async () => {
    const keroseneStock = async () =>
      (await daysOfCover(t.db, 15)).products.find((p) => p.productId === kerosene)!.stockBalance;
    expect(await keroseneStock()).toBe(4_000);
    // Behind the ledger's back (no new movement): the answer is reused, for the reuse time only.
    const inventory = a.inventories[0];
    const today = sql`(select max(day) from ledger_balances where inventory_id = ${inventory})`;
    await sql`update ledger_balances set shipment = shipment + 1 where inventory_id = ${inventory}
      and day = ${today}`.execute(t.db.db);
    try {
      expect(await keroseneStock()).toBe(4_000);
      const now = Date.now();
      const later = vi.spyOn(Date, 'now').mockReturnValue(now + DAYS_OF_COVER_REUSE_MS);
      try {
        expect(await keroseneStock()).toBe(4_001);
      } finally {
        later.mockRestore();
      }
    } finally {
      await sql`update ledger_balances set shipment = shipment - 1 where inventory_id = ${inventory}
        and day = ${today}`.execute(t.db.db);
    }
    // A posting: the next answer has it, whatever the reuse time.
    await postSales(t, [{ inventoryId: inventory, quantity: 500, date: day(0) }], { records: false });
    expect(await keroseneStock()).toBe(3_500);
  });

  it('is left out of the dashboard of the other roles', async () => {
    expect((await dashboardOf(a.importer)).daysOfCover).toBeNull();
  });
});
