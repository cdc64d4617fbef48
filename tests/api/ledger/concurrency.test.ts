import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPostgres } from '../../../server/db/client.ts';
import { besideSnapshot } from '../../../server/db/shared-snapshot.ts';
import { postMovements, verifyLedger } from '../../../server/domain/ledger/index.ts';
import { HttpError } from '../../../server/errors.ts';
import { caller, createTestApp, signIn, type TestApp, usingPostgres } from '../../helpers/app.ts';
import { day } from '../stock-updates/fixtures.ts';
import { newImporter } from './fixtures.ts';

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
    // Stock on the day before, so that no removal below takes a balance below zero (the ledger's invariant).
    await t.db.transaction((tx) =>
      postMovements(
        tx,
        [x, y, z].map((inventoryId) => ({
          inventoryId,
          quantity: 10_000,
          kind: 'shipment' as const,
          effectiveDate: '2025-12-31',
          sourceType: 'Race',
          sourceId: 0,
          userId: null,
        })),
      ),
    );
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

describe.skipIf(!onPostgres)(`deactivation against postings${why}`, () => {
  it('never lets a deadlock reach the client and loses no posting', async () => {
    const admin = caller(t.app, await signIn(t.app, 'admin@ppms.demo'));
    const { inventories, keep } = await newImporter(t, admin, 'Race Deactivation', ['T-101', 'T-201']);
    const [a, b] = inventories;
    // For two seconds, postings of many rows in and out again (the balance stays 0, so deactivation may
    // go through) race PUT Importer deactivating and reactivating the same two inventories.
    const retriedBefore = t.db.retriedConflicts;
    const until = Date.now() + 2_000;
    const outcomes: ('posted' | 'refused')[] = [];
    const answers: { statusCode: number; body: string }[] = [];
    const poster = async (worker: number) => {
      for (let i = 0; Date.now() < until; i++) {
        const sourceId = worker * 10_000 + i;
        const rows = Array.from({ length: 40 }, (_, j) => ({
          inventoryId: j % 2 ? b : a,
          quantity: j < 20 ? 7 : -7,
          kind: j < 20 ? ('overage' as const) : ('shortage' as const),
          effectiveDate: '2026-01-02',
          sourceType: 'RaceDeactivation',
          sourceId,
          userId: null,
        }));
        outcomes[sourceId] = await t.db
          .transaction((tx) => postMovements(tx, rows))
          .then(
            () => 'posted' as const,
            (error) => {
              // An inventory inactive at that moment takes no stock: a clear refusal, not a loss.
              if (error instanceof HttpError && error.statusCode === 400) return 'refused' as const;
              throw error;
            },
          );
      }
    };
    const toggler = async (worker: number) => {
      for (let i = 0; Date.now() < until; i++) {
        answers.push(await keep(i % 2 ? [true, true] : [worker === 0, worker !== 0]));
      }
    };
    await Promise.all([poster(0), poster(1), poster(2), toggler(0), toggler(1)]);
    for (const answer of answers) expect([200, 400], answer.body).toContain(answer.statusCode);
    // Not even a retried deadlock: both sides take their locks in the one order.
    expect(t.db.retriedConflicts - retriedBefore, 'transactions run again after a deadlock').toBe(0);
    const stored = await t.db.db
      .selectFrom('ledgerMovements')
      .select(['sourceId', (eb) => eb.fn.countAll<number>().as('n')])
      .where('sourceType', '=', 'RaceDeactivation')
      .groupBy('sourceId')
      .execute();
    // Every posting the caller saw succeed is there, whole; no refused one left a row.
    const posted = outcomes.flatMap((outcome, sourceId) => (outcome === 'posted' ? [sourceId] : []));
    expect(stored.map((r) => [r.sourceId, Number(r.n)]).sort((x, y) => x[0] - y[0])).toEqual(
      posted.map((sourceId) => [sourceId, 40]),
    );
    expect(posted.length).toBeGreaterThan(0);
    expect(answers.filter((answer) => answer.statusCode === 200).length).toBeGreaterThan(0);
    expect((await verifyLedger(t.db)).problems).toEqual([]);
  }, 60_000);

  it('leaves no open line on an inactive inventory when submissions race deactivation', async () => {
    const admin = caller(t.app, await signIn(t.app, 'admin@ppms.demo'));
    const marketing = caller(t.app, await signIn(t.app, 'marketing@ppms.demo'));
    const { importerId, inventories, keep, importer } = await newImporter(t, admin, 'Race Submission', [
      'T-101',
      'T-201',
    ]);
    const openLinesOnInactive = async () =>
      (
        await sql<{ id: number }>`
          select su.id from stock_update_lines l
          join stock_updates su on su.id = l.stock_update_id
          join inventories i on i.id = l.inventory_id
          where su.importer_id = ${importerId} and su.status in ('New', 'Reviewed') and not i.is_active`.execute(
          t.db.db,
        )
      ).rows;
    const retriedBefore = t.db.retriedConflicts;
    for (let round = 0; round < 8; round++) {
      // Each round starts active with nothing open, then submissions race one deactivation.
      const open = await t.db.db
        .selectFrom('stockUpdates')
        .select('id')
        .where('importerId', '=', importerId)
        .where('status', 'in', ['New', 'Reviewed'])
        .execute();
      for (const { id } of open) {
        expect((await marketing('POST', 'StockUpdate/StatusUpdate', { id, status: 30 })).statusCode).toBe(
          200,
        );
      }
      expect((await keep([true, true])).statusCode).toBe(200);
      const submissions = Array.from({ length: 3 }, (_, i) =>
        importer('POST', 'stockUpdate', {
          createdDate: `${day(1)}T00:00:00.000Z`,
          stockUpdateType: 0,
          importerId,
          inventoryInfos: [{ inventoryId: inventories[i % 2], quantity: 5 }],
        }),
      );
      const answers = await Promise.all([keep([false, false]), ...submissions]);
      for (const answer of answers) expect([200, 400], answer.body).toContain(answer.statusCode);
      expect(await openLinesOnInactive(), `round ${round}`).toEqual([]);
    }
    expect(t.db.retriedConflicts - retriedBefore, 'transactions run again after a deadlock').toBe(0);
  }, 60_000);
});

describe.skipIf(!onPostgres)(`Database.transaction on a deadlock${why}`, () => {
  it('retries the losing transaction whole and runs its post-commit work once', async () => {
    const [p, q] = await t.db.db.selectFrom('products').select('id').orderBy('id').limit(2).execute();
    const attempts = { first: 0, second: 0 };
    const committed: string[] = [];
    let arrived = 0;
    let release!: () => void;
    const bothHoldOne = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Two transactions lock the same two rows in opposite orders: PostgreSQL breaks the cycle by failing
    // one with 40P01; the failed one runs again from the start and then goes through.
    const run = (name: 'first' | 'second', rows: number[]) =>
      t.db.transaction(async (tx) => {
        attempts[name] += 1;
        tx.onCommit(() => {
          committed.push(name);
        });
        await tx.db.selectFrom('products').select('id').where('id', '=', rows[0]).forUpdate().execute();
        if (attempts[name] === 1) {
          arrived += 1;
          if (arrived === 2) release();
          await bothHoldOne;
        }
        await tx.db.selectFrom('products').select('id').where('id', '=', rows[1]).forUpdate().execute();
        return name;
      });
    expect(await Promise.all([run('first', [p.id, q.id]), run('second', [q.id, p.id])])).toEqual([
      'first',
      'second',
    ]);
    expect(attempts.first + attempts.second).toBe(3);
    expect(committed.sort()).toEqual(['first', 'second']);
  }, 30_000);
});

describe.skipIf(!onPostgres)(`verifyLedger under postings${why}`, () => {
  it('runs its checks one after the other on a pool of one connection, rather than wait for ever', async () => {
    const configured = process.env.PPMS_DB_POOL;
    process.env.PPMS_DB_POOL = '1';
    const single = openPostgres(t.config.databaseUrl!);
    try {
      expect((await verifyLedger(single)).problems).toEqual([]);
    } finally {
      if (configured === undefined) delete process.env.PPMS_DB_POOL;
      else process.env.PPMS_DB_POOL = configured;
      await single.close();
    }
  }, 20_000);

  it("runs its checks beside its transaction in that transaction's snapshot", async () => {
    const [x] = await inventoriesOf('Mesurado Fuel Supply');
    const movements = (db: Database) =>
      db.db
        .selectFrom('ledgerMovements')
        .select(({ fn }) => fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.n));
    await t.db.transaction(
      async (tx) => {
        const beside = await besideSnapshot(t.db, tx);
        const before = await movements(tx);
        await t.db.transaction((other) =>
          postMovements(other, [
            {
              inventoryId: x,
              quantity: 5,
              kind: 'overage',
              effectiveDate: '2026-01-04',
              sourceType: 'Snapshot',
              sourceId: 1,
              userId: null,
            },
          ]),
        );
        expect(await movements(t.db)).toBe(before + 1);
        // Begun after that commit, and reading what the transaction reads all the same.
        expect(await beside!(movements)).toBe(before);
        expect(await movements(tx)).toBe(before);
      },
      { isolation: 'repeatable read' },
    );
  });

  it('reads one snapshot: the rows it checked are the rows whose heads it reports', async () => {
    const [x, y] = await inventoriesOf('Mesurado Fuel Supply');
    const until = Date.now() + 1_500;
    const poster = async () => {
      for (let i = 0; Date.now() < until; i++) {
        await t.db.transaction((tx) =>
          postMovements(
            tx,
            [x, y].map((inventoryId) => ({
              inventoryId,
              quantity: 3,
              kind: 'overage' as const,
              effectiveDate: '2026-01-03',
              sourceType: 'Snapshot',
              sourceId: i,
              userId: null,
            })),
          ),
        );
      }
    };
    const verifier = async () => {
      const results = [];
      while (Date.now() < until) results.push(await verifyLedger(t.db));
      return results;
    };
    const [, , results] = await Promise.all([poster(), poster(), verifier()]);
    expect(results.length).toBeGreaterThan(3);
    for (const result of results) {
      expect(result.problems).toEqual([]);
      // Every chain is whole, so its head's seq is its number of rows.
      expect(result.rowsChecked).toBe(result.heads.reduce((sum, head) => sum + head.seq, 0));
    }
  }, 30_000);
});
