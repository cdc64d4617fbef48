import { sql } from 'kysely';
import type { SealProblem } from '../../../schemas/ledger.ts';
import type { Database } from '../../db/client.ts';
import { compareByRecord } from './reconciliation.ts';
import {
  BEFORE_EVERYTHING,
  coverage,
  type Range,
  readSeals,
  type Seal,
  sealedRows,
} from './seal-coverage.ts';

// Seals of Stock Reconciliation (migrations 2026112801, 2026112901): a span's comparison of the ledger
// with the approved records, made once and kept until something it covers changes (the source tables'
// triggers then delete it in the writing transaction). A report compares only what no seal covers: at
// national scale, a year's report compared five years of history, 5 million movements and as many record
// lines, every time (6 s). The spans:
//   - everything before the ledger's first month, and each closed month, compared record by record;
//   - a running span for each settled day of the last RUNNING_SEAL_MONTHS months: everything up to that
//     day, the running span of the day before and that day's comparison. A report whose period starts
//     in them reads two running seals (seal-coverage.ts, periodCoverage) and compares its last two days.
// Only settled days are sealed, up to the day before yesterday: a delivery order written today unseals
// the days beside its own (its day is its time's date in the reader's zone), and a seal unsealed every
// few minutes would only take the sealer's locks again and again. A write on an earlier day unseals every
// running span after it; the next run makes them again, a day's comparison each.

/**
 * Months back (before the current one) with a running seal for each day: a report over the last year
 * (365 or 366 days, whichever the day: 12 months would miss the day before it on a month's first)
 * compares none of its days but the last two. About 6,000 figures a seal at national scale (one per
 * inventory and kind), so periods starting earlier read their months' seals and compare the partial ones.
 */
export const RUNNING_SEAL_MONTHS = 13;

/** A seal's days as a range. */
const spanRange = ({ since, until }: Seal): Range => ({
  from: since === BEFORE_EVERYTHING ? null : since,
  to: until,
});

/**
 * A span's figures made afresh from the other seals and what they leave, compared record by record:
 * inventory_id, kind, ledger, records, differing. A month's and the first span's: all compared; a
 * running span's: the running seal of the day before and its day compared.
 */
function spanFigures(span: Seal, seals: readonly Seal[]) {
  const others = seals.filter((seal) => seal.since !== span.since || seal.until !== span.until);
  const covered = coverage(spanRange(span), others);
  const compared = covered.live.map(
    (range) => sql`
      select inventory_id, kind, ledger, records, (ledger <> records)::int as differing
      from (${compareByRecord(range)}) c`,
  );
  return sql`
    select inventory_id, kind, sum(ledger) as ledger, sum(records) as records, sum(differing) as differing
    from (${sql.join([sealedRows(covered), ...compared], sql` union all `)}) f
    group by inventory_id, kind`;
}

/**
 * Every seal's figures that differ from making them again (ledger:verify): a seal changed behind the
 * application, or days changed with the tables' triggers off. Seal by seal, each from the others as the
 * sealer makes it (a running seal from the one before it: a wrong one is named, and the next one too);
 * run it inside one snapshot (verifyLedger does).
 */
export async function sealProblems(db: Database): Promise<SealProblem[]> {
  const problems: SealProblem[] = [];
  const seals = await readSeals(db);
  for (const seal of seals) {
    const { rows } = await sql<{
      inventoryId: number;
      kind: string;
      sealed: SealProblem['sealed'];
      compared: SealProblem['compared'];
    }>`
      select inventory_id, kind,
        json_build_object('ledger', coalesce(s.ledger, 0), 'records', coalesce(s.records, 0),
          'differing', coalesce(s.differing, 0)) as sealed,
        json_build_object('ledger', coalesce(c.ledger, 0), 'records', coalesce(c.records, 0),
          'differing', coalesce(c.differing, 0)) as compared
      from (${spanFigures(seal, seals)}) c
      full join (select * from reconciliation_seal_figures
        where since = ${seal.since}::date and until = ${seal.until}::date) s
        using (inventory_id, kind)
      where (coalesce(c.ledger, 0), coalesce(c.records, 0), coalesce(c.differing, 0))
        is distinct from (coalesce(s.ledger, 0), coalesce(s.records, 0), coalesce(s.differing, 0))
      order by inventory_id, kind`.execute(db.db);
    for (const row of rows) {
      const says = ({ ledger, records, differing }: SealProblem['compared']) =>
        `ledger ${ledger}, records ${records}, ${differing} record group(s) differing`;
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
 * Seals every span not sealed yet (everything before the ledger's first month, the closed months, then
 * the running spans of the last RUNNING_SEAL_MONTHS months in order), each settled, one per transaction,
 * and drops the running seals that have aged out; returns how many it sealed. A span whose tables stay
 * busy with writes for longer than `lockTimeout` is left for the next run: the sealer waits, never the
 * writers for long.
 */
export async function sealReconciliation(db: Database, lockTimeout = '200ms'): Promise<number> {
  const firstDay = sql`date_trunc('month', current_date) - ${sql.lit(RUNNING_SEAL_MONTHS)} * interval '1 month'`;
  const first = sql`(select min(month) from ledger_monthly)`;
  await sql`
    delete from reconciliation_seals
    where since = ${BEFORE_EVERYTHING}::date and until < ${firstDay} and until <> ${first} - 1`.execute(
    db.db,
  );
  const { rows: spans } = await sql<Seal>`
    with first as (select ${first} as month),
    spans as (
      select 0 as rank, ${BEFORE_EVERYTHING}::date as since, month - 1 as until from first where month is not null
      union all
      select 1, m::date, (m + interval '1 month' - interval '1 day')::date
      from first, generate_series(first.month, date_trunc('month', current_date) - interval '1 month',
        interval '1 month') m
      union all
      select 2, ${BEFORE_EVERYTHING}::date, d::date
      from first, generate_series(greatest(first.month, ${firstDay}), current_date - 2, interval '1 day') d
    )
    select since::text as since, until::text as until from spans
    where until <= current_date - 2
      and (since, until) not in (select since, until from reconciliation_seals)
    order by rank, until`.execute(db.db);
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
        insert into reconciliation_seal_figures (since, until, inventory_id, kind, ledger, records, differing)
        select ${span.since}::date, ${span.until}::date, * from (${spanFigures(span, await readSeals(tx))}) f`.execute(
        tx.db,
      );
      return 'sealed';
    });
  } catch (error) {
    // 55P03 lock_not_available: writers held a table longer than lockTimeout.
    if ((error as { code?: string }).code === '55P03') return 'busy';
    throw error;
  }
}
