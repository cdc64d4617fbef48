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

describe('the demo stock transfers', () => {
  it('span months of approved transfers between the demo importers, posted through the workflow', async () => {
    const approved = await t.db.db
      .selectFrom('stockTransfers as tr')
      .innerJoin('inventories as fi', 'fi.id', 'tr.fromInventoryId')
      .innerJoin('inventories as ti', 'ti.id', 'tr.toInventoryId')
      .select(['tr.createdDate', 'fi.importerId as from', 'ti.importerId as to'])
      .where('tr.status', '=', 'Approved')
      .orderBy('tr.createdDate')
      .execute();
    expect(approved.length).toBeGreaterThanOrEqual(6);
    expect(
      differenceInDays(new Date(approved.at(-1)!.createdDate), new Date(approved[0].createdDate)),
    ).toBeGreaterThan(60);
    expect(approved.some((row) => row.from !== row.to)).toBe(true);
    // Every approved transfer posted its two movements on its date, and nothing else did.
    const { rows } = await sql<{ mismatches: number }>`
      select count(*)::int as mismatches from (
        select tr.id, e.inventory_id, e.quantity, tr.created_date from stock_transfers tr
        cross join lateral (values (tr.from_inventory_id, -tr.quantity), (tr.to_inventory_id, tr.quantity))
          e(inventory_id, quantity)
        where tr.status = 'Approved'
      ) e
      full join (select * from ledger_movements where source_type = 'StockTransfer') m
        on m.source_id = e.id and m.inventory_id = e.inventory_id
      where m.id is null or e.id is null or m.quantity <> e.quantity or m.effective_date <> e.created_date`.execute(
      t.db.db,
    );
    expect(rows[0].mismatches).toBe(0);
    expect((await verifyLedger(t.db)).ok).toBe(true);
    expect((await inventoryBalances(t.db)).every((b) => b.stockBalance > 0)).toBe(true);
  });

  it('leaves a few open, one between the first importer’s own tanks, for the dashboard and the lists', async () => {
    const importer = caller(t.app, await signIn(t.app, 'importer@ppms.demo'));
    const tiles = (await importer('GET', 'Dashboard')).json().stocksTransfers;
    const count = (name: string) => tiles.find((tile: { name: string }) => tile.name === name)?.count;
    expect(count('New')).toBeGreaterThanOrEqual(2);
    const marketing = caller(t.app, await signIn(t.app, 'marketing@ppms.demo'));
    const staff = (await marketing('GET', 'Dashboard')).json().stocksTransfers;
    expect(staff.find((tile: { name: string }) => tile.name === 'Reviewed').count).toBeGreaterThanOrEqual(1);
    const own = (await importer('POST', 'StockTransfer/Search', { referenceNumber: 'ST-OWN-OPEN' })).json();
    expect(own.results).toHaveLength(1);
    expect(own.results[0]).toMatchObject({
      status: 'New',
      fromImporter: 'Atlantic Petroleum Importers',
      toImporter: 'Atlantic Petroleum Importers',
      productName: 'PMS',
    });
    const detail = (await importer('GET', `StockTransfer/${own.results[0].id}`)).json();
    expect(detail).toMatchObject({ isEditable: true, canCancel: true });
    expect(detail.comments).toHaveLength(1);
    const balances = await inventoryBalances(t.db);
    expect(balances.some((b) => b.pendingOutGoingStockTransfersTotal > 0)).toBe(true);
    expect(balances.some((b) => b.pendingIncomingStockTransfersTotal > 0)).toBe(true);
  });
});
