import { type RawBuilder, sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { TransferOrderDelivery } from '../../../schemas/transfer-order.ts';
import type { DeliveryOrderState } from '../../../schemas/workflows/delivery-order.ts';
import type { Database } from '../../db/client.ts';
import { isoTime } from '../../db/sql-format.ts';

// What delivery orders hold of a transfer order, read from the view transfer_order_deliveries (see its
// migration): empty until delivery orders exist, which then fill the view and change nothing here.

/** The delivery orders on a transfer order (`transferOrderId`: SQL, its id), oldest first (the spec's DeliveryOrder rows). */
export const deliveryOrdersOf = (
  db: Database,
  transferOrderId: string,
): RawBuilder<TransferOrderDelivery[]> =>
  jsonArrayFrom(
    db.db
      .selectFrom('transferOrderDeliveries as d')
      .where('d.transferOrderId', '=', sql<number>`${sql.ref(transferOrderId)}`)
      .select([
        'd.id',
        'd.deliveryOrderNumber',
        isoTime('d.submittedDate').as('submittedDate'),
        'd.priority',
        'd.quantity',
        'd.status',
        sql<string | null>`${isoTime('d.fulfilledDate')}`.as('fulfilledDate'),
      ])
      .orderBy('d.submittedDate')
      .orderBy('d.id'),
  ) as RawBuilder<TransferOrderDelivery[]>;

/**
 * Gallons of the order (a row aliased `t`) on its active (not cancelled) delivery orders, in SQL;
 * `except` leaves one delivery order out (an edit replaces its own lines).
 */
export const onDeliveryOrders = (t: string, except = 0) =>
  sql<number>`(select coalesce(sum(d.quantity), 0) from transfer_order_deliveries d
    where d.transfer_order_id = ${sql.ref(`${t}.id`)} and d.active and d.id <> ${except})::bigint`;

/**
 * THE remainder of a transfer order (a row aliased `t`), in SQL: its quantity less the gallons on its
 * active delivery orders. What delivery orders may still draw on, and what the importer still owes
 * (ledger commitments). Below zero only if a write overdrew it, which delivery-order writes refuse.
 */
export const remainderOf = (t: string, except = 0) =>
  sql<number>`(${sql.ref(`${t}.quantity`)} - ${onDeliveryOrders(t, except)})::bigint`;

const FULFILLED: DeliveryOrderState = 'Fulfilled';

/** Whether the order's fulfilled delivery orders cover its quantity (then it is delivered), in SQL. */
export const coveredByFulfilled = (t: string) =>
  sql<boolean>`${sql.ref(`${t}.quantity`)} <= (select coalesce(sum(d.quantity), 0)
    from transfer_order_deliveries d where d.transfer_order_id = ${sql.ref(`${t}.id`)} and d.status = ${FULFILLED})`;

/** Whether a delivery order on the order is active (not cancelled): then nobody may cancel the order. */
export const hasActiveDeliveryOrder = (transferOrder: string) =>
  sql<boolean>`exists (select 1 from transfer_order_deliveries d
    where d.transfer_order_id = ${sql.ref(transferOrder)} and d.active)`;
