import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImporterProductsRow, ProductKey, TankSalesRow } from '../../../schemas/reports/answers.ts';
import { caller, createTestApp, signIn, type TestApp } from '../../helpers/app.ts';
import { idOf } from '../master-data/roles.ts';
import { type Call, day, generator, postSales, stockUpdate } from './fixtures.ts';

// Sales By Importer and Sales By Tank (reports 4 and 5) against the sales posted: sale movements, as
// issuing a filling advice note posts one per delivery-order line. The expected figures are summed here
// from the sales as they were posted; the reports read the ledger's summaries.

interface Sale {
  inventoryId: number;
  importerId: number;
  storageTankId: number;
  tank: string;
  product: ProductKey;
  quantity: number;
  date: string;
}

let t: TestApp;
let analyst: Call;
let importerUser: Call;
let distributorUser: Call;
let atlantic: number;
const sales: Sale[] = [];
const PERIODS = [
  [day(365), day(0)],
  [day(200), day(95)],
  [day(61), day(31)],
  [day(3), day(3)],
] as const;

beforeAll(async () => {
  t = await createTestApp();
  analyst = caller(t.app, await signIn(t.app, 'marketing@ppms.demo'));
  importerUser = caller(t.app, await signIn(t.app, 'importer@ppms.demo'));
  distributorUser = caller(t.app, await signIn(t.app, 'distributor@ppms.demo'));
  atlantic = await idOf(t, 'importers', 'Atlantic Petroleum Importers');
  const inventories = await t.db.db
    .selectFrom('inventories as i')
    .innerJoin('storageTanks as st', 'st.id', 'i.storageTankId')
    .innerJoin('products as p', 'p.id', 'st.productId')
    .select([
      'i.id as inventoryId',
      'i.importerId',
      'i.storageTankId',
      'st.number as tank',
      'p.name as product',
    ])
    .orderBy('i.id')
    .execute();
  const random = generator(5);
  for (const inventory of inventories) {
    // Not every inventory sells: some tanks and importers have no row.
    if (random(0, 3) === 0) continue;
    for (let daysAgo = 330; daysAgo >= 0; daysAgo -= random(15, 60)) {
      sales.push({
        ...inventory,
        product: inventory.product.toLowerCase().replace('jet-a1', 'jet') as ProductKey,
        quantity: random(1, 400) * 25,
        date: day(daysAgo),
      });
    }
  }
  sales.push({ ...sales[0], quantity: 1, date: day(3) });
  // Stock before the first sale: no sale takes a balance below zero (the ledger's invariant).
  for (const inventoryId of new Set(sales.map((sale) => sale.inventoryId))) {
    const inventory = inventories.find((i) => i.inventoryId === inventoryId)!;
    await stockUpdate(t, {
      createdDate: day(331),
      stockUpdateType: 0,
      importerId: inventory.importerId,
      inventoryInfos: [{ inventoryId, quantity: 10_000_000 }],
    });
  }
  // The demo's own sales (its issued filling advice notes) are in the ledger already: they count too.
  const demo = await t.db.db
    .selectFrom('ledgerMovements as m')
    .innerJoin('inventories as i', 'i.id', 'm.inventoryId')
    .innerJoin('storageTanks as st', 'st.id', 'i.storageTankId')
    .innerJoin('products as p', 'p.id', 'st.productId')
    .where('m.kind', '=', 'sale')
    .select([
      'm.inventoryId',
      'i.importerId',
      'i.storageTankId',
      'st.number as tank',
      'p.name as product',
      'm.quantity',
      'm.effectiveDate as date',
    ])
    .execute();
  await postSales(t, sales);
  for (const sale of demo) {
    sales.push({
      ...sale,
      product: sale.product.toLowerCase().replace('jet-a1', 'jet') as ProductKey,
      quantity: -sale.quantity,
    });
  }
});
afterAll(() => t.close());

const ask = async <T>(call: Call, path: string, body: unknown): Promise<T> => {
  const response = await call('POST', path, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
};

/** The posted sales of a period summed by a key, per product. */
function expected(from: string, to: string, keyOf: (sale: Sale) => number, only = (_: Sale) => true) {
  const sums = new Map<number, Record<ProductKey, number>>();
  for (const sale of sales.filter((s) => s.date >= from && s.date <= to && only(s))) {
    const row = sums.get(keyOf(sale)) ?? { ago: 0, pms: 0, jet: 0 };
    row[sale.product] += sale.quantity;
    sums.set(keyOf(sale), row);
  }
  return sums;
}

const byKey = <R>(rows: R[], key: (row: R) => number, values: (row: R) => Record<ProductKey, number>) =>
  new Map(rows.map((row) => [key(row), values(row)]));

describe('Sales By Importer and Sales By Tank', () => {
  it('Sales By Importer = the sales posted, per importer and product, in whole and partial months', async () => {
    for (const [from, to] of PERIODS) {
      const report = await ask<ImporterProductsRow[]>(analyst, 'Report/SalesByImporter', { from, to });
      const wanted = expected(from, to, (s) => s.importerId);
      expect(wanted.size, `${from}..${to}`).toBeGreaterThan(0);
      expect(
        byKey(
          report,
          (r) => r.importerId,
          (r) => r.byProduct,
        ),
        `${from}..${to}`,
      ).toEqual(wanted);
    }
  });

  it('Sales By Tank = the sales posted from each tank; summed, they are Sales By Importer summed', async () => {
    for (const [from, to] of PERIODS) {
      const tanks = await ask<TankSalesRow[]>(analyst, 'Report/SalesByTanks', { from, to });
      expect(
        byKey(
          tanks,
          (r) => r.storageTankId,
          (r) => r.byProduct,
        ),
        `${from}..${to}`,
      ).toEqual(expected(from, to, (s) => s.storageTankId));
      const importers = await ask<ImporterProductsRow[]>(analyst, 'Report/SalesByImporter', { from, to });
      for (const key of ['ago', 'pms', 'jet'] as const) {
        const sum = (rows: { byProduct: Record<ProductKey, number> }[]) =>
          rows.reduce((total, row) => total + row.byProduct[key], 0);
        expect(sum(tanks), `${key} ${from}..${to}`).toBe(sum(importers));
      }
      for (const row of tanks) {
        expect(row.tank).toBe(sales.find((sale) => sale.storageTankId === row.storageTankId)?.tank);
        // A tank holds one product: one column carries its sales.
        expect(Object.values(row.byProduct).filter((v) => v !== 0)).toHaveLength(1);
      }
    }
  });

  it("an importer user sees its own importer's sales, from each tank; a distributor user none", async () => {
    const [from, to] = PERIODS[0];
    const own = await ask<ImporterProductsRow[]>(importerUser, 'Report/SalesByImporter', { from, to });
    const staff = await ask<ImporterProductsRow[]>(analyst, 'Report/SalesByImporter', { from, to });
    expect(own).toEqual(staff.filter((row) => row.importerId === atlantic));
    expect(own).toHaveLength(1);
    const tanks = await ask<TankSalesRow[]>(importerUser, 'Report/SalesByTanks', { from, to });
    expect(
      byKey(
        tanks,
        (r) => r.storageTankId,
        (r) => r.byProduct,
      ),
    ).toEqual(
      expected(
        from,
        to,
        (s) => s.storageTankId,
        (s) => s.importerId === atlantic,
      ),
    );
    expect(await ask(distributorUser, 'Report/SalesByImporter', { from, to })).toEqual([]);
    expect(await ask(distributorUser, 'Report/SalesByTanks', { from, to })).toEqual([]);
  });
});
