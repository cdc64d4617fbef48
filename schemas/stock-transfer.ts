import * as yup from 'yup';
import { type Answer, a, answer } from './answer.ts';
import type { Label } from './i18n/en/labels.ts';
import { msg } from './i18n/msg.ts';
import { code, lineQuantity, optionalCode, optionalRecordId, pageNumber, recordId } from './numbers.ts';
import { recordDate, requestDetailFields } from './records.ts';
import { createdRange, searchAnswer, waitingFilter } from './search.ts';
import { commentText, text } from './text.ts';
import { entityImporterAnswer } from './user-entities.ts';
import { actionCodes, stateCodes } from './workflows/engine.ts';
import { stockTransferWorkflow } from './workflows/stock-transfer.ts';

// Stock transfers (spec part 2, points 3, 5, 7): the payloads, checked by the form and the server with
// these same schemas, and the answers' shapes.

export { STOCK_TRANSFER_MESSAGES } from './i18n/en/records.ts';

/** What a rule needs to know of an inventory beyond the payload: its product and, on create, its balance. */
export interface TransferInventory {
  productId: number;
  adjustedStockBalance?: number;
}

/**
 * The schemas' context (yup's `context`): where the caller knows the inventories (the browser's form,
 * from User/Entities), the product and balance rules run on the payload too. The server, which checks
 * both in SQL under its locks (server/domain/stock-transfers/write.ts), validates without it.
 */
export interface StockTransferContext {
  inventory?(inventoryId: number): TransferInventory | undefined;
}

const known = (context: unknown, id: unknown) =>
  typeof id === 'number' ? (context as StockTransferContext | undefined)?.inventory?.(id) : undefined;

const inventory = (label: Label) => recordId(label, { invalid: msg('stockTransfer.inventories') });

/** The fields of POST stockTransfer and PUT stockTransfer (which adds the id); the balance is create's. */
const transferFields = {
  createdDate: recordDate(msg('stockTransfer.required')),
  referenceNumber: text('Reference number', { max: 100 }),
  fromInventoryId: inventory('Origin inventory'),
  toInventoryId: inventory('Destination inventory')
    .test('not-same', msg('stockTransfer.sameInventory'), (to, { parent }) => to !== parent.fromInventoryId)
    .test('same-product', msg('stockTransfer.sameProduct'), (to, { parent, options }) => {
      const [from, into] = [known(options.context, parent.fromInventoryId), known(options.context, to)];
      return !from || !into || from.productId === into.productId;
    }),
  /** Whole gallons, more than none. */
  quantity: lineQuantity().test('given', msg('stockTransfer.required'), (quantity) => (quantity ?? 0) > 0),
};

/**
 * PUT stockTransfer. The form does not check the balance on edit (its balances count this transfer's
 * own quantity); the server does, under its locks, as on create (server/domain/ledger/invariant.ts).
 */
export const stockTransferEditSchema = yup.object({
  id: recordId('Stock transfer request'),
  ...transferFields,
});
export type StockTransferEditInput = yup.InferType<typeof stockTransferEditSchema>;

/** POST stockTransfer: on create only, the quantity may not exceed the origin's adjusted balance. */
export const stockTransferSchema = yup.object({
  ...transferFields,
  quantity: transferFields.quantity.test(
    'balance',
    msg('stockTransfer.overBalance'),
    (quantity, { parent, options }) => {
      const balance = known(options.context, parent.fromInventoryId)?.adjustedStockBalance;
      return balance === undefined || (quantity ?? 0) <= balance;
    },
  ),
});
export type StockTransferInput = yup.InferType<typeof stockTransferSchema>;

/** POST StockTransfer/StatusUpdate: status is the action code (Review 10, Approve 20, Cancel 30). */
export const stockTransferStatusSchema = yup.object({
  id: recordId('Stock transfer request'),
  status: code('Status', actionCodes(stockTransferWorkflow)),
  comment: commentText(),
});

/** POST StockTransfer/Search; stage is a state code; importerId matches either end. */
export const stockTransferSearchSchema = yup.object({
  referenceNumber: text('Reference number', { max: 100 }),
  ...createdRange,
  stage: optionalCode('Stage', stateCodes(stockTransferWorkflow)),
  productId: optionalRecordId('Product'),
  importerId: optionalRecordId('Importer'),
  ...waitingFilter,
  pageNumber: pageNumber(),
});
export type StockTransferSearch = yup.InferType<typeof stockTransferSearchSchema>;

const stage = () => a.int('The state code: New 0, Reviewed 10, Approved 20, Cancelled 30');

export const stockTransferListItemAnswer = answer({
  id: a.int(),
  referenceNumber: a.text().nullable(),
  createdDate: a.day("The transfer's date"),
  submittedDate: a.timestamp(),
  submittedBy: a.text(),
  status: a.text(),
  stage: stage(),
  fromImporter: a.text("The origin's importer"),
  fromInventory: a.text("The origin's storage tank number"),
  toImporter: a.text("The destination's importer"),
  toInventory: a.text("The destination's storage tank number"),
  productName: a.text(),
  quantity: a.int('Gallons'),
});
export type StockTransferListItem = Answer<typeof stockTransferListItemAnswer>;
export const stockTransferSearchAnswer = searchAnswer(stockTransferListItemAnswer);
export type StockTransferSearchAnswer = Answer<typeof stockTransferSearchAnswer>;

/** One end of a transfer as the detail shows it. */
export const transferEndAnswer = answer({
  inventoryId: a.int(),
  importerId: a.int(),
  importerName: a.text(),
  storageTankNumber: a.text(),
  productName: a.text(),
});
export type TransferEnd = Answer<typeof transferEndAnswer>;

/** GET StockTransfer/{id}. */
export const stockTransferDetailAnswer = answer({
  id: a.int(),
  referenceNumber: a.text().nullable(),
  status: a.text(),
  stage: stage(),
  quantity: a.int('Gallons'),
  createdDate: a.day("The transfer's date: the ledger's effective date on approval"),
  fromInventory: transferEndAnswer,
  toInventory: transferEndAnswer,
  ...requestDetailFields(),
});
export type StockTransferDetail = Answer<typeof stockTransferDetailAnswer>;

/**
 * GET stockTransfer/{id}/GetEditInfo: the transfer as a PUT payload, and the importers to choose from as
 * POST User/Entities answers them (balances only on the user's own importers: the origins it may send
 * from).
 */
export const stockTransferEditInfoAnswer = answer({
  importers: a.list(entityImporterAnswer),
  stockTransfer: a.object({
    id: a.int(),
    fromInventoryId: a.int(),
    toInventoryId: a.int(),
    quantity: a.int(),
    referenceNumber: a.text().nullable(),
    createdDate: a.day(),
  }),
});
export type StockTransferEditInfo = Answer<typeof stockTransferEditInfoAnswer>;
