import { sql } from 'kysely';
import type { SummaryProblem } from '../../../schemas/ledger.ts';
import type { Database } from '../../db/client.ts';

// The ledger summaries (DESIGN.md section 5): ledger_daily and ledger_monthly, kept by the movements'
// insert trigger (migration 2026112110). Reports read them instead of summing millions of movements;
// 'as known at time T' questions still read the movements, which carry the recorded time.

export type { SummaryProblem };

export interface SummaryBalance {
  inventoryId: number;
  stockBalance: number;
}

/**
 * Stock balances as of a day ('yyyy-MM-dd', movements effective on or before it) from the summaries:
 * the whole months before the day's month, then the days of its month up to the day. Rows
 * (inventory_id, stock_balance), one per inventory of the filter, 0 where nothing was ever posted. Agrees
 * with balancesQuery({asOf}) to the gallon while the summaries verify (verifyLedger). A query to build
 * on (reports pivot it in the same statement); summaryBalances() runs it.
 */
export function summaryBalancesQuery(filters: { asOf: string; inventoryIds?: number[] }) {
  const only = (column: string) =>
    filters.inventoryIds ? sql`and ${sql.ref(column)} = any(${filters.inventoryIds}::int[])` : sql``;
  return sql<SummaryBalance>`
    with summed as (
      select s.inventory_id, sum(s.quantity) as balance from (
        select m.inventory_id, m.quantity from ledger_monthly m
        where m.month < date_trunc('month', ${filters.asOf}::date) ${only('m.inventory_id')}
        union all
        select d.inventory_id, d.quantity from ledger_daily d
        where d.day >= date_trunc('month', ${filters.asOf}::date) and d.day <= ${filters.asOf}::date
          ${only('d.inventory_id')}
      ) s
      group by s.inventory_id
    )
    select i.id as inventory_id, coalesce(summed.balance, 0)::bigint as stock_balance
    from inventories i
    left join summed on summed.inventory_id = i.id
    where true ${only('i.id')}
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
 * What moved in a period ('yyyy-MM-dd' to 'yyyy-MM-dd', both included) from the summaries, rows
 * (inventory_id, kind, quantity) summed per inventory and kind: the whole months inside the period from
 * ledger_monthly, the days of its partial first and last months from ledger_daily. A year of an
 * inventory is then at most twelve monthly rows and sixty daily ones per kind, however many movements.
 */
export function summaryPeriodQuery(period: { from: string; to: string }) {
  // Whole months: from the first month starting on or after `from`, to the last one ending on or before `to`.
  const wholeFrom = sql`(date_trunc('month', ${period.from}::date - 1) + interval '1 month')::date`;
  const wholeTo = sql`date_trunc('month', ${period.to}::date + 1)::date`;
  return sql<{ inventoryId: number; kind: string; quantity: number }>`
    select s.inventory_id, s.kind, sum(s.quantity)::bigint as quantity from (
      select m.inventory_id, m.kind, m.quantity from ledger_monthly m
      where m.month >= ${wholeFrom} and m.month < ${wholeTo}
      union all
      select d.inventory_id, d.kind, d.quantity from ledger_daily d
      where d.day >= ${period.from}::date and d.day <= ${period.to}::date
        and not (d.day >= ${wholeFrom} and d.day < ${wholeTo})
    ) s
    group by s.inventory_id, s.kind`;
}

type SummaryTable = SummaryProblem['table'];

/** Each summary: its table, its period column, and a movement's period in it. */
const SUMMARIES = [
  { table: 'ledger_daily', column: 'day', label: 'Daily', period: sql`effective_date` },
  {
    table: 'ledger_monthly',
    column: 'month',
    label: 'Monthly',
    period: sql`date_trunc('month', effective_date)::date`,
  },
] as const;

/** The movements summed as the summary sums them: (inventory_id, kind, period, quantity). */
const summed = (summary: (typeof SUMMARIES)[number]) =>
  sql`select inventory_id, kind, ${summary.period} as period, sum(quantity) as quantity
    from ledger_movements group by 1, 2, 3`;

/**
 * Every summary row that disagrees with the movements it sums, and every sum of movements without its
 * row, naming the inventory, kind and day (or month). Run it inside one snapshot (verifyLedger does).
 */
export async function summaryProblems(db: Database): Promise<SummaryProblem[]> {
  const comparisons = SUMMARIES.map(
    (summary) => sql`
      select ${summary.table}::text as table, inventory_id, kind, to_char(period, 'YYYY-MM-DD') as period,
        coalesce(s.quantity, 0)::bigint as summary, coalesce(m.quantity, 0)::bigint as movements
      from (${summed(summary)}) m
      full join (select inventory_id, kind, ${sql.ref(summary.column)} as period, quantity
        from ${sql.table(summary.table)}) s using (inventory_id, kind, period)
      where coalesce(s.quantity, 0) <> coalesce(m.quantity, 0)`,
  );
  const { rows } = await sql<Omit<SummaryProblem, 'message'>>`
    ${sql.join(comparisons, sql` union all `)} order by 1, 2, 3, 4`.execute(db.db);
  return rows.map((row) => {
    const summary = SUMMARIES.find((s) => s.table === row.table)!;
    const period = summary.column === 'day' ? row.period : row.period.slice(0, 7);
    return {
      ...row,
      message:
        `${summary.label} summary of inventory ${row.inventoryId}, ${row.kind}, ${period}: ` +
        `${row.summary.toLocaleString('en-US')} gallons, but its movements add up to ${row.movements.toLocaleString('en-US')}.`,
    };
  });
}

/**
 * Rebuilds both summaries from the movements, in one transaction. Postings wait meanwhile (the table
 * lock: it only waits for postings under way, never holds what they wait for); readers see the old
 * summaries until it commits. Answers how many rows each now has.
 */
export async function rebuildSummaries(db: Database): Promise<Record<SummaryTable, number>> {
  return db.transaction(async (tx) => {
    await sql`lock table ledger_movements in share row exclusive mode`.execute(tx.db);
    const counts = {} as Record<SummaryTable, number>;
    for (const summary of SUMMARIES) {
      await sql`delete from ${sql.table(summary.table)}`.execute(tx.db);
      const inserted = await sql`
        insert into ${sql.table(summary.table)} (inventory_id, kind, ${sql.ref(summary.column)}, quantity)
        ${summed(summary)}`.execute(tx.db);
      counts[summary.table] = Number(inserted.numAffectedRows ?? 0);
    }
    return counts;
  });
}
