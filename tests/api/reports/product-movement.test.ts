import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductMovement } from '../../../schemas/reports/answers.ts';
import { REPORT_MESSAGES } from '../../../schemas/reports/payloads.ts';
import { caller, createTestApp, signIn, type TestApp } from '../../helpers/app.ts';
import { newImporter, type TestImporter } from '../ledger/fixtures.ts';
import { idOf, tankId } from '../master-data/roles.ts';
import { type Call, day, openSale, postSales, stockUpdate } from './fixtures.ts';

// Product Movement (report 8): the transactions of an importer's product with their records, the
// open records with the switch off, the spec's fixed storageTankId (ignored) and storageTankIds.

let t: TestApp;
let analyst: Call;
let importer: TestImporter;
let pms: number;
/** The importer's PMS inventories in T-101 and T-102, and its AGO one in T-201. */
let first: number;
let second: number;
let ago: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const admin = caller(t.app, await signIn(t.app, 'admin@ppms.demo'));
  analyst = caller(t.app, await signIn(t.app, 'marketing@ppms.demo'));
  importer = await newImporter(t, admin, 'Movement Test Importer', ['T-101', 'T-102', 'T-201']);
  [first, second, ago] = importer.inventories;
  pms = await idOf(t, 'products', 'PMS');
  const request = (type: number, daysAgo: number, lines: [number, number][], until?: 'New' | 'Reviewed') =>
    stockUpdate(
      t,
      {
        createdDate: day(daysAgo),
        stockUpdateType: type,
        importerId: importer.importerId,
        inventoryInfos: lines.map(([inventoryId, quantity]) => ({ inventoryId, quantity })),
      },
      until,
    );
  ids.before = await request(0, 60, [[first, 10_000]]);
  ids.shipment = await request(0, 20, [
    [first, 50_000],
    [second, 30_000],
    [ago, 99_000],
  ]);
  ids.shortage = await request(1, 15, [[second, 400]]);
  ids.loading = await request(4, 10, [[first, 250]]);
  ids.open = await request(0, 12, [[first, 7_000]], 'New');
  ids.reviewed = await request(3, 5, [[second, 60]], 'Reviewed');
  ids.cancelled = await request(0, 8, [[first, 3_000]], 'New');
  await importer.importer('POST', 'StockUpdate/StatusUpdate', { id: ids.cancelled, status: 30 });
  [ids.sale] = await postSales(t, [{ inventoryId: second, quantity: 1_500, date: day(3) }]);
  ids.openSale = await openSale(t, { inventoryId: first, quantity: 800, date: day(2) });
});
afterAll(() => t.close());

const movement = async (body: Record<string, unknown>) => {
  const response = await analyst('POST', 'Report/ProductMovement', {
    importerId: importer.importerId,
    productId: pms,
    storageTankId: null,
    from: day(30),
    to: day(0),
    onlyFulfilledAndApproved: true,
    ...body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ProductMovement;
};

describe('Product Movement', () => {
  it('opens with the balance before the period, lists each movement of every tank with its record, closes with the balance', async () => {
    const report = await movement({});
    expect(report.inventories.map((i) => i.storageTankNumber)).toEqual(['T-101', 'T-102']);
    expect(report.openingBalance).toBe(10_000);
    expect(
      report.transactions.map((l) => [l.id, l.type, l.status, l.quantity, l.isPositive, l.runningBalance]),
    ).toEqual([
      [ids.shipment, 'Importation', 'Approved', 50_000, true, 60_000],
      [ids.shipment, 'Importation', 'Approved', 30_000, true, 90_000],
      [ids.shortage, 'Adjustment', 'Approved', 400, false, 89_600],
      [ids.loading, 'Adjustment', 'Approved', 250, false, 89_350],
      // The sale opens its fulfilled delivery order, received by the order's distributor.
      [ids.sale, 'Sale', 'Fulfilled', 1_500, false, 87_850],
    ]);
    expect(report.transactions.every((l) => !l.isPending && l.movementId)).toBe(true);
    const distributor = await sql<{ name: string }>`select dist.name from delivery_orders d
      join distributors dist on dist.id = d.distributor_id where d.id = ${ids.sale}`.execute(t.db.db);
    expect(report.transactions.map((l) => l.receiver)).toEqual([
      '-',
      '-',
      '-',
      '-',
      distributor.rows[0].name,
    ]);
    expect(report.closingBalance).toBe(87_850);
  });

  it('with the switch off, the open records show with their status and leave the balance alone; cancelled ones never', async () => {
    const report = await movement({ onlyFulfilledAndApproved: false });
    const open = report.transactions.filter((l) => l.isPending);
    expect(open.map((l) => [l.id, l.status, l.type, l.quantity, l.isPositive, l.movementId])).toEqual([
      [ids.open, 'New', 'Importation', 7_000, true, null],
      [ids.reviewed, 'Reviewed', 'Adjustment', 60, false, null],
      [ids.openSale, 'Approved', 'Sale', 800, false, null],
    ]);
    // Each open line carries the balance of the posted line before it.
    const lines = report.transactions;
    for (const [i, line] of lines.entries()) {
      if (line.isPending) expect(line.runningBalance).toBe(lines[i - 1].runningBalance);
    }
    expect(report.transactions.some((l) => l.id === ids.cancelled)).toBe(false);
    expect(report.closingBalance).toBe(87_850);
    expect(report.transactions.filter((l) => !l.isPending)).toEqual((await movement({})).transactions);
  });

  /** The importer's balance of PMS at the end of the period, summed from the ledger over the tanks. */
  const ledgerBalance = async (inventories: number[]) =>
    Number(
      (
        await sql<{ balance: string }>`select coalesce(sum(quantity), 0)::bigint as balance
          from ledger_movements where inventory_id = any(${inventories}::int[])
            and effective_date <= ${day(0)}::date`.execute(t.db.db)
      ).rows[0].balance,
    );

  it("ignores the spec's storageTankId, fixed at 1: the report closes at the importer's balance of the product", async () => {
    // The spec's 1 is T-101, one of this importer's PMS tanks: it must not narrow the report to it.
    expect(importer.tanks[0]).toBe(1);
    const whole = await movement({});
    expect(whole.closingBalance).toBe(await ledgerBalance([first, second]));
    const otherTank = await tankId(t, 'T-301');
    for (const storageTankId of [1, importer.tanks[1], otherTank, importer.tanks[2], 2_000_000]) {
      const report = await movement({ storageTankId });
      expect(
        report.inventories.map((i) => i.storageTankNumber),
        String(storageTankId),
      ).toEqual(['T-101', 'T-102']);
      expect(report.closingBalance, String(storageTankId)).toBe(whole.closingBalance);
      expect(report.transactions, String(storageTankId)).toEqual(whole.transactions);
    }
  });

  it("storageTankIds narrows the report to those of the importer's tanks of the product", async () => {
    const only = await movement({ storageTankId: 1, storageTankIds: [importer.tanks[1]] });
    expect(only.inventories.map((i) => i.storageTankNumber)).toEqual(['T-102']);
    expect(only.openingBalance).toBe(0);
    expect(only.closingBalance).toBe(30_000 - 400 - 1_500);
    expect(only.closingBalance).toBe(await ledgerBalance([second]));
    const first101 = await movement({ storageTankIds: [1] });
    expect(first101.closingBalance).toBe(await ledgerBalance([first]));
    const both = await movement({
      storageTankIds: [importer.tanks[1], importer.tanks[0], importer.tanks[1]],
    });
    expect(both).toEqual(await movement({ storageTankIds: null }));
  });

  it("refuses storageTankIds that are not the importer's tanks of the product, or not a list of ids", async () => {
    const otherTank = await tankId(t, 'T-301');
    for (const storageTankIds of [[importer.tanks[2]], [otherTank], [importer.tanks[0], 2_000_000]]) {
      const response = await analyst('POST', 'Report/ProductMovement', {
        importerId: importer.importerId,
        productId: pms,
        from: day(30),
        to: day(0),
        storageTankIds,
      });
      expect(response.statusCode, JSON.stringify(storageTankIds)).toBe(400);
      expect(response.json().errors.storageTankIds).toBe(REPORT_MESSAGES.storageTankNotHeld);
    }
    const tooMany = Array.from({ length: 101 }, (_, i) => i + 1);
    for (const storageTankIds of [[0], ['1'], [2_147_483_648], 1, tooMany]) {
      const response = await analyst('POST', 'Report/ProductMovement', {
        importerId: importer.importerId,
        productId: pms,
        from: day(30),
        to: day(0),
        storageTankIds,
      });
      expect(response.statusCode, JSON.stringify(storageTankIds).slice(0, 40)).toBe(400);
    }
  });

  it("a stock transfer out names the importer that receives it, approved or open; one in shows '-'", async () => {
    const admin = caller(t.app, await signIn(t.app, 'admin@ppms.demo'));
    const [sender, receiver] = [
      await newImporter(t, admin, 'Movement Transfer Sender', ['T-101']),
      await newImporter(t, admin, 'Movement Transfer Receiver', ['T-102']),
    ];
    await stockUpdate(t, {
      createdDate: day(9),
      stockUpdateType: 0,
      importerId: sender.importerId,
      inventoryInfos: [{ inventoryId: sender.inventories[0], quantity: 5_000 }],
    });
    const transfer = async (quantity: number, daysAgo: number, approve: boolean) => {
      const submitted = await sender.importer('POST', 'stockTransfer', {
        createdDate: `${day(daysAgo)}T00:00:00.000Z`,
        referenceNumber: `ST-MOVE-${quantity}`,
        fromInventoryId: sender.inventories[0],
        toInventoryId: receiver.inventories[0],
        quantity,
      });
      expect(submitted.statusCode, submitted.body).toBe(200);
      const { id } = submitted.json() as { id: number };
      for (const status of approve ? [10, 20] : [10]) {
        const acted = await analyst('POST', 'StockTransfer/StatusUpdate', { id, status });
        expect(acted.statusCode, acted.body).toBe(200);
      }
      return id;
    };
    const [approved, open] = [await transfer(700, 4, true), await transfer(300, 2, false)];
    const { name: receiverName } = await t.db.db
      .selectFrom('importers')
      .select('name')
      .where('id', '=', receiver.importerId)
      .executeTakeFirstOrThrow();
    const lines = async (importerId: number) =>
      (await movement({ importerId, onlyFulfilledAndApproved: false })).transactions
        .filter((l) => l.type === 'Stock Transfer')
        .map((l) => [l.id, l.status, l.receiver, l.quantity, l.isPositive, l.isPending]);
    expect(await lines(sender.importerId)).toEqual([
      [approved, 'Approved', receiverName, 700, false, false],
      [open, 'Reviewed', receiverName, 300, false, true],
    ]);
    expect(await lines(receiver.importerId)).toEqual([
      [approved, 'Approved', '-', 700, true, false],
      [open, 'Reviewed', '-', 300, true, true],
    ]);
  });

  it("shows an open record's lines in one order: a transfer between two of the tanks by kind, a request's by tank", async () => {
    const admin = caller(t.app, await signIn(t.app, 'admin@ppms.demo'));
    const two = await newImporter(t, admin, 'Movement Two Tanks', ['T-101', 'T-102']);
    const [low, high] = two.inventories;
    expect(low).toBeLessThan(high);
    await stockUpdate(t, {
      createdDate: day(9),
      stockUpdateType: 0,
      importerId: two.importerId,
      inventoryInfos: [{ inventoryId: low, quantity: 5_000 }],
    });
    const submitted = await two.importer('POST', 'stockTransfer', {
      createdDate: `${day(1)}T00:00:00.000Z`,
      referenceNumber: 'ST-MOVE-TWO',
      fromInventoryId: low,
      toInventoryId: high,
      quantity: 100,
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const request = await stockUpdate(
      t,
      {
        createdDate: day(1),
        stockUpdateType: 2,
        importerId: two.importerId,
        inventoryInfos: [
          { inventoryId: high, quantity: 20 },
          { inventoryId: low, quantity: 10 },
        ],
      },
      'New',
    );
    const open = (
      await movement({ importerId: two.importerId, onlyFulfilledAndApproved: false })
    ).transactions
      .filter((l) => l.isPending)
      .map((l) => [l.id, l.kind, l.quantity]);
    const transfer = (submitted.json() as { id: number }).id;
    expect(open.filter(([id, kind]) => id === transfer && kind !== 'overage')).toEqual([
      [transfer, 'transfer_in', 100],
      [transfer, 'transfer_out', 100],
    ]);
    expect(open.filter(([id, kind]) => id === request && kind === 'overage')).toEqual([
      [request, 'overage', 10],
      [request, 'overage', 20],
    ]);
  });

  it('an importer holding none of the product has an empty movement', async () => {
    const jet = await idOf(t, 'products', 'JET');
    const report = await movement({ productId: jet });
    expect(report).toMatchObject({ inventories: [], transactions: [], openingBalance: 0, closingBalance: 0 });
  });
});
