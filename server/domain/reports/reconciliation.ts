import { format, parseISO, subDays } from 'date-fns';
import { sql } from 'kysely';
import {
  RECONCILIATION_TERMS,
  type Reconciliation,
  type ReconciliationBreak,
  type ReconciliationInventory,
  type ReconciliationTerm,
  type ReconciliationTotal,
} from '../../../schemas/reports/answers.ts';
import type { ReportPeriod } from '../../../schemas/reports/payloads.ts';
import type { Database } from '../../db/client.ts';
import type { AuthUser } from '../auth-user.ts';
import type { MovementKind } from '../ledger/kinds.ts';
import { summaryBalancesQuery } from '../ledger/summaries.ts';
import { visibleInventories } from './scope.ts';
import { recordRows } from './sources.ts';

// The ninth report, Stock Reconciliation (issue 12, item 5): for every inventory over a period,
//   opening + shipments + overages - shortages - overnight differences - loading differences
//     + transfers in - transfers out - sales = closing,
// each term computed twice: from the ledger's movements and from the approved records that caused them
// (sources.ts). Both sides are compared record by record, inventory, kind and day, so a movement
// without its record, a record without its movement, or one whose quantity, kind, inventory or date
// differs is a break, named with the record concerned. The opening and closing balances are also read
// from the ledger summaries, which must agree with the movements. On a healthy database nothing breaks:
// the report is the proof that every approved record is in the ledger, once, as it was approved.

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
const SIDES = ['ledger', 'records'] as const;

interface Row {
  isTotal: boolean;
  hasBreaks: boolean;
  inventoryId: number | null;
  storageTankNumber: string | null;
  importerId: number;
  importer: string;
  productId: number;
  product: string;
  [column: string]: unknown;
  breaks: Omit<ReconciliationBreak, 'message'>[] | null;
}

export async function reconciliationReport(
  db: Database,
  user: AuthUser,
  period: ReportPeriod,
): Promise<Reconciliation> {
  const { from, to } = period;
  const dayBefore = format(subDays(parseISO(from), 1), 'yyyy-MM-dd');
  const inPeriod = (side: string, term: ReconciliationTerm) => {
    const { kind, sign } = TERM_KINDS[term];
    return sql`coalesce(sum(${sql.lit(sign)} * c.${sql.raw(side)}) filter (where c.day >= ${from}::date
      and c.kind = ${sql.lit(kind)}), 0)`;
  };
  const perInventoryTerms = sql.join(
    RECONCILIATION_TERMS.flatMap((term) =>
      SIDES.map((side) => sql`${inPeriod(side, term)} as ${sql.raw(`${snake(term)}_${side}`)}`),
    ),
  );
  const summed = (column: string) => sql`sum(pi.${sql.raw(column)})::bigint as ${sql.raw(column)}`;
  const columns = [
    'opening_ledger',
    'opening_records',
    'opening_summaries',
    ...RECONCILIATION_TERMS.flatMap((term) => SIDES.map((side) => `${snake(term)}_${side}`)),
    'closing_ledger',
    'closing_records',
    'closing_summaries',
  ];
  const { rows } = await sql<Row>`
    with inv as (${visibleInventories(user)}),
    moved as (
      select m.inventory_id, m.source_type, m.source_id, m.kind, m.effective_date as day,
        sum(m.quantity) as quantity
      from ledger_movements m
      where m.inventory_id in (select inventory_id from inv) and m.effective_date <= ${to}::date
      group by 1, 2, 3, 4, 5
    ),
    recorded as (
      select r.inventory_id, r.source_type, r.source_id, r.kind, r.effective_date as day,
        sum(r.quantity) as quantity
      from (${recordRows()}) r
      where not r.is_open and r.inventory_id in (select inventory_id from inv) and r.effective_date <= ${to}::date
      group by 1, 2, 3, 4, 5
    ),
    compared as (
      select inventory_id, source_type, source_id, kind, day,
        coalesce(m.quantity, 0) as ledger, coalesce(r.quantity, 0) as records
      from moved m full join recorded r using (inventory_id, source_type, source_id, kind, day)
    ),
    per_inventory as (
      select c.inventory_id,
        coalesce(sum(c.ledger) filter (where c.day < ${from}::date), 0) as opening_ledger,
        coalesce(sum(c.records) filter (where c.day < ${from}::date), 0) as opening_records,
        ${perInventoryTerms},
        sum(c.ledger) as closing_ledger,
        sum(c.records) as closing_records,
        json_agg(json_build_object('sourceType', c.source_type, 'sourceId', c.source_id, 'kind', c.kind,
            'date', to_char(c.day, 'YYYY-MM-DD'), 'ledger', c.ledger, 'records', c.records)
          order by c.day, c.source_type, c.source_id, c.kind)
          filter (where c.ledger <> c.records) as breaks
      from compared c
      group by c.inventory_id
    ),
    balances as (
      select inv.*, coalesce(o.stock_balance, 0) as opening_summaries, coalesce(cl.stock_balance, 0) as closing_summaries,
        ${sql.join(
          columns
            .filter((c) => !c.endsWith('_summaries'))
            .map((c) => sql`coalesce(p.${sql.raw(c)}, 0) as ${sql.raw(c)}`),
        )},
        p.breaks
      from inv
      left join per_inventory p on p.inventory_id = inv.inventory_id
      left join (${summaryBalancesQuery({ asOf: dayBefore })}) o on o.inventory_id = inv.inventory_id
      left join (${summaryBalancesQuery({ asOf: to })}) cl on cl.inventory_id = inv.inventory_id
    )
    select grouping(pi.inventory_id) = 1 as is_total, pi.inventory_id, min(pi.storage_tank_number) as storage_tank_number,
      pi.importer_id, min(pi.importer) as importer, pi.product_id, min(pi.product) as product,
      ${sql.join(columns.map(summed))},
      case when grouping(pi.inventory_id) = 0 then (array_agg(pi.breaks))[1] end as breaks,
      coalesce(bool_or(pi.breaks is not null), false) as has_breaks
    from balances pi
    group by grouping sets ((pi.importer_id, pi.product_id, pi.inventory_id), (pi.importer_id, pi.product_id))
    order by min(pi.importer), pi.importer_id, min(pi.product), pi.product_id, is_total,
      min(pi.storage_tank_number), pi.inventory_id`.execute(db.db);
  return shape(period, rows);
}

const BREAK_MESSAGES = {
  noRecord: 'The ledger holds a movement that no approved record made.',
  noMovement: 'The approved record has no movement in the ledger.',
  differs: (ledger: number, records: number) =>
    `The ledger holds ${ledger.toLocaleString('en-US')} gallons; the approved record says ${records.toLocaleString('en-US')}.`,
};

/** The statement's rows as the answer: inventories (broken first) and the per importer-product sums. */
function shape(period: ReportPeriod, rows: Row[]): Reconciliation {
  const read = (row: Row, column: string) =>
    row[column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())] as number;
  const common = (row: Row) => {
    const terms = Object.fromEntries(
      RECONCILIATION_TERMS.map((term) => [
        term,
        { ledger: read(row, `${snake(term)}_ledger`), records: read(row, `${snake(term)}_records`) },
      ]),
    ) as Record<ReconciliationTerm, { ledger: number; records: number }>;
    const balance = (name: 'opening' | 'closing') => ({
      ledger: read(row, `${name}_ledger`),
      records: read(row, `${name}_records`),
      summaries: read(row, `${name}_summaries`),
    });
    const opening = balance('opening');
    const closing = balance('closing');
    const agrees = (pair: { ledger: number; records: number; summaries?: number }) =>
      pair.ledger === pair.records && (pair.summaries === undefined || pair.summaries === pair.ledger);
    return {
      importerId: row.importerId,
      importer: row.importer,
      productId: row.productId,
      product: row.product,
      opening,
      ...terms,
      closing,
      isBroken: row.hasBreaks || !agrees(opening) || !agrees(closing) || !Object.values(terms).every(agrees),
    };
  };
  const inventories: ReconciliationInventory[] = rows
    .filter((row) => !row.isTotal)
    .map((row) => ({
      inventoryId: row.inventoryId!,
      storageTankNumber: row.storageTankNumber!,
      ...common(row),
      breaks: (row.breaks ?? []).map((b) => ({
        ...b,
        message:
          b.records === 0
            ? BREAK_MESSAGES.noRecord
            : b.ledger === 0
              ? BREAK_MESSAGES.noMovement
              : BREAK_MESSAGES.differs(b.ledger, b.records),
      })),
    }));
  // Broken first; the statement's order (importer, product, tank) otherwise.
  inventories.sort((a, b) => Number(b.isBroken) - Number(a.isBroken));
  const byImporterProduct: ReconciliationTotal[] = rows.filter((row) => row.isTotal).map(common);
  return {
    from: period.from,
    to: period.to,
    inventories,
    byImporterProduct,
    brokenInventories: inventories.filter((row) => row.isBroken).length,
  };
}
