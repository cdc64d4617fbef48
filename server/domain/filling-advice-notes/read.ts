import { type Expression, sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type {
  FanCreationInfo,
  FanForEdit,
  FillingAdviceNoteDetail,
} from '../../../schemas/filling-advice-note.ts';
import { recordWord } from '../../../schemas/i18n/words.ts';
import {
  type FillingAdviceNoteState,
  fillingAdviceNoteWorkflow,
} from '../../../schemas/workflows/filling-advice-note.ts';
import type { Database } from '../../db/client.ts';
import { compiledOnce } from '../../db/compiled.ts';
import { fullName, isoTime } from '../../db/sql-format.ts';
import { notFound } from '../../errors.ts';
import { type AuthUser, queryKeyOf } from '../auth-user.ts';
import { activityColumns, activityOf } from '../record-types/detail.ts';
import { READING_COLUMNS } from '../standard-volumes.ts';
import { assertEditable } from '../workflow.ts';
import { noteQuantity, visibleNotes, visibleNotesNamed } from './access.ts';
import { fillingAdviceNoteType } from './definition.ts';
import { availableDeliveryOrders, deliveryOrdersOfNote } from './delivery-orders.ts';

const NOT_FOUND = recordWord('FillingAdviceNote', 'The');

/** A note's compartments (`noteId`: its id), by number. */
const compartmentsQuery = (db: Database, noteId: Expression<number>) =>
  db.db
    .selectFrom('fillingAdviceNoteCompartments as l')
    .select(['l.id', 'l.compartmentNumber', 'l.quantity', 'l.destination', 'l.bayNumber', ...READING_COLUMNS])
    .where('l.fillingAdviceNoteId', '=', noteId)
    .orderBy('l.compartmentNumber');

const detailQuery = compiledOnce();

/**
 * GET FillingAdviceNote/{id}: the note, its compartments and delivery orders, history, comments and flags;
 * one statement.
 */
export async function noteDetail(db: Database, user: AuthUser, id: number): Promise<FillingAdviceNoteDetail> {
  const [head] = await detailQuery(db, queryKeyOf(user), { id }, (at) =>
    visibleNotesNamed(db, user)
      .leftJoin('users as iss', 'iss.id', 'n.issuedBy')
      .where('n.id', '=', at.id)
      .select([
        'n.id',
        'n.vehicleNumber',
        'n.cardNumber',
        'n.status',
        'n.productId',
        'p.name as productName',
        'n.distributorId',
        'dis.name as distributorName',
        noteQuantity('n.id').as('quantity'),
        isoTime('n.createdAt').as('createdDate'),
        fullName('cre').as('createdBy'),
        isoTime('n.issuedAt').as('issuedDate'),
        fullName('iss').as('issuedBy'),
        jsonArrayFrom(compartmentsQuery(db, sql<number>`n.id`)).as('compartments'),
        deliveryOrdersOfNote(db, 'n.id').as('deliveryOrders'),
        ...activityColumns(db, fillingAdviceNoteType, 'n'),
      ]),
  );
  if (!head) throw notFound(NOT_FOUND);
  const { flags, reviews, comments } = activityOf(fillingAdviceNoteType, head, user);
  const state = fillingAdviceNoteWorkflow.states[head.status as FillingAdviceNoteState];
  return {
    id: head.id,
    vehicleNumber: head.vehicleNumber,
    cardNumber: head.cardNumber,
    product: { id: head.productId, name: head.productName },
    distributor: { id: head.distributorId, name: head.distributorName },
    quantity: head.quantity,
    status: state?.label ?? head.status,
    stage: state?.code ?? -1,
    createdDate: head.createdDate,
    createdBy: head.createdBy,
    issuedDate: head.issuedDate,
    issuedBy: head.issuedBy,
    compartments: head.compartments,
    deliveryOrders: head.deliveryOrders,
    reviews,
    comments,
    isEditable: flags.isEditable,
    canCancel: flags.canCancel,
    isIssuable: flags.isIssuable,
    canAddComment: flags.canAddComment,
  };
}

/** GET FillingAdviceNote/FanCreationInfo: the approved delivery orders a new note may carry. */
export async function fanCreationInfo(db: Database, user: AuthUser): Promise<FanCreationInfo> {
  return { deliveryOrders: await availableDeliveryOrders(db, user) };
}

/**
 * GET FillingAdviceNote/{id}/FanForEdit, for a note this user may still edit: the note as a payload, and
 * the delivery orders it may carry (its own among them).
 */
export async function fanForEdit(db: Database, user: AuthUser, id: number): Promise<FanForEdit> {
  const note = await visibleNotes(db, user)
    .where('n.id', '=', id)
    .select(['n.id', 'n.status', 'n.vehicleNumber'])
    .executeTakeFirst();
  if (!note) throw notFound(NOT_FOUND);
  assertEditable(fillingAdviceNoteWorkflow, note.status, user);
  const [orders, compartments, deliveryOrders] = await Promise.all([
    db.db
      .selectFrom('fillingAdviceNoteOrders')
      .select(['deliveryOrderId', 'quantity'])
      .where('fillingAdviceNoteId', '=', id)
      .orderBy('deliveryOrderId')
      .execute(),
    compartmentsQuery(db, sql.val(id)).execute(),
    availableDeliveryOrders(db, user, id),
  ]);
  return {
    deliveryOrders,
    fillingAdviceNote: {
      id: note.id,
      vehicleNumber: note.vehicleNumber,
      deliveryOrders: orders,
      // As given: with readings, the gross observed gallons.
      compartments: compartments.map((c) => ({
        compartmentNumber: c.compartmentNumber,
        quantity: c.grossQuantity ?? c.quantity,
        destination: c.destination,
        temperature: c.temperature,
        gravity: c.gravity,
      })),
    },
  };
}
