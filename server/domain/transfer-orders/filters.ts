import { sql } from 'kysely';
import type { Database } from '../../db/client.ts';
import type { AuthUser } from '../auth-user.ts';
import { visibleTransferOrders } from './access.ts';

/**
 * The importers and distributors of the orders the user sees (one query): an importer user may filter
 * its order list by the distributors it sold to, a distributor user by the importers it bought from.
 */
export async function transferOrderParties(
  db: Database,
  user: AuthUser,
): Promise<{ importerIds: number[]; distributorIds: number[] }> {
  return visibleTransferOrders(db, user)
    .select([
      sql<number[]>`coalesce(array_agg(distinct t.importer_id), '{}')`.as('importerIds'),
      sql<number[]>`coalesce(array_agg(distinct t.distributor_id), '{}')`.as('distributorIds'),
    ])
    .executeTakeFirstOrThrow();
}
