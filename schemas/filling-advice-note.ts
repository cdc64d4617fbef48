import * as yup from 'yup';
import { type Answer, a, answer } from './answer.ts';
import { uniqueBy } from './common.ts';
import { msg } from './i18n/msg.ts';
import {
  code,
  lineQuantity,
  MAX_ID,
  MAX_LINE_QUANTITY,
  MAX_LINES,
  numberOf,
  optionalCode,
  optionalRecordId,
  pageNumber,
  recordId,
} from './numbers.ts';
import { recordCommentAnswer, reviewAnswer } from './records.ts';
import { createdRange, fulfilledRange, searchAnswer, waitingFilter } from './search.ts';
import { readingAnswers, readingFields, readingsTest, standardLine, tableOf } from './standard-volume.ts';
import { commentText, requiredText, text } from './text.ts';
import { DEFAULT_VOLUME_TABLE, type VolumeTable } from './volume-correction.ts';
import { actionCodes, stateCodes } from './workflows/engine.ts';
import { fillingAdviceNoteWorkflow } from './workflows/filling-advice-note.ts';

// Filling advice notes (spec part 2, points 2, 3, 5, 7 and 9): the payloads, checked by the form and
// the server with these same schemas, and the answers' shapes.

/** Longest vehicle number and compartment destination (the database holds them to the same). */
export const VEHICLE_NUMBER_LENGTH = 30;
export const DESTINATION_LENGTH = 200;
/** A road tanker has a handful of compartments; numbers stay small. */
export const MAX_COMPARTMENT_NUMBER = 99;
export const MAX_COMPARTMENTS = 20;
/** Loading bays of a depot. */
export const MAX_BAY_NUMBER = 999;

export { FAN_MESSAGES } from './i18n/en/records.ts';

const compartmentNumber = () =>
  numberOf('Compartment number', 1, MAX_COMPARTMENT_NUMBER, msg('fan.compartmentNumber')).required(
    msg('fan.compartmentNumber'),
  );
const compartmentQuantity = () =>
  lineQuantity().required(msg('fan.quantityRequired')).moreThan(0, msg('fan.quantityRequired'));
const destination = () =>
  requiredText('Destination', {
    max: DESTINATION_LENGTH,
    required: msg('fan.destinationRequired'),
    tooLong: msg('fan.destinationTooLong', { max: DESTINATION_LENGTH }),
  });

/** One compartment of the vehicle: its number, what it carries and where to. */
export const compartmentSchema = yup
  .object({
    compartmentNumber: compartmentNumber(),
    /** Gallons loaded; with readings, as observed (gross). */
    quantity: compartmentQuantity(),
    destination: destination(),
    ...readingFields,
  })
  .test('readings', readingsTest);

/**
 * What a compartment loads at standard conditions: with readings its net standard volume, else its
 * gallons (readings the table refuses count as given: their own field says why).
 */
export function compartmentNet(
  table: VolumeTable,
  compartment: { quantity: number; temperature?: number | null; gravity?: number | null },
) {
  const result = standardLine(table, compartment);
  return 'line' in result ? result.line.net : compartment.quantity;
}
export type CompartmentInput = yup.InferType<typeof compartmentSchema>;

/** What the form checks a compartment against before adding it: the ones added, and the DO total. */
export interface NewCompartmentContext {
  compartments: readonly {
    compartmentNumber: number;
    quantity: number;
    temperature?: number | null;
    gravity?: number | null;
  }[];
  deliveryOrderTotal: number;
  volumeTable?: VolumeTable;
}

const contextOf = (options: { context?: unknown }) => options.context as NewCompartmentContext | undefined;

/**
 * The form's New compartment: a compartment whose number is not taken yet and whose quantity keeps the
 * running total within the delivery order total (validated with a NewCompartmentContext).
 */
export const newCompartmentSchema = yup.object({
  ...readingFields,
  compartmentNumber: compartmentNumber().test('unique', msg('fan.compartmentNumber'), function unique(n) {
    const added = contextOf(this.options)?.compartments ?? [];
    return n == null || !added.some((c) => c.compartmentNumber === n);
  }),
  quantity: compartmentQuantity().test('within-total', msg('fan.totalAbove'), function within(q) {
    const context = contextOf(this.options);
    if (!context || q == null) return true;
    const table = tableOf(this.options.context) ?? DEFAULT_VOLUME_TABLE;
    const added = context.compartments.reduce((sum, c) => sum + compartmentNet(table, c), 0);
    const { temperature, gravity } = this.parent as { temperature?: number | null; gravity?: number | null };
    return added + compartmentNet(table, { quantity: q, temperature, gravity }) <= context.deliveryOrderTotal;
  }),
  destination: destination(),
});

/** One delivery order on the note, with its quantity (the whole order: a note loads it all). */
export const noteDeliveryOrderSchema = yup.object({
  deliveryOrderId: recordId('Delivery order'),
  quantity: lineQuantity().moreThan(0, msg('fan.quantityRequired')),
});

type Lines = readonly ({ quantity?: number | null } | undefined)[] | undefined;

const total = (lines: Lines) => (lines ?? []).reduce((sum, line) => sum + (line?.quantity ?? 0), 0);

/** Every quantity a valid one: else its own field says so, and no total is compared. */
const validQuantities = (lines: Lines) =>
  (lines ?? []).every((line) => {
    const q = line?.quantity;
    return typeof q === 'number' && Number.isInteger(q) && q > 0 && q <= MAX_LINE_QUANTITY;
  });

/** POST FillingAdviceNote: the vehicle, its delivery orders and its compartments, which carry them all. */
export const fillingAdviceNoteSchema = yup
  .object({
    vehicleNumber: requiredText('Vehicle number', {
      max: VEHICLE_NUMBER_LENGTH,
      required: msg('fan.vehicleRequired'),
      tooLong: msg('fan.vehicleTooLong', { max: VEHICLE_NUMBER_LENGTH }),
    }),
    deliveryOrders: yup
      .array(noteDeliveryOrderSchema)
      .required(msg('fan.deliveryOrderRequired'))
      .default([])
      .min(1, msg('fan.deliveryOrderRequired'))
      .max(MAX_LINES, msg('quantity.tooManyLines'))
      .test('unique', msg('fan.duplicateDeliveryOrder'), uniqueBy('deliveryOrderId')),
    compartments: yup
      .array(compartmentSchema)
      .required(msg('fan.compartmentRequired'))
      .default([])
      .min(1, msg('fan.compartmentRequired'))
      .max(MAX_COMPARTMENTS, msg('fan.tooManyCompartments', { max: MAX_COMPARTMENTS }))
      .test('unique', msg('fan.compartmentNumber'), uniqueBy('compartmentNumber')),
  })
  // On the whole payload, whose original values say whether each quantity came as a valid number: only
  // then are the totals compared (else the quantity's own field says what is wrong).
  .test('total', msg('fan.totalBelow'), function equalTotal(value) {
    const original = this.originalValue as { deliveryOrders?: Lines; compartments?: Lines } | undefined;
    const { deliveryOrders: orders, compartments: lines } = original ?? {};
    if (!Array.isArray(orders) || !Array.isArray(lines) || !orders.length || !lines.length) return true;
    if (!validQuantities(orders) || !validQuantities(lines)) return true;
    // The delivery orders are standard gallons: the compartments must load them at standard conditions.
    const table = tableOf(this.options.context);
    const measured = (value?.compartments ?? []).some((c) => c.temperature != null && c.gravity != null);
    if (!table && measured) return true; // a form without the table: the server weighs the nets
    const compartments = (value?.compartments ?? []).reduce(
      (sum, c) => sum + compartmentNet(table ?? DEFAULT_VOLUME_TABLE, c),
      0,
    );
    const delivery = total(value?.deliveryOrders);
    if (compartments === delivery) return true;
    return this.createError({
      path: 'compartments',
      message: compartments > delivery ? msg('fan.totalAbove') : msg('fan.totalBelow'),
    });
  });
export type FillingAdviceNoteInput = yup.InferType<typeof fillingAdviceNoteSchema>;

/** PUT FillingAdviceNote: the note's fields and its id. */
export const fillingAdviceNoteEditSchema = fillingAdviceNoteSchema.shape({
  id: recordId('Filling advice note'),
});
export type FillingAdviceNoteEditInput = yup.InferType<typeof fillingAdviceNoteEditSchema>;

const ISSUE = fillingAdviceNoteWorkflow.actions.Issue.code;

const cardNumber = () => numberOf('Card number', 0, MAX_ID, msg('fan.cardNumber'));
const bayNumber = () => numberOf('Bay number', 0, MAX_BAY_NUMBER, msg('fan.bayNumber'));

/** The Issue dialog: the card number and a bay number for every compartment, each more than 0. */
export const issueInputsSchema = yup.object({
  cardNumber: cardNumber().required(msg('fan.cardNumber')).moreThan(0, msg('fan.cardNumber')),
  compartments: yup
    .array(
      yup.object({
        id: recordId('Compartment'),
        bayNumber: bayNumber().required(msg('fan.bayNumber')).moreThan(0, msg('fan.bayNumber')),
      }),
    )
    .default([])
    .max(MAX_COMPARTMENTS, msg('fan.tooManyCompartments', { max: MAX_COMPARTMENTS })),
});

/**
 * POST FillingAdviceNote/StatusUpdate: status is the action code (Issue 10, Cancel 20). Issue needs the
 * card number and a bay number for every compartment of the note; Cancel reads neither.
 */
export const fillingAdviceNoteStatusSchema = yup.object({
  id: recordId('Filling advice note'),
  status: code('Status', actionCodes(fillingAdviceNoteWorkflow)),
  cardNumber: cardNumber().test('issued-card', msg('fan.cardNumber'), function card(value) {
    return this.parent.status !== ISSUE || (value ?? 0) > 0;
  }),
  compartments: yup
    .array(yup.object({ id: recordId('Compartment'), bayNumber: bayNumber() }))
    .default([])
    .max(MAX_COMPARTMENTS, msg('fan.tooManyCompartments', { max: MAX_COMPARTMENTS }))
    .test('issued-bays', msg('fan.bayNumber'), function bays(lines) {
      return this.parent.status !== ISSUE || (lines ?? []).every((line) => (line?.bayNumber ?? 0) > 0);
    }),
  comment: commentText(),
});
export type FillingAdviceNoteStatusInput = yup.InferType<typeof fillingAdviceNoteStatusSchema>;

/**
 * POST FillingAdviceNote/Search: the list filters the spec shares with delivery orders. referenceNumber
 * matches the vehicle or card number; fulfilled dates are the issue dates; stage is a stage code (New 0,
 * Issued 10, Cancelled 20).
 */
export const fillingAdviceNoteSearchSchema = yup.object({
  referenceNumber: text('Reference number', { max: VEHICLE_NUMBER_LENGTH }),
  deliveryOrderNumber: text('Delivery order number', { max: 50 }),
  ...createdRange,
  ...fulfilledRange,
  stage: optionalCode('Stage', stateCodes(fillingAdviceNoteWorkflow)),
  productId: optionalRecordId('Product'),
  importerId: optionalRecordId('Importer'),
  distributorId: optionalRecordId('Distributor'),
  ...waitingFilter,
  pageNumber: pageNumber(),
});
export type FillingAdviceNoteSearch = yup.InferType<typeof fillingAdviceNoteSearchSchema>;

const named = () => a.object({ id: a.int(), name: a.text() });

export const fillingAdviceNoteListItemAnswer = answer({
  id: a.int(),
  vehicleNumber: a.text(),
  cardNumber: a.int('0 until the note is issued (Pending)'),
  status: a.text(),
  stage: a.int('New 0, Issued 10, Cancelled 20'),
  quantity: a.int('Gallons, all its delivery orders'),
  productId: a.int(),
  product: a.text(),
  distributorId: a.int(),
  distributor: a.text(),
  deliveryOrderNumbers: a.text("Its delivery orders' numbers: 'DO-1, DO-2'"),
  createdDate: a.timestamp(),
  createdBy: a.text(),
  issuedDate: a.timestamp().nullable(),
});
export type FillingAdviceNoteListItem = Answer<typeof fillingAdviceNoteListItemAnswer>;
export const fillingAdviceNoteSearchAnswer = searchAnswer(fillingAdviceNoteListItemAnswer);
export type FillingAdviceNoteSearchAnswer = Answer<typeof fillingAdviceNoteSearchAnswer>;

export const compartmentAnswer = answer({
  id: a.int(),
  compartmentNumber: a.int(),
  quantity: a.int('Gallons at standard conditions: with readings, the net standard volume'),
  destination: a.text(),
  bayNumber: a.int('0 until the note is issued (Pending)'),
  ...readingAnswers(),
});
export type Compartment = Answer<typeof compartmentAnswer>;

/** A delivery order a note carries or may carry, with the transfer orders it draws on. */
export const noteDeliveryOrderAnswer = answer({
  id: a.int(),
  deliveryOrderNumber: a.text(),
  quantity: a.int('Gallons, all its lines'),
  status: a.text(),
  priority: a.int('Low 0, Medium 1, High 2').nullable(),
  productId: a.int(),
  product: a.text(),
  importer: a.text(),
  distributorId: a.int(),
  distributor: a.text(),
  approvedDate: a.timestamp().nullable(),
  transferOrders: a.list(
    a.object({
      id: a.int(),
      transferOrderNumber: a.text(),
      quantity: a.int('Gallons of this transfer order on the delivery order'),
      storageTankNumber: a.text().nullable(),
    }),
  ),
});
export type NoteDeliveryOrder = Answer<typeof noteDeliveryOrderAnswer>;

/** GET FillingAdviceNote/{id}. */
export const fillingAdviceNoteDetailAnswer = answer({
  id: a.int(),
  vehicleNumber: a.text(),
  cardNumber: a.int('0 until the note is issued (Pending)'),
  product: named(),
  distributor: named(),
  quantity: a.int('Gallons, all its delivery orders'),
  status: a.text(),
  stage: a.int('New 0, Issued 10, Cancelled 20'),
  createdDate: a.timestamp(),
  createdBy: a.text(),
  issuedDate: a.timestamp().nullable(),
  issuedBy: a.text().nullable(),
  compartments: a.list(compartmentAnswer),
  deliveryOrders: a.list(noteDeliveryOrderAnswer),
  reviews: a.list(reviewAnswer),
  comments: a.list(recordCommentAnswer),
  isEditable: a.bool(),
  canCancel: a.bool(),
  isIssuable: a.bool(),
  canAddComment: a.bool(),
});
export type FillingAdviceNoteDetail = Answer<typeof fillingAdviceNoteDetailAnswer>;

/** GET FillingAdviceNote/FanCreationInfo: the delivery orders a new note may carry. */
export const fanCreationInfoAnswer = answer({
  deliveryOrders: a.list(noteDeliveryOrderAnswer, 'Approved, visible to the user, on no active note'),
});
export type FanCreationInfo = Answer<typeof fanCreationInfoAnswer>;

/** GET FillingAdviceNote/{id}/FanForEdit: the note as a payload, and what it may carry (its own too). */
export const fanForEditAnswer = fanCreationInfoAnswer.shape({
  fillingAdviceNote: a.object({
    id: a.int(),
    vehicleNumber: a.text(),
    deliveryOrders: a.list(a.object({ deliveryOrderId: a.int(), quantity: a.int() })),
    compartments: a.list(
      a.object({
        compartmentNumber: a.int(),
        quantity: a.int('Gallons as given: with readings, the gross observed volume'),
        destination: a.text(),
        temperature: a.number().nullable(),
        gravity: a.number().nullable(),
      }),
    ),
  }),
});
export type FanForEdit = Answer<typeof fanForEditAnswer>;
