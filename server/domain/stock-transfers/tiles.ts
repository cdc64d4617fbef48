import { sql } from 'kysely';
import type { DashboardTile } from '../../../schemas/dashboard.ts';
import { stageTiles } from '../../../schemas/workflows/engine.ts';
import { stockTransferWorkflow } from '../../../schemas/workflows/stock-transfer.ts';
import type { Database } from '../../db/client.ts';
import type { AuthUser } from '../auth-user.ts';
import { stageOf } from '../workflow.ts';
import { stockTransferImporters, visibleStockTransfers } from './access.ts';

/** Dashboard tiles: the user's visible transfers per stage, for the states the workflow shows as tiles. */
export async function stockTransferTiles(db: Database, user: AuthUser): Promise<DashboardTile[]> {
  const importers = stockTransferImporters(user);
  if (importers !== 'all' && !importers.length) return [];
  const counts = await visibleStockTransfers(db, user)
    .select([stageOf(stockTransferWorkflow, 'tr.status').as('stage'), sql<number>`count(*)::int`.as('count')])
    .groupBy(sql.ref('stage'))
    .execute();
  return stageTiles(stockTransferWorkflow, counts);
}
