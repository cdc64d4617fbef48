import type { Message } from '../../../schemas/i18n/message.ts';
import { msg } from '../../../schemas/i18n/msg.ts';
import { recordWord } from '../../../schemas/i18n/words.ts';
import type { StockTransferEditInput, StockTransferInput } from '../../../schemas/stock-transfer.ts';
import { stockTransferWorkflow } from '../../../schemas/workflows/stock-transfer.ts';
import type { Database } from '../../db/client.ts';
import { badRequest, notFound } from '../../errors.ts';
import type { AuthUser } from '../auth-user.ts';
import { recordHistory } from '../history.ts';
import { assertAdjustedBalances, inventoryBalances, lockLedger } from '../ledger/index.ts';
import { assertEditable } from '../workflow.ts';
import { actsForOrigin, transferActor, visibleStockTransfers } from './access.ts';
import { lockStockTransfer } from './workflow.ts';

const RECORD = stockTransferWorkflow.record;
const refuse = (field: string, message: Message) => badRequest(message, { [field]: message });

type Ends = Pick<StockTransferInput, 'fromInventoryId' | 'toInventoryId'>;

/** The ends' importer and product, read before any lock: an inventory never changes importer. */
const endsOf = (tx: Database, ends: Ends) =>
  tx.db
    .selectFrom('inventories as i')
    .innerJoin('storageTanks as st', 'st.id', 'i.storageTankId')
    .select(['i.id', 'i.importerId', 'st.productId'])
    .where('i.id', 'in', [ends.fromInventoryId, ends.toInventoryId])
    .execute();

/**
 * Takes the transfer's locks in the lock order (ledger/locks.ts): the origin's importer-product (its
 * availability falls with the origin's adjusted balance), the ends' inventories and any `others` (the
 * ends an edit leaves), then checks, on what those locks hold still: both ends are active inventories
 * of active importers, the origin is the user's own importer's, and both hold one product. The
 * balance is checked after the write (checkOrigin).
 */
async function lockAndCheck(tx: Database, user: AuthUser, input: Ends, options: { others?: number[] } = {}) {
  const read = await endsOf(tx, input);
  const origin = read.find((end) => end.id === input.fromInventoryId);
  if (!origin) throw refuse('fromInventoryId', msg('stockTransfer.originNotActive'));
  if (!read.some((end) => end.id === input.toInventoryId))
    throw refuse('toInventoryId', msg('stockTransfer.destinationNotActive'));
  const scope = {
    importerProducts: [{ importerId: origin.importerId, productId: origin.productId }],
    inventories: [input.fromInventoryId, input.toInventoryId, ...(options.others ?? [])],
  };
  await lockLedger(tx, scope);
  const [balances, importers] = await Promise.all([
    inventoryBalances(tx, { inventoryIds: [input.fromInventoryId, input.toInventoryId] }),
    tx.db
      .selectFrom('importers')
      .select(['id', 'isActive'])
      .where(
        'id',
        'in',
        read.map((end) => end.importerId),
      )
      .forShare()
      .execute(),
  ]);
  const active = (inventoryId: number) => {
    const end = balances.find((b) => b.inventoryId === inventoryId);
    return end?.isActive && importers.some((i) => i.id === end.importerId && i.isActive) ? end : null;
  };
  const from = active(input.fromInventoryId);
  const to = active(input.toInventoryId);
  if (!from) throw refuse('fromInventoryId', msg('stockTransfer.originNotActive'));
  if (!to) throw refuse('toInventoryId', msg('stockTransfer.destinationNotActive'));
  if (!actsForOrigin(user, from.importerId))
    throw refuse('fromInventoryId', msg('stockTransfer.notOwnOrigin'));
  if (from.productId !== to.productId) throw refuse('toInventoryId', msg('stockTransfer.sameProduct'));
}

/** After the write: the quantity fits the origin's adjusted balance, the other open records on it counted. */
const checkOrigin = (tx: Database, input: Ends) =>
  assertAdjustedBalances(tx, [{ inventoryId: input.fromInventoryId, field: 'quantity' }]);

const fieldsOf = (input: StockTransferInput) => ({
  referenceNumber: input.referenceNumber ?? null,
  fromInventoryId: input.fromInventoryId,
  toInventoryId: input.toInventoryId,
  quantity: input.quantity,
  createdDate: input.createdDate.slice(0, 10),
});

/**
 * POST stockTransfer: a New transfer and a 'Submit' history row, checked and inserted under the origin's
 * importer-product and inventory locks, so simultaneous transfers out of one inventory queue and each
 * sees the others' pending quantities. `at` (when it was submitted) is for the demo seed only.
 */
export async function createStockTransfer(
  db: Database,
  user: AuthUser,
  input: StockTransferInput,
  options: { at?: Date } = {},
): Promise<number> {
  if (input.fromInventoryId === input.toInventoryId)
    throw refuse('toInventoryId', msg('stockTransfer.sameInventory'));
  return db.transaction(async (tx) => {
    await lockAndCheck(tx, user, input);
    const { id } = await tx.db
      .insertInto('stockTransfers')
      .values({
        ...fieldsOf(input),
        status: stockTransferWorkflow.initial,
        submittedBy: user.id,
        ...(options.at ? { submittedAt: options.at } : {}),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await checkOrigin(tx, input);
    await recordHistory(tx, {
      recordType: RECORD,
      recordId: id,
      action: 'Submit',
      toState: stockTransferWorkflow.initial,
      at: options.at,
      userId: user.id,
    });
    return id;
  });
}

/**
 * PUT stockTransfer: the sender changes a New transfer. The balance is checked as on create: the spec's
 * 'Edit does not check the balance' described the original page, and let an edit take an origin below
 * zero (the ledger's invariant, ledger/invariant.ts).
 */
export async function editStockTransfer(db: Database, user: AuthUser, input: StockTransferEditInput) {
  if (input.fromInventoryId === input.toInventoryId)
    throw refuse('toInventoryId', msg('stockTransfer.sameInventory'));
  await db.transaction(async (tx) => {
    const before = await visibleStockTransfers(tx, user)
      .where('tr.id', '=', input.id)
      .select(['tr.fromInventoryId', 'tr.toInventoryId'])
      .executeTakeFirst();
    if (!before) throw notFound(recordWord('StockTransfer', 'The'));
    const others = [before.fromInventoryId, before.toInventoryId];
    await lockAndCheck(tx, user, input, { others });
    const record = await lockStockTransfer(tx, user, input.id);
    if (!record) throw notFound(recordWord('StockTransfer', 'The'));
    assertEditable(stockTransferWorkflow, record.status, transferActor(user, record.originImporterId));
    if (record.fromInventoryId !== before.fromInventoryId || record.toInventoryId !== before.toInventoryId) {
      // Edited by someone else since the first look: its ends' locks are taken late (ledger/locks.ts).
      await lockLedger(tx, { inventories: [record.fromInventoryId, record.toInventoryId] });
    }
    await tx.db
      .updateTable('stockTransfers')
      .set({ ...fieldsOf(input), updatedAt: new Date(), updatedBy: user.id })
      .where('id', '=', record.id)
      .execute();
    await checkOrigin(tx, input);
    await recordHistory(tx, { recordType: RECORD, recordId: record.id, action: 'Edit', userId: user.id });
  });
}
