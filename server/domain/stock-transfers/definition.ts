import { type RawBuilder, sql } from 'kysely';
import { openStates } from '../../../schemas/workflows/engine.ts';
import { stockTransferWorkflow } from '../../../schemas/workflows/stock-transfer.ts';
import type { PendingTerm } from '../ledger/kinds.ts';
import { defineRecordType } from '../record-types/define.ts';
import { listed, postedStates } from '../record-types/sql.ts';
import { visibleImporterIds } from '../visibility.ts';
import { transferActor, visibleStockTransfers } from './access.ts';
import { stockTransferBinding } from './workflow.ts';

/** An open transfer holds its quantity back at the origin and announces it at the destination. */
const pending = (end: 'from' | 'to', term: PendingTerm): RawBuilder<unknown> => sql`
  select tr.${sql.raw(`${end}_inventory_id`)} as inventory_id, ${term}::text as term, tr.quantity,
    ${stockTransferWorkflow.label}::text as record_label, tr.id as record_id
  from stock_transfers tr
  where tr.status in (${listed(openStates(stockTransferWorkflow))})`;

/**
 * For the reports: transfer_out on the origin (negative, received by the destination's importer) and
 * transfer_in on the destination, on the transfer's date.
 */
const records: RawBuilder<unknown> = sql`
  select ${stockTransferWorkflow.record}::text as source_type, tr.id as source_id, ends.inventory_id,
    ends.kind, ends.sign * tr.quantity as quantity, tr.created_date as effective_date, tr.status,
    ends.receiver, tr.status in (${listed(openStates(stockTransferWorkflow))}) as is_open
  from stock_transfers tr
  join inventories dest on dest.id = tr.to_inventory_id
  join importers receiver on receiver.id = dest.importer_id
  cross join lateral (values
    (tr.from_inventory_id, 'transfer_out', -1, receiver.name),
    (tr.to_inventory_id, 'transfer_in', 1, '-')
  ) ends (inventory_id, kind, sign, receiver)
  where tr.status in (${listed([...postedStates(stockTransferWorkflow), ...openStates(stockTransferWorkflow)])})`;

/** Stock transfers (spec part 2): stock moved between two inventories of one product. */
export const stockTransferType = defineRecordType({
  workflow: stockTransferWorkflow,
  binding: stockTransferBinding,
  documents: true,
  async visibleState(db, user, id, lock = false) {
    const query = visibleStockTransfers(db, user).where('tr.id', '=', id).select('tr.status');
    const row = await (lock ? query.forShare('tr') : query).executeTakeFirst();
    return row?.status;
  },
  async actor(db, user, id) {
    const origin = await db.db
      .selectFrom('stockTransfers as tr')
      .innerJoin('inventories as fi', 'fi.id', 'tr.fromInventoryId')
      .select('fi.importerId')
      .where('tr.id', '=', id)
      .executeTakeFirstOrThrow();
    return transferActor(user, origin.importerId);
  },
  pending: [pending('from', 'outgoingTransfers'), pending('to', 'incomingTransfers')],
  records,
  // A transfer waits only for those who act for its sender (the receiving importer acts in nothing).
  waiting: {
    table: 'stock_transfers',
    number: 'reference_number',
    created: 'submitted_at',
    visibleIds: (db, user) => {
      const visible = visibleStockTransfers(db, user).select('tr.id');
      const importers = visibleImporterIds(user);
      return importers === 'all' ? visible : visible.where('fi.importerId', 'in', [0, ...importers]);
    },
  },
});
