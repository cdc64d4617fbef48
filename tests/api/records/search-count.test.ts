import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { COUNT_REUSE_MS } from '../../../server/domain/search.ts';
import { caller, createTestApp, signIn, type TestApp } from '../../helpers/app.ts';
import { demoTransferOrder } from '../../helpers/orders.ts';
import { ROLE_USERS } from '../master-data/roles.ts';

// A search's capped count is kept per user and filters (server/domain/search.ts readPage) and counted
// again once any record changed (a new row of the records' history) or after COUNT_REUSE_MS; the
// page's rows are always read anew.

let t: TestApp;
let admin: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  admin = caller(t.app, await signIn(t.app, ROLE_USERS.R500));
  // Enough orders for a deep page with rows (past the last page the matches are counted every time).
  await sql`insert into transfer_orders (transfer_order_number, importer_id, distributor_id, product_id,
      quantity, status, progress, created_at, created_by)
    select 'Old-' || n, importer_id, distributor_id, product_id, 1000, 'Cancelled', 0,
      now() - interval '1 year' - n * interval '1 minute', created_by
    from (select * from transfer_orders order by id limit 1) o, generate_series(1, 200) n`.execute(t.db.db);
});
afterAll(() => t.close());

const total = async (body: Record<string, unknown>) => {
  const response = await admin('POST', 'TransferOrder/Search', body);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().totalIsLowerBound).toBe(false);
  return response.json().total as number;
};
const exact = async () =>
  (await sql<{ n: number }>`select count(*)::int as n from transfer_orders`.execute(t.db.db)).rows[0].n;

describe("a search's count", () => {
  // A first page (its limits written into the statement) and a deep one (its limits values).
  for (const pageNumber of [1, 8]) {
    it(`of page ${pageNumber} is counted again at once after a record changes, and kept only while none does`, async () => {
      const body = { pageNumber };
      const before = await total(body);
      expect(before).toBe(await exact());
      // Behind the workflow's back (no history row): the count is kept, for the reuse time only.
      const { rows } = await sql<{ id: number }>`insert into transfer_orders (transfer_order_number,
          importer_id, distributor_id, product_id, quantity, status, progress, created_by)
        select 'Uncounted-1', importer_id, distributor_id, product_id, 1000, 'Operations', 0, created_by
        from transfer_orders order by id limit 1 returning id`.execute(t.db.db);
      try {
        expect(await total(body)).toBe(before);
        const later = vi.spyOn(Date, 'now').mockReturnValue(Date.now() + COUNT_REUSE_MS);
        try {
          expect(await total(body)).toBe(before + 1);
        } finally {
          later.mockRestore();
        }
      } finally {
        await sql`delete from transfer_orders where id = ${rows[0].id}`.execute(t.db.db);
      }
      // Orders made through the workflow (history rows) are counted at once: the count kept, made with
      // 'Uncounted-1' in, would say one less.
      await demoTransferOrder(t, `Counted-${pageNumber}-1`);
      await demoTransferOrder(t, `Counted-${pageNumber}-2`);
      expect(await total(body)).toBe(before + 2);
    });
  }

  it("is kept per filters and user: another's count is not taken", async () => {
    const importer = caller(t.app, await signIn(t.app, ROLE_USERS.R100));
    const all = await total({ pageNumber: 1 });
    const theirs = (await importer('POST', 'TransferOrder/Search', { pageNumber: 1 })).json().total;
    const some = await total({ pageNumber: 1, transferOrderNumber: 'Counted-1' });
    expect(theirs).toBeLessThan(all);
    expect(some).toBe(2);
  });
});
