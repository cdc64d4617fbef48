import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TILES_REUSE_MS } from '../../../server/domain/dashboard.ts';
import { caller, createTestApp, signIn, type TestApp } from '../../helpers/app.ts';
import { demoTransferOrder } from '../../helpers/orders.ts';
import { idOf, ROLE_USERS } from '../master-data/roles.ts';

// The dashboard's count tiles are counted once per change of any record (a new row of the records'
// history) and scope of users, then served again for up to TILES_REUSE_MS (server/domain/dashboard.ts).

let t: TestApp;
let admin: ReturnType<typeof caller>;
let importer: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  admin = caller(t.app, await signIn(t.app, ROLE_USERS.R500));
  importer = caller(t.app, await signIn(t.app, ROLE_USERS.R100));
});
afterAll(() => t.close());

const operations = async (call: typeof admin) => {
  const response = await call('GET', 'Dashboard');
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().transferOrders as { name: string; count: number }[]).find(
    (tile) => tile.name === 'Operations',
  )!.count;
};

describe('the count tiles', () => {
  it('are counted again at once after a record changes, and reused only while none does', async () => {
    const before = { admin: await operations(admin), importer: await operations(importer) };
    // Behind the workflow's back (no history row): the tiles are reused, for the reuse time only.
    const { rows } = await sql<{ id: number }>`insert into transfer_orders (transfer_order_number,
        importer_id, distributor_id, product_id, quantity, status, progress, created_by)
      select 'Unseen-1', importer_id, distributor_id, product_id, 1000, 'Operations', 0, created_by
      from transfer_orders order by id limit 1 returning id`.execute(t.db.db);
    try {
      expect(await operations(admin)).toBe(before.admin);
      const later = vi.spyOn(Date, 'now').mockReturnValue(Date.now() + TILES_REUSE_MS);
      try {
        expect(await operations(admin)).toBe(before.admin + 1);
      } finally {
        later.mockRestore();
      }
    } finally {
      await sql`delete from transfer_orders where id = ${rows[0].id}`.execute(t.db.db);
    }
    // An order submitted through the workflow: every scope that sees it counts it at once.
    await demoTransferOrder(t, 'Counted-1');
    expect(await operations(admin)).toBe(before.admin + 1);
    expect(await operations(importer)).toBe(before.importer + 1);
  });

  it("are not shared between scopes: a distributor's count its own orders only", async () => {
    const distributor = caller(t.app, await signIn(t.app, ROLE_USERS.R300));
    const theirs = await operations(distributor);
    const everyone = await operations(admin);
    // An order to a distributor the demo distributor user is not linked to.
    const other = await t.db.db
      .selectFrom('distributors')
      .select('name')
      .where('id', 'not in', (eb) =>
        eb
          .selectFrom('userEntities')
          .select('distributorId')
          .where('distributorId', 'is not', null)
          .$narrowType<{ distributorId: number }>(),
      )
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const created = await importer('POST', 'TransferOrder', {
      transferOrderNumber: 'Counted-2',
      importerId: await idOf(t, 'importers', 'Atlantic Petroleum Importers'),
      productId: await idOf(t, 'products', 'PMS'),
      distributorId: await idOf(t, 'distributors', other.name),
      quantity: 1_000,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(await operations(admin)).toBe(everyone + 1);
    expect(await operations(distributor)).toBe(theirs);
  });
});
