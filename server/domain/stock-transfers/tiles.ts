import { sql } from 'kysely';
import type { DashboardTile } from '../../../schemas/dashboard.ts';
import { stockTransferWorkflow } from '../../../schemas/workflows/stock-transfer.ts';
import type { Database } from '../../db/client.ts';
import type { AuthUser } from '../auth-user.ts';
import { stateTiles } from '../requests.ts';
import { stockTransferImporters, visibleStockTransfers } from './access.ts';

/** Dashboard tiles: the user's visible transfers per stage, for the states the workflow shows as tiles. */
export async function stockTransferTiles(db: Database, user: AuthUser): Promise<DashboardTile[]> {
  const importers = stockTransferImporters(user);
  if (importers !== 'all' && !importers.length) return [];
  const counts = await visibleStockTransfers(db, user)
    .select(['tr.status', sql<number>`count(*)::int`.as('count')])
    .groupBy('tr.status')
    .execute();
  return stateTiles(stockTransferWorkflow, counts);
}
