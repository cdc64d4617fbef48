import * as yup from 'yup';
import { type Answer, a, answer } from './answer.ts';
import { msg } from './i18n/msg.ts';
import { code, lineQuantity, optionalCode, optionalRecordId, pageNumber, recordId } from './numbers.ts';
import { recordCommentAnswer, recordDocumentAnswer, reviewAnswer } from './records.ts';
import { createdRange, searchAnswer, waitingFilter } from './search.ts';
import { commentText, requiredText, text } from './text.ts';
import { userEntitiesAnswer } from './user-entities.ts';
import { actionCodes, stateCodes } from './workflows/engine.ts';
import { transferOrderWorkflow } from './workflows/transfer-order.ts';

// Transfer orders (spec part 1, points 3, 5, 7 and 9): the payloads, checked by the form and the server
// with these same schemas, and the answers' shapes.

/** Longest transfer order number (the database holds it to the same). */
export const TRANSFER_ORDER_NUMBER_LENGTH = 50;

export { TRANSFER_ORDER_MESSAGES } from './i18n/en/records.ts';

const complete = { invalid: msg('spec.completeAllFields') };

/** POST TransferOrder: every field required, else 'Please complete all required fields.' */
export const transferOrderSchema = yup.object({
  transferOrderNumber: requiredText('Transfer order number', {
    max: TRANSFER_ORDER_NUMBER_LENGTH,
    required: complete.invalid,
    tooLong: msg('transferOrder.numberTooLong', { max: TRANSFER_ORDER_NUMBER_LENGTH }),
  }),
  importerId: recordId('Importer', complete),
  productId: recordId('Product', complete),
  /** Whole gallons, more than 0 (digits only in the form). */
  quantity: lineQuantity().moreThan(0, complete.invalid),
  distributorId: recordId('Distributor', complete),
});
export type TransferOrderInput = yup.InferType<typeof transferOrderSchema>;

/** PUT TransferOrder: the order's fields and its id. */
export const transferOrderEditSchema = transferOrderSchema.shape({
  id: recordId('Transfer order'),
});
export type TransferOrderEditInput = yup.InferType<typeof transferOrderEditSchema>;

/** POST TransferOrder/Actions: Review 5, Approve 10, Cancel 20. */
export const transferOrderActionSchema = yup.object({
  actionCode: code('Action', actionCodes(transferOrderWorkflow)),
  transferOrderId: recordId('Transfer order'),
  comment: commentText(),
});
export type TransferOrderActionInput = yup.InferType<typeof transferOrderActionSchema>;

/** POST TransferOrder/Search; stage is a stage code (Operations 0 ... Delivered 40, Cancelled 50). */
export const transferOrderSearchSchema = yup.object({
  transferOrderNumber: text('Transfer order number', { max: TRANSFER_ORDER_NUMBER_LENGTH }),
  ...createdRange,
  stage: optionalCode('Stage', stateCodes(transferOrderWorkflow)),
  productId: optionalRecordId('Product'),
  importerId: optionalRecordId('Importer'),
  distributorId: optionalRecordId('Distributor'),
  ...waitingFilter,
  pageNumber: pageNumber(),
});
export type TransferOrderSearch = yup.InferType<typeof transferOrderSearchSchema>;

/** The spec's status: the stage reached and the state in words. */
const status = () =>
  a.object({
    progress: a.int(
      'Operations 0, Finance 10, Marketing 20, Control Room 30, Delivered 40; a cancelled order keeps its stage',
    ),
    value: a.text("'Finance', 'Reviewed at Finance', 'Approved', 'Delivered', 'Cancelled'..."),
  });
const named = () => a.object({ id: a.int(), name: a.text() });

export const transferOrderListItemAnswer = answer({
  id: a.int(),
  transferOrderNumber: a.text(),
  status: status(),
  quantity: a.int('Gallons'),
  createdDate: a.timestamp(),
  createdBy: a.text(),
  importerId: a.int(),
  importer: a.text(),
  distributorId: a.int(),
  distributor: a.text(),
  productId: a.int(),
  product: a.text(),
});
export type TransferOrderListItem = Answer<typeof transferOrderListItemAnswer>;
/** The spec names the rows of this search `requests`. */
export const transferOrderSearchAnswer = searchAnswer(transferOrderListItemAnswer, 'requests');
export type TransferOrderSearchAnswer = Answer<typeof transferOrderSearchAnswer>;

/** The spec's DeliveryOrder row inside a transfer order. */
export const transferOrderDeliveryAnswer = answer({
  id: a.int(),
  deliveryOrderNumber: a.text(),
  submittedDate: a.timestamp(),
  priority: a.int('Low 0, Medium 1, High 2; none until approved').nullable(),
  quantity: a.int('Gallons'),
  status: a.text(),
  fulfilledDate: a.timestamp().nullable(),
});
export type TransferOrderDelivery = Answer<typeof transferOrderDeliveryAnswer>;

/** GET TransferOrder/{id}. */
export const transferOrderDetailAnswer = answer({
  id: a.int(),
  transferOrderNumber: a.text(),
  importer: named(),
  distributor: named(),
  product: named(),
  quantity: a.int('Gallons ordered'),
  totalDeliveryOrderQuantity: a.int('Gallons on delivery orders that are not cancelled'),
  availableQuantity: a.int('quantity - totalDeliveryOrderQuantity: what delivery orders may still take'),
  status: status(),
  createdDate: a.timestamp(),
  createdBy: a.text(),
  submittedBy: a.text(),
  deliveryOrders: a.list(transferOrderDeliveryAnswer),
  documents: a.list(recordDocumentAnswer),
  reviews: a.list(reviewAnswer),
  comments: a.list(recordCommentAnswer),
  setting: a.object({
    isEditable: a.bool(),
    canManageDocuments: a.bool(),
    canCancel: a.bool(),
    canReview: a.bool(),
    canApprove: a.bool(),
  }),
  canAddComment: a.bool(),
});
export type TransferOrderDetail = Answer<typeof transferOrderDetailAnswer>;

/**
 * GET TransferOrder/{id}/GetEditInfo: the order as a payload, and what the edit form picks from (as
 * POST User/Entities answers it), the order's own remainder counted back into its product's available
 * balance: the quantity may be changed up to that.
 */
export const transferOrderEditInfoAnswer = userEntitiesAnswer.shape({
  transferOrder: a.object({
    id: a.int(),
    transferOrderNumber: a.text(),
    importerId: a.int(),
    productId: a.int(),
    quantity: a.int(),
    distributorId: a.int(),
  }),
});
export type TransferOrderEditInfo = Answer<typeof transferOrderEditInfoAnswer>;
