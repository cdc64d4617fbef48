import {
  type StockTransferAction,
  type StockTransferState,
  stockTransferWorkflow,
} from '../../../schemas/workflows/stock-transfer.ts';
import type { Database } from '../../db/client.ts';
import type { AuthUser } from '../auth-user.ts';
import { postMovements } from '../ledger/index.ts';
import { TRANSFER_ENDS, TRANSFER_MOVEMENTS } from '../ledger/kinds.ts';
import { notifySubmitter, setRequestState } from '../requests.ts';
import { bindWorkflow, type TransitionContext } from '../workflow.ts';
import { transferActor, visibleStockTransfers } from './access.ts';

export interface LockedStockTransfer {
  id: number;
  status: string;
  createdDate: string;
  fromInventoryId: number;
  toInventoryId: number;
  /** The origin's importer: its users act for the transfer. */
  originImporterId: number;
  quantity: number;
  submittedBy: number;
  referenceNumber: string | null;
}

/** The transfer's row locked FOR UPDATE (not its inventories' rows) when the user may see it. */
export const lockStockTransfer = (tx: Database, user: AuthUser, id: number) =>
  visibleStockTransfers(tx, user)
    .where('tr.id', '=', id)
    .select([
      'tr.id',
      'tr.status',
      'tr.createdDate',
      'tr.fromInventoryId',
      'tr.toInventoryId',
      'fi.importerId as originImporterId',
      'tr.quantity',
      'tr.submittedBy',
      'tr.referenceNumber',
    ])
    .forUpdate('tr')
    .executeTakeFirst();

type Context = TransitionContext<StockTransferState, StockTransferAction>;

/** Approval: the quantity leaves the origin and reaches the destination, both on the transfer's date. */
async function postToLedger(tx: Database, record: LockedStockTransfer, context: Context) {
  const movement = {
    effectiveDate: record.createdDate,
    sourceType: stockTransferWorkflow.record,
    sourceId: record.id,
    userId: context.user.id,
  };
  const inventories = { from: record.fromInventoryId, to: record.toInventoryId };
  await postMovements(
    tx,
    TRANSFER_ENDS.map((end) => {
      const { kind, sign } = TRANSFER_MOVEMENTS[end];
      return { ...movement, inventoryId: inventories[end], quantity: sign * record.quantity, kind };
    }),
    { recordedAt: context.at },
  );
}

export const stockTransferBinding = bindWorkflow<
  LockedStockTransfer,
  StockTransferState,
  StockTransferAction
>({
  workflow: stockTransferWorkflow,
  async ledgerScope(tx, id, action) {
    if (!stockTransferWorkflow.actions[action].effects.includes('postToLedger')) return {};
    const ends = await tx.db
      .selectFrom('stockTransfers')
      .select(['fromInventoryId', 'toInventoryId'])
      .where('id', '=', id)
      .executeTakeFirst();
    return { inventories: ends ? [ends.fromInventoryId, ends.toInventoryId] : [] };
  },
  lockVisible: lockStockTransfer,
  actor: (record, user) => transferActor(user, record.originImporterId),
  setState: (tx, record, context) => setRequestState(tx, 'stockTransfers', record.id, context),
  effects: {
    postToLedger,
    notifySubmitter: (tx, record, context) => notifySubmitter(tx, stockTransferWorkflow, record, context),
  },
});
