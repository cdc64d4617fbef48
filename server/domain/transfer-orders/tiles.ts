import { sql } from 'kysely';
import { hasRole } from '../../../schemas/codes.ts';
import type { DashboardTile } from '../../../schemas/dashboard.ts';
import { stageTiles } from '../../../schemas/workflows/engine.ts';
import { transferOrderWorkflow } from '../../../schemas/workflows/transfer-order.ts';
import type { Database } from '../../db/client.ts';
import type { AuthUser } from '../auth-user.ts';
import { stageOf } from '../workflow.ts';
import { visibleTransferOrders } from './access.ts';

/** Dashboard tiles: the user's visible orders per stage (Operations ... Delivered), in one query. */
export async function transferOrderTiles(db: Database, user: AuthUser): Promise<DashboardTile[]> {
  if (!hasRole(user, ...transferOrderWorkflow.readers)) return [];
  const counts = await visibleTransferOrders(db, user)
    .select([stageOf(transferOrderWorkflow, 't.status').as('stage'), sql<number>`count(*)::int`.as('count')])
    .groupBy(sql.ref('stage'))
    .execute();
  return stageTiles(transferOrderWorkflow, counts);
}
