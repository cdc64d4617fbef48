import { sql } from 'kysely';
import type { Database } from '../../../server/db/client.ts';
import { RECORD_CHANGE } from '../../../server/domain/audit/write.ts';
import { inventoryBalances } from '../../../server/domain/ledger/balances.ts';
import { STOCK_UPDATE_MOVEMENTS } from '../../../server/domain/ledger/kinds.ts';
import { coveredByFulfilled, remainderOf } from '../../../server/domain/transfer-orders/deliveries.ts';
import { NAMES } from './names.ts';

// What must hold between the records of any history, demo or national (issue 23, item 4): the ledger's own
// checks (hash chains, summaries, no negative day) are verifyLedger's; these are the records' rules the
// workflows keep, each as a count of the rows that break it (0 everywhere when consistent).

const { transferOrder: TO, deliveryOrder: DO, note: NOTE, request: REQ } = NAMES;
const signs = sql.join(
  Object.entries(STOCK_UPDATE_MOVEMENTS).map(
    ([type, m]) => sql`(${sql.lit(Number(type))}, ${sql.lit(m.sign)})`,
  ),
);

const CHECKS = {
  'transfer orders Delivered but not covered by fulfilled delivery orders, or Approved and covered': sql`
    select count(*) from transfer_orders t
    where (t.status = ${TO.delivered} and not ${coveredByFulfilled('t')})
      or (t.status = ${TO.approved} and ${coveredByFulfilled('t')})`,
  'transfer orders whose delivery orders hold more than their quantity': sql`
    select count(*) from transfer_orders t where ${remainderOf('t')} < 0`,
  "delivery-order lines not of their transfer order's importer, product and distributor, or from another tank": sql`
    select count(*) from delivery_order_lines l
    join delivery_orders d on d.id = l.delivery_order_id
    join transfer_orders t on t.id = l.transfer_order_id
    left join inventories i on i.id = l.inventory_id
    left join storage_tanks st on st.id = i.storage_tank_id
    where t.importer_id <> d.importer_id or t.product_id <> d.product_id or t.distributor_id <> d.distributor_id
      or (l.inventory_id is not null and (i.importer_id <> d.importer_id or st.product_id <> d.product_id))
      or (d.status <> ${DO.cancel.to} and t.status not in (${TO.approved}, ${TO.delivered}))`,
  'fulfilled delivery orders not on exactly one issued note, or issued notes carrying an unfulfilled one': sql`
    select count(*) from (
      select d.id from delivery_orders d
      where d.status = ${DO.fulfilled} and (select count(*) from filling_advice_note_orders o
        join filling_advice_notes n on n.id = o.filling_advice_note_id
        where o.delivery_order_id = d.id and n.status = ${NOTE.issue.to}) <> 1
      union all
      select o.delivery_order_id from filling_advice_note_orders o
      join filling_advice_notes n on n.id = o.filling_advice_note_id
      join delivery_orders d on d.id = o.delivery_order_id
      where n.status = ${NOTE.issue.to} and d.status <> ${DO.fulfilled}
    ) bad`,
  'notes whose orders, compartments, distributor or product disagree with their delivery orders': sql`
    select count(*) from filling_advice_notes n
    where exists (
        select 1 from filling_advice_note_orders o join delivery_orders d on d.id = o.delivery_order_id
        where o.filling_advice_note_id = n.id and (d.distributor_id <> n.distributor_id or d.product_id <> n.product_id
          or o.quantity <> (select sum(l.quantity) from delivery_order_lines l where l.delivery_order_id = d.id)))
      or (select coalesce(sum(c.quantity), 0) from filling_advice_note_compartments c
          where c.filling_advice_note_id = n.id)
        <> (select coalesce(sum(o.quantity), 0) from filling_advice_note_orders o where o.filling_advice_note_id = n.id)`,
  'movements without their approved record or issued note, or approved lines without their movement': sql`
    with expected as (
      select 'StockUpdate'::text as source_type, s.id as source_id, l.inventory_id, sign.s * l.quantity as quantity
      from stock_updates s join stock_update_lines l on l.stock_update_id = s.id
      join (values ${signs}) as sign(type, s) on sign.type = s.stock_update_type
      where s.status = ${REQ.approve.to}
      union all
      select 'StockTransfer', t.id, e.inventory_id, e.quantity from stock_transfers t
      cross join lateral (values (t.from_inventory_id, -t.quantity), (t.to_inventory_id, t.quantity)) e(inventory_id, quantity)
      where t.status = ${REQ.approve.to}
      union all
      select ${DO.record}, d.id, l.inventory_id, -l.quantity from delivery_orders d
      join delivery_order_lines l on l.delivery_order_id = d.id where d.status = ${DO.fulfilled}
    ), actual as (
      select source_type, source_id, inventory_id, quantity from ledger_movements
    )
    select (select count(*) from (select * from expected except all select * from actual) a)
      + (select count(*) from (select * from actual except all select * from expected) b)`,
  // Each history row writes its audit row in the same transaction (history.ts).
  'history rows without their audit row': sql`
    select (select count(*) from record_history)
      - (select count(*) from audit_events where kind = ${RECORD_CHANGE})`,
  'records whose history does not lead to their state': sql`
    with records as (
      select ${TO.record}::text as record_type, id, status from transfer_orders
      union all select ${DO.record}, id, status from delivery_orders
      union all select ${NOTE.record}, id, status from filling_advice_notes
      union all select 'StockUpdate', id, status from stock_updates
      union all select 'StockTransfer', id, status from stock_transfers
    ), last as (
      select distinct on (record_type, record_id) record_type, record_id, to_state
      from record_history where to_state is not null
      order by record_type, record_id, id desc
    )
    select count(*) from records r
    left join last l on l.record_type = r.record_type and l.record_id = r.id
    where l.to_state is distinct from r.status`,
};

/** Every broken rule, with how many rows break it; empty when the history is consistent. */
export async function nationalProblems(db: Database): Promise<string[]> {
  const problems: string[] = [];
  for (const [rule, query] of Object.entries(CHECKS)) {
    const { rows } = await sql<{ n: number }>`select (${query})::int as n`.execute(db.db);
    if (rows[0].n) problems.push(`${rows[0].n} ${rule}`);
  }
  const below = (await inventoryBalances(db)).filter((b) => b.adjustedStockBalance < 0);
  if (below.length) {
    problems.push(
      `${below.length} inventories whose adjusted balance (stock and open records) is below zero: ` +
        below
          .slice(0, 5)
          .map((b) => `${b.inventoryId} (${b.adjustedStockBalance})`)
          .join(', '),
    );
  }
  return problems;
}
