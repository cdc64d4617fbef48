import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../../server/config.ts';
import { type Database, openDatabase } from '../../../server/db/client.ts';
import { prepareDatabase } from '../../../server/db/prepare.ts';
import { verifyLedger } from '../../../server/domain/ledger/index.ts';
import { caller, createTestApp, signIn, type TestApp } from '../../helpers/app.ts';
import { contents, sequences, tokenSecret } from '../../helpers/database-contents.ts';
import { seededAt, suiteDatabase } from '../../helpers/databases.ts';

// Suites start on copies of one database seeded per run (tests/helpers/databases.ts). A copy must be
// what a first start on an empty database gives, or the suites would test something else: this seeds
// one the slow way and compares them.

let copy: TestApp;
let other: TestApp;
let fresh: Database;
let dropFresh: () => Promise<void>;
beforeAll(async () => {
  [copy, other] = await Promise.all([createTestApp(), createTestApp({ demo: false })]);
  const database = await suiteDatabase(true, { fresh: true });
  dropFresh = database.drop;
  const config = { ...loadConfig({}), inMemory: true, databaseUrl: database.databaseUrl, demo: true };
  fresh = await openDatabase(config);
  // The demo history counts back from the instant it is written (its sales fall on the issue time's
  // day): seeded at the copy's instant, or a run that straddles an hour could move a sale across midnight.
  const at = seededAt();
  if (at) vi.useFakeTimers({ now: at, toFake: ['Date'] });
  try {
    const { seededDemo } = await prepareDatabase(fresh, config);
    expect(seededDemo).toBe(true);
  } finally {
    vi.useRealTimers();
  }
});
afterAll(async () => {
  await Promise.all([copy?.close(), other?.close(), fresh?.close()]);
  await dropFresh?.();
});

describe('the database a suite starts on', () => {
  it("is a copy of this run's seeded one: the global setup's manifest reaches the suites", () => {
    // Without it every suite would quietly seed its own database again: slower, and nothing would fail.
    const manifest = process.env.PPMS_TEST_SEEDED;
    expect(manifest).toBeTruthy();
    expect(fs.existsSync(manifest!)).toBe(true);
  });

  it('holds what a first start seeds: the same rows, ids and sequences', async () => {
    const [mine, seeded] = await Promise.all([contents(copy.db), contents(fresh)]);
    expect(Object.keys(mine).length).toBeGreaterThan(15);
    expect(mine.stock_updates.rows).toBeGreaterThan(20);
    expect(mine.ledger_movements.rows).toBeGreaterThan(40);
    expect(mine).toEqual(seeded);
    expect(await sequences(copy.db)).toEqual(await sequences(fresh));
  });

  it("keeps the ledger's hash chains valid", async () => {
    const verification = await verifyLedger(copy.db);
    expect(verification.ok).toBe(true);
    expect(verification.rowsChecked).toBeGreaterThan(40);
  });

  it("has a token secret of its own, so one suite's tokens open nothing in another", async () => {
    const secrets = await Promise.all([tokenSecret(copy.db), tokenSecret(other.db), tokenSecret(fresh)]);
    expect(new Set(secrets).size).toBe(3);
    const token = await signIn(copy.app, 'admin@ppms.demo');
    const elsewhere = await createTestApp();
    try {
      expect((await caller(copy.app, token)('GET', 'Dashboard')).statusCode).toBe(200);
      expect((await caller(elsewhere.app, token)('GET', 'Dashboard')).statusCode).toBe(401);
    } finally {
      await elsewhere.close();
    }
  });

  it("keeps a suite's writes to itself: a copy made afterwards starts from the seeded data", async () => {
    const admin = (db: Database) =>
      db.db
        .selectFrom('users')
        .select('firstName')
        .where('email', '=', 'admin@ppms.demo')
        .executeTakeFirstOrThrow();
    const { firstName } = await admin(copy.db);
    await copy.db.db
      .updateTable('users')
      .set({ firstName: 'Written by one suite' })
      .where('email', '=', 'admin@ppms.demo')
      .execute();
    expect(await admin(copy.db)).toEqual({ firstName: 'Written by one suite' });
    const later = await createTestApp();
    try {
      expect(await admin(later.db)).toEqual({ firstName });
    } finally {
      await later.close();
    }
  });

  it('without demo data holds only the code tables', async () => {
    const bare = await contents(other.db);
    expect(bare.users.rows).toBe(0);
    expect(bare.roles.rows).toBeGreaterThan(5);
    expect(bare.stock_updates.rows).toBe(0);
  });
});
