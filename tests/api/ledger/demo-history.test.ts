import { differenceInDays } from 'date-fns/differenceInDays';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventoryBalances, verifyLedger } from '../../../server/domain/ledger/index.ts';
import { caller, createTestApp, signIn, type TestApp } from '../../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the demo history', () => {
  it('spans a few months of approved shipments and adjustments, posted to a ledger that verifies', async () => {
    const approved = await t.db.db
      .selectFrom('stockUpdates')
      .select(['stockUpdateType', 'createdDate'])
      .where('status', '=', 'Approved')
      .orderBy('createdDate')
      .execute();
    expect(approved.filter((r) => r.stockUpdateType === 0).length).toBeGreaterThanOrEqual(12);
    expect(approved.filter((r) => r.stockUpdateType !== 0).length).toBeGreaterThanOrEqual(6);
    const span = differenceInDays(new Date(approved.at(-1)!.createdDate), new Date(approved[0].createdDate));
    expect(span).toBeGreaterThan(75);
    const verification = await verifyLedger(t.db);
    expect(verification.ok).toBe(true);
    expect(verification.rowsChecked).toBeGreaterThan(40);
  });

  it('posted exactly the approved lines, signed by type, on each request date', async () => {
    const { rows } = await sql<{ mismatches: number }>`
      select count(*)::int as mismatches from (
        select l.inventory_id, su.id, su.created_date,
          case when su.stock_update_type in (0, 2) then l.quantity else -l.quantity end as expected
        from stock_update_lines l join stock_updates su on su.id = l.stock_update_id
        where su.status = 'Approved'
      ) e
      full join (select * from ledger_movements where source_type = 'StockUpdate') m
        on m.source_id = e.id and m.inventory_id = e.inventory_id
      where m.id is null or e.id is null or m.quantity <> e.expected or m.effective_date <> e.created_date`.execute(
      t.db.db,
    );
    expect(rows[0].mismatches).toBe(0);
  });

  it('leaves open requests for the dashboard: New and Reviewed, with a comment', async () => {
    const marketing = caller(t.app, await signIn(t.app, 'marketing@ppms.demo'));
    const tiles = (await marketing('GET', 'Dashboard')).json().stocksUpdates;
    const count = (name: string) => tiles.find((tile: { name: string }) => tile.name === name)?.count;
    expect(count('New')).toBeGreaterThanOrEqual(2);
    expect(count('Reviewed')).toBeGreaterThanOrEqual(1);
    expect(count('Approved')).toBeGreaterThanOrEqual(18);
    const comments = await t.db.db.selectFrom('comments').select('text').execute();
    expect(comments.length).toBeGreaterThanOrEqual(1);
    const balances = await inventoryBalances(t.db);
    expect(balances.every((b) => b.stockBalance > 0)).toBe(true);
    expect(balances.some((b) => b.pendingShipmentsTotal > 0)).toBe(true);
    expect(balances.some((b) => b.pendingShortagesTotal > 0)).toBe(true);
  });
});
