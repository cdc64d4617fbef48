import * as yup from 'yup';
import { type Answer, a, answer } from './answer.ts';
import { STOCK_UPDATE_TYPES } from './codes.ts';
import { msg } from './i18n/msg.ts';
import {
  atMostMaxLines,
  code,
  lineQuantity,
  MAX_LINE_QUANTITY,
  MAX_LINES,
  numberOf,
  optionalCode,
  optionalRecordId,
  pageNumber,
  recordId,
} from './numbers.ts';
import { recordDate, requestDetailFields, reviewAnswer } from './records.ts';
import { createdRange, searchAnswer, waitingFilter } from './search.ts';
import { READING_MESSAGES, readingAnswers, readingFields, readingsTest } from './standard-volume.ts';
import { commentText, text } from './text.ts';
import { actionCodes, stateCodes } from './workflows/engine.ts';
import { stockUpdateWorkflow } from './workflows/stock-update.ts';

// Stock update requests (spec part 1, points 3, 5, 7): the payloads, checked by the form and the server
// with these same schemas, and the answers' shapes.

export { STOCK_UPDATE_MESSAGES } from './i18n/en/records.ts';

const complete = { invalid: msg('spec.completeAllFields') };
const TYPE_CODES = Object.keys(STOCK_UPDATE_TYPES).map(Number);

/** Overnight and loading differences: with readings they also give the volume they were measured on. */
export const DIFFERENCE_TYPES: readonly number[] = [3, 4];

export const inventoryInfoSchema = yup
  .object({
    inventoryId: recordId('Inventory', complete),
    /** Whole gallons; 0 (or empty) drops the line. With readings: as observed (gross). */
    quantity: lineQuantity(),
    ...readingFields,
    /** A difference with readings: the gallons observed it was measured on (dip, metered loading). */
    measuredVolume: numberOf('Measured volume', 1, MAX_LINE_QUANTITY, READING_MESSAGES.measuredVolume)
      .default(undefined)
      .optional(),
  })
  .test('readings', readingsTest);

/** POST stockUpdate. createdDate is ISO; its yyyy-MM-dd part is the request's date. */
export const stockUpdateSchema = yup.object({
  createdDate: recordDate(complete.invalid),
  stockUpdateType: code('Update type', TYPE_CODES, { required: complete.invalid }),
  referenceNumber: text('Reference number', { max: 100 }),
  importerId: recordId('Importer', complete),
  inventoryInfos: yup
    .array(inventoryInfoSchema)
    .required(complete.invalid)
    .default([])
    .max(10 * MAX_LINES, msg('quantity.tooManyLines'))
    .test('max-lines', msg('quantity.tooManyLines'), atMostMaxLines)
    .test('one-quantity', complete.invalid, (lines) => !!lines?.some((line) => (line?.quantity ?? 0) > 0))
    .test('measured', READING_MESSAGES.measuredVolume, function measured(lines) {
      if (!DIFFERENCE_TYPES.includes(Number(this.parent?.stockUpdateType))) return true;
      const index = (lines ?? []).findIndex(
        (l) => (l?.quantity ?? 0) > 0 && l?.temperature != null && l?.gravity != null && !l?.measuredVolume,
      );
      if (index < 0) return true;
      return this.createError({ path: `${this.path}[${index}].measuredVolume` });
    })
    .test('unique', msg('stockUpdate.duplicateInventory'), (lines) => {
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
  comment: commentText(),
});

/** POST StockUpdate/Search; stage is a state code (New 0, Reviewed 10, Approved 20, Cancelled 30). */
export const stockUpdateSearchSchema = yup.object({
  referenceNumber: text('Reference number', { max: 100 }),
  ...createdRange,
  stage: optionalCode('Stage', stateCodes(stockUpdateWorkflow)),
  requestType: optionalCode('Request type', TYPE_CODES),
  productId: optionalRecordId('Product'),
  importerId: optionalRecordId('Importer'),
  ...waitingFilter,
  pageNumber: pageNumber(),
});
export type StockUpdateSearch = yup.InferType<typeof stockUpdateSearchSchema>;

const nameOfType = () => a.text('The name of stockUpdateType');
const stage = () => a.int('The state code: New 0, Reviewed 10, Approved 20, Cancelled 30');

export const stockUpdateListItemAnswer = answer({
  id: a.int(),
  referenceNumber: a.text().nullable(),
  createdDate: a.day("The request's date"),
  status: a.text(),
  stage: stage(),
  stockUpdateType: a.int(),
  stockUpdateTypeName: nameOfType(),
  importerId: a.int(),
  importer: a.text(),
  submittedBy: a.text(),
  submittedDate: a.timestamp(),
  quantity: a.int('Gallons, every line together'),
  productNames: a.text("The products of its lines, by name: 'AGO, PMS'"),
});
export type StockUpdateListItem = Answer<typeof stockUpdateListItemAnswer>;
export const stockUpdateSearchAnswer = searchAnswer(stockUpdateListItemAnswer);
export type StockUpdateSearchAnswer = Answer<typeof stockUpdateSearchAnswer>;

export const stockUpdateInventoryLineAnswer = answer({
  inventoryId: a.int(),
  storageTankNumber: a.text(),
  productName: a.text(),
  quantity: a.int('Gallons: with readings, the net standard volume (what the ledger counts)'),
  ...readingAnswers(),
  measuredVolume: a.int('A difference with readings: the gallons observed it was measured on').nullable(),
});
export type StockUpdateInventoryLine = Answer<typeof stockUpdateInventoryLineAnswer>;

/** GET StockUpdate/{id}. */
export const stockUpdateDetailAnswer = answer({
  id: a.int(),
  referenceNumber: a.text().nullable(),
  status: a.text(),
  stage: stage(),
  stockUpdateType: a.int(),
  stockUpdateTypeName: nameOfType(),
  importer: a.object({ id: a.int(), name: a.text() }),
  quantity: a.int('Gallons, every line together'),
  createdDate: a.day("The request's date"),
  inventories: a.list(stockUpdateInventoryLineAnswer),
  history: a.list(reviewAnswer),
  ...requestDetailFields(),
});
export type StockUpdateDetail = Answer<typeof stockUpdateDetailAnswer>;

/** GET StockUpdate/{id}/GetEditInfo. */
export const stockUpdateEditInfoAnswer = answer({
  importers: a.list(
    a.object({
      id: a.int(),
      name: a.text(),
      inventories: a.list(
        a.object({
          inventoryId: a.int(),
          storageTankNumber: a.text(),
          productName: a.text(),
          stockBalance: a.int(),
          adjustedStockBalance: a.int(),
        }),
      ),
    }),
  ),
  stockUpdate: a.object({
    id: a.int(),
    stockUpdateId: a.int(),
    importerId: a.int(),
    stockUpdateType: a.int(),
    referenceNumber: a.text().nullable(),
    createdDate: a.day(),
    inventoryInfos: a.list(
      a.object({
        inventoryId: a.int(),
        quantity: a.int('Gallons as given: with readings, the gross observed volume or difference'),
        temperature: a.number().nullable(),
        gravity: a.number().nullable(),
        measuredVolume: a.int().nullable(),
      }),
    ),
  }),
});
export type StockUpdateEditInfo = Answer<typeof stockUpdateEditInfoAnswer>;
