import fc from 'fast-check';
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY } from '../../../schemas/numbers.ts';
import { loadConfig } from '../../../server/config.ts';
import { openDatabase } from '../../../server/db/client.ts';
import { migrations } from '../../../server/db/migrations/index.ts';
import {
  inventoryBalances,
  MOVEMENT_KINDS,
  type MovementInput,
  postMovements,
  rebuildSummaries,
  summaryBalances,
  verifyLedger,
} from '../../../server/domain/ledger/index.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { importerInTanks, oneInventory } from './fixtures.ts';

// The ledger's daily and monthly summaries (DESIGN.md section 5): kept by the posting itself, checked by
// verifyLedger, rebuilt on demand, and read by summaryBalances, which must agree with the movements.

let t: TestApp;
let tanks: number[];
beforeAll(async () => {
  t = await createTestApp();
  tanks = (await t.db.db.selectFrom('storageTanks').select('id').orderBy('id').execute()).map((r) => r.id);
});
afterAll(() => t.close());

/** A fresh importer with an inventory in each of the first n tanks. */
const freshInventories = async (n: number) => (await importerInTanks(t, tanks.slice(0, n))).inventories;

const movement = (inventoryId: number, quantity: number, effectiveDate: string, kind = 'shipment') =>
  ({
    inventoryId,
    quantity,
    kind,
    effectiveDate,
    sourceType: 'Summary',
    sourceId: 1,
    userId: null,
  }) as MovementInput;
const post = (movements: MovementInput[]) => t.db.transaction((tx) => postMovements(tx, movements));

const rowsOf = async (table: 'ledgerDaily' | 'ledgerMonthly', inventoryIds: number[]) =>
  (await t.db.db.selectFrom(table).selectAll().where('inventoryId', 'in', inventoryIds).execute()) as Record<
    string,
    unknown
  >[];
/** summaryBalances as of the day must equal the movements' stock balances (inventoryBalances). */
async function expectAgreement(asOf: string, inventoryIds?: number[]) {
  const expected = (await inventoryBalances(t.db, { asOf, inventoryIds }))
    .map((r) => ({ inventoryId: r.inventoryId, stockBalance: r.stockBalance }))
    .sort((x, y) => x.inventoryId - y.inventoryId);
  expect(await summaryBalances(t.db, { asOf, inventoryIds }), asOf).toEqual(expected);
}

const sortRows = (rows: Record<string, unknown>[]) => rows.map((r) => JSON.stringify(r)).sort();
/** ledger_balances' rows of the inventories: the kinds these tests post, and the closing. */
const totalsOf = (inventoryIds: number[], db = t.db) =>
  db.db
    .selectFrom('ledgerBalances')
    .select(['inventoryId', 'day', 'shipment', 'sale', 'overage', 'closing'])
    .where('inventoryId', 'in', inventoryIds)
    .execute() as Promise<Record<string, unknown>[]>;

describe('the summaries', () => {
  it('are kept by each posting: one daily and one monthly row per inventory, kind and period', async () => {
    const [a, b] = await freshInventories(2);
    await post([movement(a, 1_000, '2026-01-31'), movement(b, 50, '2026-02-01', 'overage')]);
    await post([movement(a, -300, '2026-01-31', 'sale'), movement(a, 200, '2026-01-05')]);
    // Back-dated after the others: it changes one daily and one monthly row, nothing else.
    await post([movement(a, 7, '2025-12-31')]);
    expect(sortRows(await rowsOf('ledgerDaily', [a, b]))).toEqual(
      sortRows([
        { inventoryId: a, kind: 'shipment', day: '2026-01-31', quantity: 1_000 },
        { inventoryId: a, kind: 'sale', day: '2026-01-31', quantity: -300 },
        { inventoryId: a, kind: 'shipment', day: '2026-01-05', quantity: 200 },
        { inventoryId: a, kind: 'shipment', day: '2025-12-31', quantity: 7 },
        { inventoryId: b, kind: 'overage', day: '2026-02-01', quantity: 50 },
      ]),
    );
    expect(sortRows(await rowsOf('ledgerMonthly', [a, b]))).toEqual(
      sortRows([
        { inventoryId: a, kind: 'shipment', month: '2026-01-01', quantity: 1_200 },
        { inventoryId: a, kind: 'sale', month: '2026-01-01', quantity: -300 },
        { inventoryId: a, kind: 'shipment', month: '2025-12-01', quantity: 7 },
        { inventoryId: b, kind: 'overage', month: '2026-02-01', quantity: 50 },
      ]),
    );
    // The running totals: each day that moved, each kind's total since the start and the closing; the
    // back-dated 7 moved every later day.
    expect(sortRows(await totalsOf([a, b]))).toEqual(
      sortRows([
        { inventoryId: a, day: '2025-12-31', shipment: 7, sale: 0, overage: 0, closing: 7 },
        { inventoryId: a, day: '2026-01-05', shipment: 207, sale: 0, overage: 0, closing: 207 },
        { inventoryId: a, day: '2026-01-31', shipment: 1_207, sale: -300, overage: 0, closing: 907 },
        { inventoryId: b, day: '2026-02-01', shipment: 0, sale: 0, overage: 50, closing: 50 },
      ]),
    );
  });

  it('roll back with the posting', async () => {
    const [a] = await freshInventories(1);
    await expect(
      t.db.transaction(async (tx) => {
        await postMovements(tx, [movement(a, 500, '2026-03-03')]);
        throw new Error('the record change failed');
      }),
    ).rejects.toThrow('the record change failed');
    expect(await rowsOf('ledgerDaily', [a])).toEqual([]);
    expect(await rowsOf('ledgerMonthly', [a])).toEqual([]);
    expect(await totalsOf([a])).toEqual([]);
  });
});

describe('summaryBalances', () => {
  it('agrees with the movements to the gallon across month and year ends and back-dating', async () => {
    const inventories = await freshInventories(3);
    const [a, b, c] = inventories;
    await post([movement(a, MAX_LINE_QUANTITY, '2024-02-29'), movement(b, 10, '2024-12-31')]);
    await post([movement(a, -1, '2024-03-01', 'sale'), movement(b, 20, '2025-01-01')]);
    await post([movement(c, 30, '2025-01-31'), movement(c, -5, '2025-02-01', 'loading_difference')]);
    await post([movement(a, 3, '2023-01-15', 'overage')]); // back-dated, recorded last
    const dates = [
      '2022-12-31',
      '2023-01-15',
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
      '2024-12-31',
      '2025-01-01',
      '2025-01-30',
      '2025-01-31',
      '2025-02-01',
      '2025-02-28',
      '2030-06-15',
    ];
    for (const asOf of dates) {
      await expectAgreement(asOf, inventories);
    }
    expect(await summaryBalances(t.db, { asOf: '2024-03-01', inventoryIds: [a] })).toEqual([
      { inventoryId: a, stockBalance: 3 + MAX_LINE_QUANTITY - 1 },
    ]);
  });

  it('agrees with the movements for every inventory, the demo history included, on random days', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.date({
          min: new Date('2023-01-01T00:00:00Z'),
          max: new Date('2027-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        async (date) => {
          await expectAgreement(date.toISOString().slice(0, 10));
        },
      ),
      { numRuns: 25 },
    );
  });

  it('agrees under random postings of every kind, any order of dates, quantities up to the bound', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            slot: fc.integer({ min: 0, max: 1 }),
            quantity: fc.integer({ min: 1, max: MAX_LINE_QUANTITY }),
            negative: fc.boolean(),
            kind: fc.constantFrom(...MOVEMENT_KINDS),
            daysAfter: fc.integer({ min: 0, max: 800 }),
          }),
          { minLength: 1, maxLength: 15 },
        ),
        fc.integer({ min: -5, max: 805 }),
        async (postings, asOfDay) => {
          const inventories = await freshInventories(2);
          const day = (n: number) => new Date(Date.UTC(2024, 0, 1 + n)).toISOString().slice(0, 10);
          // Stock enough for every removal first: no balance may go below zero (the ledger's invariant).
          await post(
            inventories.flatMap((inventory) =>
              postings.map(() => movement(inventory, MAX_LINE_QUANTITY, day(-10))),
            ),
          );
          for (const p of postings) {
            await post([
              movement(inventories[p.slot], p.negative ? -p.quantity : p.quantity, day(p.daysAfter), p.kind),
            ]);
          }
          await expectAgreement(day(asOfDay), inventories);
        },
      ),
      { numRuns: 20 },
    );
  }, 60_000);
});

describe('verifying and rebuilding the summaries', () => {
  it('names the inventory, kind and day (or month) that disagree, until a rebuild mends them', async () => {
    const [a] = await freshInventories(1);
    await post([movement(a, 900, '2026-04-10'), movement(a, 100, '2026-04-20', 'overage')]);
    expect((await verifyLedger(t.db)).summaries).toEqual([]);
    await sql`update ledger_daily set quantity = 901 where inventory_id = ${a} and day = '2026-04-10'`.execute(
      t.db.db,
    );
    await sql`delete from ledger_monthly where inventory_id = ${a} and kind = 'overage'`.execute(t.db.db);
    await sql`insert into ledger_daily values (${a}, 'sale', '2026-04-11', -5)`.execute(t.db.db);
    // A running total off by one, and a day's row missing: a balance as of the 20th would read the 10th's.
    await sql`update ledger_balances set shipment = 899 where inventory_id = ${a} and day = '2026-04-10'`.execute(
      t.db.db,
    );
    await sql`delete from ledger_balances where inventory_id = ${a} and day = '2026-04-20'`.execute(t.db.db);
    // And a row for a day nothing moved on.
    await sql`insert into ledger_balances (inventory_id, day, shipment) values (${a}, '2026-04-15', 900)`.execute(
      t.db.db,
    );
    const result = await verifyLedger(t.db);
    expect(result.ok).toBe(false);
    expect(result.problems).toEqual([]);
    const running = result.summaries.filter((p) => p.table === 'ledger_balances');
    // The missing row and the extra one: every kind, each named.
    expect(running).toHaveLength(1 + 2 * MOVEMENT_KINDS.length);
    expect(running.map((p) => p.message)).toEqual(
      expect.arrayContaining([
        `Running total of inventory ${a}, shipment, at the end of 2026-04-10: 899 gallons, but its movements add up to 900.`,
        `Running total of inventory ${a}, overage, at the end of 2026-04-20: no row, but its movements add up to 100.`,
        `Running total of inventory ${a}, shipment, at the end of 2026-04-20: no row, but its movements add up to 900.`,
        `Running total of inventory ${a}, sale, at the end of 2026-04-20: no row, but its movements add up to 0.`,
        `Running total of inventory ${a}, shipment, at the end of 2026-04-15: 900 gallons, but its movements add up to 0.`,
      ]),
    );
    expect(result.summaries.slice(running.length).map((p) => p.message)).toEqual([
      `Daily summary of inventory ${a}, sale, 2026-04-11: -5 gallons, but its movements add up to 0.`,
      `Daily summary of inventory ${a}, shipment, 2026-04-10: 901 gallons, but its movements add up to 900.`,
      `Monthly summary of inventory ${a}, overage, 2026-04: no row, but its movements add up to 100.`,
    ]);
    expect(result.summaries[running.length]).toMatchObject({
      table: 'ledger_daily',
      inventoryId: a,
      period: '2026-04-11',
    });

    const counts = await rebuildSummaries(t.db);
    const [daily, monthly, balances] = await Promise.all(
      ['ledger_daily', 'ledger_monthly', 'ledger_balances'].map(async (table) =>
        Number(
          (await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(t.db.db)).rows[0]
            .n,
        ),
      ),
    );
    expect(counts).toEqual({ ledger_daily: daily, ledger_monthly: monthly, ledger_balances: balances });
    const mended = await verifyLedger(t.db);
    expect(mended.summaries).toEqual([]);
    expect(mended.ok).toBe(true);
  });

  it('fills the summaries from the movements already there when the migration runs', async () => {
    const config = { ...loadConfig({}), inMemory: true, databaseUrl: null };
    const db = await openDatabase(config);
    try {
      const migrator = new Migrator({
        db: db.db as never,
        provider: { getMigrations: async () => migrations },
      });
      const names = Object.keys(migrations);
      const before = names[names.indexOf('2026112110_ledger_summaries') - 1];
      expect((await migrator.migrateTo(before)).error).toBeUndefined();
      const inventory = { id: await oneInventory(db) };
      await db.transaction((tx) =>
        postMovements(tx, [
          movement(inventory.id, 40, '2025-05-05'),
          movement(inventory.id, 2, '2025-05-05'),
          movement(inventory.id, -10, '2025-06-01', 'sale'),
        ]),
      );
      await db.migrate();
      expect(sortRows(await db.db.selectFrom('ledgerMonthly').selectAll().execute())).toEqual(
        sortRows([
          { inventoryId: inventory.id, kind: 'shipment', month: '2025-05-01', quantity: 42 },
          { inventoryId: inventory.id, kind: 'sale', month: '2025-06-01', quantity: -10 },
        ]),
      );
      expect(await db.db.selectFrom('ledgerDaily').selectAll().execute()).toHaveLength(2);
      expect(sortRows(await totalsOf([inventory.id], db))).toEqual(
        sortRows([
          { inventoryId: inventory.id, day: '2025-05-05', shipment: 42, sale: 0, overage: 0, closing: 42 },
          { inventoryId: inventory.id, day: '2025-06-01', shipment: 42, sale: -10, overage: 0, closing: 32 },
        ]),
      );
      expect((await verifyLedger(db)).ok).toBe(true);
    } finally {
      await db.close();
    }
  });
});
