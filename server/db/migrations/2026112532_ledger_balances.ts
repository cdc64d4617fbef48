import type { Kysely } from 'kysely';
import { runSql } from '../run-sql.ts';

// Running totals (issue 23): per inventory and day it moved, what each kind of movement added up to from
// the start of the ledger to the end of that day, and their sum, the closing balance. A balance as of a
// day is then one index probe per inventory (the last row on or before it), and what moved in a period
// two (the row at its end less the row before its start), instead of a sum over every summary row of
// the period or since the ledger began: the dashboard's days of cover and every report but the
// record-by-record comparisons ask it for every inventory.
// The summaries' insert trigger keeps it in the posting's transaction, under the inventory lock the
// chain trigger holds: the posting's day gets its row (a copy of the day before's totals) and the
// movement's kind grows by its quantity on that day and every later one. A posting on today touches one
// row, a back-dated one also the inventory's later days. Derived data like the daily and monthly
// summaries: verifyLedger checks it, `npm run ledger:rebuild-summaries` rebuilds it. Rows are filled in
// the order of their days, as postings lay them out while the days go by.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    lock table ledger_movements in share row exclusive mode;
    create table ledger_balances (
      inventory_id integer not null references inventories(id),
      day date not null,
      shipment bigint not null default 0,
      overage bigint not null default 0,
      shortage bigint not null default 0,
      overnight_difference bigint not null default 0,
      loading_difference bigint not null default 0,
      transfer_in bigint not null default 0,
      transfer_out bigint not null default 0,
      sale bigint not null default 0,
      closing bigint not null generated always as (shipment + overage + shortage + overnight_difference
        + loading_difference + transfer_in + transfer_out + sale) stored,
      primary key (inventory_id, day)
    );
    comment on table ledger_balances is
      'Derived from ledger_movements by its insert trigger (migration 2026112532): per inventory and day it moved, each kind''s total from the start to the end of the day, and the closing balance.';
    insert into ledger_balances (inventory_id, day, shipment, overage, shortage, overnight_difference,
        loading_difference, transfer_in, transfer_out, sale)
      select inventory_id, effective_date,
        sum(coalesce(sum(quantity) filter (where kind = 'shipment'), 0)) over w,
        sum(coalesce(sum(quantity) filter (where kind = 'overage'), 0)) over w,
        sum(coalesce(sum(quantity) filter (where kind = 'shortage'), 0)) over w,
        sum(coalesce(sum(quantity) filter (where kind = 'overnight_difference'), 0)) over w,
        sum(coalesce(sum(quantity) filter (where kind = 'loading_difference'), 0)) over w,
        sum(coalesce(sum(quantity) filter (where kind = 'transfer_in'), 0)) over w,
        sum(coalesce(sum(quantity) filter (where kind = 'transfer_out'), 0)) over w,
        sum(coalesce(sum(quantity) filter (where kind = 'sale'), 0)) over w
      from ledger_movements group by 1, 2
      window w as (partition by inventory_id order by effective_date)
      order by 2, 1;
    create or replace function ledger_movements_summarise() returns trigger language plpgsql volatile as $$
    begin
      insert into ledger_daily (inventory_id, kind, day, quantity)
        values (new.inventory_id, new.kind, new.effective_date, new.quantity)
        on conflict (day, inventory_id, kind) do update set quantity = ledger_daily.quantity + excluded.quantity;
      insert into ledger_monthly (inventory_id, kind, month, quantity)
        values (new.inventory_id, new.kind, date_trunc('month', new.effective_date)::date, new.quantity)
        on conflict (month, inventory_id, kind) do update set quantity = ledger_monthly.quantity + excluded.quantity;
      insert into ledger_balances (inventory_id, day, shipment, overage, shortage, overnight_difference,
          loading_difference, transfer_in, transfer_out, sale)
        select new.inventory_id, new.effective_date, coalesce(p.shipment, 0), coalesce(p.overage, 0),
          coalesce(p.shortage, 0), coalesce(p.overnight_difference, 0), coalesce(p.loading_difference, 0),
          coalesce(p.transfer_in, 0), coalesce(p.transfer_out, 0), coalesce(p.sale, 0)
        from (select 1) one
        left join lateral (select * from ledger_balances b
          where b.inventory_id = new.inventory_id and b.day < new.effective_date
          order by b.day desc limit 1) p on true
        on conflict (inventory_id, day) do nothing;
      -- The kind is one of the table's columns (the movements' check constraint names them all).
      execute format('update ledger_balances set %1$I = %1$I + $1 where inventory_id = $2 and day >= $3', new.kind)
        using new.quantity, new.inventory_id, new.effective_date;
      return null;
    end
    $$;
  `,
  );
}
