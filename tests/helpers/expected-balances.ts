import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../../server/db/client.ts';

// Balances as the spec defines them (DESIGN.md section 5; spec part 1: 'available balance = adjusted
// balance minus 25,000'), computed here straight from the tables, independently of server/domain/ledger
// (balancesQuery, PENDING_SOURCES, COMMITMENT_SOURCES, MINIMUM_REMAINING_BALANCE): a test that expects
// these numbers fails when the server's sums or its floor go wrong, which comparing the server with
// itself never does. The states are the spec's own words, written out: requests are open while New or
// Reviewed, delivery orders until Fulfilled or Cancelled, transfer orders until Delivered or Cancelled.

/** The spec's minimum remaining balance per importer product, a literal (not schemas/codes.ts). */
export const FLOOR = 25_000;

/**
 * Per inventory: stockBalance (the sum of its ledger movements) + pending incoming transfers + pending
 * shipments + pending overages - pending shortages (and the losses: overnight and loading differences)
 * - pending outgoing transfers - pending delivery orders (lines on it not yet fulfilled or cancelled).
 */
const adjustedBalances = (inventories: RawBuilder<unknown>) => sql`
  select i.id as inventory_id,
    coalesce((select sum(m.quantity) from ledger_movements m where m.inventory_id = i.id), 0)
    -- Stock update types: Shipment 0 and Overage Adjustment 2 bring stock in; Shortage Adjustment 1,
    -- Overnight Differences 3 and Loading Differences 4 take it out.
    + coalesce((select sum(case when su.stock_update_type in (0, 2) then l.quantity else -l.quantity end)
        from stock_update_lines l join stock_updates su on su.id = l.stock_update_id
        where l.inventory_id = i.id and su.status in ('New', 'Reviewed')), 0)
    + coalesce((select sum(t.quantity) from stock_transfers t
        where t.to_inventory_id = i.id and t.status in ('New', 'Reviewed')), 0)
    - coalesce((select sum(t.quantity) from stock_transfers t
        where t.from_inventory_id = i.id and t.status in ('New', 'Reviewed')), 0)
    - coalesce((select sum(l.quantity) from delivery_order_lines l
        join delivery_orders d on d.id = l.delivery_order_id
        where l.inventory_id = i.id and d.status not in ('Fulfilled', 'Cancelled')), 0)
    as adjusted
  from inventories i
  where i.id in (${inventories})`;

/** One inventory's adjusted stock balance, as the spec defines it. */
export async function expectedAdjusted(db: Database, inventoryId: number): Promise<number> {
  const { rows } = await sql<{ adjusted: string | number }>`${adjustedBalances(sql`${inventoryId}`)}`.execute(
    db.db,
  );
  return Number(rows[0].adjusted);
}

/**
 * An importer's available balance of a product, as the spec defines it: the sum of the adjusted
 * balances of its inventories of the product (active or not), less the open remainder of its transfer
 * orders (each order's quantity not yet on a delivery order that is not cancelled; a line of an open
 * delivery order that has no tank yet is held here too, as no tank holds it back), less 25,000.
 */
export async function expectedAvailability(
  db: Database,
  importerId: number,
  productId: number,
): Promise<number> {
  const { rows } = await sql<{ available: string | number }>`
    with adjusted as (${adjustedBalances(sql`select i.id from inventories i
      join storage_tanks st on st.id = i.storage_tank_id
      where i.importer_id = ${importerId} and st.product_id = ${productId}`)})
    select
      coalesce((select sum(a.adjusted) from adjusted a), 0)
      - coalesce((select sum(t.quantity - coalesce((select sum(l.quantity) from delivery_order_lines l
            join delivery_orders d on d.id = l.delivery_order_id
            where l.transfer_order_id = t.id and d.status <> 'Cancelled'), 0))
          from transfer_orders t
          where t.importer_id = ${importerId} and t.product_id = ${productId}
            and t.status not in ('Delivered', 'Cancelled')), 0)
      - coalesce((select sum(l.quantity) from delivery_order_lines l
          join delivery_orders d on d.id = l.delivery_order_id
          where d.importer_id = ${importerId} and d.product_id = ${productId} and l.inventory_id is null
            and d.status not in ('Fulfilled', 'Cancelled')), 0)
      - ${FLOOR}
      as available`.execute(db.db);
  return Number(rows[0].available);
}
