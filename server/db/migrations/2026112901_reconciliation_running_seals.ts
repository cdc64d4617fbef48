import type { Kysely } from 'kysely';
import { runSql } from '../run-sql.ts';

// Stock Reconciliation's running seals (issue 23), beside those of closed months: a running seal covers
// everything up to a day, since '-infinity', one for each settled day of the last year. A report over the
// last 30 or 365 days compared the current month and the partial month at its start record by record
// (at national scale about 60 days, most of its 600 ms); it now reads its opening from the running seal
// of the day before its period, and its period as the difference of that seal and the latest one in
// it. A difference needs counts where a seal kept a yes or no: each figure now keeps how many of its
// record groups (record, kind, day) differ between the two sides, not whether any does. A seal is named
// by its first and last day: running seals all start on the same day. The seals are a cache of what the
// source tables hold: they are dropped here and the seal job makes them again. The unsealing triggers of
// migration 2026112801 read only since and until, and delete a running seal with any day before its end.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    drop table reconciliation_seal_figures;
    delete from reconciliation_seals;
    alter table reconciliation_seals drop constraint reconciliation_seals_pkey;
    alter table reconciliation_seals add primary key (since, until);
    comment on table reconciliation_seals is
      'Spans of days whose Stock Reconciliation is kept, closed months and running spans from the beginning to a day (migrations 2026112801, 2026112901): deleted by the source tables'' triggers when a row on one of their days changes.';
    create table reconciliation_seal_figures (
      since date not null,
      until date not null,
      inventory_id integer not null references inventories(id),
      kind text not null,
      ledger bigint not null,
      records bigint not null,
      differing bigint not null check (differing >= 0),
      primary key (since, until, inventory_id, kind),
      foreign key (since, until) references reconciliation_seals (since, until) on delete cascade
    );
    comment on table reconciliation_seal_figures is
      'Per seal, inventory and movement kind: the movements'' sum, the approved records'' sum, and how many record groups (record, kind, day) differ between them (migrations 2026112801, 2026112901).';
  `,
  );
}
