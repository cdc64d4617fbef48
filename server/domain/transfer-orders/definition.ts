import { type RawBuilder, sql } from 'kysely';
import { openStates } from '../../../schemas/workflows/engine.ts';
import { transferOrderWorkflow } from '../../../schemas/workflows/transfer-order.ts';
import { defineRecordType, statusOf } from '../record-types/define.ts';
import { listed } from '../record-types/sql.ts';
import { visibleTransferOrders } from './access.ts';
import { remainderOf } from './deliveries.ts';
import { transferOrderBinding } from './workflow.ts';

/** An open order commits its remainder (not yet on delivery orders) of the importer's product. */
const commitments: RawBuilder<unknown> = sql`
  select t.importer_id, t.product_id, ${remainderOf('t')} as quantity
  from transfer_orders t
  where t.status in (${listed(openStates(transferOrderWorkflow))})`;

/** Transfer orders (spec part 1): an importer's sale to a distributor, through four approvals. */
export const transferOrderType = defineRecordType({
  workflow: transferOrderWorkflow,
  binding: transferOrderBinding,
  documents: true,
  visibleState: (db, user, id, lock) =>
    statusOf(visibleTransferOrders(db, user).where('t.id', '=', id).select('t.status'), lock),
  commitments: [commitments],
  waiting: {
    table: 'transfer_orders',
    number: 'transfer_order_number',
    created: 'created_at',
    visibleIds: (db, user) => visibleTransferOrders(db, user).select('t.id'),
  },
});
