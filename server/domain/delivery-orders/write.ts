import { sql } from 'kysely';
import type {
  DeliveryOrderEditInput,
  DeliveryOrderInput,
  DeliveryOrderInventoryInput,
} from '../../../schemas/delivery-order.ts';
import { amount, type Message } from '../../../schemas/i18n/message.ts';
import { msg } from '../../../schemas/i18n/msg.ts';
import { recordWord } from '../../../schemas/i18n/words.ts';
import { deliveryOrderWorkflow } from '../../../schemas/workflows/delivery-order.ts';
import type { Database } from '../../db/client.ts';
import { checkNumberFree, type NumberRule, uniqueNumber } from '../../db/unique.ts';
import { badRequest, notFound } from '../../errors.ts';
import type { AuthUser } from '../auth-user.ts';
import { recordHistory } from '../history.ts';
import { lockLedger, shortOfAdjustedBalance } from '../ledger/index.ts';
import { visibleTransferOrders } from '../transfer-orders/access.ts';
import { remainderOf } from '../transfer-orders/deliveries.ts';
import { assertAbility, assertEditable } from '../workflow.ts';
import { visibleDeliveryOrders } from './access.ts';
import { lockDeliveryOrder } from './workflow.ts';

// Writing delivery orders under the rules of DESIGN.md section 5: a line may not exceed its transfer
// order's remainder nor its tank's adjusted balance. Each write takes the importer-product lock and the
// lines' inventory locks (ledger/locks.ts: the lock order), then the rows (the order, its transfer orders
// ascending), writes, and checks the result in the same transaction: a remainder or an adjusted balance
// below zero refuses the whole write. Simultaneous writes queue on the locks, each sees those before it.

const RECORD = deliveryOrderWorkflow.record;
const NOT_FOUND = recordWord('DeliveryOrder', 'The');

interface Parties {
  importerId: number;
  productId: number;
  distributorId: number;
}

const refuse = (field: string, message: Message) => badRequest(message, { [field]: message });
const lineField = (index: number, field: string) => `transferOrders[${index}].${field}`;

/** The transfer orders of the lines as the user sees them, read without locks to know what to lock. */
async function transferOrdersOf(tx: Database, user: AuthUser, input: DeliveryOrderInput): Promise<Parties> {
  const ids = input.transferOrders.map((line) => line.transferOrderId);
  const orders = await visibleTransferOrders(tx, user)
    .where('t.id', 'in', ids)
    .select(['t.id', 't.importerId', 't.productId', 't.distributorId'])
    .execute();
  if (orders.length !== new Set(ids).size) throw notFound(recordWord('TransferOrder', 'The'));
  const [first] = orders;
  const mixed = orders.some(
    (o) =>
      o.importerId !== first.importerId ||
      o.productId !== first.productId ||
      o.distributorId !== first.distributorId,
  );
  if (mixed) throw refuse('transferOrders', msg('deliveryOrder.mixedParties'));
  return first;
}

/** Locks the lines' transfer orders (ascending) and refuses one that is not Approved. */
async function lockTransferOrders(tx: Database, input: DeliveryOrderInput) {
  const ids = input.transferOrders.map((line) => line.transferOrderId);
  const orders = await tx.db
    .selectFrom('transferOrders')
    .where('id', 'in', ids)
    .select(['id', 'transferOrderNumber', 'status'])
    .orderBy('id')
    .forUpdate()
    .execute();
  for (const [index, line] of input.transferOrders.entries()) {
    const order = orders.find((o) => o.id === line.transferOrderId);
    if (order?.status !== 'Approved') {
      throw refuse(
        lineField(index, 'transferOrderId'),
        msg('deliveryOrder.notApproved', { number: order?.transferOrderNumber ?? '' }),
      );
    }
  }
}

/** A line's tank must be an active inventory of the importer holding the product (read FOR SHARE). */
async function checkTanks(
  tx: Database,
  parties: Omit<Parties, 'distributorId'>,
  lines: { inventoryId?: number | null }[],
  field: (index: number) => string = (index) => lineField(index, 'inventoryId'),
) {
  const ids = lines.map((line) => line.inventoryId).filter((id): id is number => id != null);
  if (!ids.length) return;
  const held = await tx.db
    .selectFrom('inventories as i')
    .innerJoin('storageTanks as st', 'st.id', 'i.storageTankId')
    .where('i.id', 'in', ids)
    .where('i.importerId', '=', parties.importerId)
    .where('st.productId', '=', parties.productId)
    .where('i.isActive', '=', true)
    .select('i.id')
    .forShare('i')
    .execute();
  for (const [index, line] of lines.entries()) {
    if (line.inventoryId != null && !held.some((h) => h.id === line.inventoryId)) {
      throw refuse(field(index), msg('deliveryOrder.inventoryNotOfLine'));
    }
  }
}

/**
 * After the write: no transfer order of the lines is drawn beyond its quantity, and no tank of the lines
 * is left with an adjusted balance below zero (its pending delivery orders include this order's lines).
 */
async function checkWithinLimits(tx: Database, deliveryOrderId: number, input: DeliveryOrderInput) {
  const ids = input.transferOrders.map((line) => line.transferOrderId);
  const overdrawn = await tx.db
    .selectFrom('transferOrders as t')
    .where('t.id', 'in', ids)
    .where(remainderOf('t'), '<', 0)
    .select('t.id')
    .execute();
  const over = input.transferOrders.findIndex((line) => overdrawn.some((o) => o.id === line.transferOrderId));
  if (over >= 0) throw refuse(lineField(over, 'quantity'), msg('deliveryOrder.aboveRemainder'));
  await checkTankBalances(tx, deliveryOrderId, input.transferOrders);
}

/** Refuses a line whose tank's adjusted balance, this order's lines included, is below zero. */
async function checkTankBalances(
  tx: Database,
  deliveryOrderId: number,
  lines: { inventoryId?: number | null }[],
  field: (index: number) => string = (index) => lineField(index, 'quantity'),
) {
  const inventoryIds = lines.map((line) => line.inventoryId).filter((id): id is number => id != null);
  if (!inventoryIds.length) return;
  const short = await shortOfAdjustedBalance(tx, inventoryIds);
  if (!short) return;
  const { ownQuantity } = await tx.db
    .selectFrom('deliveryOrderLines')
    .where('deliveryOrderId', '=', deliveryOrderId)
    .where('inventoryId', '=', short.inventoryId)
    .select(sql<number>`coalesce(sum(quantity), 0)::bigint`.as('ownQuantity'))
    .executeTakeFirstOrThrow();
  const index = lines.findIndex((line) => line.inventoryId === short.inventoryId);
  throw refuse(
    field(index),
    msg('deliveryOrder.aboveInventory', { available: amount(short.adjustedStockBalance + ownQuantity) }),
  );
}

const insertLines = (tx: Database, deliveryOrderId: number, input: DeliveryOrderInput) =>
  tx.db
    .insertInto('deliveryOrderLines')
    .values(
      input.transferOrders.map((line) => ({
        deliveryOrderId,
        transferOrderId: line.transferOrderId,
        inventoryId: line.inventoryId ?? null,
        quantity: line.quantity,
      })),
    )
    .execute();

/** Order numbers are unique whatever their case (server/db/unique.ts). */
const NUMBER: NumberRule = {
  table: 'delivery_orders',
  column: 'delivery_order_number',
  refusal: (number) => refuse('deliveryOrderNumber', msg('deliveryOrder.numberTaken', { number })),
};

const tanksOf = (input: DeliveryOrderInput) =>
  input.transferOrders.map((line) => line.inventoryId).filter((id): id is number => id != null);

/**
 * POST DeliveryOrder: a New order of the user's distributor on approved transfer orders, with a 'Create'
 * history row. `at` (when it was submitted) is for the demo seed, which replays months of history.
 */
export async function createDeliveryOrder(
  db: Database,
  user: AuthUser,
  input: DeliveryOrderInput,
  options: { at?: Date } = {},
): Promise<number> {
  return db.transaction(async (tx) => {
    const parties = await transferOrdersOf(tx, user, input);
    await lockLedger(tx, { importerProducts: [parties], inventories: tanksOf(input) });
    await lockTransferOrders(tx, input);
    await checkTanks(tx, parties, input.transferOrders);
    await checkNumberFree(tx, NUMBER, input.deliveryOrderNumber);
    const { id } = await uniqueNumber(NUMBER, input.deliveryOrderNumber, () =>
      tx.db
        .insertInto('deliveryOrders')
        .values({
          deliveryOrderNumber: input.deliveryOrderNumber,
          distributorId: parties.distributorId,
          importerId: parties.importerId,
          productId: parties.productId,
          status: deliveryOrderWorkflow.initial,
          progress: deliveryOrderWorkflow.states[deliveryOrderWorkflow.initial].code,
          submittedBy: user.id,
          ...(options.at ? { submittedAt: options.at } : {}),
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    await insertLines(tx, id, input);
    await checkWithinLimits(tx, id, input);
    await recordHistory(tx, {
      recordType: RECORD,
      recordId: id,
      action: 'Create',
      toState: deliveryOrderWorkflow.initial,
      userId: user.id,
      at: options.at,
    });
    return id;
  });
}

/** The importer-product and tanks of an order as it stands, read without locks to know what to lock. */
async function currentScope(tx: Database, user: AuthUser, id: number) {
  const order = await visibleDeliveryOrders(tx, user)
    .where('d.id', '=', id)
    .select([
      'd.importerId',
      'd.productId',
      sql<number[]>`coalesce((select array_agg(l.inventory_id) from delivery_order_lines l
        where l.delivery_order_id = d.id and l.inventory_id is not null), '{}')`.as('inventoryIds'),
    ])
    .executeTakeFirst();
  if (!order) throw notFound(NOT_FOUND);
  return order;
}

/** PUT DeliveryOrder: replaces a New order's number and lines, with an 'Edit' history row. */
export async function editDeliveryOrder(db: Database, user: AuthUser, input: DeliveryOrderEditInput) {
  await db.transaction(async (tx) => {
    const before = await currentScope(tx, user, input.deliveryOrderId);
    const parties = await transferOrdersOf(tx, user, input);
    await lockLedger(tx, {
      importerProducts: [before, parties],
      inventories: [...before.inventoryIds, ...tanksOf(input)],
    });
    const record = await lockDeliveryOrder(tx, user, input.deliveryOrderId);
    if (!record) throw notFound(NOT_FOUND);
    assertEditable(deliveryOrderWorkflow, record.status, user);
    await lockTransferOrders(tx, input);
    await checkTanks(tx, parties, input.transferOrders);
    await checkNumberFree(tx, NUMBER, input.deliveryOrderNumber, record.id);
    await uniqueNumber(NUMBER, input.deliveryOrderNumber, () =>
      tx.db
        .updateTable('deliveryOrders')
        .set({
          deliveryOrderNumber: input.deliveryOrderNumber,
          distributorId: parties.distributorId,
          importerId: parties.importerId,
          productId: parties.productId,
          updatedAt: new Date(),
          updatedBy: user.id,
        })
        .where('id', '=', record.id)
        .execute(),
    );
    await tx.db.deleteFrom('deliveryOrderLines').where('deliveryOrderId', '=', record.id).execute();
    await insertLines(tx, record.id, input);
    await checkWithinLimits(tx, record.id, input);
    await recordHistory(tx, { recordType: RECORD, recordId: record.id, action: 'Edit', userId: user.id });
  });
}

/**
 * POST DeliveryOrder/InventoryUpdate: Control Room sets the tank of one line while the order's
 * canUpdateInventory holds, under the importer-product lock and both tanks' locks, and leaves an
 * 'Update Tank' history row naming the tank.
 */
export async function updateDeliveryOrderTank(
  db: Database,
  user: AuthUser,
  input: DeliveryOrderInventoryInput,
) {
  await db.transaction(async (tx) => {
    const before = await currentScope(tx, user, input.deliveryOrderId);
    await lockLedger(tx, {
      importerProducts: [before],
      inventories: [...before.inventoryIds, input.inventoryId],
    });
    const record = await lockDeliveryOrder(tx, user, input.deliveryOrderId);
    if (!record) throw notFound(NOT_FOUND);
    assertAbility(deliveryOrderWorkflow, 'canUpdateInventory', record.status, user);
    const line = await tx.db
      .selectFrom('deliveryOrderLines')
      .where('deliveryOrderId', '=', record.id)
      .where('transferOrderId', '=', input.transferOrderId)
      .select('transferOrderId')
      .executeTakeFirst();
    if (!line) throw refuse('transferOrderId', msg('deliveryOrder.notOnOrder'));
    await checkTanks(tx, record, [input], () => 'inventoryId');
    await tx.db
      .updateTable('deliveryOrderLines')
      .set({ inventoryId: input.inventoryId })
      .where('deliveryOrderId', '=', record.id)
      .where('transferOrderId', '=', input.transferOrderId)
      .execute();
    await checkTankBalances(tx, record.id, [input], () => 'inventoryId');
    const { tank, order } = await tx.db
      .selectFrom('inventories as i')
      .innerJoin('storageTanks as st', 'st.id', 'i.storageTankId')
      .innerJoin('transferOrders as t', (join) => join.on('t.id', '=', input.transferOrderId))
      .where('i.id', '=', input.inventoryId)
      .select(['st.number as tank', 't.transferOrderNumber as order'])
      .executeTakeFirstOrThrow();
    await recordHistory(tx, {
      recordType: RECORD,
      recordId: record.id,
      action: 'Update Tank',
      userId: user.id,
      comment: `Tank ${tank} for transfer order ${order}.`,
    });
  });
}
