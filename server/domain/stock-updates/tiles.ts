import type { DashboardTile } from '../../../schemas/dashboard.ts';
import { stockUpdateWorkflow } from '../../../schemas/workflows/stock-update.ts';
import type { Database } from '../../db/client.ts';
import type { AuthUser } from '../auth-user.ts';
import { stageCountTiles } from '../record-types/tiles.ts';
import { stockUpdateImporters, visibleStockUpdates } from './access.ts';

/** Dashboard tiles: the user's visible requests per stage, for the states the workflow shows as tiles. */
export async function stockUpdateTiles(db: Database, user: AuthUser): Promise<DashboardTile[]> {
  const importers = stockUpdateImporters(user);
  if (importers !== 'all' && !importers.length) return [];
  return stageCountTiles(db, stockUpdateWorkflow, visibleStockUpdates(db, user), 'su.status');
}
