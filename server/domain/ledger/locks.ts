import { sql } from 'kysely';
import type { Database } from '../../db/client.ts';

// THE LOCK ORDER. Every transaction that writes stock, or anything a stock check reads, takes its locks
// in this order, each kind in ascending order:
//   1. importer-product advisory locks (availability checks and the writes they allow);
//   2. inventory advisory locks (postings, the lines of open records, an inventory's active flag);
//   3. rows: FOR UPDATE / FOR SHARE, and the rows its own UPDATEs and INSERTs touch.
// Two transactions that both follow it never wait on each other in a cycle, so they can not deadlock.
// lockLedger() takes 1 and 2 in one call: call it once, before the first row lock, with everything the
// transaction will need. The ledger's insert trigger takes the inventory lock again; advisory locks are
// re-entrant, so that costs nothing when it is already held. Should a transaction find only after its
// row locks that it needs one more inventory (a record edited between its first look and its lock), it
// takes it then; a deadlock that this might cause is retried whole by Database.transaction.

/** Advisory lock spaces (first key of pg_advisory_xact_lock(int, int)); held until the transaction ends. */
export const LOCK_SPACE = {
  /** One inventory: its hash chain, its balance, its open lines and its active flag. */
  inventory: 5001,
  /** An importer's product: availability checks and the writes they allow. */
  importerProduct: 5002,
} as const;

export interface LedgerScope {
  importerProducts?: { importerId: number; productId: number }[];
  inventories?: number[];
}

/** Takes the advisory locks of the scope in the lock order: importer-products, then inventories, each ascending. */
export async function lockLedger(tx: Database, scope: LedgerScope): Promise<void> {
  tx.assertTransaction();
  const keys = [...new Set((scope.importerProducts ?? []).map((p) => `${p.importerId}:${p.productId}`))];
  if (keys.length) {
    await sql`select pg_advisory_xact_lock(${LOCK_SPACE.importerProduct}, s.k)
      from (select distinct hashtext(unnest(${keys}::text[])) as k order by 1) s`.execute(tx.db);
  }
  const ids = [...new Set(scope.inventories ?? [])];
  if (ids.length) {
    await sql`select pg_advisory_xact_lock(${LOCK_SPACE.inventory}, s.id)
      from (select distinct unnest(${ids}::int[]) as id order by 1) s`.execute(tx.db);
  }
}
