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
        sql`coalesce(sum(o.${sql.raw(figure)}) filter (where o.product_key = ${key}), 0)::bigint
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
    events as (
      select h.record_id as transfer_order_id, h.at::date as day,
        case when h.to_state = ${APPROVED} then o.quantity else -o.quantity end as transfers,
        0::bigint as sales
      from live
      join record_history h on h.record_type = ${transferOrderWorkflow.record} and h.record_id = live.id
      join transfer_orders o on o.id = h.record_id
      where h.at::date <= ${date}::date
        and ((h.to_state = ${APPROVED} and h.from_state is distinct from ${APPROVED})
          or (h.from_state = ${APPROVED} and h.to_state = ${CANCELLED}))
      union all
      select l.transfer_order_id, d.fulfilled_at::date, 0, l.quantity
      from live
      join delivery_order_lines l on l.transfer_order_id = live.id
      join delivery_orders d on d.id = l.delivery_order_id
      where d.status = ${FULFILLED} and d.fulfilled_at::date <= ${date}::date
    ),
    per_order as (
      select o.id, o.transfer_order_number, o.importer_id, o.distributor_id,
        ${productKey(sql`p.name`)} as product_key,
        coalesce(sum(e.transfers - e.sales) filter (where e.day < ${date}::date), 0) as opening,
        coalesce(sum(e.transfers) filter (where e.day = ${date}::date), 0) as transfers,
        coalesce(sum(e.sales) filter (where e.day = ${date}::date), 0) as sales,
        sum(e.transfers - e.sales) as closing
      from events e
      join transfer_orders o on o.id = e.transfer_order_id
      join products p on p.id = o.product_id
      where ${partyScope(user, REPORT_READERS, { importer: 'o.importer_id', distributor: 'o.distributor_id' })}
      group by o.id, p.name
    )
    select case when grouping(o.distributor_id) = 1 then 'importer'
        when grouping(o.id) = 1 then 'distributor' else 'transferOrder' end as level,
      o.importer_id, min(imp.name) as importer, o.distributor_id, min(dist.name) as distributor,
      o.id as transfer_order_id,
      case when grouping(o.id) = 0 then min(o.transfer_order_number) end as transfer_order_number,
      ${sql.join(figureColumns)}
    from per_order o
    join importers imp on imp.id = o.importer_id
    join distributors dist on dist.id = o.distributor_id
    where o.product_key is not null
      and (o.opening <> 0 or o.transfers <> 0 or o.sales <> 0 or o.closing <> 0)
    group by grouping sets ((o.importer_id), (o.importer_id, o.distributor_id), (o.importer_id, o.distributor_id, o.id))
    order by min(imp.name), o.importer_id, min(dist.name) nulls first, o.distributor_id nulls first,
      min(o.transfer_order_number) nulls first, o.id nulls first`.execute(db.db);
  const shape = (row: Row): DailyLoadingRow => ({
    importerId: row.importerId,
    importer: row.importer,
    distributorId: row.distributorId,
    distributor: row.distributor,
    transferOrderId: row.transferOrderId,
    transferOrderNumber: row.transferOrderNumber,
    byProduct: Object.fromEntries(
      PRODUCT_KEYS.map((key) => [
        key,
        Object.fromEntries(LOADING_FIGURES.map((figure) => [figure, row[`${key}${capital(figure)}`]])),
      ]),
    ) as Record<ProductKey, Record<LoadingFigure, number>>,
  });
  const at = (level: Row['level']) => rows.filter((row) => row.level === level).map(shape);
  return {
    date,
    importers: at('importer'),
    distributors: at('distributor'),
    transferOrders: at('transferOrder'),
  };
}
