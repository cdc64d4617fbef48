import type { Kysely } from 'kysely';
import { runSql } from '../run-sql.ts';

// Ledger summaries for reports at national scale (DESIGN.md section 5): per inventory, kind and day, and
// per inventory, kind and month, the sum of the movements' quantities. An AFTER INSERT trigger beside
// the chain trigger keeps them in the posting's own transaction, under the inventory lock the chain
// trigger already holds: no posting can bypass them, and a back-dated movement changes one daily and
// one monthly row (nothing is ever reposted). They are derived data: verifyLedger checks them against
// the movements, and `npm run ledger:rebuild-summaries` rebuilds them. Keys lead with the day or month,
// as reports ask 'as of a date' or 'over a period' across inventories.
// Existing movements are summed in here; the table lock keeps postings out until that is committed.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    lock table ledger_movements in share row exclusive mode;
    create table ledger_daily (
      inventory_id integer not null references inventories(id),
      kind text not null,
      day date not null,
      quantity bigint not null,
      primary key (day, inventory_id, kind)
    );
    create table ledger_monthly (
      inventory_id integer not null references inventories(id),
      kind text not null,
      month date not null check (extract(day from month) = 1),
      quantity bigint not null,
      primary key (month, inventory_id, kind)
    );
    insert into ledger_daily (inventory_id, kind, day, quantity)
      select inventory_id, kind, effective_date, sum(quantity) from ledger_movements group by 1, 2, 3;
    insert into ledger_monthly (inventory_id, kind, month, quantity)
      select inventory_id, kind, date_trunc('month', effective_date)::date, sum(quantity)
      from ledger_movements group by 1, 2, 3;
    create function ledger_movements_summarise() returns trigger language plpgsql volatile as $$
    begin
      insert into ledger_daily (inventory_id, kind, day, quantity)
        values (new.inventory_id, new.kind, new.effective_date, new.quantity)
        on conflict (day, inventory_id, kind) do update set quantity = ledger_daily.quantity + excluded.quantity;
      insert into ledger_monthly (inventory_id, kind, month, quantity)
        values (new.inventory_id, new.kind, date_trunc('month', new.effective_date)::date, new.quantity)
        on conflict (month, inventory_id, kind) do update set quantity = ledger_monthly.quantity + excluded.quantity;
      return null;
    end
    $$;
    create trigger ledger_movements_summaries after insert on ledger_movements
      for each row execute function ledger_movements_summarise();
  `,
  );
}
