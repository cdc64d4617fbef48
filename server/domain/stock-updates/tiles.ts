import { sql } from 'kysely';
import type { DashboardTile } from '../../../schemas/dashboard.ts';
import { stageTiles } from '../../../schemas/workflows/engine.ts';
import { stockUpdateWorkflow } from '../../../schemas/workflows/stock-update.ts';
import type { Database } from '../../db/client.ts';
import type { AuthUser } from '../auth-user.ts';
import { stageOf } from '../workflow.ts';
import { stockUpdateImporters, visibleStockUpdates } from './access.ts';

/** Dashboard tiles: the user's visible requests per stage, for the states the workflow shows as tiles. */
export async function stockUpdateTiles(db: Database, user: AuthUser): Promise<DashboardTile[]> {
  const importers = stockUpdateImporters(user);
  if (importers !== 'all' && !importers.length) return [];
  const counts = await visibleStockUpdates(db, user)
    .select([stageOf(stockUpdateWorkflow, 'su.status').as('stage'), sql<number>`count(*)::int`.as('count')])
    .groupBy(sql.ref('stage'))
    .execute();
  return stageTiles(stockUpdateWorkflow, counts);
}
