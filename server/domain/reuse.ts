import { sql } from 'kysely';
import { setBounded } from '../bounded-map.ts';
import { type Database, PREPARED } from '../db/client.ts';

const MAX_ENTRIES = 1_000;

/**
 * Answers kept per database and computed again only when their key changes (what they were computed
 * from, with the id of the newest row of what they read: a change shows at once once committed) or
 * after `maxAgeMs` (a change committed under an id older than the newest, two transactions committing
 * out of order, shows within that time). For answers every dashboard load asks for again.
 */
export function reusedAnswers<T>(maxAgeMs: number) {
  const perDatabase = new WeakMap<Database, Map<string, { key: string; at: number; answer: T }>>();
  return async (db: Database, slot: string, key: string, compute: () => Promise<T>): Promise<T> => {
    const entries = perDatabase.get(db) ?? new Map();
    perDatabase.set(db, entries);
    const last = entries.get(slot);
    if (last?.key === key && Date.now() - last.at < maxAgeMs) return last.answer;
    const at = Date.now();
    const answer = await compute();
    setBounded(entries, slot, { key, at, answer }, MAX_ENTRIES);
    return answer;
  };
}

/** The statement of newestId, for a statement that reads the stamp itself (a search's kept count). */
export const newestIdQuery = (table: 'record_history' | 'ledger_movements') =>
  sql<{ id: number }>`select coalesce(max(id), 0)::bigint as id from ${sql.table(table)}`;

/** The id of the newest row of a table (0 when empty): one probe of its primary key, the stamp of a reused answer. */
export async function newestId(db: Database, table: 'record_history' | 'ledger_movements'): Promise<number> {
  const { rows } = await newestIdQuery(table).execute(db.db);
  return rows[0].id;
}

/** The stamps a dashboard's reused answers are keyed by: both tables' newest ids. */
export interface Stamps {
  recordHistory: number;
  ledgerMovements: number;
}

/**
 * Both newest ids in one statement: a dashboard load makes one round trip for them, not two. Prepared
 * (PREPARED): as a simple query it was parsed and planned at each read, 150 to 179 us of PostgreSQL's
 * CPU a read, where prepared it takes 50 to 54 (20,000 reads each, at scale 1).
 */
async function readStamps(db: Database): Promise<Stamps> {
  const { rows } =
    await sql<Stamps>`${sql.raw(PREPARED)} select (${newestIdQuery('record_history')}) as record_history,
    (${newestIdQuery('ledger_movements')}) as ledger_movements`.execute(db.db);
  return rows[0];
}

const stampReaders = new WeakMap<Database, () => Promise<Stamps>>();

/**
 * Both newest ids, as a read that started after this call: what committed before it is counted, as if
 * the caller had read them itself. Callers share reads: while one is under way, every caller waits for
 * the next, which starts when it ends and serves them all. So dashboards loaded together make one round
 * trip, not one each.
 */
export function newestIds(db: Database): Promise<Stamps> {
  let read = stampReaders.get(db);
  if (!read) {
    read = sharedReads(() => readStamps(db));
    stampReaders.set(db, read);
  }
  return read();
}

/**
 * `read`, shared by its callers: a call gets the result of a run that started after it (the one it
 * starts, when none is under way; else the next, started once the current one ends, which every call
 * made meanwhile shares).
 */
export function sharedReads<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  let next: Promise<T> | null = null;
  const start = (): Promise<T> => {
    const run = read().finally(() => {
      if (running === run) running = null;
    });
    running = run;
    return run;
  };
  return () => {
    if (!running) return start();
    if (!next) {
      next = running
        .then(
          () => undefined,
          () => undefined,
        )
        .then(() => {
          next = null;
          return start();
        });
    }
    return next;
  };
}

/**
 * A check that reads the whole of something in one snapshot (a REPEATABLE READ transaction), run one at
 * a time per database (process): callers meanwhile share the next run, which starts once the one under
 * way ends (sharedReads), so each still reads what committed before it asked. The ledger's and the audit
 * log's verifications read tens of millions of rows for about a minute each: side by side, runs only
 * slowed each other down (and the ledger's, holding three pool connections, could wait for ever on the
 * pool). Inside a transaction it runs there (`outer` null).
 */
export function oneSnapshotAtATime<T>(check: (tx: Database, outer: Database | null) => Promise<T>) {
  const runs = new WeakMap<Database, () => Promise<T>>();
  return (db: Database): Promise<T> => {
    if (db.isTransaction) return check(db, null);
    let shared = runs.get(db);
    if (!shared) {
      shared = sharedReads(() => db.transaction((tx) => check(tx, db), { isolation: 'repeatable read' }));
      runs.set(db, shared);
    }
    return shared();
  };
}
