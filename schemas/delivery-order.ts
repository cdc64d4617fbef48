import * as yup from 'yup';
import { type Answer, a, answer } from './answer.ts';
import { DELIVERY_ORDER_PRIORITIES } from './codes.ts';
import { uniqueBy } from './common.ts';
import { msg } from './i18n/msg.ts';
import {
  code,
  lineQuantity,
  MAX_LINES,
  optionalCode,
  optionalRecordId,
  pageNumber,
  recordId,
} from './numbers.ts';
import { recordCommentAnswer, recordDocumentAnswer, reviewAnswer } from './records.ts';
import { createdRange, fulfilledRange, searchAnswer, waitingFilter } from './search.ts';
import { commentText, flag, requiredText, text } from './text.ts';
import { deliveryOrderWorkflow } from './workflows/delivery-order.ts';
import { actionCodes, stateCodes } from './workflows/engine.ts';

// Delivery orders (spec part 2, points 2, 3, 5, 7 and 9): the payloads, checked by the form and the server
// with these same schemas, and the answers' shapes. The rules that need the transfer orders themselves
// (shared parties, the remainder) are checked here when the form passes its choices as context
// {transferOrders}, and always by the server under the importer-product lock.

/** Longest delivery order number (the database holds it to the same). */
export const DELIVERY_ORDER_NUMBER_LENGTH = 50;

export { DELIVERY_ORDER_MESSAGES } from './i18n/en/records.ts';

/** What the form knows of a transfer order it offers (the creation info's rows). */
export interface TransferOrderChoice {
  id: number;
  importerId: number;
  distributorId: number;
  productId: number;
  availableQuantity: number;
}

const choicesOf = (context: unknown): TransferOrderChoice[] | undefined =>
  (context as { transferOrders?: TransferOrderChoice[] } | undefined)?.transferOrders;

/** Do two transfer orders share product, importer and distributor (the lines of one delivery order must)? */
export const sameParties = (x: TransferOrderChoice, y: TransferOrderChoice) =>
  x.productId === y.productId && x.importerId === y.importerId && x.distributorId === y.distributorId;

/** One line: a transfer order, the gallons drawn on it, and the tank they come from when one is chosen. */
export const deliveryOrderLineSchema = yup.object({
  transferOrderId: recordId('Transfer order'),
  /** In the form only: the user is setting a tank on the line, so one must be chosen. */
  setTank: flag('Set tank').optional(),
  inventoryId: optionalRecordId('Inventory').test(
    'tank-chosen',
    msg('deliveryOrder.inventoryRequired'),
    function chosen(value) {
      return value != null || !this.parent.setTank;
    },
  ),
  quantity: lineQuantity()
    .moreThan(0, msg('deliveryOrder.quantityRequired'))
    .test('remainder', msg('deliveryOrder.aboveRemainder'), function fits(quantity) {
      const choice = choicesOf(this.options.context)?.find((c) => c.id === this.parent.transferOrderId);
      return !choice || (quantity ?? 0) <= choice.availableQuantity;
    }),
});
export type DeliveryOrderLine = yup.InferType<typeof deliveryOrderLineSchema>;

/** POST DeliveryOrder. */
export const deliveryOrderSchema = yup.object({
  deliveryOrderNumber: requiredText('Delivery order number', {
    max: DELIVERY_ORDER_NUMBER_LENGTH,
    required: msg('deliveryOrder.numberRequired'),
    tooLong: msg('deliveryOrder.numberTooLong', { max: DELIVERY_ORDER_NUMBER_LENGTH }),
  }),
  transferOrders: yup
    .array(deliveryOrderLineSchema)
    .required(msg('deliveryOrder.oneRequired'))
    .default([])
    .min(1, msg('deliveryOrder.oneRequired'))
    .max(MAX_LINES, msg('quantity.tooManyLines'))
    .test('unique', msg('deliveryOrder.duplicateTransferOrder'), uniqueBy('transferOrderId'))
    .test('same-parties', msg('deliveryOrder.mixedParties'), function shared(lines) {
      const choices = choicesOf(this.options.context);
      if (!choices) return true;
      const chosen = (lines ?? []).flatMap((line) => choices.filter((c) => c.id === line?.transferOrderId));
      return chosen.every((choice) => sameParties(choice, chosen[0]));
    }),
});
export type DeliveryOrderInput = yup.InferType<typeof deliveryOrderSchema>;

/** PUT DeliveryOrder. */
export const deliveryOrderEditSchema = deliveryOrderSchema.shape({
  deliveryOrderId: recordId('Delivery order'),
});
export type DeliveryOrderEditInput = yup.InferType<typeof deliveryOrderEditSchema>;

const PRIORITY_CODES = Object.keys(DELIVERY_ORDER_PRIORITIES).map(Number);

/** POST DeliveryOrder/StatusUpdate: Review 5, Approve 10 (with its priority: Low 0, Medium 1, High 2), Cancel 25. */
export const deliveryOrderStatusSchema = yup.object({
  deliveryOrderId: recordId('Delivery order'),
  status: code('Action', actionCodes(deliveryOrderWorkflow)),
  priority: optionalCode('Priority', PRIORITY_CODES).test(
    'approval-priority',
    msg('deliveryOrder.priorityRequired'),
    function given(priority) {
      return priority != null || this.parent.status !== deliveryOrderWorkflow.actions.Approve.code;
    },
  ),
  comment: commentText(),
});
export type DeliveryOrderStatusInput = yup.InferType<typeof deliveryOrderStatusSchema>;

/** The Approve dialog's own input: the priority the approval gives the order. */
export const deliveryOrderApprovalSchema = yup.object({
  priority: code('Priority', PRIORITY_CODES, { required: msg('deliveryOrder.priorityRequired') }),
});

/** POST DeliveryOrder/InventoryUpdate: the tank of one line. */
export const deliveryOrderInventorySchema = yup.object({
  deliveryOrderId: recordId('Delivery order'),
  transferOrderId: recordId('Transfer order'),
  inventoryId: recordId('Inventory', { required: msg('deliveryOrder.inventoryRequired') }),
});
export type DeliveryOrderInventoryInput = yup.InferType<typeof deliveryOrderInventorySchema>;

/** POST DeliveryOrder/Search (the spec's list filters); stage is a stage code (New 0 ... Cancelled 40). */
export const deliveryOrderSearchSchema = yup.object({
  deliveryOrderNumber: text('Delivery order number', { max: DELIVERY_ORDER_NUMBER_LENGTH }),
  ...createdRange,
  ...fulfilledRange,
  stage: optionalCode('Stage', stateCodes(deliveryOrderWorkflow)),
  priority: optionalCode('Priority', PRIORITY_CODES),
  productId: optionalRecordId('Product'),
  importerId: optionalRecordId('Importer'),
  distributorId: optionalRecordId('Distributor'),
  ...waitingFilter,
  pageNumber: pageNumber(),
});
export type DeliveryOrderSearch = yup.InferType<typeof deliveryOrderSearchSchema>;

/** The spec's status: the stage reached and the state in words. */
const status = () =>
  a.object({
    progress: a.int('New 0, Reviewed 10, Approved 20, Fulfilled 30; a cancelled order keeps its stage'),
    value: a.text("'New', 'Reviewed', 'Approved', 'Fulfilled', 'Cancelled'"),
  });
const named = () => a.object({ id: a.int(), name: a.text() });
const priority = () => a.int('Low 0, Medium 1, High 2; none until approved').nullable();

export const deliveryOrderListItemAnswer = answer({
  id: a.int(),
  deliveryOrderNumber: a.text(),
  status: status(),
  priority: priority(),
  quantity: a.int('Gallons, every line together'),
  submittedDate: a.timestamp(),
  submittedBy: a.text(),
  fulfilledDate: a.timestamp().nullable(),
  importer: a.text(),
  distributor: a.text(),
  product: a.text(),
  transferOrderNumbers: a.list(a.text()),
});
export type DeliveryOrderListItem = Answer<typeof deliveryOrderListItemAnswer>;
export const deliveryOrderSearchAnswer = searchAnswer(deliveryOrderListItemAnswer);
export type DeliveryOrderSearchAnswer = Answer<typeof deliveryOrderSearchAnswer>;

/** A tank a line may be lifted from: an inventory of the importer holding the product. */
export const deliveryOrderInventoryAnswer = answer({
  inventoryId: a.int(),
  importerId: a.int(),
  productId: a.int(),
  storageTankNumber: a.text(),
  productName: a.text(),
  adjustedStockBalance: a.int('Gallons, pending delivery orders already taken off'),
});
export type DeliveryOrderInventory = Answer<typeof deliveryOrderInventoryAnswer>;

/** An approved transfer order a delivery order may draw on. */
export const deliverableTransferOrderAnswer = answer({
  id: a.int(),
  transferOrderNumber: a.text(),
  importerId: a.int(),
  importer: a.text(),
  distributorId: a.int(),
  distributor: a.text(),
  productId: a.int(),
  product: a.text(),
  quantity: a.int('Gallons ordered'),
  availableQuantity: a.int('Gallons not yet on delivery orders'),
  date: a.timestamp('When the transfer order was created'),
  status: a.text(),
});
export type DeliverableTransferOrder = Answer<typeof deliverableTransferOrderAnswer>;

/** GET DeliveryOrder/DeliveryOrderCreationInfo. */
export const deliveryOrderCreationInfoAnswer = answer({
  transferOrders: a.list(deliverableTransferOrderAnswer),
  inventories: a.list(deliveryOrderInventoryAnswer),
});
export type DeliveryOrderCreationInfo = Answer<typeof deliveryOrderCreationInfoAnswer>;

/** GET DeliveryOrder/{id}/DoForEdit: the order as a payload, and what the form picks from. */
export const deliveryOrderEditInfoAnswer = deliveryOrderCreationInfoAnswer.shape({
  deliveryOrder: a.object({
    deliveryOrderId: a.int(),
    deliveryOrderNumber: a.text(),
    transferOrders: a.list(
      a.object({ transferOrderId: a.int(), inventoryId: a.int().nullable(), quantity: a.int() }),
    ),
  }),
});
export type DeliveryOrderEditInfo = Answer<typeof deliveryOrderEditInfoAnswer>;

/** A line of the detail: the spec's TransferOrder as used in delivery orders. */
export const deliveryOrderLineAnswer = answer({
  id: a.int('The transfer order'),
  transferOrderNumber: a.text(),
  importer: a.text(),
  distributor: a.text(),
  product: a.text(),
  quantity: a.int('Gallons of this delivery order on it'),
  date: a.timestamp('When the transfer order was created'),
  status: a.text("The transfer order's status"),
  inventoryId: a.int().nullable(),
  inventoryInfo: a.text("The tank's number, or null while none is assigned").nullable(),
});
export type DeliveryOrderLineDetail = Answer<typeof deliveryOrderLineAnswer>;

/** GET DeliveryOrder/{id}. */
export const deliveryOrderDetailAnswer = answer({
  id: a.int(),
  deliveryOrderNumber: a.text(),
  status: status(),
  priority: priority(),
  importer: named(),
  distributor: named(),
  product: named(),
  quantity: a.int('Gallons, every line together'),
  submittedDate: a.timestamp(),
  submittedBy: a.text(),
  reviewedDate: a.timestamp().nullable(),
  reviewedBy: a.text().nullable(),
  approvedDate: a.timestamp().nullable(),
  approvedBy: a.text().nullable(),
  fulfilledDate: a.timestamp().nullable(),
  fulfilledBy: a.text().nullable(),
  transferOrders: a.list(deliveryOrderLineAnswer),
  fillingAdviceNote: a
    .object({
      id: a.int(),
      cardNumber: a.int('0 while Pending'),
      createdDate: a.timestamp(),
      status: a.text(),
      issuedDate: a.timestamp().nullable(),
    })
    .nullable()
    .default(null),
  documents: a.list(recordDocumentAnswer),
  comments: a.list(recordCommentAnswer),
  reviews: a.list(reviewAnswer),
  isEditable: a.bool(),
  isCancellable: a.bool(),
  isReviewable: a.bool(),
  isApprovable: a.bool(),
  canUpdateInventory: a.bool(),
  canManageDocuments: a.bool(),
  canAddComment: a.bool(),
});
export type DeliveryOrderDetail = Answer<typeof deliveryOrderDetailAnswer>;
