import { hasRole } from '../../../schemas/codes.ts';
import type { DashboardTile } from '../../../schemas/dashboard.ts';
import { deliveryOrderWorkflow } from '../../../schemas/workflows/delivery-order.ts';
import type { Database } from '../../db/client.ts';
import type { AuthUser } from '../auth-user.ts';
import { stageCountTiles } from '../record-types/tiles.ts';
import { visibleDeliveryOrders } from './access.ts';

/** Dashboard tiles: the user's visible delivery orders per stage (New ... Fulfilled), counted up to 2,000 (record-types/tiles.ts). */
export async function deliveryOrderTiles(db: Database, user: AuthUser): Promise<DashboardTile[]> {
  if (!hasRole(user, ...deliveryOrderWorkflow.readers)) return [];
  return stageCountTiles(db, deliveryOrderWorkflow, visibleDeliveryOrders(db, user), 'd.status');
}
