import { sql } from 'kysely';
import { msg } from '../../../schemas/i18n/msg.ts';
import { recordWord } from '../../../schemas/i18n/words.ts';
import { type DeliveryOrderState, deliveryOrderWorkflow } from '../../../schemas/workflows/delivery-order.ts';
import type { TransferOrderState } from '../../../schemas/workflows/transfer-order.ts';
import type { Database } from '../../db/client.ts';
import { badRequest } from '../../errors.ts';
import type { AuthUser } from '../auth-user.ts';
import { deliveryOrderBinding } from '../delivery-orders/workflow.ts';
import { postMovements } from '../ledger/post.ts';
import { coveredByFulfilled } from '../transfer-orders/deliveries.ts';
import { transferOrderBinding } from '../transfer-orders/workflow.ts';
import { runSystemTransitions } from '../workflow.ts';

// What issuing a note does to the records it carries, inside the issue's transaction (DESIGN.md sections
// 4 and 5; the sales convention the reports read): every delivery order on it becomes Fulfilled; each
// delivery-order line posts one negative `sale` movement on its inventory, source DeliveryOrder and the
// order's id, effective on the issue day; each transfer order whose fulfilled delivery orders now cover
// its quantity becomes Delivered. Both are the declarations' system transitions (Fulfil, Deliver), which
// the workflow runner performs. Rows are locked after the note's, in ascending order: delivery orders,
// then transfer orders (ledger/locks.ts: the inventories are already locked by the runner).

const APPROVED: DeliveryOrderState = 'Approved';
const TO_APPROVED: TransferOrderState = 'Approved';

interface Issue {
  user: AuthUser;
  at: Date;
  /** The issue day, yyyy-MM-dd: the sales' effective date. */
  day: string;
}

/** Locks the rows of `table` with these ids FOR UPDATE, ascending. */
const lockRows = (tx: Database, table: 'delivery_orders' | 'transfer_orders', ids: number[]) =>
  sql`select id from ${sql.table(table)} where id = any(${ids}::int[]) order by id for update`.execute(tx.db);

export async function deliverNoteOrders(tx: Database, noteId: number, issue: Issue): Promise<void> {
  const onNote = await tx.db
    .selectFrom('fillingAdviceNoteOrders')
    .select('deliveryOrderId')
    .where('fillingAdviceNoteId', '=', noteId)
    .execute();
  const orderIds = onNote.map((o) => o.deliveryOrderId);
  await lockRows(tx, 'delivery_orders', orderIds);
  // Read after the lock (a new statement sees what committed meanwhile: a cancel, a tank change).
  const orders = await tx.db
    .selectFrom('deliveryOrders')
    .select(['id', 'deliveryOrderNumber', 'status', 'progress'])
    .where('id', 'in', orderIds)
    .orderBy('id')
    .execute();
  const stopped = orders.find((o) => o.status !== APPROVED);
  if (stopped) {
    const word = recordWord(deliveryOrderWorkflow.record, 'states', stopped.status, 'word');
    throw badRequest(msg('fan.orderNotApproved', { number: stopped.deliveryOrderNumber, word }));
  }
  const lines = await tx.db
    .selectFrom('deliveryOrderLines')
    .select(['deliveryOrderId', 'transferOrderId', 'inventoryId', 'quantity'])
    .where('deliveryOrderId', 'in', orderIds)
    .orderBy('deliveryOrderId')
    .orderBy('transferOrderId')
    .execute();
  const tankless = lines.find((line) => line.inventoryId === null);
  if (tankless) {
    const number = orders.find((o) => o.id === tankless.deliveryOrderId)?.deliveryOrderNumber ?? '';
    throw badRequest(msg('fan.noTank', { number }));
  }
  await postMovements(
    tx,
    lines.map((line) => ({
      inventoryId: line.inventoryId as number,
      quantity: -line.quantity,
      kind: 'sale' as const,
      effectiveDate: issue.day,
      sourceType: deliveryOrderWorkflow.record,
      sourceId: line.deliveryOrderId,
      userId: issue.user.id,
    })),
    { recordedAt: issue.at },
  );
  await runSystemTransitions(tx, deliveryOrderBinding, 'Fulfil', orderIds, {
    user: issue.user,
    at: issue.at,
    comment: `Filling advice note #${noteId} issued.`,
  });
  await deliverCoveredTransferOrders(tx, [...new Set(lines.map((l) => l.transferOrderId))], noteId, issue);
}

/** Approved transfer orders among `ids` whose fulfilled delivery orders now cover them become Delivered. */
async function deliverCoveredTransferOrders(tx: Database, ids: number[], noteId: number, issue: Issue) {
  await lockRows(tx, 'transfer_orders', ids);
  const covered = await tx.db
    .selectFrom('transferOrders as t')
    .select(['t.id'])
    .where('t.id', 'in', ids)
    .where('t.status', '=', TO_APPROVED)
    .where(coveredByFulfilled('t'))
    .orderBy('t.id')
    .execute();
  await runSystemTransitions(
    tx,
    transferOrderBinding,
    'Deliver',
    covered.map((t) => t.id),
    { user: issue.user, at: issue.at, comment: `Delivered by filling advice note #${noteId}.` },
  );
}
