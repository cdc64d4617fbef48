import { amount, type Message } from '../../../schemas/i18n/message.ts';
import { invalid, msg } from '../../../schemas/i18n/msg.ts';
import { recordWord } from '../../../schemas/i18n/words.ts';
import type { TransferOrderEditInput, TransferOrderInput } from '../../../schemas/transfer-order.ts';
import { transferOrderWorkflow } from '../../../schemas/workflows/transfer-order.ts';
import type { Database } from '../../db/client.ts';
import { checkNumberFree, type NumberRule, uniqueNumber } from '../../db/unique.ts';
import { badRequest, notFound } from '../../errors.ts';
import type { AuthUser } from '../auth-user.ts';
import { recordHistory } from '../history.ts';
import { lockLedger, productAvailability } from '../ledger/index.ts';
import { visibleImporterIds } from '../visibility.ts';
import { assertEditable } from '../workflow.ts';
import { visibleTransferOrders } from './access.ts';
import { lockTransferOrder } from './workflow.ts';

// Creating and editing transfer orders under the floor (DESIGN.md section 5): an order may not take more
// than its importer's availability of the product (adjusted balances - open orders' remainders -
// 25,000). The check and the write run in one transaction holding the importer-product lock, so
// simultaneous orders queue and each sees the ones before it (ledger/locks.ts: the lock order).

const RECORD = transferOrderWorkflow.record;

const refuse = (field: keyof TransferOrderInput, message: Message) =>
  badRequest(message, { [field]: message });

/**
 * The importer must be one the user acts for (else 404, as if it did not exist) and active, hold the
 * product in an active inventory, and the distributor must exist and be active. Rows are read FOR SHARE,
 * so neither party nor the inventory is deactivated before the commit.
 */
async function checkParties(tx: Database, user: AuthUser, input: TransferOrderInput) {
  const visible = visibleImporterIds(user);
  if (visible !== 'all' && !visible.includes(input.importerId)) throw notFound(msg('the.importer'));
  const importer = await tx.db
    .selectFrom('importers')
    .select('isActive')
    .where('id', '=', input.importerId)
    .forShare()
    .executeTakeFirst();
  if (!importer) throw notFound(msg('the.importer'));
  if (!importer.isActive) throw refuse('importerId', msg('transferOrder.importerInactive'));
  const held = await tx.db
    .selectFrom('inventories as i')
    .innerJoin('storageTanks as st', 'st.id', 'i.storageTankId')
    .select('i.id')
    .where('i.importerId', '=', input.importerId)
    .where('st.productId', '=', input.productId)
    .where('i.isActive', '=', true)
    .forShare('i')
    .execute();
  if (!held.length) throw refuse('productId', msg('transferOrder.productNotHeld'));
  const distributor = await tx.db
    .selectFrom('distributors')
    .select('isActive')
    .where('id', '=', input.distributorId)
    .forShare()
    .executeTakeFirst();
  if (!distributor) throw refuse('distributorId', invalid('Distributor'));
  if (!distributor.isActive) throw refuse('distributorId', msg('transferOrder.distributorInactive'));
}

/** The floor: `quantity` may not exceed the availability, plus what the order being edited held of it. */
async function checkAvailable(tx: Database, input: TransferOrderInput, heldByThisOrder = 0) {
  const { availableBalance } = await productAvailability(tx, input.importerId, input.productId);
  const available = availableBalance + heldByThisOrder;
  if (input.quantity > available)
    throw refuse('quantity', msg('transferOrder.aboveAvailable', { available: amount(available) }));
}

/** Order numbers are unique whatever their case (server/db/unique.ts). */
const NUMBER: NumberRule = {
  table: 'transfer_orders',
  column: 'transfer_order_number',
  refusal: (number) => refuse('transferOrderNumber', msg('transferOrder.numberTaken', { number })),
};

/**
 * POST TransferOrder: a new order at Operations, and a 'Create' history row. `at` (when it was created)
 * is for the demo seed, which replays months of history; real orders are created now.
 */
export async function createTransferOrder(
  db: Database,
  user: AuthUser,
  input: TransferOrderInput,
  options: { at?: Date } = {},
): Promise<number> {
  return db.transaction(async (tx) => {
    await lockLedger(tx, { importerProducts: [input] });
    await checkParties(tx, user, input);
    await checkNumberFree(tx, NUMBER, input.transferOrderNumber);
    await checkAvailable(tx, input);
    const { id } = await uniqueNumber(NUMBER, input.transferOrderNumber, () =>
      tx.db
        .insertInto('transferOrders')
        .values({
          transferOrderNumber: input.transferOrderNumber,
          importerId: input.importerId,
          distributorId: input.distributorId,
          productId: input.productId,
          quantity: input.quantity,
          status: transferOrderWorkflow.initial,
          progress: transferOrderWorkflow.states[transferOrderWorkflow.initial].code,
          createdBy: user.id,
          ...(options.at ? { createdAt: options.at } : {}),
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    await recordHistory(tx, {
      recordType: RECORD,
      recordId: id,
      action: 'Create',
      toState: transferOrderWorkflow.initial,
      userId: user.id,
      at: options.at,
    });
    return id;
  });
}

/** PUT TransferOrder: changes an order that is still at Operations and not reviewed, with an 'Edit' row. */
export async function editTransferOrder(db: Database, user: AuthUser, input: TransferOrderEditInput) {
  await db.transaction(async (tx) => {
    // Its importer-product before the change, read unlocked to take the locks in their order.
    const before = await visibleTransferOrders(tx, user)
      .where('t.id', '=', input.id)
      .select(['t.importerId', 't.productId'])
      .executeTakeFirst();
    if (!before) throw notFound(recordWord('TransferOrder', 'The'));
    await lockLedger(tx, { importerProducts: [before, input] });
    const record = await lockTransferOrder(tx, user, input.id);
    if (!record) throw notFound(recordWord('TransferOrder', 'The'));
    // Edited in between to another product: its lock too, late (a deadlock this causes is retried).
    await lockLedger(tx, { importerProducts: [record] });
    assertEditable(transferOrderWorkflow, record.status, user);
    await checkParties(tx, user, input);
    await checkNumberFree(tx, NUMBER, input.transferOrderNumber, record.id);
    // Editable only before approval, so no delivery order draws on it: all its quantity is its remainder.
    const sameProduct = record.importerId === input.importerId && record.productId === input.productId;
    await checkAvailable(tx, input, sameProduct ? record.quantity : 0);
    await uniqueNumber(NUMBER, input.transferOrderNumber, () =>
      tx.db
        .updateTable('transferOrders')
        .set({
          transferOrderNumber: input.transferOrderNumber,
          importerId: input.importerId,
          distributorId: input.distributorId,
          productId: input.productId,
          quantity: input.quantity,
          updatedAt: new Date(),
          updatedBy: user.id,
        })
        .where('id', '=', record.id)
        .execute(),
    );
    await recordHistory(tx, { recordType: RECORD, recordId: record.id, action: 'Edit', userId: user.id });
  });
}
