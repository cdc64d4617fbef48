import { deliveryOrderWorkflow } from '../../../schemas/workflows/delivery-order.ts';
import { type AuthUser, loadAuthUser } from '../../domain/auth-user.ts';
import { addComment } from '../../domain/comments.ts';
import { deliveryOrderType } from '../../domain/delivery-orders/definition.ts';
import { deliveryOrderBinding } from '../../domain/delivery-orders/workflow.ts';
import { createDeliveryOrder, updateDeliveryOrderTank } from '../../domain/delivery-orders/write.ts';
import { inventoryBalances } from '../../domain/ledger/index.ts';
import { runTransition } from '../../domain/workflow.ts';
import type { Database } from '../client.ts';
import { DEMO_USER_BY_ROLE } from './demo.ts';
import { generator, hoursLater } from './demo-history.ts';

// Delivery orders for the demo, on the demo distributor's approved transfer orders, made the way real
// ones are (created by the distributor or its agent, reviewed by Operations, tanks assigned and approved
// by Control Room with the functions the API calls): one left at every stage, with tanks and
// priorities, and one cancelled. Fulfilled ones come with the filling advice notes that fulfil them.
// Runs once, after the transfer orders.

/** Where an order is left, oldest first. */
const FATES = [
  'Approved',
  'Approved',
  'Cancelled',
  'Approved',
  'Reviewed',
  'Reviewed',
  'New',
  'New',
] as const;
const { actions } = deliveryOrderWorkflow;

export async function seedDemoDeliveryOrders(db: Database): Promise<void> {
  const users = new Map<string, AuthUser>();
  for (const role of ['R200', 'R300', 'R400', 'R1100'] as const) {
    const row = await db.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', DEMO_USER_BY_ROLE[role])
      .executeTakeFirst();
    const user = row && (await loadAuthUser(db, row.id));
    if (!user) return;
    users.set(role, user);
  }
  const [operations, distributor, controlRoom, agent] = ['R200', 'R300', 'R400', 'R1100'].map(
    (r) => users.get(r)!,
  );
  const orders = await db.db
    .selectFrom('transferOrders')
    .select(['id', 'importerId', 'productId', 'quantity', 'createdAt'])
    .where('status', '=', 'Approved')
    .where('distributorId', 'in', [0, ...distributor.distributorIds])
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  const random = generator(11);
  if (!orders.length) return;

  for (const [k, fate] of FATES.entries()) {
    // The newest orders, each drawn on by a few delivery orders of a quarter of it.
    const order = orders[orders.length - 1 - (k % Math.min(orders.length, 4))];
    const [tank] = (
      await inventoryBalances(db, {
        importerIds: [order.importerId],
        productIds: [order.productId],
        activeOnly: true,
      })
    ).sort((x, y) => y.adjustedStockBalance - x.adjustedStockBalance);
    const quantity = Math.min(
      Math.floor(order.quantity / 4000) * 1000,
      Math.max(0, tank?.adjustedStockBalance ?? 0),
    );
    if (!tank || quantity <= 0) continue;
    let at = hoursLater(order.createdAt, 30 + k * 6 + random(0, 5));
    const id = await createDeliveryOrder(
      db,
      k % 2 ? agent : distributor,
      {
        deliveryOrderNumber: `DO-${2001 + k}`,
        // The distributor names the tank itself on every other order; Control Room does for the rest.
        transferOrders: [
          { transferOrderId: order.id, quantity, inventoryId: k % 2 ? tank.inventoryId : null },
        ],
      },
      { at },
    );
    const act = async (action: keyof typeof actions, user: AuthUser, priority?: number, comment?: string) => {
      at = hoursLater(at, random(2, 12));
      await runTransition(db, deliveryOrderBinding, {
        id,
        actionCode: actions[action].code,
        user,
        at,
        comment,
        inputs: { priority },
      });
    };
    if (fate === 'New') continue;
    await act('Review', operations, undefined, 'Truck and driver documents checked.');
    if (fate === 'Reviewed') continue;
    if (k % 2 === 0) {
      await updateDeliveryOrderTank(db, controlRoom, {
        deliveryOrderId: id,
        transferOrderId: order.id,
        inventoryId: tank.inventoryId,
      });
    }
    if (fate === 'Cancelled') {
      await act('Cancel', controlRoom, undefined, 'The truck failed its safety inspection.');
      continue;
    }
    await act('Approve', controlRoom, random(0, 2), random(0, 1) ? 'Loading bay 2.' : undefined);
    if (k === 0) await addComment(db, deliveryOrderType, distributor, id, 'Truck arrives at 7 am.');
  }
}
