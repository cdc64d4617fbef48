import { sql } from 'kysely';
import { shiftDay } from '../../../schemas/dates.ts';
import { msg } from '../../../schemas/i18n/msg.ts';
import type { MovementTransaction, ProductMovement } from '../../../schemas/reports/answers.ts';
import type { ProductMovementRequest } from '../../../schemas/reports/payloads.ts';
import { stockUpdateWorkflow } from '../../../schemas/workflows/stock-update.ts';
import type { Database } from '../../db/client.ts';
import { badRequest, notFound } from '../../errors.ts';
import type { AuthUser } from '../auth-user.ts';
import type { MovementKind } from '../ledger/kinds.ts';
import { summaryBalancesQuery } from '../ledger/summaries.ts';
import { importerScope } from './scope.ts';
import { recordRows } from './sources.ts';

/** The spec's transaction types, by movement kind; each opens its record's detail page. */
export const TRANSACTION_TYPES: Record<MovementKind, MovementTransaction['type']> = {
  shipment: 'Importation',
  overage: 'Adjustment',
  shortage: 'Adjustment',
  overnight_difference: 'Adjustment',
  loading_difference: 'Adjustment',
  transfer_in: 'Stock Transfer',
  transfer_out: 'Stock Transfer',
  sale: 'Sale',
};

/** The status of a movement whose record the reports do not know (Stock Reconciliation lists it). */
const POSTED = 'Posted';
/** Stock update lines keep their readings: a movement from one shows its gross and factor. */
const STOCK_UPDATE = stockUpdateWorkflow.record;

interface Line {
  part: 'header' | 'line' | 'closing';
  id: number | null;
  movementId: number | null;
  date: string | null;
  kind: string | null;
  quantity: number;
  status: string | null;
  receiver: string | null;
  isPending: boolean;
  runningBalance: number;
  grossQuantity: number | null;
  volumeFactor: number | null;
  importer: string | null;
  product: string | null;
}

/**
 * Report 8, Product Movement, in one statement: the opening balance (ledger summaries as of the day
 * before `from`), every movement of the importer's inventories of the product in the period with its
 * status, receiver and running balance (a window over the period, from the opening), and the closing
 * balance. With onlyFulfilledAndApproved off, the open records' lines show too, with their status;
 * they are not in the ledger, so they do not change the running balance. The spec's storageTankId is
 * always 1 and is ignored: the report is the importer's balance of the product, over all its tanks.
 * storageTankIds narrows it to those tanks; one that is not the importer's tank of the product is 400.
 * An importer the user may not see, or an unknown product, is 404; an importer that holds none of the
 * product has an empty movement.
 */
export async function productMovementReport(
  db: Database,
  user: AuthUser,
  request: ProductMovementRequest,
): Promise<ProductMovement> {
  const { importerId, productId, from, to } = request;
  const tankIds = request.storageTankIds ? [...new Set(request.storageTankIds)] : null;
  const dayBefore = shiftDay(from, -1);
  // The importer's tanks of the product first: their ids, as a value of the report's statement, let
  // every part of it (the opening's running totals, the movements, the open records' union) read
  // those inventories alone, where a join on them read every inventory's and then kept these.
  const { rows: stake } = await sql<{ id: number; number: string; storageTankId: number }>`
    select i.id, st.number, i.storage_tank_id from inventories i
    join storage_tanks st on st.id = i.storage_tank_id
    where i.importer_id = ${importerId} and st.product_id = ${productId}
    order by st.number`.execute(db.db);
  const selected = stake.filter((s) => tankIds === null || tankIds.includes(s.storageTankId));
  const ids = sql`${selected.map((s) => s.id)}::int[]`;
  const { rows } = await sql<Line>`
    select * from (
    with opening as (
      select coalesce(sum(b.stock_balance), 0)::bigint as balance
      from (${summaryBalancesQuery({ asOf: dayBefore, inventoryIds: selected.map((s) => s.id) })}) b
    ),
    pending as (
      select r.source_type, r.source_id, r.inventory_id, r.kind, r.effective_date, r.status, r.receiver,
        sum(r.quantity)::bigint as quantity
      from (${recordRows()}) r
      where r.is_open and not ${request.onlyFulfilledAndApproved}::boolean
        -- The importer too: the open delivery orders are then read from its index, not all of them.
        and r.importer_id = ${importerId} and r.inventory_id = any(${ids})
        and r.effective_date >= ${from}::date and r.effective_date <= ${to}::date
      group by 1, 2, 3, 4, 5, 6, 7
    ),
    lines as (
      select m.source_id as id, m.id as movement_id, m.effective_date as date, m.kind, m.quantity,
        coalesce(r.status, ${POSTED}) as status, coalesce(r.receiver, '-') as receiver, false as is_pending,
        sl.gross_quantity, sl.volume_factor, m.inventory_id
      from ledger_movements m
      left join lateral (
        select r.status, r.receiver from (${recordRows()}) r
        where not r.is_open and r.source_type = m.source_type and r.source_id = m.source_id
          and r.inventory_id = m.inventory_id and r.kind = m.kind
        limit 1
      ) r on true
      -- Lateral, so that only a stock update's movement probes the lines (a join probed for every one),
      -- and with a limit (the line's key gives one at most), without which it is planned as that join.
      left join lateral (
        select sl.gross_quantity, sl.volume_factor from stock_update_lines sl
        where m.source_type = ${STOCK_UPDATE} and sl.stock_update_id = m.source_id and sl.inventory_id = m.inventory_id
        limit 1
      ) sl on true
      where m.inventory_id = any(${ids})
        and m.effective_date >= ${from}::date and m.effective_date <= ${to}::date
      union all
      select r.source_id, null, r.effective_date, r.kind, r.quantity, r.status, r.receiver, true,
        sl.gross_quantity, sl.volume_factor, r.inventory_id
      from pending r
      left join stock_update_lines sl on r.source_type = ${STOCK_UPDATE} and sl.stock_update_id = r.source_id
        and sl.inventory_id = r.inventory_id
    )
    select 'header' as part, null::int as id, null::int as movement_id, null::date as date, null::text as kind,
      0::bigint as quantity, null::text as status, null::text as receiver, false as is_pending,
      o.balance as running_balance, null::bigint as gross_quantity, null::numeric as volume_factor,
      imp.name as importer, p.name as product, 0::bigint as place
    from opening o
    join importers imp on imp.id = ${importerId} ${importerScope(user, sql`imp.id`)}
    join products p on p.id = ${productId}
    union all
    select 'line', l.id, l.movement_id, l.date, l.kind, l.quantity, l.status, l.receiver, l.is_pending,
      (o.balance + sum(case when l.is_pending then 0 else l.quantity end)
        over (lines_order rows between unbounded preceding and current row))::bigint,
      l.gross_quantity, l.volume_factor, null, null, row_number() over lines_order
    from lines l cross join opening o
    -- One order for the running balance and the lines shown, to the last tie. An open record's lines
    -- have no movement: a transfer between two of the importer's tanks differs in kind, a stock update
    -- on two of them in tank.
    window lines_order as (order by l.date, l.is_pending, l.movement_id, l.id, l.kind, l.inventory_id)
    union all
    select 'closing', null, null, null, null, 0, null, null, false,
      (o.balance + coalesce((select sum(l.quantity) from lines l where not l.is_pending), 0))::bigint,
      null, null, null, null, 0
    from opening o
    ) report
    order by case report.part when 'header' then 0 when 'line' then 1 else 2 end, report.place`.execute(
    db.db,
  );
  const header = rows.find((row) => row.part === 'header');
  if (!header) throw notFound(msg('the.importerOrProduct'));
  if (tankIds?.some((id) => !stake.some((i) => i.storageTankId === id))) {
    throw badRequest(msg('report.storageTankNotHeld'), {
      storageTankIds: msg('report.storageTankNotHeld'),
    });
  }
  const closing = rows.find((row) => row.part === 'closing')!;
  const transactions = rows
    .filter((row) => row.part === 'line')
    .map((row) => ({
      id: row.id!,
      movementId: row.movementId,
      date: row.date!,
      type: TRANSACTION_TYPES[row.kind as MovementKind] ?? 'Adjustment',
      kind: row.kind!,
      status: row.status!,
      receiver: row.receiver!,
      quantity: Math.abs(row.quantity),
      isPositive: row.quantity > 0,
      runningBalance: row.runningBalance,
      isPending: row.isPending,
      grossQuantity: row.grossQuantity ?? null,
      volumeFactor: row.volumeFactor ?? null,
    }));
  return {
    importerId,
    importer: header.importer!,
    productId,
    product: header.product!,
    from,
    to,
    inventories: selected.map(({ id, number }) => ({ inventoryId: id, storageTankNumber: number })),
    openingBalance: header.runningBalance,
    transactions,
    closingBalance: closing.runningBalance,
  };
}
