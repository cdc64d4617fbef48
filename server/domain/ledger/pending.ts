import { type RawBuilder, sql } from 'kysely';
import { deliveryOrderWorkflow } from '../../../schemas/workflows/delivery-order.ts';
import { openStates } from '../../../schemas/workflows/engine.ts';
import { stockTransferWorkflow } from '../../../schemas/workflows/stock-transfer.ts';
import { stockUpdateWorkflow } from '../../../schemas/workflows/stock-update.ts';
import { transferOrderWorkflow } from '../../../schemas/workflows/transfer-order.ts';
import type { Database } from '../../db/client.ts';
import { remainderOf } from '../transfer-orders/deliveries.ts';
import { type PendingTerm, STOCK_UPDATE_MOVEMENTS } from './kinds.ts';

// Open records hold stock back or bring it in before they are approved (DESIGN.md section 5). This is
// the one place that lists them: each source is a query of rows (inventory_id, term, quantity,
// record_label, record_id) with a positive quantity, term one of kinds.ts PendingTerm, and the record
// the line belongs to ('stock update request', 12). inventoryBalances() sums them per inventory; an
// inventory with any of them can not be deactivated (openRecordsOn).

const stockUpdateTerm = sql.join(
  Object.entries(STOCK_UPDATE_MOVEMENTS).map(([type, m]) => sql`when ${Number(type)} then ${m.pending}`),
  sql` `,
);

const openStockUpdates: RawBuilder<unknown> = sql`
  select l.inventory_id, (case su.stock_update_type ${stockUpdateTerm} end)::text as term, l.quantity,
    ${stockUpdateWorkflow.label}::text as record_label, su.id as record_id
  from stock_update_lines l
  join stock_updates su on su.id = l.stock_update_id
  where su.status in (${sql.join(openStates(stockUpdateWorkflow))})`;

const OPEN_DELIVERY_ORDERS = sql.join(openStates(deliveryOrderWorkflow));

/** Delivery-order lines with a tank, neither fulfilled nor cancelled: what the tank is to deliver. */
const openDeliveryOrderLines: RawBuilder<unknown> = sql`
  select l.inventory_id, 'trackingOrders'::text as term, l.quantity,
    ${deliveryOrderWorkflow.label}::text as record_label, d.id as record_id
  from delivery_order_lines l
  join delivery_orders d on d.id = l.delivery_order_id
  where l.inventory_id is not null and d.status in (${OPEN_DELIVERY_ORDERS})`;

/** An open stock transfer holds its quantity back at the origin and announces it at the destination. */
const openStockTransfers = (end: 'from' | 'to', term: PendingTerm): RawBuilder<unknown> => sql`
  select tr.${sql.raw(`${end}_inventory_id`)} as inventory_id, ${term}::text as term, tr.quantity,
    ${stockTransferWorkflow.label}::text as record_label, tr.id as record_id
  from stock_transfers tr
  where tr.status in (${sql.join(openStates(stockTransferWorkflow))})`;

/** Every source of pending totals per inventory. */
export const PENDING_SOURCES: RawBuilder<unknown>[] = [
  openStockUpdates,
  openStockTransfers('from', 'outgoingTransfers'),
  openStockTransfers('to', 'incomingTransfers'),
  openDeliveryOrderLines,
];

/**
 * Open transfer orders' remainders: each order's quantity less what its active delivery orders hold
 * (the view transfer_order_deliveries, which delivery orders fill: nothing more to change here).
 */
const openTransferOrders: RawBuilder<unknown> = sql`
  select t.importer_id, t.product_id, ${remainderOf('t')} as quantity
  from transfer_orders t
  where t.status in (${sql.join(openStates(transferOrderWorkflow))})`;

/**
 * Open delivery-order lines without a tank yet: their quantity has left its transfer order's remainder
 * but no tank's adjusted balance holds it back, so it stays committed on the importer-product until a
 * tank is assigned (the line then counts in that tank's pending delivery orders instead). The
 * importer's availability thus never moves when a delivery order is written or a tank assigned.
 */
const tanklessDeliveryOrderLines: RawBuilder<unknown> = sql`
  select d.importer_id, d.product_id, l.quantity
  from delivery_order_lines l
  join delivery_orders d on d.id = l.delivery_order_id
  where l.inventory_id is null and d.status in (${OPEN_DELIVERY_ORDERS})`;

/**
 * Every source of open transfer-order remainders, rows (importer_id, product_id, quantity): the
 * quantity of open transfer orders not yet on delivery orders, and what delivery orders hold of them
 * without a tank.
 */
export const COMMITMENT_SOURCES: RawBuilder<unknown>[] = [openTransferOrders, tanklessDeliveryOrderLines];

const unionAll = (sources: RawBuilder<unknown>[], empty: RawBuilder<unknown>) =>
  sources.length ? sql.join(sources, sql` union all `) : empty;

export const pendingRows = () =>
  unionAll(
    PENDING_SOURCES,
    sql`select null::integer as inventory_id, null::text as term, 0::bigint as quantity,
      null::text as record_label, null::integer as record_id where false`,
  );

export const commitmentRows = () =>
  unionAll(
    COMMITMENT_SOURCES,
    sql`select null::integer as importer_id, null::integer as product_id, 0::bigint as quantity where false`,
  );

/** The open records with lines on these inventories, per inventory: 'stock update request #12'. */
export async function openRecordsOn(db: Database, inventoryIds: number[]): Promise<Map<number, string[]>> {
  const { rows } = await sql<{ inventoryId: number; records: string[] }>`
    select d.inventory_id, array_agg(d.record_label || ' #' || d.record_id order by d.record_label, d.record_id)
      as records
    from (
      select distinct p.inventory_id, p.record_label, p.record_id from (${pendingRows()}) p
      where p.inventory_id = any(${inventoryIds}::int[])
    ) d
    group by d.inventory_id`.execute(db.db);
  return new Map(rows.map((row) => [row.inventoryId, row.records]));
}
