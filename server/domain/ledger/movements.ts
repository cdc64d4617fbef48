import { sql } from 'kysely';
import type { Database } from '../../db/client.ts';

export interface MovementWithBalance {
  id: number;
  inventoryId: number;
  quantity: number;
  kind: string;
  effectiveDate: string;
  recordedAt: Date;
  sourceType: string;
  sourceId: number;
  userId: number | null;
  /** The inventory's balance after this movement, in effective-date order (then posting order). */
  runningBalance: number;
}

/**
 * Movements of some inventories with their running balances, from a window function at query time
 * (so back-dated entries need no re-posting). The running balance counts every movement before `from`
 * too; `from`/`to` only choose which rows come back ('yyyy-MM-dd', inclusive).
 */
export async function movementsWithBalances(
  db: Database,
  filters: { inventoryIds: number[]; from?: string; to?: string; knownAt?: Date },
): Promise<MovementWithBalance[]> {
  const { rows } = await sql<MovementWithBalance>`
    select * from (
      select m.id, m.inventory_id, m.quantity, m.kind, m.effective_date, m.recorded_at, m.source_type,
        m.source_id, m.user_id,
        sum(m.quantity) over (partition by m.inventory_id order by m.effective_date, m.id
          rows between unbounded preceding and current row)::bigint as running_balance
      from ledger_movements m
      where m.inventory_id = any(${filters.inventoryIds}::int[])
        ${filters.to ? sql`and m.effective_date <= ${filters.to}::date` : sql``}
        ${filters.knownAt ? sql`and m.recorded_at <= ${filters.knownAt}::timestamptz` : sql``}
    ) r
    where true ${filters.from ? sql`and r.effective_date >= ${filters.from}::date` : sql``}
    order by r.inventory_id, r.effective_date, r.id`.execute(db.db);
  return rows;
}
