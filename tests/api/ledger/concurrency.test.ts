import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postMovements, verifyLedger } from '../../../server/domain/ledger/index.ts';
import { caller, createTestApp, signIn, type TestApp, usingPostgres } from '../../helpers/app.ts';

// Real concurrency needs a real server: PGlite runs one statement at a time, so these run only with
// PPMS_TEST_DATABASE_URL and are skipped (with this reason in their names) on PGlite.
const onPostgres = usingPostgres();
const why = onPostgres ? '' : ' [skipped: needs PostgreSQL, set PPMS_TEST_DATABASE_URL]';

let t: TestApp;
beforeAll(async () => {
  if (onPostgres) t = await createTestApp();
});
afterAll(() => t?.close());

const inventoriesOf = async (importer: string) =>
  (
    await t.db.db
      .selectFrom('inventories as i')
      .innerJoin('importers as imp', 'imp.id', 'i.importerId')
      .select('i.id')
      .where('imp.name', '=', importer)
      .orderBy('i.id')
      .execute()
  ).map((r) => r.id);

describe.skipIf(!onPostgres)(`the ledger under concurrency${why}`, () => {
  it('posts exactly once when many approvals of one request arrive together', async () => {
    const importer = caller(t.app, await signIn(t.app, 'importer@ppms.demo'));
    const marketing = caller(t.app, await signIn(t.app, 'marketing@ppms.demo'));
    const [a, b] = await inventoriesOf('Atlantic Petroleum Importers');
    const submitted = await importer('POST', 'stockUpdate', {
      createdDate: new Date().toISOString(),
      stockUpdateType: 0,
      referenceNumber: 'RACE-1',
      importerId: (
        await t.db.db
          .selectFrom('importers')
          .select('id')
          .where('name', '=', 'Atlantic Petroleum Importers')
          .executeTakeFirstOrThrow()
      ).id,
      inventoryInfos: [
        { inventoryId: a, quantity: 1000 },
        { inventoryId: b, quantity: 2000 },
      ],
    });
    const id = submitted.json().id;
    expect((await marketing('POST', 'StockUpdate/StatusUpdate', { id, status: 10 })).statusCode).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 24 }, () => marketing('POST', 'StockUpdate/StatusUpdate', { id, status: 20 })),
    );
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(23);
    expect(answers.find((r) => r.statusCode === 400)!.json().message).toBe(
      'This stock update request is already approved.',
    );
    const postings = await t.db.db
      .selectFrom('ledgerMovements')
      .select(['inventoryId', 'quantity'])
      .where('sourceType', '=', 'StockUpdate')
      .where('sourceId', '=', id)
      .execute();
    expect(postings).toHaveLength(2);
    const history = await t.db.db
      .selectFrom('recordHistory')
      .select('action')
      .where('recordId', '=', id)
      .where('action', '=', 'Approve')
      .execute();
    expect(history).toHaveLength(1);
  });

  it('keeps every hash chain valid when many postings hit the same inventories at once', async () => {
    const [x, y, z] = await inventoriesOf('Mesurado Fuel Supply');
    const before = await t.db.db
      .selectFrom('ledgerMovements')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        t.db.transaction((tx) =>
          postMovements(
            tx,
            // Overlapping sets in different orders: postings lock in one order, so none deadlock.
            (i % 3 === 0 ? [x, y] : i % 3 === 1 ? [y, z, x] : [z]).map((inventoryId) => ({
              inventoryId,
              quantity: (i % 2 ? 1 : -1) * (i + 1),
              kind: i % 2 ? 'overage' : 'shortage',
              effectiveDate: '2026-01-01',
              sourceType: 'Race',
              sourceId: i,
              userId: null,
            })),
          ),
        ),
      ),
    );
    const after = await t.db.db
      .selectFrom('ledgerMovements')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n) - Number(before.n)).toBe(20 * 2 + 20 * 3 + 20);
    const result = await verifyLedger(t.db);
    expect(result.problems).toEqual([]);
    for (const inventory of [x, y, z]) {
      const seqs = await t.db.db
        .selectFrom('ledgerMovements')
        .select('seq')
        .where('inventoryId', '=', inventory)
        .orderBy('seq')
        .execute();
      expect(seqs.map((r) => r.seq)).toEqual(seqs.map((_, i) => i + 1));
    }
  });
});
