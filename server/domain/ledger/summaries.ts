import { sql } from 'kysely';
import type { SummaryProblem } from '../../../schemas/ledger.ts';
import type { Database } from '../../db/client.ts';

// The ledger summaries (DESIGN.md section 5): ledger_daily and ledger_monthly (migration 2026112110) and
// the running balances ledger_balances (2026112532), kept by the movements' insert trigger. Reports read
// them instead of summing millions of movements; 'as known at time T' questions still read the
// movements, which carry the recorded time.

export type { SummaryProblem };

export interface SummaryBalance {
  inventoryId: number;
  stockBalance: number;
}

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
    left join lateral (
      select b.closing from ledger_balances b
      where b.inventory_id = i.id and b.day <= ${filters.asOf}::date
      order by b.day desc limit 1
    ) b on true
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

/**
 * Each summary: its table, its period and value columns, whether it is per kind, and its rows derived
 * from the movements as (inventory_id, kind, period, value); 'all' is the kind of a running balance.
 */
const SUMMARIES = [
  {
    table: 'ledger_daily',
    label: (r: ProblemRow) => `Daily summary of inventory ${r.inventoryId}, ${r.kind}, ${r.period}`,
    column: 'day',
    value: 'quantity',
    perKind: true,
    derived: sql`select inventory_id, kind, effective_date as period, sum(quantity) as value
      from ledger_movements group by 1, 2, 3`,
  },
  {
    table: 'ledger_monthly',
    label: (r: ProblemRow) =>
      `Monthly summary of inventory ${r.inventoryId}, ${r.kind}, ${r.period.slice(0, 7)}`,
    column: 'month',
    value: 'quantity',
    perKind: true,
    derived: sql`select inventory_id, kind, date_trunc('month', effective_date)::date as period,
        sum(quantity) as value
      from ledger_movements group by 1, 2, 3`,
  },
  {
    table: 'ledger_balances',
    label: (r: ProblemRow) => `Running balance of inventory ${r.inventoryId} at the end of ${r.period}`,
    column: 'day',
    value: 'closing',
    perKind: false,
    derived: sql`select inventory_id, 'all' as kind, effective_date as period,
        sum(sum(quantity)) over (partition by inventory_id order by effective_date) as value
      from ledger_movements group by 1, 3`,
  },
] as const;

type ProblemRow = Omit<SummaryProblem, 'message'>;

/**
 * Every summary row that disagrees with the movements it sums, every sum of movements without its row
 * and every row without movements, naming the inventory, kind and day (or month). Run it inside one
 * snapshot (verifyLedger does).
 */
export async function summaryProblems(db: Database): Promise<SummaryProblem[]> {
  const comparisons = SUMMARIES.map(
    (summary) => sql`
      select ${summary.table}::text as table, inventory_id, kind, to_char(period, 'YYYY-MM-DD') as period,
        coalesce(s.value, 0)::bigint as summary, coalesce(m.value, 0)::bigint as movements
      from (${summary.derived}) m
      full join (select inventory_id, ${summary.perKind ? sql`kind` : sql`'all'`} as kind,
          ${sql.ref(summary.column)} as period, ${sql.ref(summary.value)} as value
        from ${sql.table(summary.table)}) s using (inventory_id, kind, period)
      where s.value is distinct from m.value`,
  );
  const { rows } = await sql<ProblemRow>`
    ${sql.join(comparisons, sql` union all `)} order by 1, 2, 3, 4`.execute(db.db);
  return rows.map((row) => {
    const summary = SUMMARIES.find((s) => s.table === row.table)!;
    return {
      ...row,
      message:
        `${summary.label(row)}: ${row.summary.toLocaleString('en-US')} gallons, ` +
        `but its movements add up to ${row.movements.toLocaleString('en-US')}.`,
    };
  });
}

/**
 * Rebuilds the summaries and running balances from the movements, in one transaction. Postings wait
 * meanwhile (the table lock: it only waits for postings under way, never holds what they wait for);
 * readers see the old rows until it commits. Answers how many rows each now has.
 */
export async function rebuildSummaries(db: Database): Promise<Record<SummaryTable, number>> {
  return db.transaction(async (tx) => {
    await sql`lock table ledger_movements in share row exclusive mode`.execute(tx.db);
    const counts = {} as Record<SummaryTable, number>;
    for (const summary of SUMMARIES) {
      const kind = summary.perKind ? sql`kind,` : sql``;
      await sql`delete from ${sql.table(summary.table)}`.execute(tx.db);
      const inserted = await sql`
        insert into ${sql.table(summary.table)}
          (inventory_id, ${kind} ${sql.ref(summary.column)}, ${sql.ref(summary.value)})
        select inventory_id, ${kind} period, value from (${summary.derived}) d`.execute(tx.db);
      counts[summary.table] = Number(inserted.numAffectedRows ?? 0);
    }
    return counts;
  });
}
