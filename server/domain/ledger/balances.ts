import { type RawBuilder, sql } from 'kysely';
import { MINIMUM_REMAINING_BALANCE } from '../../../schemas/codes.ts';
import type { InventoryBalances } from '../../../schemas/inventory.ts';
import { type Database, PLAN_PER_CALL } from '../../db/client.ts';
import { commitmentRows, pendingRows } from './pending.ts';

/** One inventory's balances: the spec's Importer.inventories fields, plus what identifies it. */
export interface InventoryBalance extends InventoryBalances {
  inventoryId: number;
  importerId: number;
  importerName: string;
  storageTankId: number;
  storageTankNumber: string;
  productId: number;
  productName: string;
  isActive: boolean;
}

export interface BalanceFilters {
  inventoryIds?: number[];
  importerIds?: number[];
  storageTankIds?: number[];
  productIds?: number[];
  /** Only active inventories. */
  activeOnly?: boolean;
  /** Ledger balance as of this day ('yyyy-MM-dd', movements effective on or before it); default: all. */
  asOf?: string;
  /** Only movements recorded by this time ('as known at T'); default: all. */
  knownAt?: Date;
}

const anyOf = (column: RawBuilder<unknown>, ids: number[] | undefined) =>
  ids ? sql`and ${column} = any(${ids}::int[])` : sql``;

/**
 * The balances query of any set of inventories, one statement: the ledger sum as of the date (index
 * ledger_movements_balance) and the pending totals of open records (pending.ts), pivoted per inventory.
 * adjustedStockBalance = stock + incoming transfers + shipments + overages - shortages - outgoing
 * transfers - pending delivery orders. Pending totals are the records open now, whatever asOf says.
 *
 * Planned per call (PLAN_PER_CALL), with its ids: a generic plan cannot tell how many inventories the
 * arrays select, so it reads the open records' tables in parallel scans. At scale 1, the balances of
 * three importers' tanks of two products took 41.5 ms of PostgreSQL's CPU a call with the generic plan,
 * 2.2 ms planned with the ids. PostgreSQL picks the plan made with the ids by itself only while it
 * estimates the generic plan dearer than the plans it made so far; the statement runs under the
 * inventory locks of every write that checks a balance, where that guess must not be taken.
 */
export function balancesQuery(filters: BalanceFilters = {}): RawBuilder<InventoryBalance> {
  const booked = sql`${filters.asOf ? sql`and m.effective_date <= ${filters.asOf}::date` : sql``}
    ${filters.knownAt ? sql`and m.recorded_at <= ${filters.knownAt}::timestamptz` : sql``}`;
  return sql<InventoryBalance>`${sql.raw(PLAN_PER_CALL)}
    with selected as (
      select i.id, i.importer_id, i.storage_tank_id, i.is_active, st.number, st.product_id
      from inventories i
      join storage_tanks st on st.id = i.storage_tank_id
      where true
        ${anyOf(sql`i.id`, filters.inventoryIds)}
        ${anyOf(sql`i.importer_id`, filters.importerIds)}
        ${anyOf(sql`i.storage_tank_id`, filters.storageTankIds)}
        ${anyOf(sql`st.product_id`, filters.productIds)}
        ${filters.activeOnly ? sql`and i.is_active` : sql``}
    ),
    booked as (
      select m.inventory_id, sum(m.quantity) as balance
      from ledger_movements m
      where m.inventory_id in (select id from selected) ${booked}
      group by m.inventory_id
    ),
    pending as (
      select p.inventory_id,
        coalesce(sum(p.quantity) filter (where p.term = 'incomingTransfers'), 0) as incoming,
        coalesce(sum(p.quantity) filter (where p.term = 'shipments'), 0) as shipments,
        coalesce(sum(p.quantity) filter (where p.term = 'overages'), 0) as overages,
        coalesce(sum(p.quantity) filter (where p.term = 'shortages'), 0) as shortages,
        coalesce(sum(p.quantity) filter (where p.term = 'outgoingTransfers'), 0) as outgoing,
        coalesce(sum(p.quantity) filter (where p.term = 'trackingOrders'), 0) as tracking
      from (${pendingRows()}) p
      -- An array, not a semi-join: the condition then reaches into every record type's rows, each read
      -- through its inventory index. As a semi-join it was applied after the union, which read every
      -- open delivery order's lines from a scan of all lines (120 ms at a million orders, under the
      -- inventory locks of every write that checks a balance).
      where p.inventory_id = any(array(select id from selected))
      group by p.inventory_id
    )
    select s.id as inventory_id, s.importer_id, imp.name as importer_name, s.storage_tank_id,
      s.number as storage_tank_number, s.product_id, pr.name as product_name, s.is_active,
      coalesce(b.balance, 0)::bigint as stock_balance,
      (coalesce(b.balance, 0) + coalesce(p.incoming, 0) + coalesce(p.shipments, 0) + coalesce(p.overages, 0)
        - coalesce(p.shortages, 0) - coalesce(p.outgoing, 0) - coalesce(p.tracking, 0))::bigint
        as adjusted_stock_balance,
      coalesce(p.incoming, 0)::bigint as pending_incoming_stock_transfers_total,
      coalesce(p.shipments, 0)::bigint as pending_shipments_total,
      coalesce(p.overages, 0)::bigint as pending_overages_total,
      coalesce(p.shortages, 0)::bigint as pending_shortages_total,
      coalesce(p.outgoing, 0)::bigint as pending_out_going_stock_transfers_total,
      coalesce(p.tracking, 0)::bigint as pending_tracking_orders_total
    from selected s
    join importers imp on imp.id = s.importer_id
    join products pr on pr.id = s.product_id
    left join booked b on b.inventory_id = s.id
    left join pending p on p.inventory_id = s.id
    order by imp.name, s.number, s.id`;
}

/** Balances and pending totals of any set of inventories, in one query (no query per inventory). */
export async function inventoryBalances(
  db: Database,
  filters: BalanceFilters = {},
): Promise<InventoryBalance[]> {
  const { rows } = await balancesQuery(filters).execute(db.db);
  return rows;
}

export interface ProductAvailability {
  importerId: number;
  productId: number;
  productName: string;
  stockBalance: number;
  adjustedStockBalance: number;
  /** Open transfer orders' quantity not yet on delivery orders (0 until transfer orders exist). */
  openTransferOrdersRemainder: number;
  minimumRemainingBalance: number;
  /** adjustedStockBalance - openTransferOrdersRemainder - minimumRemainingBalance (may be negative). */
  availableBalance: number;
}

/**
 * Importer product availability (DESIGN.md section 5) for every importer-product of the filter, in one
 * query: the sum of the importer's adjusted balances for the product, minus the open remainder of its
 * transfer orders, minus MINIMUM_REMAINING_BALANCE. Inside a transaction that will write on the strength
 * of it, call lockLedger() first with the importer-products.
 */
export async function productAvailabilities(
  db: Database,
  filters: { importerIds?: number[]; productIds?: number[] } = {},
): Promise<ProductAvailability[]> {
  const { rows } = await sql<ProductAvailability>`
    with balances as (${balancesQuery(filters)}),
    committed as (
      select c.importer_id, c.product_id, sum(c.quantity) as quantity from (${commitmentRows()}) c
      where true ${anyOf(sql`c.importer_id`, filters.importerIds)} ${anyOf(sql`c.product_id`, filters.productIds)}
      group by c.importer_id, c.product_id
    )
    select b.importer_id, b.product_id, min(b.product_name) as product_name,
      sum(b.stock_balance)::bigint as stock_balance,
      sum(b.adjusted_stock_balance)::bigint as adjusted_stock_balance,
      coalesce(min(c.quantity), 0)::bigint as open_transfer_orders_remainder,
      ${MINIMUM_REMAINING_BALANCE}::bigint as minimum_remaining_balance,
      (sum(b.adjusted_stock_balance) - coalesce(min(c.quantity), 0) - ${MINIMUM_REMAINING_BALANCE})::bigint
        as available_balance
    from balances b
    left join committed c on c.importer_id = b.importer_id and c.product_id = b.product_id
    group by b.importer_id, b.product_id
    order by b.importer_id, min(b.product_name)`.execute(db.db);
  return rows;
}

/** One importer's availability for one product (zeros less the floor when it holds none of it). */
export async function productAvailability(
  db: Database,
  importerId: number,
  productId: number,
): Promise<ProductAvailability> {
  const [row] = await productAvailabilities(db, { importerIds: [importerId], productIds: [productId] });
  return (
    row ?? {
      importerId,
      productId,
      productName: '',
      stockBalance: 0,
      adjustedStockBalance: 0,
      openTransferOrdersRemainder: 0,
      minimumRemainingBalance: MINIMUM_REMAINING_BALANCE,
      availableBalance: -MINIMUM_REMAINING_BALANCE,
    }
  );
}
