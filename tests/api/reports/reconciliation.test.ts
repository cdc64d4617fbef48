import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shiftDay } from '../../../schemas/dates.ts';
import type {
  ImporterProductsRow,
  LossRow,
  ProductMovement,
  Reconciliation,
  StockBalanceRow,
} from '../../../schemas/reports/answers.ts';
import { postMovements } from '../../../server/domain/ledger/index.ts';
import { sealReconciliation } from '../../../server/domain/reports/reconciliation-seals.ts';
import { caller, createTestApp, signIn, type TestApp } from '../../helpers/app.ts';
import { behindTheApplication } from '../ledger/fixtures.ts';
import {
  approvedRequests,
  type Call,
  day,
  generateHistory,
  ledgerSums,
  postSales,
  type Stake,
  stakes,
} from './fixtures.ts';

// Issue 12, 'Checked by': every report agrees with the ledger to the gallon, on generated history. The
// expected figures are read independently: balances straight from the movements (the reports read the
// summaries), importation and losses from the requests themselves (the reports read the ledger).

let t: TestApp;
let analyst: Call;
let all: Stake[];
const START = day(400);
const TODAY = day(0);
/** Month ends, month starts, mid-month days and today: whole months and partial ones both. */
const DATES = [day(300), day(200), day(95), day(61), day(31), day(1), TODAY];

beforeAll(async () => {
  t = await createTestApp();
  expect(await generateHistory(t)).toBeGreaterThan(50);
  analyst = caller(t.app, await signIn(t.app, 'marketing@ppms.demo'));
  all = await stakes(t);
});
afterAll(() => t.close());

const productName = async (productId: number) =>
  (await t.db.db.selectFrom('products').select('name').where('id', '=', productId).executeTakeFirstOrThrow())
    .name;

/** Whether the reconciliation's closed months are sealed before each report asks for it. */
let sealing = false;

const ask = async <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
  if (sealing && path === 'Report/StockReconciliation') await sealReconciliation(t.db);
  const response = await analyst(method, path, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
};

const movement = (importerId: number, productId: number, from: string, to: string) =>
  ask<ProductMovement>('POST', 'Report/ProductMovement', {
    importerId,
    productId,
    storageTankId: null,
    from,
    to,
    onlyFulfilledAndApproved: true,
  });

/** For every importer and product: Stock Balance as of D = Product Movement closing at D = ledger sum. */
async function expectBalancesAgree() {
  const pairs = [...new Map(all.map((s) => [`${s.importerId}:${s.productId}`, s])).values()];
  for (const date of DATES) {
    const report = await ask<StockBalanceRow[]>(
      'GET',
      `Report/ImporterStockBalanceByProduct?selectedDate=${date}`,
    );
    const ledger = await ledgerSums(t, date);
    for (const { importerId, productId } of pairs) {
      const key = (await productName(productId)).toLowerCase() as 'ago' | 'pms' | 'jet';
      const expected = ledger.find((r) => r.importerId === importerId && r.productId === productId)!.balance;
      const row = report.find((r) => r.importerId === importerId)!;
      expect(row.balanceByProduct[key], `stock balance of ${importerId}/${key} on ${date}`).toBe(expected);
      const moved = await movement(importerId, productId, START, date);
      expect(moved.closingBalance, `product movement closing of ${importerId}/${key} on ${date}`).toBe(
        expected,
      );
      // The table reads: the opening, each line signed, the running balance carried, the closing.
      let running = moved.openingBalance;
      for (const line of moved.transactions) {
        running += line.isPositive ? line.quantity : -line.quantity;
        expect(line.runningBalance).toBe(running);
      }
      expect(running).toBe(moved.closingBalance);
    }
  }
}

describe('reports reconciled with the ledger', () => {
  it('Stock Balance as of D = Product Movement closing at D = the ledger sum as of D', async () => {
    await expectBalancesAgree();
  });

  it.each([
    ['Importation', 0, 'Report/Importation', {}],
    ['Overnight Differences', 3, 'Report/LosesReport', { type: 3 }],
    ['Loading Differences', 4, 'Report/LosesReport', { type: 4 }],
  ] as const)(
    '%s = the approved requests of that type, per importer and product',
    async (_, type, path, extra) => {
      for (const [from, to] of [
        [day(365), TODAY],
        [day(200), day(95)],
        [day(61), day(31)],
      ]) {
        const report = await ask<(ImporterProductsRow | LossRow)[]>('POST', path, { from, to, ...extra });
        const expected = await approvedRequests(t, type, from, to);
        const importers = [...new Set(expected.map((r) => r.importerId))].sort((a, b) => a - b);
        expect(report.map((r) => r.importerId).sort((a, b) => a - b)).toEqual(importers);
        for (const row of report) {
          for (const key of ['ago', 'pms', 'jet'] as const) {
            const wanted =
              expected.find((r) => r.importerId === row.importerId && r.product === key)?.quantity ?? 0;
            expect(row.byProduct[key], `${path} ${row.importer} ${key} ${from}..${to}`).toBe(wanted);
          }
        }
      }
    },
  );
});

// Each way: comparing every day again, and reading the closed months from their seals, made afresh
// before each report (reconciliation-seals.ts). Changes behind the application then meet sealed months:
// their triggers must unseal them for the report to see the change.
for (const sealed of [false, true]) {
  describe(`Stock Reconciliation, ${sealed ? 'the closed months sealed' : 'nothing sealed'}`, () => {
    beforeAll(() => {
      sealing = sealed;
    });

    it('Stock Reconciliation lists no break on a healthy database, and agrees with itself', async () => {
      const report = await ask<Reconciliation>('POST', 'Report/StockReconciliation', {
        from: day(200),
        to: TODAY,
      });
      expect(report.brokenInventories).toBe(0);
      expect(report.inventories.filter((i) => i.isBroken)).toEqual([]);
      expect(report.inventories).toHaveLength(all.length);
      for (const row of report.inventories) {
        const { opening, closing } = row;
        const net =
          row.shipments.ledger +
          row.overages.ledger -
          row.shortages.ledger -
          row.overnightDifferences.ledger -
          row.loadingDifferences.ledger +
          row.transfersIn.ledger -
          row.transfersOut.ledger -
          row.sales.ledger;
        expect(opening.ledger + net).toBe(closing.ledger);
        expect(closing.ledger).toBe(closing.records);
        expect(closing.summaries).toBe(closing.ledger);
      }
      // The per importer-product rows are the inventories summed.
      for (const total of report.byImporterProduct) {
        const parts = report.inventories.filter(
          (i) => i.importerId === total.importerId && i.productId === total.productId,
        );
        expect(total.closing.ledger).toBe(parts.reduce((sum, i) => sum + i.closing.ledger, 0));
        expect(total.shipments.records).toBe(parts.reduce((sum, i) => sum + i.shipments.records, 0));
      }
    });

    it('sales count in every balance and meet their fulfilled delivery orders; a sale without one is a break', async () => {
      // Two inventories of different importer-products (the first importer holds two PMS tanks).
      const [first] = all;
      const second = all.find((s) => s.importerId !== first.importerId || s.productId !== first.productId)!;
      // What the demo's issued notes sold already, on both sides.
      const demo = await ask<Reconciliation>('POST', 'Report/StockReconciliation', {
        from: day(200),
        to: TODAY,
      });
      const soldBefore = (inventoryId: number) =>
        demo.inventories.find((i) => i.inventoryId === inventoryId)!.sales;
      const plus = (inventoryId: number, ledger: number, records: number) => {
        const before = soldBefore(inventoryId);
        return {
          ledger: before.ledger + ledger,
          records: before.records + records,
          summaries: before.summaries + ledger,
        };
      };
      const orders = await postSales(t, [
        { inventoryId: first.inventoryId, quantity: 12_345, date: day(100) },
        { inventoryId: first.inventoryId, quantity: 2_000, date: day(30) },
        { inventoryId: second.inventoryId, quantity: 777, date: day(1) },
      ]);
      await expectBalancesAgree();
      const moved = await movement(first.importerId, first.productId, day(120), TODAY);
      const sales = moved.transactions.filter((line) => line.type === 'Sale' && orders.includes(line.id));
      expect(sales.map((line) => [line.id, line.quantity, line.isPositive, line.kind, line.status])).toEqual([
        [orders[0], 12_345, false, 'sale', 'Fulfilled'],
        [orders[1], 2_000, false, 'sale', 'Fulfilled'],
      ]);
      const healthy = await ask<Reconciliation>('POST', 'Report/StockReconciliation', {
        from: day(200),
        to: TODAY,
      });
      expect(healthy.brokenInventories).toBe(0);
      const row = healthy.inventories.find((i) => i.inventoryId === first.inventoryId)!;
      expect(row.sales).toEqual(plus(first.inventoryId, 14_345, 14_345));

      // A sale no delivery order made.
      const [stray] = await postSales(t, [{ inventoryId: second.inventoryId, quantity: 500, date: day(2) }], {
        records: false,
      });
      const report = await ask<Reconciliation>('POST', 'Report/StockReconciliation', {
        from: day(200),
        to: TODAY,
      });
      expect(report.inventories.filter((i) => i.isBroken).map((i) => i.inventoryId)).toEqual([
        second.inventoryId,
      ]);
      const broken = report.inventories[0];
      expect(broken.sales).toEqual(plus(second.inventoryId, 1_277, 777));
      expect(broken.breaks.map((b) => [b.sourceType, b.sourceId, b.kind, b.ledger, b.records])).toEqual([
        ['DeliveryOrder', stray, 'sale', -500, 0],
      ]);
      // A correction (a new movement giving the stray sale back) heals it, as the ledger is append-only.
      await t.db.transaction((tx) =>
        postMovements(tx, [
          {
            inventoryId: second.inventoryId,
            quantity: 500,
            kind: 'sale',
            effectiveDate: day(2),
            sourceType: 'DeliveryOrder',
            sourceId: stray,
            userId: null,
          },
        ]),
      );
    });

    it("lists a fulfilled delivery order's line whose sale differs, or whose sale is missing", async () => {
      const [, , third] = all;
      const [order] = await postSales(t, [{ inventoryId: third.inventoryId, quantity: 900, date: day(5) }]);
      const setLine = (quantity: number) =>
        sql`update delivery_order_lines set quantity = ${quantity} where delivery_order_id = ${order}`.execute(
          t.db.db,
        );
      const brokenNow = async () =>
        (
          await ask<Reconciliation>('POST', 'Report/StockReconciliation', { from: day(200), to: TODAY })
        ).inventories.filter((i) => i.isBroken);
      await setLine(950);
      let broken = await brokenNow();
      expect(
        broken.map((i) => [i.inventoryId, i.breaks.map((b) => [b.sourceId, b.ledger, b.records])]),
      ).toEqual([[third.inventoryId, [[order, -900, -950]]]]);
      // Fulfilled on another day than the sale's.
      await setLine(900);
      await sql`update delivery_orders set fulfilled_at = fulfilled_at - interval '2 days' where id = ${order}`.execute(
        t.db.db,
      );
      broken = await brokenNow();
      expect(broken.map((i) => i.breaks.map((b) => [b.date, b.ledger, b.records]))).toEqual([
        [
          [day(7), 0, -900],
          [day(5), -900, 0],
        ],
      ]);
      await sql`update delivery_orders set fulfilled_at = fulfilled_at + interval '2 days' where id = ${order}`.execute(
        t.db.db,
      );
      expect(await brokenNow()).toEqual([]);
    });

    describe('catches what is changed behind the application', () => {
      /** The inventories the report lists as broken, after `change` and before it is undone. */
      async function brokenAfter(
        change: ReturnType<typeof sql>,
        undo: ReturnType<typeof sql>,
        from = day(200),
      ) {
        const before = await ask<Reconciliation>('POST', 'Report/StockReconciliation', { from, to: TODAY });
        await behindTheApplication(t, change);
        try {
          const after = await ask<Reconciliation>('POST', 'Report/StockReconciliation', { from, to: TODAY });
          const known = new Set(before.inventories.filter((i) => i.isBroken).map((i) => i.inventoryId));
          return after.inventories.filter((i) => i.isBroken && !known.has(i.inventoryId));
        } finally {
          await behindTheApplication(t, undo);
        }
      }

      /** An approved shipment movement of the period, on an inventory that is not broken already. */
      async function victim() {
        const { rows } = await sql<{
          id: number;
          inventoryId: number;
          quantity: number;
          sourceId: number;
          day: string;
        }>`
        select m.id, m.inventory_id, m.quantity, m.source_id, m.effective_date::text as day from ledger_movements m
        where m.kind = 'shipment' and m.source_type = 'StockUpdate' and m.effective_date > ${day(150)}::date
          and m.inventory_id = ${all.at(-1)!.inventoryId}
        order by m.id limit 1`.execute(t.db.db);
        return rows[0];
      }

      it('lists exactly the inventory whose movement quantity was altered, naming the record', async () => {
        const m = await victim();
        const broken = await brokenAfter(
          sql`update ledger_movements set quantity = quantity + 1000 where id = ${m.id}`,
          sql`update ledger_movements set quantity = ${m.quantity} where id = ${m.id}`,
        );
        expect(broken.map((i) => i.inventoryId)).toEqual([m.inventoryId]);
        expect(broken[0].breaks).toEqual([
          expect.objectContaining({
            sourceType: 'StockUpdate',
            sourceId: m.sourceId,
            kind: 'shipment',
            ledger: m.quantity + 1000,
            records: m.quantity,
          }),
        ]);
        expect(broken[0].shipments.ledger - broken[0].shipments.records).toBe(1000);
      });

      it('marks the inventory broken through its opening when the change is before the period, naming no break', async () => {
        const m = await victim();
        const { rows } = await sql<{ day: string }>`
        select (effective_date + 1)::text as day from ledger_movements where id = ${m.id}`.execute(t.db.db);
        const broken = await brokenAfter(
          sql`update ledger_movements set quantity = quantity + 1000 where id = ${m.id}`,
          sql`update ledger_movements set quantity = ${m.quantity} where id = ${m.id}`,
          rows[0].day,
        );
        expect(broken.map((i) => i.inventoryId)).toEqual([m.inventoryId]);
        expect(broken[0].opening.ledger - broken[0].opening.records).toBe(1000);
        expect(broken[0].closing.ledger - broken[0].closing.records).toBe(1000);
        expect(broken[0].breaks).toEqual([]);
      });

      it('lists the inventory whose movement was moved to another day of its month', async () => {
        const m = await victim();
        const { rows } = await sql<{ date: string; first: boolean }>`
        select effective_date::text as date, extract(day from effective_date) = 1 as first
        from ledger_movements where id = ${m.id}`.execute(t.db.db);
        // A day earlier, or later from the first: in the month, so that no sum of the month changes.
        const shift = rows[0].first ? 1 : -1;
        const broken = await brokenAfter(
          sql`update ledger_movements set effective_date = effective_date + ${shift}::int where id = ${m.id}`,
          sql`update ledger_movements set effective_date = ${rows[0].date}::date where id = ${m.id}`,
        );
        expect(broken.map((i) => i.inventoryId)).toEqual([m.inventoryId]);
        const moved = [m.quantity, 0];
        const missing = [0, m.quantity];
        expect(broken[0].breaks.map((b) => [b.ledger, b.records])).toEqual(
          shift < 0 ? [moved, missing] : [missing, moved],
        );
      });

      it('lists the inventory whose movement was given to another record, though every sum is unchanged', async () => {
        // The period is compared month by month first (reconciliation.ts): only the fingerprints, not the
        // sums per kind and month, tell this change.
        const m = await victim();
        const other = m.sourceId + 1_000_000;
        const change = sql`update ledger_movements set source_id = ${other} where id = ${m.id}`;
        const undo = sql`update ledger_movements set source_id = ${m.sourceId} where id = ${m.id}`;
        // A period after its day: the opening's sums agree, so nothing is broken there (a report over the
        // day names it). Sealed, the period is the difference of two running seals both counting the change.
        expect(await brokenAfter(change, undo, shiftDay(m.day, 1))).toEqual([]);
        const broken = await brokenAfter(change, undo);
        expect(broken.map((i) => i.inventoryId)).toEqual([m.inventoryId]);
        expect(broken[0].shipments.ledger).toBe(broken[0].shipments.records);
        expect(broken[0].breaks.map((x) => [x.sourceId, x.ledger, x.records])).toEqual([
          [m.sourceId, 0, m.quantity],
          [other, m.quantity, 0],
        ]);
      });

      it('lists the inventory whose summaries no longer agree with its movements', async () => {
        const m = await victim();
        const { rows } = await sql<{ day: string }>`
        select effective_date::text as day from ledger_movements where id = ${m.id}`.execute(t.db.db);
        // The period's terms and balances read the running totals: the shipments' total loses 5 gallons
        // from the movement's day on.
        const shift = (gallons: number) => [
          sql`update ledger_balances set shipment = shipment + ${gallons}
          where inventory_id = ${m.inventoryId} and day >= ${rows[0].day}::date`,
        ];
        const before = await ask<Reconciliation>('POST', 'Report/StockReconciliation', {
          from: day(200),
          to: TODAY,
        });
        for (const change of shift(-5)) await change.execute(t.db.db);
        try {
          const after = await ask<Reconciliation>('POST', 'Report/StockReconciliation', {
            from: day(200),
            to: TODAY,
          });
          const known = new Set(before.inventories.filter((i) => i.isBroken).map((i) => i.inventoryId));
          const broken = after.inventories.filter((i) => i.isBroken && !known.has(i.inventoryId));
          expect(broken.map((i) => i.inventoryId)).toEqual([m.inventoryId]);
          expect(broken[0].closing.summaries).toBe(broken[0].closing.ledger - 5);
          expect(broken[0].shipments.summaries).toBe(broken[0].shipments.ledger - 5);
          expect(broken[0].breaks).toEqual([]);
        } finally {
          for (const change of shift(5)) await change.execute(t.db.db);
        }
      });
    });
  });
}
