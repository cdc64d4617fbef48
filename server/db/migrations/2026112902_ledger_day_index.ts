import type { Kysely } from 'kysely';
import { runSql } from '../run-sql.ts';

// The ledger's movements of a few days, of every inventory: what Stock Reconciliation compares live (the
// days after the last running seal, two at most). Without it they were read
// per inventory from (inventory_id, effective_date), a probe for each of 1,211 inventories, most finding
// nothing: 10 ms of the report's 80 at scale 1. 34 MB at 5 million movements (a day repeats: the
// index keeps each day once with its rows).
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(db, 'create index ledger_movements_day on ledger_movements (effective_date)');
}
