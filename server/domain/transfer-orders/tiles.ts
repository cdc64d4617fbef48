import { hasRole } from '../../../schemas/codes.ts';
import type { DashboardTile } from '../../../schemas/dashboard.ts';
import { transferOrderWorkflow } from '../../../schemas/workflows/transfer-order.ts';
import type { Database } from '../../db/client.ts';
import type { AuthUser } from '../auth-user.ts';
import { stageCountTiles } from '../record-types/tiles.ts';
import { visibleTransferOrders } from './access.ts';

/** Dashboard tiles: the user's visible orders per stage (Operations ... Delivered), counted up to 2,000 (record-types/tiles.ts). */
export async function transferOrderTiles(db: Database, user: AuthUser): Promise<DashboardTile[]> {
  if (!hasRole(user, ...transferOrderWorkflow.readers)) return [];
  return stageCountTiles(db, transferOrderWorkflow, visibleTransferOrders(db, user), 't.status');
}
