import type { DashboardTile } from '../../../schemas/dashboard.ts';
import { stockTransferWorkflow } from '../../../schemas/workflows/stock-transfer.ts';
import type { Database } from '../../db/client.ts';
import type { AuthUser } from '../auth-user.ts';
import { stageCountTiles } from '../record-types/tiles.ts';
import { stockTransferImporters, stockTransfersSeenBy } from './access.ts';

/** Dashboard tiles: the user's visible transfers per stage, for the states the workflow shows as tiles. */
export async function stockTransferTiles(db: Database, user: AuthUser): Promise<DashboardTile[]> {
  const importers = stockTransferImporters(user);
  if (importers !== 'all' && !importers.length) return [];
  return stageCountTiles(db, stockTransferWorkflow, stockTransfersSeenBy(db, user), 'tr.status');
}
