import { sql } from 'kysely';
import type {
  FillingAdviceNoteEditInput,
  FillingAdviceNoteInput,
} from '../../../schemas/filling-advice-note.ts';
import { amount, type Message } from '../../../schemas/i18n/message.ts';
import { msg } from '../../../schemas/i18n/msg.ts';
import { recordWord } from '../../../schemas/i18n/words.ts';
import { DEFAULT_VOLUME_TABLE, type VolumeTable } from '../../../schemas/volume-correction.ts';
import type { DeliveryOrderState } from '../../../schemas/workflows/delivery-order.ts';
import { fillingAdviceNoteWorkflow } from '../../../schemas/workflows/filling-advice-note.ts';
import type { Database } from '../../db/client.ts';
import { badRequest, notFound } from '../../errors.ts';
import type { AuthUser } from '../auth-user.ts';
import { visibleDeliveryOrders } from '../delivery-orders/access.ts';
import { recordHistory } from '../history.ts';
import { standardLinesOf, storedReadings } from '../standard-volumes.ts';
import { assertEditable } from '../workflow.ts';
import { deliveryOrderQuantity } from './delivery-orders.ts';
import { lockNote } from './workflow.ts';

// Creating and editing notes. A delivery order is on at most one active note: the writer locks the rows
// of the delivery orders it takes (ascending) and only then, in a new statement, reads whether another
// note holds them, so of two notes taking one order at once the second sees the first.

const RECORD = fillingAdviceNoteWorkflow.record;
const APPROVED: DeliveryOrderState = 'Approved';

const refuse = (message: Message) => badRequest(message, { deliveryOrders: message });

/**
 * Locks the chosen delivery orders and checks the note may carry them: each one the user sees (a
 * distributor its own; else 404, as if it did not exist), approved and on no other active note, with the quantity the
 * payload says, all of one product and one distributor. Answers that product and distributor.
 */
async function takeDeliveryOrders(
  tx: Database,
  user: AuthUser,
  input: FillingAdviceNoteInput,
  noteId: number | null,
): Promise<{ productId: number; distributorId: number }> {
  const ids = input.deliveryOrders.map((line) => line.deliveryOrderId);
  await sql`select id from delivery_orders where id = any(${ids}::int[]) order by id for update`.execute(
    tx.db,
  );
  const orders = await visibleDeliveryOrders(tx, user)
    .where('d.id', 'in', ids)
    .select([
      'd.id',
      'd.deliveryOrderNumber',
      'd.status',
      'd.productId',
      'd.distributorId',
      deliveryOrderQuantity('d.id').as('quantity'),
      sql<boolean>`exists (select 1 from delivery_order_notes dn
        where dn.delivery_order_id = d.id and dn.id <> ${noteId ?? 0})`.as('onAnotherNote'),
    ])
    .execute();
  if (orders.length !== ids.length) throw notFound(recordWord('DeliveryOrder', 'The'));
  for (const line of input.deliveryOrders) {
    const order = orders.find((o) => o.id === line.deliveryOrderId)!;
    if (order.status !== APPROVED || order.onAnotherNote)
      throw refuse(msg('fan.notAvailable', { number: order.deliveryOrderNumber }));
    if (order.quantity !== line.quantity)
      throw refuse(
        msg('fan.quantityChanged', { number: order.deliveryOrderNumber, quantity: amount(order.quantity) }),
      );
  }
  if (new Set(orders.map((o) => o.productId)).size > 1) throw refuse(msg('fan.oneProduct'));
  if (new Set(orders.map((o) => o.distributorId)).size > 1) throw refuse(msg('fan.oneDistributor'));
  return { productId: orders[0].productId, distributorId: orders[0].distributorId };
}

/** The note's delivery orders and compartments as the payload gives them (bays 0: not yet issued). */
async function writeLines(
  tx: Database,
  noteId: number,
  productId: number,
  input: FillingAdviceNoteInput,
  table: VolumeTable,
) {
  await tx.db
    .insertInto('fillingAdviceNoteOrders')
    .values(input.deliveryOrders.map((line) => ({ fillingAdviceNoteId: noteId, ...line })))
    .execute();
  // With readings a compartment keeps its net standard volume as its quantity, gross and readings beside.
  const standard = await standardLinesOf(
    tx,
    table,
    productId,
    input.compartments.map((c, index) => ({ ...c, field: `compartments[${index}]` })),
  );
  await tx.db
    .insertInto('fillingAdviceNoteCompartments')
    .values(
      input.compartments.map((c, index) => ({
        fillingAdviceNoteId: noteId,
        compartmentNumber: c.compartmentNumber,
        destination: c.destination,
        ...storedReadings(table, standard[index]),
      })),
    )
    .execute();
}

/**
 * POST FillingAdviceNote: a New note and a 'Create' history row. `at` (when it was created) is for the
 * demo seed, which replays months of history; real notes are created now.
 */
export async function createNote(
  db: Database,
  user: AuthUser,
  input: FillingAdviceNoteInput,
  options: { at?: Date; volumeTable?: VolumeTable } = {},
): Promise<number> {
  return db.transaction(async (tx) => {
    const { productId, distributorId } = await takeDeliveryOrders(tx, user, input, null);
    const { id } = await tx.db
      .insertInto('fillingAdviceNotes')
      .values({
        vehicleNumber: input.vehicleNumber,
        distributorId,
        productId,
        status: fillingAdviceNoteWorkflow.initial,
        createdBy: user.id,
        ...(options.at ? { createdAt: options.at } : {}),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeLines(tx, id, productId, input, options.volumeTable ?? DEFAULT_VOLUME_TABLE);
    await recordHistory(tx, {
      recordType: RECORD,
      recordId: id,
      action: 'Create',
      toState: fillingAdviceNoteWorkflow.initial,
      userId: user.id,
      at: options.at,
    });
    return id;
  });
}

/** PUT FillingAdviceNote: a New note's vehicle, delivery orders and compartments replaced, bays back to 0. */
export async function editNote(
  db: Database,
  user: AuthUser,
  input: FillingAdviceNoteEditInput,
  options: { volumeTable?: VolumeTable } = {},
): Promise<void> {
  await db.transaction(async (tx) => {
    const note = await lockNote(tx, user, input.id);
    if (!note) throw notFound(recordWord('FillingAdviceNote', 'The'));
    assertEditable(fillingAdviceNoteWorkflow, note.status, user);
    const { productId, distributorId } = await takeDeliveryOrders(tx, user, input, note.id);
    await tx.db.deleteFrom('fillingAdviceNoteOrders').where('fillingAdviceNoteId', '=', note.id).execute();
    await tx.db
      .deleteFrom('fillingAdviceNoteCompartments')
      .where('fillingAdviceNoteId', '=', note.id)
      .execute();
    await writeLines(tx, note.id, productId, input, options.volumeTable ?? DEFAULT_VOLUME_TABLE);
    await tx.db
      .updateTable('fillingAdviceNotes')
      .set({
        vehicleNumber: input.vehicleNumber,
        productId,
        distributorId,
        updatedAt: new Date(),
        updatedBy: user.id,
      })
      .where('id', '=', note.id)
      .execute();
    await recordHistory(tx, { recordType: RECORD, recordId: note.id, action: 'Edit', userId: user.id });
  });
}
