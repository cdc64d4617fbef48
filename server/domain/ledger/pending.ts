import { type RawBuilder, sql } from 'kysely';
import { openStates } from '../../../schemas/workflows/engine.ts';
import { stockUpdateWorkflow } from '../../../schemas/workflows/stock-update.ts';
import { STOCK_UPDATE_MOVEMENTS } from './kinds.ts';

// Open records hold stock back or bring it in before they are approved (DESIGN.md section 5). This is
// the one place that lists them: each source is a query of rows (inventory_id, term, quantity) with a
// positive quantity, term one of kinds.ts PendingTerm. inventoryBalances() sums them per inventory.
//
// Not here yet, because their tables do not exist yet; each adds one source below when it arrives:
// - stock transfers (New/Reviewed): 'outgoingTransfers' on the origin, 'incomingTransfers' on the
//   destination;
// - delivery-order lines neither fulfilled nor cancelled: 'trackingOrders' on their inventory.
// Until then pendingIncomingStockTransfersTotal, pendingOutGoingStockTransfersTotal and
// pendingTrackingOrdersTotal are 0.

const stockUpdateTerm = sql.join(
  Object.entries(STOCK_UPDATE_MOVEMENTS).map(([type, m]) => sql`when ${Number(type)} then ${m.pending}`),
  sql` `,
);

const openStockUpdates: RawBuilder<unknown> = sql`
  select l.inventory_id, (case su.stock_update_type ${stockUpdateTerm} end)::text as term, l.quantity
  from stock_update_lines l
  join stock_updates su on su.id = l.stock_update_id
  where su.status in (${sql.join(openStates(stockUpdateWorkflow))})`;

/** Every source of pending totals per inventory. */
export const PENDING_SOURCES: RawBuilder<unknown>[] = [openStockUpdates];

/**
 * Every source of open transfer-order remainders, rows (importer_id, product_id, quantity): the
 * quantity of open transfer orders not yet on delivery orders. None until transfer orders exist.
 */
export const COMMITMENT_SOURCES: RawBuilder<unknown>[] = [];

const unionAll = (sources: RawBuilder<unknown>[], empty: RawBuilder<unknown>) =>
  sources.length ? sql.join(sources, sql` union all `) : empty;

export const pendingRows = () =>
  unionAll(
    PENDING_SOURCES,
    sql`select null::integer as inventory_id, null::text as term, 0::bigint as quantity where false`,
  );

export const commitmentRows = () =>
  unionAll(
    COMMITMENT_SOURCES,
    sql`select null::integer as importer_id, null::integer as product_id, 0::bigint as quantity where false`,
  );
