import { randomInt } from 'node:crypto';
import { type RawBuilder, sql } from 'kysely';
import { shiftDay } from '../../../schemas/dates.ts';
import { amount, type Message } from '../../../schemas/i18n/message.ts';
import {
  RECONCILIATION_TERMS,
  type Reconciliation,
  type ReconciliationBreak,
  type ReconciliationFigure,
  type ReconciliationInventory,
  type ReconciliationTerm,
} from '../../../schemas/reports/answers.ts';
import type { ReportPeriod } from '../../../schemas/reports/payloads.ts';
import { answerKey } from '../../db/camel-case.ts';
import { type Database, exactSum } from '../../db/client.ts';
import { render, say } from '../../i18n/index.ts';
import type { AuthUser } from '../auth-user.ts';
import type { MovementKind } from '../ledger/kinds.ts';
import { summaryPeriodColumnsQuery } from '../ledger/summaries.ts';
import { sumRuns } from './runs.ts';
import { visibleInventories } from './scope.ts';
import {
  type Coverage,
  coverage,
  periodCoverage,
  type Range,
  readSeals,
  sealedRows,
} from './seal-coverage.ts';
import { recordRows } from './sources.ts';

// The ninth report, Stock Reconciliation (issue 12, item 5): for every inventory over a period,
//   opening + shipments + overages - shortages - overnight differences - loading differences
//     + transfers in - transfers out - sales = closing,
// each term computed twice: from the ledger's movements and from the approved records that caused them
// (sources.ts). Both sides are compared record by record, inventory, kind and day over the period, so a
// movement without its record, a record without its movement, or one whose quantity, kind, inventory or
// date differs is a break, named with the record concerned. Before the period both sides are summed
// per inventory into the opening: a difference there marks the inventory broken through its opening
// (a report over that earlier period names the record). The opening and closing balances are also read
// from the ledger's running totals, which must agree with the movements. On a healthy database nothing
// breaks: the report is the proof that every approved record is in the ledger, once, as it was approved.
//
// Sealed spans are read from their seals (reconciliation-seals.ts: closed months, and everything up to
// each settled day of the last year, kept exact by the source tables' triggers): a period starting in the
// last year is the difference of two running seals and its last days. Only the days no seal covers, in
// the opening and the period, are compared here, each range a select of its own, so that it reads an index.
//
// At national scale the period holds a million movements and as many record lines. Grouping each side
// by record to compare them cost hash tables of a million groups per side, most of the report's time
// and memory. So the period is compared in two steps. First each side is summed per inventory, source
// type, kind and month, with two fingerprints: the quantities weighted by a hash of (record, day) drawn
// with a seed new to each report. Record by record equal sides give equal sums and fingerprints (both
// are linear in each record's quantity); sides that differ in any record give a different sum or
// fingerprint but with a chance of about 2^-62 per month, which a later report (a new seed) draws
// again. Then only the inventories whose month differs are compared record by record, in the same
// snapshot, to name the breaks: on a healthy database that step reads nothing.

/** Each term: the movement kind it sums, and the sign that makes it a positive number. */
const TERM_KINDS: Record<ReconciliationTerm, { kind: MovementKind; sign: 1 | -1 }> = {
  shipments: { kind: 'shipment', sign: 1 },
  overages: { kind: 'overage', sign: 1 },
  shortages: { kind: 'shortage', sign: -1 },
  overnightDifferences: { kind: 'overnight_difference', sign: -1 },
  loadingDifferences: { kind: 'loading_difference', sign: -1 },
  transfersIn: { kind: 'transfer_in', sign: 1 },
  transfersOut: { kind: 'transfer_out', sign: -1 },
  sales: { kind: 'sale', sign: -1 },
};

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const SIDES = ['ledger', 'records', 'summaries'] as const;
type Side = (typeof SIDES)[number];
const FIGURES = ['opening', ...RECONCILIATION_TERMS, 'closing'] as const;
/** Every figure's column, {figure}_{side}: opening_ledger, overnight_differences_records... */
const column = (figure: string, side: Side) => `${snake(figure)}_${side}`;
const COLUMNS = FIGURES.flatMap((figure) => SIDES.map((side) => column(figure, side)));
/**
 * Each figure's sides as the rows name them (the database client's camel case: openingLedger...), worked
 * out once: per row it took 30 regular expressions, 60 ms of a report's 250 at national scale.
 */
const ROW_KEYS = FIGURES.map(
  (figure) => [figure, SIDES.map((side) => [side, answerKey(column(figure, side))] as const)] as const,
);

/** Each column's key in a row (the database client's camel case), for the sums. */
const COLUMN_KEYS = COLUMNS.map(answerKey);

/** An importer-product's figures: an inventory's row as read, or the sum of its inventories'. */
interface Figures {
  hasBreaks: boolean;
  importerId: number;
  importer: string;
  productId: number;
  product: string;
  [column: string]: unknown;
}
/** An inventory's row as read. */
interface Row extends Figures {
  inventoryId: number;
  storageTankNumber: string;
}

/** The days of the period, as both sides' rows read them. */
const inPeriod = ({ from, to }: ReportPeriod) =>
  sql`effective_date >= ${from}::date and effective_date <= ${to}::date`;

/**
 * One side's postings that pass `where`, as rows of inventory_id, source_type, source_id, kind,
 * quantity and effective_date: the ledger's movements, or what the approved records posted (an open
 * record posts nothing yet).
 */
const postings = (side: 'ledger' | 'records', where: RawBuilder<unknown>) =>
  side === 'ledger'
    ? sql`select * from ledger_movements where ${where}`
    : sql`select * from (${recordRows()}) r where not is_open and ${where}`;

/**
 * One side's rows on the days of a range. The records' side says it on their times too (sources.ts,
 * effective_at): the same days, in a form the delivery orders' index on their time serves.
 */
const inRange = (side: 'ledger' | 'records', { from, to }: Range) => {
  const days = from === null ? sql`effective_date <= ${to}::date` : inPeriod({ from, to });
  if (side === 'ledger') return days;
  const start = from === null ? sql`` : sql`effective_at >= ${from}::date::timestamptz and `;
  return sql`${days} and ${start}effective_at < (${to}::date + 1)::timestamptz`;
};

/**
 * Every inventory, said so that the movements of some days may be read per inventory from the ledger's
 * index on (inventory_id, effective_date), from the index alone, where that costs less (a month being
 * sealed); the day's index (ledger_movements_day) serves a few days (the live days after the last
 * running seal).
 */
const EVERY_INVENTORY = {
  ledger: sql`inventory_id = any(array(select id from inventories))`,
  records: sql`true`,
};

/**
 * One side's postings on the days of these ranges (none: no row) that pass `where` (of every inventory
 * when absent): a select per range, each a range of an index (one select of their OR read every
 * movement of the ledger).
 */
const postingsIn = (
  side: 'ledger' | 'records',
  ranges: readonly Range[],
  where: RawBuilder<unknown> = EVERY_INVENTORY[side],
) =>
  ranges.length
    ? sql.join(
        ranges.map((range) => postings(side, sql`${where} and ${inRange(side, range)}`)),
        sql` union all `,
      )
    : postings(side, sql`false`);

/** Where the fingerprints' halves come from: a 64-bit hash of a record's source and day. */
const recordDayHash = (seed: string) =>
  sql`hashtextextended(concat_ws(' ', source_id, effective_date), ${seed}::bigint)`;

/**
 * Postings summed per inventory, source type, kind and month with the two fingerprints (31 and 32 bits
 * of the hash, each times the quantity: no product leaves a bigint).
 */
const byMonth = (rows: RawBuilder<unknown>, seed: string) => sql`
  select inventory_id, source_type, kind, date_trunc('month', effective_date::timestamp)::date as month,
    sum(quantity)::bigint as quantity, sum((h >> 32) * quantity) as mark_high,
    sum((h & 2147483647) * quantity) as mark_low
  from (select r.*, ${recordDayHash(seed)} as h from (${rows}) r) r
  group by 1, 2, 3, 4`;

/** Postings summed per record, inventory, kind and day: the groups both sides are compared by. */
const byRecord = (rows: RawBuilder<unknown>) => sql`
  select inventory_id, source_type, source_id, kind, effective_date as day, sum(quantity) as quantity
  from (${rows}) r
  group by 1, 2, 3, 4, 5`;

/**
 * Both sides' postings on the days of a range that pass `where` (of the inventories: through
 * inventory_id; every inventory when absent), grouped by record, inventory, kind and day and
 * full-joined: inventory_id, source_type, source_id, kind, day, ledger and records (0 where a side has
 * none).
 */
export const compareByRecord = (range: Range, where?: RawBuilder<unknown>) => sql`
  select inventory_id, source_type, source_id, kind, day,
    coalesce(m.quantity, 0) as ledger, coalesce(r.quantity, 0) as records
  from (${byRecord(postingsIn('ledger', [range], where))}) m
  full join (${byRecord(postingsIn('records', [range], where))}) r
    using (inventory_id, source_type, source_id, kind, day)`;

/**
 * The report's figures in one statement: both sides' digests over the period, full-joined (compared);
 * the openings; the period's terms and the balances from the summaries; summed per inventory, in the
 * report's order; the sums per importer and product are added up as the rows are read. Then the breaks
 * of the inventories found differing.
 */
export async function reconciliationReport(
  db: Database,
  user: AuthUser,
  period: ReportPeriod,
  /** The breaks' messages in the reader's language (English by default). */
  t: (message: Message) => string = render,
): Promise<Reconciliation> {
  const { from } = period;
  const dayBefore = shiftDay(from, -1);
  // The fingerprints' seed: no one knows it before the report runs (a bigint; 2^47 is exact in JS).
  const seed = String(randomInt(2 ** 47));
  const visible = sql`inventory_id in (select inventory_id from inv)`;
  /** A term of the period as {term}_{side}, signed to read positive, summed from a value of the rows. */
  const term = (name: ReconciliationTerm, side: Side, value: string) => {
    const { kind, sign } = TERM_KINDS[name];
    return sql`coalesce(sum(${sql.lit(sign)} * ${sql.raw(value)}) filter (where kind = ${sql.lit(kind)}), 0)::bigint
      as ${sql.raw(column(name, side))}`;
  };
  // The opening sums each side apart. The records' side reads every record table whole, whoever asks,
  // so it is summed for every inventory and the figures' join keeps the visible ones: without the `inv`
  // filter it runs in parallel (a CTE's scan keeps what reads it out of parallel plans). At scale 1 a
  // month's report took 5.3 s with both sides in one union and the filter, 3.0 s this way.
  // The days the seals cover are read from their figures, the others compared here (opening and period).
  // Each sum is cast back to bigint where it is made: PostgreSQL sums bigints into numeric, and summing
  // numerics again (per inventory, and per importer and product when the statement summed those too)
  // cost 5 of a year's 51 ms at scale 1. Those sums, by grouping sets, took about 7.6 ms more of its 38
  // (median, server side) and half as many rows again to read: perImporterProduct adds them up instead.
  const statement = (opening: Coverage, within: Coverage) => sql<Row>`
    with inv as (${visibleInventories(user)}),
    moved as (${byMonth(postingsIn('ledger', within.live, visible), seed)}),
    recorded as (${byMonth(postingsIn('records', within.live, visible), seed)}),
    compared as (
      select inventory_id, kind, coalesce(m.quantity, 0) as ledger, coalesce(r.quantity, 0) as records,
        (m.quantity, m.mark_high, m.mark_low) is distinct from (r.quantity, r.mark_high, r.mark_low) as differs
      from moved m full join recorded r using (inventory_id, source_type, kind, month)
      union all
      select inventory_id, kind, ledger, records, differs from (${sealedFigures(within)}) f
    ),
    opened_sealed as (
      select inventory_id, sum(ledger)::bigint as ledger, sum(records)::bigint as records
      from (${sealedFigures(opening)}) f
      group by 1
    ),
    opened_ledger as (
      select inventory_id, sum(quantity)::bigint as quantity
      from (
        select inventory_id, quantity
        from (${postingsIn('ledger', opening.live, visible)}) m
        union all
        select inventory_id, ledger from opened_sealed
      ) m
      group by 1
    ),
    opened_records as (
      select inventory_id, sum(quantity)::bigint as quantity
      from (
        select inventory_id, quantity from (${postingsIn('records', opening.live)}) r
        union all
        select inventory_id, records from opened_sealed
      ) r
      group by 1
    ),
    per_inventory as (
      select inventory_id,
        ${sql.join(
          RECONCILIATION_TERMS.flatMap((name) => [
            term(name, 'ledger', 'ledger'),
            term(name, 'records', 'records'),
          ]),
        )},
        sum(ledger)::bigint as period_ledger,
        sum(records)::bigint as period_records,
        bool_or(differs) as differs
      from compared
      group by inventory_id
    ),
    summarised as (
      select inventory_id, opening as opening_summaries, closing as closing_summaries,
        ${sql.join(
          RECONCILIATION_TERMS.map((name) => {
            const { kind, sign } = TERM_KINDS[name];
            return sql`${sql.lit(sign)} * ${sql.ref(kind)} as ${sql.raw(column(name, 'summaries'))}`;
          }),
        )}
      from (${summaryPeriodColumnsQuery(period)}) s
    ),
    figures as (
      select inv.*, coalesce(p.differs, false) as differs,
        coalesce(ol.quantity, 0) as opening_ledger, coalesce(orec.quantity, 0) as opening_records,
        coalesce(ol.quantity, 0) + coalesce(p.period_ledger, 0) as closing_ledger,
        coalesce(orec.quantity, 0) + coalesce(p.period_records, 0) as closing_records,
        ${sql.join(
          COLUMNS.filter((name) => !/^(opening|closing)_(ledger|records)$/.test(name)).map(
            (name) =>
              sql`coalesce(${sql.raw(name.endsWith('_summaries') ? 's' : 'p')}.${sql.raw(name)}, 0) as ${sql.raw(name)}`,
          ),
        )}
      from inv
      left join per_inventory p on p.inventory_id = inv.inventory_id
      left join opened_ledger ol on ol.inventory_id = inv.inventory_id
      left join opened_records orec on orec.inventory_id = inv.inventory_id
      left join summarised s on s.inventory_id = inv.inventory_id
    )
    select f.inventory_id, f.storage_tank_number, f.importer_id, f.importer, f.product_id, f.product,
      ${sql.join(COLUMNS.map((name) => sql`f.${sql.raw(name)}::bigint as ${sql.raw(name)}`))},
      f.differs as has_breaks
    from figures f
    order by f.importer, f.importer_id, f.product, f.product_id, f.storage_tank_number, f.inventory_id`;
  // One snapshot for the seals and both statements, so that the breaks are those of the figures.
  const { rows, breaks } = await db.transaction(
    async (tx) => {
      // The month's digests hash up to about 45 MB per table at scale 1: without spilling to disk.
      if (tx.dialect === 'postgres') await sql`set local work_mem = '128MB'`.execute(tx.db);
      const seals = await readSeals(tx);
      const { rows } = await statement(
        coverage({ from: null, to: dayBefore }, seals),
        periodCoverage(period, seals),
      ).execute(tx.db);
      const differing = rows.filter((row) => row.hasBreaks).map((row) => row.inventoryId);
      return { rows, breaks: differing.length ? await periodBreaks(tx, differing, period) : new Map() };
    },
    { isolation: 'repeatable read' },
  );
  return shape(period, rows, breaks, t);
}

/**
 * The sealed spans' figures: inventory_id, kind, ledger, records, differs. Every inventory's: the figures
 * join them to the visible ones (filtering here too cost a join of every row, 50 ms at scale 1). A
 * difference of two running seals is summed first: its counts of differing groups tell only together.
 */
const sealedFigures = (covered: Coverage) =>
  covered.less
    ? sql`
      select inventory_id, kind, sum(ledger)::bigint as ledger, sum(records)::bigint as records,
        sum(differing) > 0 as differs
      from (${sealedRows(covered)}) f
      group by inventory_id, kind`
    : sql`select inventory_id, kind, ledger, records, differing > 0 as differs from (${sealedRows(covered)}) f`;

type Break = Omit<ReconciliationBreak, 'message'>;

/**
 * These inventories' breaks over the period: both sides grouped by record, inventory, kind and day
 * and full-joined, the groups whose quantities differ, in order of day, source and kind.
 */
async function periodBreaks(db: Database, inventoryIds: number[], period: ReportPeriod) {
  const these = sql`inventory_id = any(${inventoryIds}::int[])`;
  const { rows } = await sql<{ inventoryId: number; breaks: Break[] }>`
    select inventory_id,
      json_agg(json_build_object('sourceType', source_type, 'sourceId', source_id, 'kind', kind,
          'date', to_char(day, 'YYYY-MM-DD'), 'ledger', ledger, 'records', records)
        order by day, source_type, source_id, kind) as breaks
    from (${compareByRecord(period, these)}) compared
    where ledger <> records
    group by inventory_id`.execute(db.db);
  return new Map(rows.map((row) => [row.inventoryId, row.breaks]));
}

/**
 * The inventories' rows, given in their order (importer, product, tank), summed per importer and
 * product: the runs of an importer's inventories of one product (sumRuns).
 */
export function perImporterProduct(rows: readonly Row[]): Figures[] {
  return sumRuns(
    rows,
    (sum: Figures, row) => sum.importerId === row.importerId && sum.productId === row.productId,
    ({ importerId, importer, productId, product }) => {
      const sum: Figures = { importerId, importer, productId, product, hasBreaks: false };
      for (const key of COLUMN_KEYS) sum[key] = 0;
      return sum;
    },
    (sum, row) => {
      for (const key of COLUMN_KEYS) sum[key] = exactSum(sum[key] as number, row[key] as number);
      sum.hasBreaks ||= row.hasBreaks;
    },
  );
}

/** The statement's rows as the answer: inventories (broken first) and the per importer-product sums. */
function shape(
  period: ReportPeriod,
  rows: Row[],
  breaks: Map<number, Break[]>,
  t: (message: Message) => string,
): Reconciliation {
  const common = (row: Figures) => {
    const figures = {} as Record<(typeof FIGURES)[number], ReconciliationFigure>;
    let agree = true;
    for (const [figure, sides] of ROW_KEYS) {
      const f = {} as ReconciliationFigure;
      for (const [side, key] of sides) f[side] = row[key] as number;
      figures[figure] = f;
      agree &&= f.ledger === f.records && f.summaries === f.ledger;
    }
    return {
      importerId: row.importerId,
      importer: row.importer,
      productId: row.productId,
      product: row.product,
      ...figures,
      isBroken: row.hasBreaks || !agree,
    };
  };
  const inventories: ReconciliationInventory[] = rows.map((row) => ({
    inventoryId: row.inventoryId,
    storageTankNumber: row.storageTankNumber,
    ...common(row),
    breaks: (breaks.get(row.inventoryId) ?? []).map((b) => ({ ...b, message: t(breakMessage(b)) })),
  }));
  // Broken first; the statement's order (importer, product, tank) otherwise.
  inventories.sort((a, b) => Number(b.isBroken) - Number(a.isBroken));
  return {
    from: period.from,
    to: period.to,
    inventories,
    byImporterProduct: perImporterProduct(rows).map(common),
    brokenInventories: inventories.filter((row) => row.isBroken).length,
  };
}

const breakMessage = ({ ledger, records }: { ledger: number; records: number }) =>
  records === 0
    ? say('server.reconciliation.noRecord')
    : ledger === 0
      ? say('server.reconciliation.noMovement')
      : say('server.reconciliation.differs', { ledger: amount(ledger), records: amount(records) });
