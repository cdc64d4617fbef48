import { sql } from 'kysely';
import type { SealProblem } from '../../../schemas/ledger.ts';
import type { Database } from '../../db/client.ts';
import { compareByRecord } from './reconciliation.ts';
import { BEFORE_EVERYTHING, type Range, readSeals, type Seal } from './seal-coverage.ts';

// Seals of Stock Reconciliation (migration 2026112801): each closed month's comparison of the ledger
// with the approved records, made once and kept until something it covers changes (the source tables'
// triggers then delete it in the writing transaction). A report compares only what no seal covers: at
// national scale, a year's report compared five years of history, 5 million movements and as many record
// lines, every time (6 s); with the closed months sealed it compares the current month.

/** A seal's days as a range. */
const spanRange = ({ since, until }: Seal): Range => ({
  from: since === BEFORE_EVERYTHING ? null : since,
  to: until,
});

/** A span's figures compared afresh: inventory_id, kind, ledger, records, differs (any record differs). */
const spanFigures = (span: Seal) => sql`
  select inventory_id, kind, sum(ledger) as ledger, sum(records) as records, bool_or(ledger <> records) as differs
  from (${compareByRecord(spanRange(span))}) c
  group by inventory_id, kind`;

/**
 * Every seal's figures that differ from comparing its days again (ledger:verify): a seal changed behind
 * the application, or days changed with the tables' triggers off. Seal by seal, each a range of the
 * indexes; run it inside one snapshot (verifyLedger does).
 */
export async function sealProblems(db: Database): Promise<SealProblem[]> {
  const problems: SealProblem[] = [];
  for (const seal of await readSeals(db)) {
    const { rows } = await sql<{
      inventoryId: number;
      kind: string;
      sealed: SealProblem['sealed'];
      compared: SealProblem['compared'];
    }>`
      select inventory_id, kind,
        json_build_object('ledger', coalesce(s.ledger, 0), 'records', coalesce(s.records, 0),
          'differs', coalesce(s.differs, false)) as sealed,
        json_build_object('ledger', coalesce(c.ledger, 0), 'records', coalesce(c.records, 0),
          'differs', coalesce(c.differs, false)) as compared
      from (${spanFigures(seal)}) c
      full join (select * from reconciliation_seal_figures where since = ${seal.since}::date) s
        using (inventory_id, kind)
      where (c.ledger, c.records, c.differs) is distinct from (s.ledger, s.records, s.differs)
      order by inventory_id, kind`.execute(db.db);
    for (const row of rows) {
      const says = ({ ledger, records, differs }: SealProblem['compared']) =>
        `ledger ${ledger}, records ${records}${differs ? ', a record differing' : ''}`;
      problems.push({
        ...seal,
        ...row,
        message:
          `Stock Reconciliation's seal of ${seal.since} to ${seal.until}, inventory ${row.inventoryId}, ` +
          `${row.kind}: it keeps ${says(row.sealed)}; comparing again gives ${says(row.compared)}. ` +
          'Deleting the seal makes the report compare those days again.',
      });
    }
  }
  return problems;
}

/**
 * Seals every closed month not sealed yet, and everything before the ledger's first month, one span per
 * transaction; returns how many it sealed. A span whose tables stay busy with writes for longer than
 * `lockTimeout` is left for the next run: the sealer waits, never the writers for long.
 */
export async function sealReconciliation(db: Database, lockTimeout = '200ms'): Promise<number> {
  const { rows: spans } = await sql<Seal>`
    with first as (select min(month) as month from ledger_monthly),
    spans as (
      select ${BEFORE_EVERYTHING}::date as since, month - 1 as until from first where month is not null
      union all
      select m::date, (m + interval '1 month' - interval '1 day')::date
      from first, generate_series(first.month, date_trunc('month', current_date) - interval '1 month',
        interval '1 month') m
    )
    select since::text as since, until::text as until from spans
    where since not in (select since from reconciliation_seals)
    order by since`.execute(db.db);
  let sealed = 0;
  for (const span of spans) {
    const outcome = await sealSpan(db, span, lockTimeout);
    if (outcome === 'busy') break;
    if (outcome === 'sealed') sealed += 1;
  }
  return sealed;
}

/** The tables whose changes unseal (those with the migration's `reconciliation_unseal_*` triggers). */
export async function unsealingTables(db: Database): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select distinct tgrelid::regclass::text as name from pg_trigger
    where starts_with(tgname, 'reconciliation_unseal_') order by 1`.execute(db.db);
  return rows.map((row) => row.name);
}

/** What sealing a span did: sealed it, found it sealed (by another process), or found its tables busy. */
export type SealOutcome = 'sealed' | 'sealed already' | 'busy';

/**
 * Compares one span record by record and keeps its sums per inventory and kind. Its source tables are
 * locked against writes first (share mode waits for the writes in flight and holds new ones off until
 * the seal commits), so the seal holds exactly the committed state its triggers will guard from then
 * on. Busy when the locks were not had within `lockTimeout`.
 */
export async function sealSpan(db: Database, span: Seal, lockTimeout: string): Promise<SealOutcome> {
  try {
    return await db.transaction(async (tx) => {
      await sql`select set_config('lock_timeout', ${lockTimeout}, true)`.execute(tx.db);
      if (tx.dialect === 'postgres') await sql`set local work_mem = '128MB'`.execute(tx.db);
      const tables = await unsealingTables(tx);
      await sql`lock table ${sql.join(tables.map((table) => sql.id(table)))} in share mode`.execute(tx.db);
      const { rows } = await sql`
        insert into reconciliation_seals (since, until) values (${span.since}::date, ${span.until}::date)
        on conflict do nothing returning since`.execute(tx.db);
      if (!rows.length) return 'sealed already';
      await sql`
        insert into reconciliation_seal_figures (since, inventory_id, kind, ledger, records, differs)
        select ${span.since}::date, * from (${spanFigures(span)}) f`.execute(tx.db);
      return 'sealed';
    });
  } catch (error) {
    // 55P03 lock_not_available: writers held a table longer than lockTimeout.
    if ((error as { code?: string }).code === '55P03') return 'busy';
    throw error;
  }
}
