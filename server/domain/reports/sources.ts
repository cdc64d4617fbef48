import { type RawBuilder, sql } from 'kysely';
import { type DeliveryOrderState, deliveryOrderWorkflow } from '../../../schemas/workflows/delivery-order.ts';
import { stockTransferWorkflow } from '../../../schemas/workflows/stock-transfer.ts';
import { stockUpdateWorkflow } from '../../../schemas/workflows/stock-update.ts';
import type { Workflow } from '../../../schemas/workflows/types.ts';
import { STOCK_UPDATE_MOVEMENTS } from '../ledger/kinds.ts';

// The records behind the ledger (issue 12, item 5). The ledger says what moved; these say what the
// approved records should have moved. Product Movement reads a movement's status and receiver here,
// and with its switch off the open records' lines; Stock Reconciliation compares both sides to the
// gallon. Each source is one query of rows:
//   source_type   the movement's source_type ('StockUpdate', 'StockTransfer', 'DeliveryOrder')
//   source_id     the record's id (the movement's source_id)
//   inventory_id, kind, quantity (signed gallons), effective_date
//   status        the record's status, as its detail page shows it
//   receiver      who receives stock that leaves the importer, or '-'
//   is_open       an open record (New, Reviewed...): not posted yet, it would post this line
// Cancelled records are left out: they post nothing and are not shown.
//
// The conventions every posting follows (so that both sides meet):
// - a stock update posts one movement per line on its inventory, kind and sign by its type
//   (ledger/kinds.ts), source_type 'StockUpdate', on the request's date;
// - a stock transfer posts transfer_out (negative) on the origin and transfer_in on the destination,
//   source_type 'StockTransfer', on the transfer's date;
// - issuing a filling advice note posts one `sale` movement (negative) per delivery-order line on that
//   line's inventory, source_type 'DeliveryOrder', source_id the delivery order's id, on the issue date,
//   and makes the delivery order Fulfilled (fulfilled_at: the issue time). The issue day is read here as
//   the day of fulfilled_at in the database's time zone, as the delivery-order filters read it.

/** The states a record reaches when its postings are made: the targets of its postToLedger actions. */
export function postedStates(workflow: Workflow): string[] {
  return [
    ...new Set(
      Object.values(workflow.actions)
        .filter((action) => action.effects.includes('postToLedger'))
        .flatMap((action) => Object.values(action.transitions) as string[]),
    ),
  ];
}

const openStates = (workflow: Workflow) =>
  Object.entries(workflow.states)
    .filter(([, state]) => state.open)
    .map(([name]) => name);

const listed = (values: string[]) => sql.join(values.map((v) => sql`${v}`));

const stockUpdateCase = (pick: (m: (typeof STOCK_UPDATE_MOVEMENTS)[number]) => string | number) =>
  sql.join(
    Object.entries(STOCK_UPDATE_MOVEMENTS).map(
      ([type, m]) => sql`when ${sql.lit(Number(type))} then ${sql.lit(pick(m))}`,
    ),
    sql` `,
  );

/** Stock update requests: one line per inventory, kind and sign by the request's type. */
const stockUpdates: RawBuilder<unknown> = sql`
  select ${stockUpdateWorkflow.record}::text as source_type, su.id as source_id, l.inventory_id,
    (case su.stock_update_type ${stockUpdateCase((m) => m.kind)} end)::text as kind,
    ((case su.stock_update_type ${stockUpdateCase((m) => m.sign)} end) * l.quantity)::bigint as quantity,
    su.created_date as effective_date, su.status, '-'::text as receiver,
    su.status in (${listed(openStates(stockUpdateWorkflow))}) as is_open
  from stock_update_lines l
  join stock_updates su on su.id = l.stock_update_id
  where su.status in (${listed([...postedStates(stockUpdateWorkflow), ...openStates(stockUpdateWorkflow)])})`;

/**
 * Stock transfers: transfer_out on the origin (negative, received by the destination's importer) and
 * transfer_in on the destination.
 */
const stockTransfers: RawBuilder<unknown> = sql`
  select ${stockTransferWorkflow.record}::text as source_type, tr.id as source_id, ends.inventory_id,
    ends.kind, ends.sign * tr.quantity as quantity, tr.created_date as effective_date, tr.status,
    ends.receiver, tr.status in (${listed(openStates(stockTransferWorkflow))}) as is_open
  from stock_transfers tr
  join inventories dest on dest.id = tr.to_inventory_id
  join importers receiver on receiver.id = dest.importer_id
  cross join lateral (values
    (tr.from_inventory_id, 'transfer_out', -1, receiver.name),
    (tr.to_inventory_id, 'transfer_in', 1, '-')
  ) ends (inventory_id, kind, sign, receiver)
  where tr.status in (${listed([...postedStates(stockTransferWorkflow), ...openStates(stockTransferWorkflow)])})`;

const FULFILLED: DeliveryOrderState = 'Fulfilled';

/**
 * Delivery orders: a sale (negative) per line on its inventory, received by the order's distributor.
 * A fulfilled order posted on its fulfilled day; an open one would post when its note is issued (its
 * day shown is the submission's); a line without a tank yet names no inventory and is left out.
 */
const deliveryOrders: RawBuilder<unknown> = sql`
  select ${deliveryOrderWorkflow.record}::text as source_type, d.id as source_id, l.inventory_id,
    'sale'::text as kind, -l.quantity as quantity,
    coalesce(d.fulfilled_at, d.submitted_at)::date as effective_date, d.status, dist.name as receiver,
    d.status in (${listed(openStates(deliveryOrderWorkflow))}) as is_open
  from delivery_order_lines l
  join delivery_orders d on d.id = l.delivery_order_id
  join distributors dist on dist.id = d.distributor_id
  where l.inventory_id is not null
    and d.status in (${listed([FULFILLED, ...openStates(deliveryOrderWorkflow)])})`;

/** Every record source. */
export const RECORD_SOURCES: RawBuilder<unknown>[] = [stockUpdates, stockTransfers, deliveryOrders];

/** Every source's rows, one union. */
export const recordRows = () => sql.join(RECORD_SOURCES, sql` union all `);
