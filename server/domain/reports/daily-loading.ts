import { sql } from 'kysely';
import {
  type DailyLoading,
  type DailyLoadingRow,
  LOADING_FIGURES,
  type LoadingFigure,
  type ProductKey,
} from '../../../schemas/reports/answers.ts';
import { today } from '../../../schemas/search.ts';
import type { DeliveryOrderState } from '../../../schemas/workflows/delivery-order.ts';
import { type TransferOrderState, transferOrderWorkflow } from '../../../schemas/workflows/transfer-order.ts';
import { type Database, exactSum } from '../../db/client.ts';
import type { AuthUser } from '../auth-user.ts';
import { partyScope } from '../visibility.ts';
import { sumRuns } from './runs.ts';
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
// distributor and per importer (added up as the orders are read, in order), each per product (an order
// has one product). A sum names no transfer order (its transferOrderId and transferOrderNumber are null).
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

/** What the report reads of a transfer order (aliased t): all the Approved ones' index holds. */
const ORDER_COLUMNS = sql`t.id, t.transfer_order_number, t.importer_id, t.distributor_id, t.product_id, t.quantity`;

/** A transfer order's row as read: its product and its four figures. */
export interface OrderRow extends Record<LoadingFigure, number> {
  importerId: number;
  importer: string;
  distributorId: number;
  distributor: string;
  transferOrderId: number;
  transferOrderNumber: string;
  productKey: ProductKey;
}

/** A sum names no transfer order. */
const NO_ORDER = { transferOrderId: null, transferOrderNumber: null };

// Literals, their types tying them to LOADING_FIGURES and PRODUCT_KEYS: a row's three products' figures
// took 20 to 30 ns so, 1.4 us built from those lists' entries, for thousands of rows at national scale.
const noFigures = (): Record<LoadingFigure, number> => ({ opening: 0, transfers: 0, sales: 0, closing: 0 });
const noProducts = (): DailyLoadingRow['byProduct'] => ({
  ago: noFigures(),
  pms: noFigures(),
  jet: noFigures(),
});

/** Adds an order's figures to a sum's, under its product. */
function add(sum: DailyLoadingRow, order: OrderRow) {
  const figures = sum.byProduct[order.productKey];
  for (const figure of LOADING_FIGURES) figures[figure] = exactSum(figures[figure], order[figure]);
}

/**
 * The day's figures of every transfer order in one statement, in the report's order (importer,
 * distributor, then number); their sums per importer-distributor and per importer are added up as they
 * are read. At scale 1 (4,950 orders on the day), summing them in the statement with grouping sets, 12
 * filtered sums a row of which an order fills 4, made it take 55.9 ms to execute (median) where this
 * takes 38.3 ms, and 71.7 ms through `pg` (its rows read) where this takes 48.1 ms. The Approved orders
 * are read from their own index alone (transfer_orders_approved, literal state so a generic plan uses it),
 * the ones closed since the day by key, apart: 37.2 to 30.7 ms to execute, where both were keys probed.
 */
export async function dailyLoadingReport(
  db: Database,
  user: AuthUser,
  request: { date: string | null },
): Promise<DailyLoading> {
  const date = request.date ?? today();
  const { rows } = await sql<OrderRow>`
    with orders as materialized (
      select o.id, o.transfer_order_number, o.importer_id, o.distributor_id, o.quantity,
        ${productKey(sql`p.name`)} as product_key
      from (
        select ${ORDER_COLUMNS} from transfer_orders t where t.status = ${sql.lit(APPROVED)}
        union all
        select ${ORDER_COLUMNS} from transfer_orders t
        where t.status <> ${sql.lit(APPROVED)} and t.id = any(array(
          select h.record_id from record_history h
          where h.record_type = ${transferOrderWorkflow.record} and h.to_state in (${DELIVERED}, ${CANCELLED})
            and h.from_state = ${APPROVED} and h.at >= ${date}::date::timestamptz))
      ) o
      join products p on p.id = o.product_id
      where ${partyScope(user, REPORT_READERS, { importer: 'o.importer_id', distributor: 'o.distributor_id' })}
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
    select o.importer_id, imp.name as importer, o.distributor_id, dist.name as distributor,
      o.id as transfer_order_id, o.transfer_order_number, o.product_key,
      f.opening, f.transfers, f.sales, f.closing
    from per_order f
    join orders o on o.id = f.id
    join importers imp on imp.id = o.importer_id
    join distributors dist on dist.id = o.distributor_id
    where o.product_key is not null
      and (f.opening <> 0 or f.transfers <> 0 or f.sales <> 0 or f.closing <> 0)
    order by imp.name, imp.id, dist.name, dist.id, o.transfer_order_number, o.id`.execute(db.db);
  return dailyLoadingOf(date, rows);
}

/**
 * The report from its transfer orders' rows, given in its order: the sums per importer and per
 * importer-distributor pair are the runs of their orders (sumRuns).
 */
export function dailyLoadingOf(date: string, orders: readonly OrderRow[]): DailyLoading {
  const pairOf = (order: OrderRow) => ({
    importerId: order.importerId,
    importer: order.importer,
    distributorId: order.distributorId,
    distributor: order.distributor,
  });
  const own = (order: OrderRow): DailyLoadingRow => {
    const row: DailyLoadingRow = {
      ...pairOf(order),
      transferOrderId: order.transferOrderId,
      transferOrderNumber: order.transferOrderNumber,
      byProduct: noProducts(),
    };
    add(row, order);
    return row;
  };
  return {
    date,
    importers: sumRuns(
      orders,
      (sum, order) => sum.importerId === order.importerId,
      (order): DailyLoadingRow => ({
        ...pairOf(order),
        distributorId: null,
        distributor: null,
        ...NO_ORDER,
        byProduct: noProducts(),
      }),
      add,
    ),
    distributors: sumRuns(
      orders,
      (sum, order) => sum.importerId === order.importerId && sum.distributorId === order.distributorId,
      (order): DailyLoadingRow => ({ ...pairOf(order), ...NO_ORDER, byProduct: noProducts() }),
      add,
    ),
    transferOrders: orders.map(own),
  };
}
