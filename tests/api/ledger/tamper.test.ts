import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postMovements, verifyLedger } from '../../../server/domain/ledger/index.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { behindTheApplication, importerInTanks } from './fixtures.ts';

// Issue 14, finding 6: every field the movement hash covers is changed behind the application's back,
// one at a time, and the verifier must name the row each time. Dropping any field from
// ledger_movement_hash makes the test of that field fail (its row is no longer named for its content).
// Each test changes one chain of its own and puts the field back afterwards.

let t: TestApp;
let userIds: number[];
let tankIds: number[];
beforeAll(async () => {
  t = await createTestApp();
  userIds = (await t.db.db.selectFrom('users').select('id').orderBy('id').limit(2).execute()).map(
    (u) => u.id,
  );
  tankIds = (await t.db.db.selectFrom('storageTanks').select('id').orderBy('id').limit(2).execute()).map(
    (r) => r.id,
  );
});
afterAll(() => t.close());

/** A fresh importer with inventories in two tanks; three movements on the first. */
async function chain() {
  const [inventory, other] = (await importerInTanks(t, tankIds)).inventories;
  const rows = [];
  for (const [i, quantity] of [1_000, -200, 50].entries()) {
    const [posted] = await t.db.transaction((tx) =>
      postMovements(tx, [
        {
          inventoryId: inventory,
          quantity,
          kind: quantity > 0 ? 'shipment' : 'shortage',
          effectiveDate: `2026-02-0${i + 1}`,
          sourceType: 'StockUpdate',
          sourceId: 100 + i,
          userId: userIds[0],
        },
      ]),
    );
    rows.push(posted.id);
  }
  return { inventory, other, rows };
}

type Column =
  | 'inventory_id'
  | 'quantity'
  | 'kind'
  | 'effective_date'
  | 'recorded_at'
  | 'source_type'
  | 'source_id'
  | 'user_id'
  | 'seq'
  | 'prev_hash';

/** Changes one column of the middle row, verifies, puts it back and verifies again. */
async function tamper(
  column: Column,
  value: (c: Awaited<ReturnType<typeof chain>>) => ReturnType<typeof sql>,
) {
  const c = await chain();
  const victim = c.rows[1];
  expect((await verifyLedger(t.db)).problems).toEqual([]);
  const { rows } = await sql<{ original: string | null }>`
    select ${sql.ref(column)}::text as original from ledger_movements where id = ${victim}`.execute(t.db.db);
  const original = rows[0].original;
  const type = column === 'effective_date' ? 'date' : column === 'recorded_at' ? 'timestamptz' : null;
  await behindTheApplication(
    t,
    sql`update ledger_movements set ${sql.ref(column)} = ${value(c)} where id = ${victim}`,
  );
  const result = await verifyLedger(t.db);
  await behindTheApplication(
    t,
    sql`update ledger_movements set ${sql.ref(column)} = ${original}${type ? sql.raw(`::${type}`) : sql``}
      where id = ${victim}`,
  );
  expect((await verifyLedger(t.db)).problems, `${column} put back`).toEqual([]);
  expect(result.ok).toBe(false);
  const named = result.problems.find((p) => p.id === victim);
  expect(named, `movement ${victim} after changing ${column}`).toBeDefined();
  expect(named!.message).toContain(`Movement ${victim} `);
  return { named: named!, result, c };
}

describe('changing a hashed field behind the application', () => {
  it.each([
    ['quantity', () => sql`quantity * 10`],
    ['kind', () => sql`'overage'`],
    ['effective_date', () => sql`effective_date - 1`],
    ['recorded_at', () => sql`recorded_at - interval '1 microsecond'`],
    ['source_type', () => sql`'StockTransfer'`],
    ['source_id', () => sql`source_id + 1`],
    ['user_id', () => sql`${userIds[1]}::int`],
  ] as [Column, () => ReturnType<typeof sql>][])('names the row whose %s changed', async (column, value) => {
    const { named, result } = await tamper(column, value);
    expect(named.problems).toEqual(['content']);
    expect(result.problems).toHaveLength(1);
  });

  it('names the row whose user was removed', async () => {
    const { named } = await tamper('user_id', () => sql`null`);
    expect(named.problems).toEqual(['content']);
  });

  it('names a row moved to another inventory, for its content, and the gap it leaves', async () => {
    const { named, result, c } = await tamper('inventory_id', (chain) => sql`${chain.other}::int`);
    expect(named.problems).toContain('content');
    // The row after it in the chain it left now links to a row that is gone.
    expect(result.problems.find((p) => p.id === c.rows[2])?.problems).toEqual(['link', 'sequence']);
  });

  it('names a row whose place in the chain (seq) changed, for its content too', async () => {
    const { named } = await tamper('seq', () => sql`seq + 100`);
    expect(named.problems).toEqual(['content', 'link', 'sequence']);
  });

  it('names a row whose link (prev_hash) changed, for its content and its link', async () => {
    const { named, result } = await tamper('prev_hash', () => sql`repeat('a', 64)`);
    expect(named.problems).toEqual(['content', 'link']);
    expect(result.problems).toHaveLength(1);
  });

  it('names a row whose hash changed, and the next row, whose link no longer matches', async () => {
    const c = await chain();
    const [{ hash }] = await t.db.db
      .selectFrom('ledgerMovements')
      .select('hash')
      .where('id', '=', c.rows[1])
      .execute();
    await behindTheApplication(
      t,
      sql`update ledger_movements set hash = repeat('b', 64) where id = ${c.rows[1]}`,
    );
    const result = await verifyLedger(t.db);
    await behindTheApplication(t, sql`update ledger_movements set hash = ${hash} where id = ${c.rows[1]}`);
    expect((await verifyLedger(t.db)).problems).toEqual([]);
    expect(result.problems.map((p) => [p.id, p.problems])).toEqual([
      [c.rows[1], ['content']],
      [c.rows[2], ['link']],
    ]);
  });
});
