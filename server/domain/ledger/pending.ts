import { type RawBuilder, sql } from 'kysely';
import { type Database, PLAN_PER_CALL } from '../../db/client.ts';
import { ledgerSources } from './sources.ts';

// Open records hold stock back or bring it in before they are approved (DESIGN.md section 5). Each
// record type's definition gives its rows (server/domain/record-types/): pending rows (inventory_id,
// term, quantity, record_label, record_id) with a positive quantity, term one of kinds.ts PendingTerm,
// and the record the line belongs to ('stock update request', 12); commitment rows (importer_id,
// product_id, quantity). inventoryBalances() sums them per inventory; an inventory with any pending row
// can not be deactivated (openRecordsOn).

const unionAll = (sources: readonly RawBuilder<unknown>[], empty: RawBuilder<unknown>) =>
  sources.length ? sql.join(sources, sql` union all `) : empty;

export const pendingRows = () =>
  unionAll(
    ledgerSources().pending,
    sql`select null::integer as inventory_id, null::text as term, 0::bigint as quantity,
      null::text as record_label, null::integer as record_id where false`,
  );

export const commitmentRows = () =>
  unionAll(
    ledgerSources().commitments,
    sql`select null::integer as importer_id, null::integer as product_id, 0::bigint as quantity where false`,
  );

/**
 * The open records with lines on these inventories, per inventory: 'stock update request #12'. Planned
 * per call, as the balances are (balancesQuery): at scale 1, for two inventories, 2.5 ms of PostgreSQL's
 * CPU planned with the ids, 47.8 ms with a generic plan; it runs under the inventories' locks.
 */
export async function openRecordsOn(db: Database, inventoryIds: number[]): Promise<Map<number, string[]>> {
  const { rows } = await sql<{ inventoryId: number; records: string[] }>`${sql.raw(PLAN_PER_CALL)}
    select d.inventory_id, array_agg(d.record_label || ' #' || d.record_id order by d.record_label, d.record_id)
      as records
    from (
      select distinct p.inventory_id, p.record_label, p.record_id from (${pendingRows()}) p
      where p.inventory_id = any(${inventoryIds}::int[])
    ) d
    group by d.inventory_id`.execute(db.db);
  return new Map(rows.map((row) => [row.inventoryId, row.records]));
}
