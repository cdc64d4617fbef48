import { format } from 'date-fns/format';
import { sql } from 'kysely';
import {
  type LossFlags,
  type LossRow,
  PRODUCT_KEYS,
  type ProductKey,
} from '../../../schemas/reports/answers.ts';
import { LOSS_TYPES, type LossReportRequest, type ReportPeriod } from '../../../schemas/reports/payloads.ts';
import { today } from '../../../schemas/search.ts';
import { stockUpdateWorkflow } from '../../../schemas/workflows/stock-update.ts';
import { type Database, PLAN_PER_CALL } from '../../db/client.ts';
import type { AuthUser } from '../auth-user.ts';
import { type MovementKind, STOCK_UPDATE_MOVEMENTS } from '../ledger/kinds.ts';
import { listed, postedStates } from '../record-types/sql.ts';
import { grossOf } from '../standard-volumes.ts';
import { byProduct, type PivotRow, pivotQuery } from './pivot.ts';
import { visibleInventories } from './scope.ts';
import { toleranceRow } from './tolerance.ts';

/**
 * The stock an importer handled in a period, against which its losses are weighed: every gallon that
 * came in by shipment or transfer, or went out by transfer or sale. Adjustments and losses are not
 * handling.
 */
export const HANDLED_KINDS: readonly MovementKind[] = ['shipment', 'transfer_in', 'transfer_out', 'sale'];

type Flags = { [K in `over${Capitalize<(typeof PRODUCT_KEYS)[number]>}`]: boolean };
type LossQueryRow = PivotRow<'lost' | 'handled' | 'tolerance'> & Flags & { isOver: boolean };

/** The movement kind a loss type's stock updates post (only ever as losses). */
const lossKind = (type: number) => STOCK_UPDATE_MOVEMENTS[type].kind;

/** A product's tolerance in a row of a pivot with `handled` (p) and the tolerance in force (t). */
const tolerance = (key: ProductKey) =>
  sql`(floor(p.${sql.raw(`handled_${key}`)} * t.percent / 100) + t.gallons)`;
/** Whether a product's gallons of the measure `lost` are above its tolerance. */
const over = (lost: string, key: ProductKey) =>
  sql<boolean>`p.${sql.raw(`${lost}_${key}`)} > ${tolerance(key)}`;
/** Whether any product's gallons of the measure `lost` are above its tolerance: the row is flagged. */
const overAny = (lost: string) =>
  sql<boolean>`(${sql.join(
    PRODUCT_KEYS.map((key) => over(lost, key)),
    sql` or `,
  )})`;

/**
 * Per importer with losses of the type in the period: the gallons lost per product (positive), the
 * stock handled, the tolerance (percent of the handled stock, rounded down, plus gallons: the setting
 * in force) and whether the loss is above it. One statement.
 */
function lossQuery(user: AuthUser, period: ReportPeriod, type: number) {
  // An importer whose difference the temperature explained whole lost nothing in the ledger: kept all the same.
  const explained = sql`select d.importer_id from (${grossQuery(user, period, type)}) d where d.gross <> 0`;
  const pivot = pivotQuery(
    user,
    period,
    {
      lost: { kinds: [lossKind(type)], sign: -1 },
      handled: { kinds: HANDLED_KINDS, sign: 'abs' },
    },
    'importer',
    explained,
  );
  return sql<LossQueryRow>`
    select p.*,
      ${sql.join(PRODUCT_KEYS.map((key) => sql`${tolerance(key)}::bigint as ${sql.raw(`tolerance_${key}`)}`))},
      ${sql.join(PRODUCT_KEYS.map((key) => sql`${over('lost', key)} as ${sql.raw(`over_${key}`)}`))},
      ${overAny('lost')} as is_over
    from (${pivot}) p
    cross join (${toleranceRow()}) t
    order by p.group_name, p.group_id`;
}

/**
 * Per importer and product, the approved differences of the type in the period as observed: gross (the
 * gallons given, readings or not) and net (what posted). gross − net is the part the temperature explains
 * (README 'Standard volumes').
 */
function grossQuery(user: AuthUser, period: ReportPeriod, type: number) {
  return sql<{ importerId: number; productKey: string; gross: number; net: number }>`
    select v.importer_id, v.product_key, sum(${grossOf('l')})::bigint as gross, sum(l.quantity)::bigint as net
    from stock_update_lines l
    join stock_updates su on su.id = l.stock_update_id
    join (${visibleInventories(user)}) v on v.inventory_id = l.inventory_id
    where su.stock_update_type = ${type} and su.status in (${listed(postedStates(stockUpdateWorkflow))})
      and su.created_date between ${period.from}::date and ${period.to}::date and v.product_key is not null
    group by v.importer_id, v.product_key`;
}

/** Reports 6 and 7, Overnight and Loading Differences: one row per importer with losses of the type. */
export async function lossReport(
  db: Database,
  user: AuthUser,
  request: LossReportRequest,
): Promise<LossRow[]> {
  const [{ rows }, { rows: observed }] = await Promise.all([
    lossQuery(user, request, request.type).execute(db.db),
    grossQuery(user, request, request.type).execute(db.db),
  ]);
  const gallons = (importerId: number, pick: (r: (typeof observed)[number]) => number) =>
    Object.fromEntries(
      PRODUCT_KEYS.map((key) => {
        const line = observed.find((r) => r.importerId === importerId && r.productKey === key);
        return [key, line ? pick(line) : 0];
      }),
    ) as Record<(typeof PRODUCT_KEYS)[number], number>;
  return rows.map((row) => ({
    importerId: row.groupId,
    importer: row.groupName,
    byProduct: byProduct(row, 'lost'),
    grossByProduct: gallons(row.groupId, (r) => r.gross),
    temperatureByProduct: gallons(row.groupId, (r) => r.gross - r.net),
    handledByProduct: byProduct(row, 'handled'),
    toleranceByProduct: byProduct(row, 'tolerance'),
    overToleranceByProduct: { ago: row.overAgo, pms: row.overPms, jet: row.overJet },
    isOverTolerance: row.isOver,
  }));
}

/**
 * The dashboard's count for administrators and stock control: how many importers' overnight and
 * loading differences this month (the 1st to today) are above tolerance, the rows the two reports flag.
 * One statement, planned per call (PLAN_PER_CALL): PostgreSQL kept a generic plan for it, 267 ms a call
 * at scale 1 where planned with the dates it takes 51 ms.
 *
 * Both counts come from one pass over the ledger's sums (two took twice as long), and without the rows
 * the temperature keeps in the reports: those read every stock update line of the month (30 of those
 * 51 ms), and none can be flagged. A flag is a product's loss above its tolerance, which is never below
 * zero (percent and gallons are at least 0), so a flagged importer lost gallons in the ledger: these kinds
 * are only ever posted as losses (STOCK_UPDATE_MOVEMENTS, lines of at least 0 gallons), so the first
 * measure, both kinds' losses, keeps every importer that lost any (pivotQuery).
 */
export async function lossFlags(db: Database, user: AuthUser): Promise<LossFlags> {
  const period = { from: format(new Date(), 'yyyy-MM-01'), to: today() };
  const { overnight, loading } = LOSS_TYPES;
  const pivot = pivotQuery(user, period, {
    either: { kinds: [lossKind(overnight), lossKind(loading)], sign: -1 },
    overnight: { kinds: [lossKind(overnight)], sign: -1 },
    loading: { kinds: [lossKind(loading)], sign: -1 },
    handled: { kinds: HANDLED_KINDS, sign: 'abs' },
  });
  const { rows } = await sql<{ overnight: number; loading: number }>`${sql.raw(PLAN_PER_CALL)}
    select count(*) filter (where ${overAny('overnight')})::int as overnight,
      count(*) filter (where ${overAny('loading')})::int as loading
    from (${pivot}) p
    cross join (${toleranceRow()}) t`.execute(db.db);
  return { ...period, ...rows[0] };
}
