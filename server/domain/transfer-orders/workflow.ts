import { msg } from '../../../schemas/i18n/msg.ts';
import { progressAfter, stageStatus } from '../../../schemas/workflows/engine.ts';
import {
  type TransferOrderAction,
  type TransferOrderState,
  type TransferOrderSystem,
  transferOrderWorkflow,
} from '../../../schemas/workflows/transfer-order.ts';
import type { Database } from '../../db/client.ts';
import { badRequest } from '../../errors.ts';
import type { AuthUser } from '../auth-user.ts';
import { bindWorkflow } from '../workflow.ts';
import { visibleTransferOrders } from './access.ts';
import { hasActiveDeliveryOrder } from './deliveries.ts';

export interface LockedTransferOrder {
  id: number;
  status: string;
  progress: number;
  transferOrderNumber: string;
  importerId: number;
  productId: number;
  distributorId: number;
  quantity: number;
}

/** The spec's status of an order: its stage and its state in words ('Reviewed at Finance'). */
export const statusAnswer = (state: string, progress: number) =>
  stageStatus(transferOrderWorkflow, state, progress);

/** The order locked FOR UPDATE when the user may see it. */
export const lockTransferOrder = (tx: Database, user: AuthUser, id: number) =>
  visibleTransferOrders(tx, user)
    .where('t.id', '=', id)
    .select([
      't.id',
      't.status',
      't.progress',
      't.transferOrderNumber',
      't.importerId',
      't.productId',
      't.distributorId',
      't.quantity',
    ])
    .forUpdate()
    .executeTakeFirst();

/**
 * The transfer order workflow on its table. No action changes availability upward (a cancel frees the
 * remainder), so none takes ledger locks.
 */
export const transferOrderBinding = bindWorkflow<
  LockedTransferOrder,
  TransferOrderState,
  TransferOrderAction,
  TransferOrderSystem
>({
  workflow: transferOrderWorkflow,
  lockVisible: lockTransferOrder,
  async setState(tx, record, context) {
    await tx.db
      .updateTable('transferOrders')
      .set({
        status: context.to,
        progress: progressAfter(transferOrderWorkflow, context.to, record.progress),
      })
      .where('id', '=', record.id)
      .execute();
  },
  effects: {
    /**
     * Nobody cancels an order a delivery order is drawing on. A delivery order on it locks the order's
     * row, as this transition does, so the two can not pass each other.
     */
    async refuseActiveDeliveryOrders(tx, record) {
      const { active } = await tx.db
        .selectFrom('transferOrders as t')
        .where('t.id', '=', record.id)
        .select(hasActiveDeliveryOrder('t.id').as('active'))
        .executeTakeFirstOrThrow();
      if (active) throw badRequest(msg('transferOrder.deliveryOrderActive'));
    },
  },
});
