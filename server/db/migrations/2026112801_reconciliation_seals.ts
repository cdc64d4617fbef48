import type { Kysely } from 'kysely';
import { runSql } from '../run-sql.ts';

// Sealed spans of Stock Reconciliation (issue 23): a closed month's comparison of the ledger with the
// approved records, kept so that a report over a year does not compare five years of history again
// (reconciliation-seals.ts makes them, reconciliation.ts reads them). A seal covers the days since..until
// (since '-infinity' for everything before the ledger's first month) and holds, per inventory and kind,
// both sides' sums and whether any record differs in them. A seal is exact while nothing it covers
// changes: every table the records and the movements are read from has a statement trigger that deletes,
// in the writing transaction, each seal covering a day a changed row posts (or would post) on, old or new.
// A delivery order's day is its time's date in the reader's time zone, so its trigger unseals the days
// from the day before to the day after, whatever the zone. The sealer locks these tables against writes
// while it reads, so a seal never misses a write in flight; a writer that waited for that lock deletes
// the seal made meanwhile (its trigger's statements see what committed before them: read committed, the
// application's level).
const SOURCES: { table: string; from: string; to?: string }[] = [
  { table: 'ledger_movements', from: 'r.effective_date' },
  { table: 'stock_updates', from: 'r.created_date' },
  {
    table: 'stock_update_lines',
    from: '(select su.created_date from stock_updates su where su.id = r.stock_update_id)',
  },
  { table: 'stock_transfers', from: 'r.created_date' },
  {
    table: 'delivery_orders',
    from: "(coalesce(r.fulfilled_at, r.submitted_at) - interval '1 day')::date",
    to: "(coalesce(r.fulfilled_at, r.submitted_at) + interval '1 day')::date",
  },
  {
    table: 'delivery_order_lines',
    from: `(select (coalesce(d.fulfilled_at, d.submitted_at) - interval '1 day')::date
      from delivery_orders d where d.id = r.delivery_order_id)`,
    to: `(select (coalesce(d.fulfilled_at, d.submitted_at) + interval '1 day')::date
      from delivery_orders d where d.id = r.delivery_order_id)`,
  },
];

const EVENTS = [
  { event: 'insert', referencing: 'new table as changed_new' },
  { event: 'update', referencing: 'old table as changed_old new table as changed_new' },
  { event: 'delete', referencing: 'old table as changed_old' },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    create table reconciliation_seals (
      since date primary key,
      until date not null,
      sealed_at timestamptz not null default now(),
      check (since <= until)
    );
    comment on table reconciliation_seals is
      'Spans of days whose Stock Reconciliation is kept (migration 2026112801): deleted by the source tables'' triggers when a row on one of their days changes.';
    create table reconciliation_seal_figures (
      since date not null references reconciliation_seals(since) on delete cascade,
      inventory_id integer not null references inventories(id),
      kind text not null,
      ledger bigint not null,
      records bigint not null,
      differs boolean not null,
      primary key (since, inventory_id, kind)
    );
    comment on table reconciliation_seal_figures is
      'Per seal, inventory and movement kind: the movements'' sum, the approved records'' sum, and whether any record''s movements differ from it (migration 2026112801).';
    -- What the report compares of the days no seal covers: the delivery orders of those days, by their
    -- time (reports/sources.ts, effective_at), not every order of five years.
    create index delivery_orders_effective on delivery_orders ((coalesce(fulfilled_at, submitted_at)));
    -- TG_ARGV: the first and last day a changed row r touches (SQL over r); rows of either transition table.
    create function reconciliation_unseal() returns trigger language plpgsql volatile as $$
    declare
      changed text;
    begin
      -- Nothing sealed (a new database, a bulk load): nothing to read the changed rows for.
      if not exists (select from reconciliation_seals) then
        return null;
      end if;
      foreach changed in array case tg_op when 'INSERT' then array['changed_new']
        when 'DELETE' then array['changed_old'] else array['changed_old', 'changed_new'] end loop
        execute format('delete from reconciliation_seals s using (select %s as first_day, %s as last_day from %I r) c
          where s.since <= c.last_day and c.first_day <= s.until', tg_argv[0], tg_argv[1], changed);
      end loop;
      return null;
    end
    $$;
    ${SOURCES.flatMap(({ table, from, to }) =>
      EVENTS.map(
        ({ event, referencing }) => `
    create trigger reconciliation_unseal_${event} after ${event} on ${table}
      referencing ${referencing} for each statement
      execute function reconciliation_unseal(${quote(from)}, ${quote(to ?? from)});`,
      ),
    ).join('')}
  `,
  );
}

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
