import {
  type StockUpdateAction,
  type StockUpdateState,
  stockUpdateWorkflow,
} from '../../../schemas/workflows/stock-update.ts';
import type { Database } from '../../db/client.ts';
import type { AuthUser } from '../auth-user.ts';
import { STOCK_UPDATE_MOVEMENTS } from '../ledger/kinds.ts';
import { postMovements } from '../ledger/post.ts';
import { notifySubmitter, setRequestState } from '../requests.ts';
import { bindWorkflow, type TransitionContext } from '../workflow.ts';
import { visibleStockUpdates } from './access.ts';

export interface LockedStockUpdate {
  id: number;
  status: string;
  stockUpdateType: number;
  createdDate: string;
  importerId: number;
  submittedBy: number;
  referenceNumber: string | null;
}

/** The record locked FOR UPDATE when the user may see it. */
export const lockStockUpdate = (tx: Database, user: AuthUser, id: number) =>
  visibleStockUpdates(tx, user)
    .where('su.id', '=', id)
    .select([
      'su.id',
      'su.status',
      'su.stockUpdateType',
      'su.createdDate',
      'su.importerId',
      'su.submittedBy',
      'su.referenceNumber',
    ])
    .forUpdate()
    .executeTakeFirst();

type Context = TransitionContext<StockUpdateState, StockUpdateAction>;

/** Approval: each line becomes a movement on the request's date, signed by its type. */
async function postToLedger(tx: Database, record: LockedStockUpdate, context: Context) {
  const movement = STOCK_UPDATE_MOVEMENTS[record.stockUpdateType];
  const lines = await tx.db
    .selectFrom('stockUpdateLines')
    .select(['inventoryId', 'quantity'])
    .where('stockUpdateId', '=', record.id)
    .execute();
  // A difference whose readings explain it all (net 0) is kept on the record but moves no stock.
  await postMovements(
    tx,
    lines
      .filter((line) => line.quantity > 0)
      .map((line) => ({
        inventoryId: line.inventoryId,
        quantity: movement.sign * line.quantity,
        kind: movement.kind,
        effectiveDate: record.createdDate,
        sourceType: stockUpdateWorkflow.record,
        sourceId: record.id,
        userId: context.user.id,
      })),
    { recordedAt: context.at },
  );
}

export const stockUpdateBinding = bindWorkflow<LockedStockUpdate, StockUpdateState, StockUpdateAction>({
  workflow: stockUpdateWorkflow,
  async ledgerScope(tx, id, action) {
    if (!stockUpdateWorkflow.actions[action].effects.includes('postToLedger')) return {};
    const lines = await tx.db
      .selectFrom('stockUpdateLines')
      .select('inventoryId')
      .where('stockUpdateId', '=', id)
      .execute();
    return { inventories: lines.map((line) => line.inventoryId) };
  },
  lockVisible: lockStockUpdate,
  setState: (tx, record, context) => setRequestState(tx, 'stockUpdates', record.id, context),
  effects: {
    postToLedger,
    notifySubmitter: (tx, record, context) => notifySubmitter(tx, stockUpdateWorkflow, record, context),
  },
});
