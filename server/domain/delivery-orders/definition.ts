import { type RawBuilder, sql } from 'kysely';
import { type DeliveryOrderState, deliveryOrderWorkflow } from '../../../schemas/workflows/delivery-order.ts';
import { openStates } from '../../../schemas/workflows/engine.ts';
import { defineRecordType, statusOf } from '../record-types/define.ts';
import { listed } from '../record-types/sql.ts';
import { visibleDeliveryOrders } from './access.ts';
import { deliveryOrderBinding } from './workflow.ts';

const OPEN = listed(openStates(deliveryOrderWorkflow));
const FULFILLED: DeliveryOrderState = 'Fulfilled';

/** Open lines with a tank: what the tank is to deliver (its pending delivery orders). */
const pending: RawBuilder<unknown> = sql`
  select l.inventory_id, 'trackingOrders'::text as term, l.quantity,
    ${deliveryOrderWorkflow.label}::text as record_label, d.id as record_id
  from delivery_order_lines l
  join delivery_orders d on d.id = l.delivery_order_id
  where l.inventory_id is not null and d.status in (${OPEN})`;

/**
 * Open lines without a tank yet: their quantity has left its transfer order's remainder but no tank's
 * adjusted balance holds it back, so it stays committed on the importer-product until a tank is
 * assigned (the line then counts in that tank's pending delivery orders instead). The importer's
 * availability thus never moves when a delivery order is written or a tank assigned.
 */
const commitments: RawBuilder<unknown> = sql`
  select d.importer_id, d.product_id, l.quantity
  from delivery_order_lines l
  join delivery_orders d on d.id = l.delivery_order_id
  where l.inventory_id is null and d.status in (${OPEN})`;

/**
 * For the reports: a sale (negative) per line on its inventory, received by the order's distributor. A
 * fulfilled order posted on its fulfilled day; an open one would post when its note is issued (its day
 * shown is the submission's); a line without a tank yet names no inventory and is left out. The
 * distributor's name is a subquery, not a join: a read that does not ask for it does not pay for it.
 */
const records: RawBuilder<unknown> = sql`
  select ${deliveryOrderWorkflow.record}::text as source_type, d.id as source_id, l.inventory_id, d.importer_id,
    'sale'::text as kind, -l.quantity as quantity,
    coalesce(d.fulfilled_at, d.submitted_at)::date as effective_date,
    coalesce(d.fulfilled_at, d.submitted_at) as effective_at, d.status,
    (select dist.name from distributors dist where dist.id = d.distributor_id) as receiver,
    d.status in (${OPEN}) as is_open
  from delivery_order_lines l
  join delivery_orders d on d.id = l.delivery_order_id
  where l.inventory_id is not null
    and d.status in (${listed([FULFILLED, ...openStates(deliveryOrderWorkflow)])})`;

/** Delivery orders (spec part 2): a distributor's lifting drawn on approved transfer orders. */
export const deliveryOrderType = defineRecordType({
  workflow: deliveryOrderWorkflow,
  binding: deliveryOrderBinding,
  documents: true,
  visibleState: (db, user, id, lock) =>
    statusOf(visibleDeliveryOrders(db, user).where('d.id', '=', id).select('d.status'), lock),
  pending: [pending],
  commitments: [commitments],
  records,
  waiting: {
    table: 'delivery_orders',
    number: 'delivery_order_number',
    created: 'submitted_at',
    visibleIds: (db, user) => visibleDeliveryOrders(db, user).select('d.id'),
  },
});
