import { sql } from 'kysely';
import { hasRole } from '../../../schemas/codes.ts';
import type { DashboardTile } from '../../../schemas/dashboard.ts';
import { deliveryOrderWorkflow } from '../../../schemas/workflows/delivery-order.ts';
import { stageTiles } from '../../../schemas/workflows/engine.ts';
import type { Database } from '../../db/client.ts';
import type { AuthUser } from '../auth-user.ts';
import { stageOf } from '../workflow.ts';
import { visibleDeliveryOrders } from './access.ts';

/** Dashboard tiles: the user's visible delivery orders per stage (New ... Fulfilled), in one query. */
export async function deliveryOrderTiles(db: Database, user: AuthUser): Promise<DashboardTile[]> {
  if (!hasRole(user, ...deliveryOrderWorkflow.readers)) return [];
  const counts = await visibleDeliveryOrders(db, user)
    .select([stageOf(deliveryOrderWorkflow, 'd.status').as('stage'), sql<number>`count(*)::int`.as('count')])
    .groupBy(sql.ref('stage'))
    .execute();
  return stageTiles(deliveryOrderWorkflow, counts);
}
