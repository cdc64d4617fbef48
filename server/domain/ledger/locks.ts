import { sql } from 'kysely';
import type { Database } from '../../db/client.ts';

// Advisory lock spaces (first key of pg_advisory_xact_lock(int, int)). Locks are held until the
// transaction ends. Take importer-product locks before inventory locks, each in ascending order.
export const LOCK_SPACE = {
  /** One inventory's hash chain; the ledger's insert trigger takes it too. */
  inventory: 5001,
  /** An importer's product: availability checks and the writes they allow. */
  importerProduct: 5002,
} as const;

/** Serializes postings to these inventories until the transaction ends. */
export async function lockInventories(tx: Database, inventoryIds: number[]): Promise<void> {
  tx.assertTransaction();
  const ids = [...new Set(inventoryIds)].sort((a, b) => a - b);
  if (!ids.length) return;
  await sql`select pg_advisory_xact_lock(${LOCK_SPACE.inventory}, s.id)
    from (select unnest(${ids}::int[]) as id order by 1) s`.execute(tx.db);
}

/**
 * Serializes availability checks of these importer-products until the transaction ends: a check and
 * the write it allows (a transfer order, a delivery-order line, a stock transfer) run under it.
 */
export async function lockImporterProducts(
  tx: Database,
  pairs: { importerId: number; productId: number }[],
): Promise<void> {
  tx.assertTransaction();
  const keys = [...new Set(pairs.map((p) => `${p.importerId}:${p.productId}`))].sort();
  if (!keys.length) return;
  await sql`select pg_advisory_xact_lock(${LOCK_SPACE.importerProduct}, s.k)
    from (select distinct hashtext(unnest(${keys}::text[])) as k order by 1) s`.execute(tx.db);
}
