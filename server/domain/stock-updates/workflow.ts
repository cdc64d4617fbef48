import {
  type StockUpdateAction,
  type StockUpdateState,
  stockUpdateWorkflow,
} from '../../../schemas/workflows/stock-update.ts';
import type { Database } from '../../db/client.ts';
import type { AuthUser } from '../auth-user.ts';
import { STOCK_UPDATE_MOVEMENTS } from '../ledger/kinds.ts';
import { postMovements } from '../ledger/post.ts';
import { productMail } from '../mail.ts';
import { registerRecordKind, statusOf } from '../record-kinds.ts';
import { bindWorkflow, type TransitionContext } from '../workflow.ts';
import { STOCK_UPDATE_READERS, visibleStockUpdates } from './access.ts';

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

const STAMPS = {
  Review: { at: 'reviewedAt', by: 'reviewedBy' },
  Approve: { at: 'approvedAt', by: 'approvedBy' },
  Cancel: { at: 'cancelledAt', by: 'cancelledBy' },
} as const;

/** Approval: each line becomes a movement on the request's date, signed by its type. */
async function postToLedger(tx: Database, record: LockedStockUpdate, context: Context) {
  const movement = STOCK_UPDATE_MOVEMENTS[record.stockUpdateType];
  const lines = await tx.db
    .selectFrom('stockUpdateLines')
    .select(['inventoryId', 'quantity'])
    .where('stockUpdateId', '=', record.id)
    .execute();
  await postMovements(
    tx,
    lines.map((line) => ({
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

/** Tells the submitter, after commit, that the request was approved or cancelled. */
async function notifySubmitter(tx: Database, record: LockedStockUpdate, context: Context) {
  const { mailer } = context;
  if (!mailer || record.submittedBy === context.user.id) return;
  const submitter = await tx.db
    .selectFrom('users')
    .select(['email', 'firstName', 'isActive'])
    .where('id', '=', record.submittedBy)
    .executeTakeFirst();
  if (!submitter?.isActive) return;
  const reference = record.referenceNumber ? ` (reference ${record.referenceNumber})` : '';
  const paragraphs = [
    `Dear ${submitter.firstName},`,
    `Your stock update request #${record.id}${reference} was ${context.action.past} by ${context.user.firstName} ${context.user.lastName}.`,
    ...(context.comment ? [`Comment: ${context.comment}`] : []),
  ];
  const mail = productMail(
    submitter.email,
    `Stock update request #${record.id} ${context.action.past}`,
    paragraphs,
  );
  tx.onCommit(() => mailer.send(mail));
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
  async setState(tx, record, context) {
    const stamp = STAMPS[context.actionKey];
    await tx.db
      .updateTable('stockUpdates')
      .set({ status: context.to, [stamp.at]: context.at, [stamp.by]: context.user.id })
      .where('id', '=', record.id)
      .execute();
  },
  effects: { postToLedger, notifySubmitter },
});

export const stockUpdateKind = registerRecordKind({
  workflow: stockUpdateWorkflow,
  documentType: 4,
  readRoles: STOCK_UPDATE_READERS,
  visibleState: (db, user, id, lock) =>
    statusOf(visibleStockUpdates(db, user).where('su.id', '=', id).select('su.status'), lock),
});
