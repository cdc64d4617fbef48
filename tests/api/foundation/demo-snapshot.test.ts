import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Config, loadConfig } from '../../../server/config.ts';
import { daysSince } from '../../../server/db/snapshot.ts';
import { type StartedDatabase, startDatabase } from '../../../server/db/start.ts';
import { verifyAudit } from '../../../server/domain/audit/verify.ts';
import { verifyLedger } from '../../../server/domain/ledger/index.ts';
import { usingPostgres } from '../../helpers/app.ts';
import { contents, sequences, tokenSecret } from '../../helpers/database-contents.ts';

// `npm start` on a fresh embedded data folder starts from the demo snapshot that the first start made
// (server/db/start.ts). What it starts from must be what a replay of the demo history gives, on the day
// of the snapshot and on any later day. The snapshot is the embedded database's: on the PostgreSQL run
// these are skipped.

const DAY_MS = 86_400_000;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'ppms-demo-snapshot-'));
const configIn = (name: string, snapshots: string): Config => ({
  ...loadConfig({}),
  dataDir: path.join(folder, name),
  snapshotDir: path.join(folder, snapshots),
  databaseUrl: null,
  inMemory: false,
  demo: true,
  logLevel: 'silent',
});

const snapshotFiles = (snapshots: string) =>
  fs.existsSync(path.join(folder, snapshots)) ? fs.readdirSync(path.join(folder, snapshots)).sort() : [];

/** The dates a database's history ends on: the latest of every date column it holds. */
const latestDates = async ({ db }: StartedDatabase) => {
  const { rows } = await sql<{ latest: string | null }>`
    select greatest(
      (select max(created_date) from stock_updates),
      (select max(created_date) from stock_transfers),
      (select max(effective_date) from ledger_movements)
    )::text as latest`.execute(db.db);
  return rows[0].latest;
};

describe.skipIf(usingPostgres())('the demo snapshot a fresh data folder starts from', () => {
  let replayed: StartedDatabase;
  let restored: StartedDatabase;
  let replayedContents: Awaited<ReturnType<typeof contents>>;
  beforeAll(async () => {
    replayed = await startDatabase(configIn('replayed', 'snapshots'));
    replayedContents = await contents(replayed.db);
    restored = await startDatabase(configIn('restored', 'snapshots'));
  }, 180_000);
  afterAll(async () => {
    await Promise.all([replayed?.db.close(), restored?.db.close()]);
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('is made by the first start, which replays the history; the next fresh folder unpacks it', () => {
    expect(replayed.demo).toBe('replayed');
    expect(restored.demo).toBe('snapshot');
    expect(snapshotFiles('snapshots')).toEqual([
      expect.stringMatching(/^demo-[0-9a-f]{16}\.json$/),
      expect.stringMatching(/^demo-[0-9a-f]{16}\.tar$/),
    ]);
  });

  it('holds what the replay wrote, table for table: the same rows, ids and sequences', async () => {
    const mine = await contents(restored.db);
    expect(mine.stock_updates.rows).toBeGreaterThan(20);
    expect(mine.ledger_movements.rows).toBeGreaterThan(40);
    expect(mine).toEqual(replayedContents);
    expect(await sequences(restored.db)).toEqual(await sequences(replayed.db));
    expect((await verifyLedger(restored.db)).ok).toBe(true);
  });

  it('has a token secret and a statement signing key of its own, made after the snapshot', async () => {
    const [mine, theirs] = await Promise.all([tokenSecret(restored.db), tokenSecret(replayed.db)]);
    expect(mine).toMatch(/.{32,}/);
    expect(mine).not.toBe(theirs);
    expect(restored.jwtSecret).toBe(mine);
    expect(restored.statementKey.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(restored.statementKey.fingerprint).not.toBe(replayed.statementKey.fingerprint);
  });

  it('starts a data folder that already holds a database as it is, without the snapshot', async () => {
    await replayed.db.close();
    const again = await startDatabase(configIn('replayed', 'snapshots'));
    replayed = again;
    expect(again.demo).toBe(null);
    expect(await contents(again.db)).toEqual(replayedContents);
  }, 60_000);

  it('seeded ten days ago, is moved to today: what a replay today gives, with valid hash chains', async () => {
    // The replay of ten days ago, with the clock of then (the database's own clock is today's: the
    // times it writes by itself are left out of the comparison, as every time is).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - 10 * DAY_MS });
    let old: StartedDatabase;
    try {
      old = await startDatabase(configIn('ten-days-ago', 'old-snapshots'));
    } finally {
      vi.useRealTimers();
    }
    expect(old.demo).toBe('replayed');
    const oldLatest = await latestDates(old);
    await old.db.close();

    const moved = await startDatabase(configIn('moved', 'old-snapshots'));
    try {
      expect(moved.demo).toBe('snapshot');
      expect(await latestDates(moved)).not.toBe(oldLatest);
      expect(await latestDates(moved)).toBe(await latestDates(replayed));
      expect(await contents(moved.db)).toEqual(replayedContents);
      const verification = await verifyLedger(moved.db);
      expect([verification.problems, verification.summaries, verification.negativeBalances]).toEqual([
        [],
        [],
        [],
      ]);
      expect(verification.ok).toBe(true);
      expect(verification.rowsChecked).toBe(replayedContents.ledger_movements.rows);
      const audit = await verifyAudit(moved.db);
      expect(audit.problems).toEqual([]);
      expect(audit.rowsChecked).toBe(replayedContents.audit_events.rows);
    } finally {
      await moved.db.close();
    }
  }, 180_000);

  it('is moved by whole days only, never into the future', () => {
    const seededAt = new Date('2026-03-01T23:00:00Z');
    expect(daysSince(seededAt, new Date('2026-03-02T08:00:00Z'))).toBe(0);
    expect(daysSince(seededAt, new Date('2026-03-02T23:00:00Z'))).toBe(1);
    expect(daysSince(seededAt, new Date('2026-03-12T22:59:00Z'))).toBe(10);
    expect(daysSince(seededAt, new Date('2026-02-27T00:00:00Z'))).toBe(0);
  });
});
