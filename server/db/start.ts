import type { Config } from '../config.ts';
import { type Database, openDatabase } from './client.ts';
import { type PreparedDatabase, prepareDatabase } from './prepare.ts';
import { daysSince, demoSnapshotKey, readDemoSnapshot, shiftDays, writeDemoSnapshot } from './snapshot.ts';

export interface StartedDatabase extends Omit<PreparedDatabase, 'seededDemo'> {
  db: Database;
  /** Where the demo data came from on this start: the snapshot, a replay, or nowhere (it was there). */
  demo: 'snapshot' | 'replayed' | null;
}

/**
 * The database a server starts on, brought up to date (prepareDatabase). A fresh embedded data folder
 * with demo data starts from the demo snapshot (server/db/snapshot.ts), moved forward to today; without
 * a snapshot for the current sources the history is replayed and the snapshot made from it. Either way
 * the token secret and the statement signing key are made afterwards, so each data folder has its own.
 */
export async function startDatabase(config: Config): Promise<StartedDatabase> {
  const snapshots = !config.databaseUrl && !config.inMemory && config.demo ? config.snapshotDir : null;
  const key = snapshots ? demoSnapshotKey() : '';
  let seededAt: Date | null = null;
  // Asked only for a fresh folder, under its lock: only the lock's holder ever writes it.
  const whenFresh = () => {
    const snapshot = snapshots ? readDemoSnapshot(snapshots, key) : null;
    seededAt = snapshot?.seededAt ?? null;
    return snapshot?.tarball ?? null;
  };
  const db = await openDatabase(config, { whenFresh });
  try {
    const restored = seededAt as Date | null;
    if (restored) await shiftDays(db, daysSince(restored));
    const { seededDemo, ...secrets } = await prepareDatabase(db, config, {
      afterDemoSeeded: snapshots ? (seeded) => writeDemoSnapshot(seeded, snapshots, key) : undefined,
    });
    return { db, ...secrets, demo: restored ? 'snapshot' : seededDemo ? 'replayed' : null };
  } catch (error) {
    await db.close();
    throw error;
  }
}

/**
 * Makes the demo snapshot for the current sources unless one exists (npm install's postinstall, so that
 * the first `npm start` restores it instead of replaying the history): a first start with demo data on
 * `config.dataDir`, a fresh scratch folder of the caller's, writes it. Answers whether it made one.
 */
export async function ensureDemoSnapshot(config: Config): Promise<boolean> {
  if (!config.snapshotDir || readDemoSnapshot(config.snapshotDir, demoSnapshotKey())) return false;
  const { db } = await startDatabase({ ...config, databaseUrl: null, inMemory: false, demo: true });
  await db.close();
  return true;
}
