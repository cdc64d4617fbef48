import { sql } from 'kysely';
import { DEFAULT_LOSS_TOLERANCE, type LossTolerance } from '../../../schemas/reports/payloads.ts';
import type { Database } from '../../db/client.ts';
import { writeAudit } from '../audit/write.ts';

// The loss tolerance (issue 12, item 5): a loss is flagged when it is above `percent` of the stock the
// importer handled in the period plus `gallons`. An administrator sets it; it is kept in app_settings so
// that every API process reads the same, and the loss queries read it in their own statement.

const KEY = 'lossTolerance';

/** The tolerance in force, as one row (percent, gallons) to join in a query. */
export const toleranceRow = () => sql<LossTolerance>`
  select coalesce((s.value::jsonb ->> 'percent')::numeric, ${DEFAULT_LOSS_TOLERANCE.percent}::numeric)
      as percent,
    coalesce((s.value::jsonb ->> 'gallons')::bigint, ${DEFAULT_LOSS_TOLERANCE.gallons}::bigint) as gallons
  from (select 1) one
  left join app_settings s on s.key = ${KEY}`;

export async function readLossTolerance(db: Database): Promise<LossTolerance> {
  const { rows } = await toleranceRow().execute(db.db);
  return rows[0];
}

/** Saves the tolerance, with its audit row (before and after) in the same transaction. */
export async function saveLossTolerance(
  db: Database,
  adminId: number,
  tolerance: LossTolerance,
): Promise<LossTolerance> {
  const value = JSON.stringify({ percent: tolerance.percent, gallons: tolerance.gallons });
  return db.transaction(async (tx) => {
    // Serialises concurrent saves so each audit row's "before" is what the save replaced.
    await sql`select pg_advisory_xact_lock(5004, 0)`.execute(tx.db);
    const before = await readLossTolerance(tx);
    await tx.db
      .insertInto('appSettings')
      .values({ key: KEY, value })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
      .execute();
    const after = await readLossTolerance(tx);
    await writeAudit(tx, [
      {
        kind: 'admin-change',
        userId: adminId,
        recordType: 'Setting',
        detail: { action: 'Loss tolerance', before, after },
      },
    ]);
    return after;
  });
}
