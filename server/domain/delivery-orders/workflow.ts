import { msg } from '../../../schemas/i18n/msg.ts';
import {
  type DeliveryOrderAction,
  type DeliveryOrderState,
  type DeliveryOrderSystem,
  deliveryOrderWorkflow,
} from '../../../schemas/workflows/delivery-order.ts';
import { progressAfter, stageStatus } from '../../../schemas/workflows/engine.ts';
import type { Database } from '../../db/client.ts';
import { badRequest } from '../../errors.ts';
import type { AuthUser } from '../auth-user.ts';
import { bindWorkflow } from '../workflow.ts';
import { visibleDeliveryOrders } from './access.ts';

export interface LockedDeliveryOrder {
  id: number;
  status: string;
  progress: number;
  deliveryOrderNumber: string;
  importerId: number;
  productId: number;
  distributorId: number;
}

/** The spec's status of an order: its stage and its state in words. */
export const statusAnswer = (state: string, progress: number) =>
  stageStatus(deliveryOrderWorkflow, state, progress);

/** The order locked FOR UPDATE when the user may see it. */
export const lockDeliveryOrder = (tx: Database, user: AuthUser, id: number) =>
  visibleDeliveryOrders(tx, user)
    .where('d.id', '=', id)
    .select([
      'd.id',
      'd.status',
      'd.progress',
      'd.deliveryOrderNumber',
      'd.importerId',
      'd.productId',
      'd.distributorId',
    ])
    .forUpdate()
    .executeTakeFirst();

/** The stamps each action leaves: when and by whom the order entered its state. */
const STAMPS = {
  Review: { at: 'reviewedAt', by: 'reviewedBy' },
  Approve: { at: 'approvedAt', by: 'approvedBy' },
  Cancel: { at: 'cancelledAt', by: 'cancelledBy' },
  Fulfil: { at: 'fulfilledAt', by: 'fulfilledBy' },
} as const satisfies Record<DeliveryOrderAction | DeliveryOrderSystem, { at: string; by: string }>;

/**
 * The delivery order workflow on its table. No action takes stock an open order did not already hold
 * (its lines with tanks count in their inventories' pending totals from the start; a cancel frees them),
 * so none takes ledger locks.
 */
export const deliveryOrderBinding = bindWorkflow<
  LockedDeliveryOrder,
  DeliveryOrderState,
  DeliveryOrderAction,
  DeliveryOrderSystem
>({
  workflow: deliveryOrderWorkflow,
  lockVisible: lockDeliveryOrder,
  async setState(tx, record, context) {
    const stamp = STAMPS[context.actionKey];
    await tx.db
      .updateTable('deliveryOrders')
      .set({
        status: context.to,
        progress: progressAfter(deliveryOrderWorkflow, context.to, record.progress),
        [stamp.at]: context.at,
        [stamp.by]: context.user.id,
      })
      .where('id', '=', record.id)
      .execute();
  },
  effects: {
    /** Approval needs a tank on every line: the depot must know where each gallon comes from. */
    async requireTanks(tx, record) {
      const tankless = await tx.db
        .selectFrom('deliveryOrderLines')
        .select('transferOrderId')
        .where('deliveryOrderId', '=', record.id)
        .where('inventoryId', 'is', null)
        .executeTakeFirst();
      if (tankless) throw badRequest(msg('deliveryOrder.tanksRequired'));
    },
    /** The priority chosen on the detail page takes effect with the approval (the route requires it). */
    async setPriority(tx, record, context) {
      await tx.db
        .updateTable('deliveryOrders')
        .set({ priority: context.inputs.priority as number })
        .where('id', '=', record.id)
        .execute();
    },
  },
});
