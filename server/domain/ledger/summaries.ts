import { type RawBuilder, sql } from 'kysely';
import type { SummaryProblem } from '../../../schemas/ledger.ts';
import type { Database } from '../../db/client.ts';
import { MOVEMENT_KINDS, type MovementKind } from './kinds.ts';

// The ledger summaries (DESIGN.md section 5): ledger_daily and ledger_monthly (migration 2026112110) and
// the running totals ledger_balances (2026112532: per inventory and day it moved, each kind's total from
// the start, and the closing balance), kept by the movements' insert trigger. Reports read the running
// totals instead of summing millions of movements: a balance is one row per inventory, a period two.
// 'As known at time T' questions still read the movements, which carry the recorded time.

export type { SummaryProblem };

export interface SummaryBalance {
  inventoryId: number;
  stockBalance: number;
}

/**
 * Days back from a probe's day within which an inventory's running totals are looked for first: an
 * inventory moves most days, and an index scan takes in every entry of its page that meets the scan's
 * conditions before it returns the first (PostgreSQL 15), so an unbounded backward probe took in the
 * inventory's earlier days on its page, hundreds, to return one. Bounded, it takes in a week of them:
 * 1,211 probes at scale 1 took about 3 ms, not 8.
 */
const RECENT_DAYS = 7;

/**
 * The latest running totals of each inventory on or before a day (`before`: strictly before it): within
 * the last RECENT_DAYS, or, only where none is there (a union all's second branch runs only when the
 * first gave no row), any day before.
 */
const totalsAt = (inventory: RawBuilder<unknown>, day: string, before = false) => {
  const latest = (since: RawBuilder<unknown>) => sql`(select * from ledger_balances b
    where b.inventory_id = ${inventory} and b.day ${before ? sql`<` : sql`<=`} ${day}::date${since}
    order by b.day desc limit 1)`;
  return sql`(
    ${latest(sql` and b.day >= ${day}::date - ${sql.lit(RECENT_DAYS)}`)}
    union all
    ${latest(sql``)}
    limit 1)`;
};

/**
 * Stock balances as of a day ('yyyy-MM-dd', movements effective on or before it) from the running
 * balances: each inventory's closing on the last day it moved on or before the day, one probe of
 * ledger_balances' key per inventory. Rows (inventory_id, stock_balance), one per inventory of the
 * filter, 0 where nothing was posted by then. Agrees with balancesQuery({asOf}) to the gallon while the
 * summaries verify (verifyLedger). A query to build on (reports pivot it in the same statement);
 * summaryBalances() runs it.
 */
export function summaryBalancesQuery(filters: { asOf: string; inventoryIds?: number[] }) {
  return sql<SummaryBalance>`
    select i.id as inventory_id, coalesce(b.closing, 0)::bigint as stock_balance
    from inventories i
    left join lateral ${totalsAt(sql`i.id`, filters.asOf)} b on true
    ${filters.inventoryIds ? sql`where i.id = any(${filters.inventoryIds}::int[])` : sql``}
    order by i.id`;
}

/** Stock balances as of a day from the summaries (summaryBalancesQuery). */
export async function summaryBalances(
  db: Database,
  filters: { asOf: string; inventoryIds?: number[] },
): Promise<SummaryBalance[]> {
  const { rows } = await summaryBalancesQuery(filters).execute(db.db);
  return rows;
}

/**
 * What moved in a period ('yyyy-MM-dd' to 'yyyy-MM-dd', both included) from the running totals, one row
 * per inventory with a column per kind of `of` (every kind by default): the totals at the end of the
 * period less those before its start, two probes of ledger_balances' key per inventory however long the
 * period, 0 where nothing moved; and the balances those rows close with, `opening` (the day before the
 * period) and `closing`. A report sums the columns it needs (pivot.ts): at national scale a row per
 * inventory and kind cost as much again as the probes.
 */
export function summaryPeriodColumnsQuery(
  period: { from: string; to: string },
  of: readonly MovementKind[] = MOVEMENT_KINDS,
) {
  const kinds = MOVEMENT_KINDS.filter((kind) => of.includes(kind)).map(
    (kind) =>
      sql`(coalesce(e.${sql.ref(kind)}, 0) - coalesce(s.${sql.ref(kind)}, 0))::bigint as ${sql.ref(kind)}`,
  );
  return sql<
    { inventoryId: number; opening: number; closing: number } & Partial<Record<MovementKind, number>>
  >`
    select i.id as inventory_id, ${sql.join(kinds)},
      coalesce(s.closing, 0)::bigint as opening, coalesce(e.closing, 0)::bigint as closing
    from inventories i
    left join lateral ${totalsAt(sql`i.id`, period.to)} e on true
    left join lateral ${totalsAt(sql`i.id`, period.from, true)} s on true`;
}

type SummaryTable = SummaryProblem['table'];
type ProblemRow = Omit<SummaryProblem, 'message'>;

/** The movements summed per inventory, kind and day: every summary is checked against these sums. */
const movedPerDay = sql`select inventory_id, kind, effective_date as day, sum(quantity)::bigint as value
  from ledger_movements group by 1, 2, 3`;

/** What the summaries are summed from: the movements, or their sums per day (`moved`, movedPerDay). */
const SOURCES = {
  ledger_movements: { day: 'effective_date', value: 'quantity' },
  moved: { day: 'day', value: 'value' },
} as const;
type Source = keyof typeof SOURCES;

/** ledger_balances' rows from a source: each kind's total from the start to the end of each day. */
const runningTotals = (from: Source) => {
  const { day, value } = SOURCES[from];
  return sql`
  select inventory_id, ${sql.ref(day)} as day,
    ${sql.join(
      MOVEMENT_KINDS.map(
        (kind) =>
          sql`(sum(coalesce(sum(${sql.ref(value)}) filter (where kind = ${kind}), 0)) over w)::bigint as ${sql.ref(kind)}`,
      ),
    )}
  from ${sql.table(from)} group by 1, 2
  window w as (partition by inventory_id order by ${sql.ref(day)})`;
};

/** A problem row of `table`: (table, inventory_id, kind, period, summary, movements, missing). */
const problem = (table: SummaryTable, summary: RawBuilder<unknown>, movements: RawBuilder<unknown>) =>
  sql`${table}::text as table, inventory_id, kind, to_char(period, 'YYYY-MM-DD') as period,
    coalesce(${summary}, 0)::bigint as summary, coalesce(${movements}, 0)::bigint as movements,
    ${summary} is null as missing`;

/**
 * Each summary: the rows where it disagrees with the movements' sums per day (the statement's `moved`),
 * and how to fill it from the movements (in the order of its period, as the postings of days going by
 * lay it out).
 */
const SUMMARIES: {
  table: SummaryTable;
  label: (row: ProblemRow) => string;
  problems: RawBuilder<unknown>;
  fill: RawBuilder<unknown>;
}[] = [
  ...(['day', 'month'] as const).map((period) => {
    const table: SummaryTable = period === 'day' ? 'ledger_daily' : 'ledger_monthly';
    const periodOf = (day: string) =>
      period === 'day' ? sql.ref(day) : sql`date_trunc('month', ${sql.ref(day)})::date`;
    const derived = (from: Source) => {
      // The sums per day are the daily summary's rows already.
      if (from === 'moved' && period === 'day')
        return sql`select inventory_id, kind, day as period, value from moved`;
      const { day, value } = SOURCES[from];
      return sql`select inventory_id, kind, ${periodOf(day)} as period, sum(${sql.ref(value)})::bigint as value
        from ${sql.table(from)} group by 1, 2, 3`;
    };
    return {
      table,
      label: (r: ProblemRow) =>
        period === 'day'
          ? `Daily summary of inventory ${r.inventoryId}, ${r.kind}, ${r.period}`
          : `Monthly summary of inventory ${r.inventoryId}, ${r.kind}, ${r.period.slice(0, 7)}`,
      problems: sql`
        select ${problem(table, sql`s.value`, sql`m.value`)}
        from (${derived('moved')}) m
        full join (select inventory_id, kind, ${sql.ref(period)} as period, quantity as value
          from ${sql.table(table)}) s using (inventory_id, kind, period)
        where s.value is distinct from m.value`,
      fill: sql`insert into ${sql.table(table)} (inventory_id, kind, ${sql.ref(period)}, quantity)
        select inventory_id, kind, period, value from (${derived('ledger_movements')}) d
        order by period, inventory_id, kind`,
    };
  }),
  {
    table: 'ledger_balances',
    label: (r) => `Running total of inventory ${r.inventoryId}, ${r.kind}, at the end of ${r.period}`,
    // Compared as one row per inventory and day holding every kind; only a row that differs is split
    // into its kinds (split first, each of the table's 2 million rows at national scale made 8 a side).
    problems: sql`
      select ${problem('ledger_balances', sql`k.summary`, sql`k.movements`)}
      from (
        select inventory_id, day as period,
          ${sql.join(MOVEMENT_KINDS.map((kind) => sql`m.${sql.ref(kind)} as ${sql.ref(`m_${kind}`)}, b.${sql.ref(kind)} as ${sql.ref(`s_${kind}`)}`))}
        from (${runningTotals('moved')}) m
        full join ledger_balances b using (inventory_id, day)
        where (${sql.join(MOVEMENT_KINDS.map((kind) => sql`m.${sql.ref(kind)}`))})
          is distinct from (${sql.join(MOVEMENT_KINDS.map((kind) => sql`b.${sql.ref(kind)}`))})
      ) d
      cross join lateral (values ${sql.join(
        MOVEMENT_KINDS.map((kind) => sql`(${kind}, d.${sql.ref(`s_${kind}`)}, d.${sql.ref(`m_${kind}`)})`),
      )}) k (kind, summary, movements)
      where k.summary is distinct from k.movements`,
    fill: sql`insert into ledger_balances (inventory_id, day, ${sql.join(MOVEMENT_KINDS.map((kind) => sql.ref(kind)))})
      select * from (${runningTotals('ledger_movements')}) t order by day, inventory_id`,
  },
];

/**
 * Every summary row that disagrees with the movements it sums, every sum of movements without its row
 * and every row without movements, naming the inventory, kind and day (or month). One statement, which
 * sums the movements once per inventory, kind and day and checks every summary against those sums (at
 * national scale, 5 million movements: summed once for three tables, not three times). Run it inside
 * one snapshot (verifyLedger does).
 */
export async function summaryProblems(db: Database): Promise<SummaryProblem[]> {
  const { rows } = await sql<ProblemRow & { missing: boolean }>`
    with moved as materialized (${movedPerDay})
    ${sql.join(
      SUMMARIES.map((summary) => summary.problems),
      sql` union all `,
    )}
    order by 1, 2, 3, 4`.execute(db.db);
  return rows.map(({ missing, ...row }) => {
    const summary = SUMMARIES.find((s) => s.table === row.table)!;
    const says = missing ? 'no row' : `${row.summary.toLocaleString('en-US')} gallons`;
    return {
      ...row,
      message: `${summary.label(row)}: ${says}, but its movements add up to ${row.movements.toLocaleString('en-US')}.`,
    };
  });
}

/**
 * Rebuilds the summaries and running totals from the movements, in one transaction. Postings wait
 * meanwhile (the table lock: it only waits for postings under way, never holds what they wait for);
 * readers see the old rows until it commits. Answers how many rows each now has.
 */
export async function rebuildSummaries(db: Database): Promise<Record<SummaryTable, number>> {
  return db.transaction(async (tx) => {
    await sql`lock table ledger_movements in share row exclusive mode`.execute(tx.db);
    const counts = {} as Record<SummaryTable, number>;
    for (const summary of SUMMARIES) {
      await sql`delete from ${sql.table(summary.table)}`.execute(tx.db);
      const inserted = await summary.fill.execute(tx.db);
      counts[summary.table] = Number(inserted.numAffectedRows ?? 0);
    }
    return counts;
  });
}
