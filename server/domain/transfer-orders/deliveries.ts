import { sql } from 'kysely';
import type { TransferOrderDelivery } from '../../../schemas/transfer-order.ts';
import type { Database } from '../../db/client.ts';
import { isoTime } from '../../db/sql-format.ts';

// What delivery orders hold of a transfer order, read from the view transfer_order_deliveries (see its
// migration): empty until delivery orders exist, which then fill the view and change nothing here.

/** The delivery orders on a transfer order, oldest first (the spec's DeliveryOrder rows). */
export const deliveryOrdersOf = (db: Database, transferOrderId: number): Promise<TransferOrderDelivery[]> =>
  db.db
    .selectFrom('transferOrderDeliveries as d')
    .where('d.transferOrderId', '=', transferOrderId)
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
    .orderBy('d.id')
    .execute();

/** Gallons of the order on delivery orders that are not cancelled (SQL, for a row of t). */
export const deliveredQuantity = (transferOrder: string) =>
  sql<number>`(select coalesce(sum(d.quantity), 0) from transfer_order_deliveries d
    where d.transfer_order_id = ${sql.ref(transferOrder)} and d.active)::bigint`;

/** Whether a delivery order on the order is active (not cancelled): then nobody may cancel the order. */
export const hasActiveDeliveryOrder = (transferOrder: string) =>
  sql<boolean>`exists (select 1 from transfer_order_deliveries d
    where d.transfer_order_id = ${sql.ref(transferOrder)} and d.active)`;
