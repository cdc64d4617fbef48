import type { Kysely } from 'kysely';
import { runSql } from '../run-sql.ts';

// Running balances (issue 23): per inventory and day it moved, the balance at the end of that day.
// A balance as of any day is then one index probe per inventory (the last row on or before it) instead
// of a sum over every monthly and daily summary row since the ledger began: the dashboard's days of
// cover, Stock Balance Summary, Product Movement and Stock Reconciliation ask it for every inventory.
// The summaries' insert trigger keeps it in the posting's transaction, under the inventory lock the
// chain trigger holds: the posting's day gets its row (the day before's closing plus the quantity, or
// its own plus the quantity), and each later day of the inventory moves by the quantity; a posting on
// today touches one row, a back-dated one also the inventory's later days. Derived data like the other
// summaries: verifyLedger checks it, `npm run ledger:rebuild-summaries` rebuilds it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    lock table ledger_movements in share row exclusive mode;
    create table ledger_balances (
      inventory_id integer not null references inventories(id),
      day date not null,
      closing bigint not null,
      primary key (inventory_id, day)
    );
    comment on table ledger_balances is
      'Derived from ledger_movements by its insert trigger (migration 2026112532): each inventory''s balance at the end of each day it moved.';
    insert into ledger_balances (inventory_id, day, closing)
      select inventory_id, effective_date, sum(sum(quantity)) over (partition by inventory_id order by effective_date)
      from ledger_movements group by 1, 2;
    create or replace function ledger_movements_summarise() returns trigger language plpgsql volatile as $$
    begin
      insert into ledger_daily (inventory_id, kind, day, quantity)
        values (new.inventory_id, new.kind, new.effective_date, new.quantity)
        on conflict (day, inventory_id, kind) do update set quantity = ledger_daily.quantity + excluded.quantity;
      insert into ledger_monthly (inventory_id, kind, month, quantity)
        values (new.inventory_id, new.kind, date_trunc('month', new.effective_date)::date, new.quantity)
        on conflict (month, inventory_id, kind) do update set quantity = ledger_monthly.quantity + excluded.quantity;
      insert into ledger_balances (inventory_id, day, closing)
        values (new.inventory_id, new.effective_date, coalesce((
          select b.closing from ledger_balances b
          where b.inventory_id = new.inventory_id and b.day < new.effective_date
          order by b.day desc limit 1), 0) + new.quantity)
        on conflict (inventory_id, day) do update set closing = ledger_balances.closing + new.quantity;
      update ledger_balances set closing = closing + new.quantity
        where inventory_id = new.inventory_id and day > new.effective_date;
      return null;
    end
    $$;
  `,
  );
}
