import { sql } from 'kysely';
import {
  type DailyLoading,
  type DailyLoadingRow,
  LOADING_FIGURES,
  type LoadingFigure,
  PRODUCT_KEYS,
  type ProductKey,
} from '../../../schemas/reports/answers.ts';
import { today } from '../../../schemas/search.ts';
import type { DeliveryOrderState } from '../../../schemas/workflows/delivery-order.ts';
import { type TransferOrderState, transferOrderWorkflow } from '../../../schemas/workflows/transfer-order.ts';
import type { Database } from '../../db/client.ts';
import type { AuthUser } from '../auth-user.ts';
import { partyScope } from '../visibility.ts';
import { capital } from './pivot.ts';
import { productKey, REPORT_READERS } from './scope.ts';

// Report 2, Daily Loading Analysis (POST Report/TransfersAvailableBalance {date}): what the approved
// transfer orders leave to be lifted, and what was lifted, on one day. The spec names the columns only;
// the figures are defined here, per transfer order and day D (a timestamp counts as its day in the
// database's time zone, as every report and filter reads it):
//   Transfers  the quantity of the transfer orders approved on D (Control Room's approval makes an order
//              Approved, ready for delivery orders), less that of approved orders cancelled on D;
//   Sales      the fulfilled delivery-order lines drawn on the order and fulfilled on D (the day their
//              filling advice note was issued: the sales of the ledger);
//   Opening    the open quantity at the start of D: Transfers minus Sales of every day before D;
//   Closing    Opening + Transfers - Sales, the open quantity at the end of D (the next day's Opening).
// Rows: every transfer order with a figure that is not zero on D, and their sums per importer and
// distributor and per importer (grouping sets), each per product (an order has one product). A sum
// names no transfer order (its transferOrderId and transferOrderNumber are null).
// Only orders live on D can have such a figure: still Approved, or Delivered or Cancelled on D or later.
// An order closed before D stands at zero from its closing day on (Delivered: its fulfilled lines cover
// it; Cancelled: nothing was lifted, as any delivery order on it but a cancelled one forbids the cancel),
// and nothing moves it after. So the statement reads the history of the live orders alone (index record_history_transitions for
// the closings since D), not of every order ever approved.

const APPROVED: TransferOrderState = 'Approved';
const CANCELLED: TransferOrderState = 'Cancelled';
const DELIVERED: TransferOrderState = 'Delivered';
const FULFILLED: DeliveryOrderState = 'Fulfilled';

/**
 * The history rows that open or close an order's quantity: approved (from another state) and cancelled
 * once approved. Literals, so that the partial index holding exactly these rows
 * (record_history_order_approvals, migration 2026112701) serves every plan: an order's approvals one
 * entry read from the index alone, where its whole history was read from the table.
 */
const ORDER_APPROVALS = sql<boolean>`h.record_type = ${sql.lit(transferOrderWorkflow.record)}
  and ((h.to_state = ${sql.lit(APPROVED)} and h.from_state is distinct from ${sql.lit(APPROVED)})
    or (h.from_state = ${sql.lit(APPROVED)} and h.to_state = ${sql.lit(CANCELLED)}))`;

interface Row {
  level: 'importer' | 'distributor' | 'transferOrder';
  importerId: number;
  importer: string;
  distributorId: number | null;
  distributor: string | null;
  transferOrderId: number | null;
  transferOrderNumber: string | null;
  [figure: string]: unknown;
}

/** A product's four figures of a row: its columns {product}{Figure} (pmsOpening...), named once here. */
const FIGURE_COLUMNS = Object.fromEntries(
  PRODUCT_KEYS.map((key) => [key, LOADING_FIGURES.map((figure) => [figure, `${key}${capital(figure)}`])]),
) as Record<ProductKey, [LoadingFigure, string][]>;
const figuresOf = (row: Row, key: ProductKey) => {
  const figures = {} as Record<LoadingFigure, number>;
  // Thousands of rows at national scale: a loop, not an object built from entries per row.
  for (const [figure, column] of FIGURE_COLUMNS[key]) figures[figure] = row[column] as number;
  return figures;
};

/** The day's figures in one statement, summed per transfer order, importer-distributor and importer. */
export async function dailyLoadingReport(
  db: Database,
  user: AuthUser,
  request: { date: string | null },
): Promise<DailyLoading> {
  const date = request.date ?? today();
  const figureColumns = PRODUCT_KEYS.flatMap((key) =>
    LOADING_FIGURES.map(
      (figure) =>
        sql`coalesce(sum(f.${sql.raw(figure)}) filter (where o.product_key = ${sql.lit(key)}), 0)::bigint
          as ${sql.raw(`${key}_${figure}`)}`,
    ),
  );
  const { rows } = await sql<Row>`
    with live as (
      select t.id from transfer_orders t where t.status = ${APPROVED}
      union
      select h.record_id from record_history h
      where h.record_type = ${transferOrderWorkflow.record} and h.to_state in (${DELIVERED}, ${CANCELLED})
        and h.from_state = ${APPROVED} and h.at >= ${date}::date::timestamptz
    ),
    orders as materialized (
      select o.id, o.transfer_order_number, o.importer_id, o.distributor_id, o.quantity,
        ${productKey(sql`p.name`)} as product_key
      from transfer_orders o
      join products p on p.id = o.product_id
      where o.id = any(array(select id from live))
        and ${partyScope(user, REPORT_READERS, { importer: 'o.importer_id', distributor: 'o.distributor_id' })}
    ),
    events as (
      select o.id, h.at::date as day,
        case when h.to_state = ${sql.lit(APPROVED)} then o.quantity else -o.quantity end as transfers,
        0::bigint as sales
      from orders o
      join record_history h on h.record_id = o.id and ${ORDER_APPROVALS}
      where h.at::date <= ${date}::date
      union all
      select o.id, d.fulfilled_at::date, 0, l.quantity
      from orders o
      join delivery_order_lines l on l.transfer_order_id = o.id
      join delivery_orders d on d.id = l.delivery_order_id
      where d.status = ${FULFILLED} and d.fulfilled_at::date <= ${date}::date
    ),
    per_order as (
      select e.id,
        coalesce(sum(e.transfers - e.sales) filter (where e.day < ${date}::date), 0)::bigint as opening,
        coalesce(sum(e.transfers) filter (where e.day = ${date}::date), 0)::bigint as transfers,
        coalesce(sum(e.sales) filter (where e.day = ${date}::date), 0)::bigint as sales,
        sum(e.transfers - e.sales)::bigint as closing
      from events e
      group by e.id
    )
    select case when grouping(o.distributor_id) = 1 then 'importer'
        when grouping(o.id) = 1 then 'distributor' else 'transferOrder' end as level,
      o.importer_id, min(imp.name) as importer, o.distributor_id,
      case when grouping(o.distributor_id) = 0 then min(dist.name) end as distributor,
      o.id as transfer_order_id,
      case when grouping(o.id) = 0 then min(o.transfer_order_number) end as transfer_order_number,
      ${sql.join(figureColumns)}
    from per_order f
    join orders o on o.id = f.id
    join (select id, name, row_number() over (order by name, id) as place from importers) imp
      on imp.id = o.importer_id
    join (select id, name, row_number() over (order by name, id) as place from distributors) dist
      on dist.id = o.distributor_id
    where o.product_key is not null
      and (f.opening <> 0 or f.transfers <> 0 or f.sales <> 0 or f.closing <> 0)
    group by grouping sets ((o.importer_id), (o.importer_id, o.distributor_id), (o.importer_id, o.distributor_id, o.id))
    order by min(imp.place), case when grouping(o.distributor_id) = 0 then min(dist.place) end nulls first,
      case when grouping(o.id) = 0 then min(o.transfer_order_number) end nulls first, o.id nulls first`.execute(
    db.db,
  );
  const shape = (row: Row): DailyLoadingRow => ({
    importerId: row.importerId,
    importer: row.importer,
    distributorId: row.distributorId,
    distributor: row.distributor,
    transferOrderId: row.transferOrderId,
    transferOrderNumber: row.transferOrderNumber,
    byProduct: {
      ago: figuresOf(row, 'ago'),
      pms: figuresOf(row, 'pms'),
      jet: figuresOf(row, 'jet'),
    },
  });
  const at = (level: Row['level']) => rows.filter((row) => row.level === level).map(shape);
  return {
    date,
    importers: at('importer'),
    distributors: at('distributor'),
    transferOrders: at('transferOrder'),
  };
}
