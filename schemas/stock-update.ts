import * as yup from 'yup';
import { STOCK_UPDATE_TYPES } from './codes.ts';
import { optionalText } from './common.ts';
import { MESSAGES } from './messages.ts';
import {
  atMostMaxLines,
  code,
  lineQuantity,
  MAX_LINES,
  optionalCode,
  optionalRecordId,
  pageNumber,
  QUANTITY_MESSAGES,
  recordId,
} from './numbers.ts';
import type { RecordComment, RecordDocument, Review } from './records.ts';
import { createdRange, isCalendarDate, type SearchAnswer, today } from './search.ts';
import { actionCodes, stateCodes } from './workflows/engine.ts';
import { stockUpdateWorkflow } from './workflows/stock-update.ts';

// Stock update requests (spec part 1, points 3, 5, 7): the payloads, checked by the form and the server
// with these same schemas, and the answers' shapes.

export const STOCK_UPDATE_MESSAGES = {
  dateInFuture: 'The date can not be in the future.',
  dateInvalid: 'Date is invalid.',
  quantityWhole: QUANTITY_MESSAGES.whole,
  duplicateInventory: 'Each inventory can appear once.',
  inventoryNotOfImporter: "An inventory does not belong to the importer's inventories.",
  submitted: 'Stock update request successfully submitted.',
  updated: 'Stock update request successfully updated.',
  notEditable: 'This stock update request can no longer be edited.',
  done: (past: string) => `Stock update request successfully ${past}.`,
} as const;

const complete = { invalid: MESSAGES.completeAllFields };
const TYPE_CODES = Object.keys(STOCK_UPDATE_TYPES).map(Number);

export const inventoryInfoSchema = yup.object({
  inventoryId: recordId('Inventory', complete),
  /** Whole gallons; 0 (or empty) drops the line. */
  quantity: lineQuantity(),
});

/** POST stockUpdate. createdDate is ISO; its yyyy-MM-dd part is the request's date. */
export const stockUpdateSchema = yup.object({
  createdDate: yup
    .string()
    .trim()
    .required(complete.invalid)
    .label('Date')
    .test('date', STOCK_UPDATE_MESSAGES.dateInvalid, (v) => !v || isCalendarDate(v.slice(0, 10)))
    .test('not-future', STOCK_UPDATE_MESSAGES.dateInFuture, (v) => !v || v.slice(0, 10) <= today()),
  stockUpdateType: code('Update type', TYPE_CODES, { required: complete.invalid }),
  referenceNumber: optionalText('Reference number').max(100),
  importerId: recordId('Importer', complete),
  inventoryInfos: yup
    .array(inventoryInfoSchema)
    .required(complete.invalid)
    .default([])
    .max(10 * MAX_LINES, QUANTITY_MESSAGES.tooManyLines)
    .test('max-lines', QUANTITY_MESSAGES.tooManyLines, atMostMaxLines)
    .test('one-quantity', complete.invalid, (lines) => !!lines?.some((line) => (line?.quantity ?? 0) > 0))
    .test('unique', STOCK_UPDATE_MESSAGES.duplicateInventory, (lines) => {
      const ids = (lines ?? []).filter((l) => (l?.quantity ?? 0) > 0).map((l) => l?.inventoryId);
      return new Set(ids).size === ids.length;
    }),
});
export type StockUpdateInput = yup.InferType<typeof stockUpdateSchema>;

/** PUT StockUpdate. */
export const stockUpdateEditSchema = stockUpdateSchema.shape({
  stockUpdateId: recordId('Stock update request'),
});
export type StockUpdateEditInput = yup.InferType<typeof stockUpdateEditSchema>;

/** POST StockUpdate/StatusUpdate: status is the action code (Review 10, Approve 20, Cancel 30). */
export const stockUpdateStatusSchema = yup.object({
  id: recordId('Stock update request'),
  status: code('Status', actionCodes(stockUpdateWorkflow)),
  comment: optionalText('Comment').max(4000),
});

/** POST StockUpdate/Search; stage is a state code (New 0, Reviewed 10, Approved 20, Cancelled 30). */
export const stockUpdateSearchSchema = yup.object({
  referenceNumber: optionalText('Reference number').max(100),
  ...createdRange,
  stage: optionalCode('Stage', stateCodes(stockUpdateWorkflow)),
  requestType: optionalCode('Request type', TYPE_CODES),
  productId: optionalRecordId('Product'),
  importerId: optionalRecordId('Importer'),
  pageNumber: pageNumber(),
});
export type StockUpdateSearch = yup.InferType<typeof stockUpdateSearchSchema>;

export interface StockUpdateListItem {
  id: number;
  referenceNumber: string | null;
  createdDate: string;
  status: string;
  stage: number;
  stockUpdateType: number;
  stockUpdateTypeName: string;
  importerId: number;
  importer: string;
  submittedBy: string;
  submittedDate: string;
  quantity: number;
  /** The products of its lines, by name: 'AGO, PMS'. */
  productNames: string;
}
export type StockUpdateSearchAnswer = SearchAnswer<StockUpdateListItem>;

export interface StockUpdateInventoryLine {
  inventoryId: number;
  storageTankNumber: string;
  productName: string;
  quantity: number;
}

/** GET StockUpdate/{id}. */
export interface StockUpdateDetail {
  id: number;
  referenceNumber: string | null;
  status: string;
  stage: number;
  stockUpdateType: number;
  stockUpdateTypeName: string;
  importer: { id: number; name: string };
  quantity: number;
  createdDate: string;
  submittedDate: string;
  submitter: string;
  reviewedDate: string | null;
  reviewedBy: string | null;
  approvedDate: string | null;
  approvedBy: string | null;
  cancelledDate: string | null;
  cancelledBy: string | null;
  inventories: StockUpdateInventoryLine[];
  documents: RecordDocument[];
  comments: RecordComment[];
  reviews: Review[];
  history: Review[];
  isEditable: boolean;
  canCancel: boolean;
  isReviewable: boolean;
  isApprovable: boolean;
  canManageDocuments: boolean;
  canAddComment: boolean;
}

/** GET StockUpdate/{id}/GetEditInfo. */
export interface StockUpdateEditInfo {
  importers: {
    id: number;
    name: string;
    inventories: {
      inventoryId: number;
      storageTankNumber: string;
      productName: string;
      stockBalance: number;
      adjustedStockBalance: number;
    }[];
  }[];
  stockUpdate: {
    id: number;
    stockUpdateId: number;
    importerId: number;
    stockUpdateType: number;
    referenceNumber: string | null;
    createdDate: string;
    inventoryInfos: { inventoryId: number; quantity: number }[];
  };
}
