import { type RawBuilder, sql } from 'kysely';
import { openStates } from '../../../schemas/workflows/engine.ts';
import { stockUpdateWorkflow } from '../../../schemas/workflows/stock-update.ts';
import { STOCK_UPDATE_MOVEMENTS } from '../ledger/kinds.ts';
import { defineRecordType, statusOf } from '../record-types/define.ts';
import { listed, postedStates } from '../record-types/sql.ts';
import { visibleStockUpdates } from './access.ts';
import { stockUpdateBinding } from './workflow.ts';

const byType = (pick: (m: (typeof STOCK_UPDATE_MOVEMENTS)[number]) => string | number) =>
  sql.join(
    Object.entries(STOCK_UPDATE_MOVEMENTS).map(
      ([type, m]) => sql`when ${sql.lit(Number(type))} then ${sql.lit(pick(m))}`,
    ),
    sql` `,
  );

/** An open request's lines count in their inventories' pending shipments, overages or shortages. */
const pending: RawBuilder<unknown> = sql`
  select l.inventory_id, (case su.stock_update_type ${byType((m) => m.pending)} end)::text as term, l.quantity,
    ${stockUpdateWorkflow.label}::text as record_label, su.id as record_id
  from stock_update_lines l
  join stock_updates su on su.id = l.stock_update_id
  where su.status in (${listed(openStates(stockUpdateWorkflow))})`;

/** For the reports: one line per inventory, kind and sign by the request's type, on its date. */
const records: RawBuilder<unknown> = sql`
  select ${stockUpdateWorkflow.record}::text as source_type, su.id as source_id, l.inventory_id, su.importer_id,
    (case su.stock_update_type ${byType((m) => m.kind)} end)::text as kind,
    ((case su.stock_update_type ${byType((m) => m.sign)} end) * l.quantity)::bigint as quantity,
    su.created_date as effective_date, su.created_date::timestamptz as effective_at, su.status,
    '-'::text as receiver,
    su.status in (${listed(openStates(stockUpdateWorkflow))}) as is_open
  from stock_update_lines l
  join stock_updates su on su.id = l.stock_update_id
  where su.status in (${listed([...postedStates(stockUpdateWorkflow), ...openStates(stockUpdateWorkflow)])})`;

/** Stock update requests (spec part 1): an importer's shipments, overages and losses. */
export const stockUpdateType = defineRecordType({
  workflow: stockUpdateWorkflow,
  binding: stockUpdateBinding,
  documents: true,
  visibleState: (db, user, id, lock) =>
    statusOf(visibleStockUpdates(db, user).where('su.id', '=', id).select('su.status'), lock),
  pending: [pending],
  records,
  waiting: {
    table: 'stock_updates',
    number: 'reference_number',
    created: 'submitted_at',
    visibleIds: (db, user) => visibleStockUpdates(db, user).select('su.id'),
  },
});
