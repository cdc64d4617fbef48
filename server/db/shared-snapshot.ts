import { sql } from 'kysely';
import { type Database, poolSize } from './client.ts';

/** Runs `fn` in a transaction that reads the same snapshot as the caller's. */
export type Beside = <T>(fn: (tx: Database) => Promise<T>) => Promise<T>;

/**
 * Work beside a REPEATABLE READ transaction `tx` (of `root`), on connections of its own that read the
 * snapshot `tx` reads (pg_export_snapshot, SET TRANSACTION SNAPSHOT): what they read is what `tx` reads,
 * however many writes commit meanwhile, and PostgreSQL runs them on other cores. `tx` must stay open
 * until they have started (awaiting them inside it does). Null on the embedded database (one connection),
 * with a pool of one connection (`tx` holds it: work beside would wait for it for ever) and when `root`
 * is itself a transaction: the caller then runs the work in `tx`.
 */
export async function besideSnapshot(root: Database, tx: Database): Promise<Beside | null> {
  if (root.dialect !== 'postgres' || root.isTransaction || poolSize() < 2) return null;
  const { rows } = await sql<{ id: string }>`select pg_export_snapshot() as id`.execute(tx.db);
  const snapshot = rows[0].id;
  return (fn) =>
    root.transaction(
      async (other) => {
        // The first statement of the transaction, as PostgreSQL requires.
        await sql`set transaction snapshot ${sql.lit(snapshot)}`.execute(other.db);
        return fn(other);
      },
      { isolation: 'repeatable read' },
    );
}
