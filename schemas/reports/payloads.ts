import * as yup from 'yup';
import { DATE_MESSAGES, earliestDate, isCalendarDate, isoDay, today } from '../dates.ts';
import { code, MAX_LINE_QUANTITY, MAX_LINES, optionalRecordId, recordId } from '../numbers.ts';

// The reports' requests (spec part 2, point 7), checked by the reporting page and the server with these
// same schemas. Dates are yyyy-MM-dd; the spec's client sets an end-of-day flag on `to`, so a timestamp
// is read as its day.

export const REPORT_MESSAGES = {
  dateInvalid: 'Date is invalid. Use yyyy-MM-dd.',
  dateInFuture: 'Date can not be in the future.',
  fromRequired: 'From date is required.',
  toRequired: 'To date is required.',
  fromAfterTo: 'From date can not be later than to date.',
  importerAndProduct: 'Choose an importer and a product.',
  storageTanks: 'Storage tanks must be a list of at most 100 tanks.',
  storageTankNotHeld: "A storage tank is not one of the importer's tanks of the product.",
  toleranceSaved: 'Loss tolerance successfully saved.',
  percentInvalid: 'Percent must be a number from 0 to 100.',
  gallonsInvalid: 'Gallons must be a whole number from 0 to 100,000,000.',
} as const;

/** The loss reports' `type`: the stock update types of the losses (Overnight 3, Loading 4). */
export const LOSS_TYPES = { overnight: 3, loading: 4 } as const;
export type LossType = (typeof LOSS_TYPES)[keyof typeof LOSS_TYPES];

/**
 * A report day: yyyy-MM-dd, or an ISO 8601 timestamp read as its day (schemas/dates.ts: nothing else);
 * not in the future, not before the earliest date. Null when left out ('' and the spec's 'null' too).
 */
export const reportDate = (label: string) =>
  yup
    .string()
    .transform((value: string | null) => {
      if (value === '' || value === 'null') return null;
      return typeof value === 'string' ? (isoDay(value) ?? value) : value;
    })
    .nullable()
    .default(null)
    .label(label)
    .test('date', REPORT_MESSAGES.dateInvalid, (v) => v == null || isCalendarDate(v))
    .test('not-before', '', function notBefore(value) {
      const earliest = earliestDate(this.options.context);
      return (
        value == null ||
        !isCalendarDate(value) ||
        value >= earliest ||
        this.createError({ message: DATE_MESSAGES.tooEarly(label, earliest) })
      );
    })
    .test('not-future', REPORT_MESSAGES.dateInFuture, (v) => v == null || !isCalendarDate(v) || v <= today());

/** {from, to}: both days required, from not later than to. */
export const periodFields = {
  from: reportDate('From').required(REPORT_MESSAGES.fromRequired),
  to: reportDate('To')
    .required(REPORT_MESSAGES.toRequired)
    .test('from-before-to', REPORT_MESSAGES.fromAfterTo, function check(to) {
      const from = this.parent.from as string | null;
      return !from || !to || !isCalendarDate(from) || from <= to;
    }),
};

/** POST Report/Importation, Report/SalesByImporter, Report/SalesByTanks, Report/StockReconciliation. */
export const reportPeriodSchema = yup.object(periodFields);
export type ReportPeriod = { from: string; to: string };

/** GET Report/ImporterStockBalanceByProduct?selectedDate= : no date (or 'null') is today. */
export const stockBalanceQuerySchema = yup.object({ selectedDate: reportDate('Selected date') });

/** POST Report/TransfersAvailableBalance (Daily Loading Analysis): one day; null is today. */
export const dailyLoadingSchema = yup.object({ date: reportDate('Date') });
export type DailyLoadingRequest = { date: string | null };

/** POST Report/LosesReport: type 3 overnight differences, 4 loading differences. */
export const lossReportSchema = yup.object({
  ...periodFields,
  type: code('Type', Object.values(LOSS_TYPES)),
});
/** The type is checked against LOSS_TYPES by the schema. */
export type LossReportRequest = ReportPeriod & { type: number };

/**
 * POST Report/ProductMovement. The spec's client always sends storageTankId 1 ('fixed at 1'): it is
 * accepted and ignored, the report reads all the importer's tanks of the product. storageTankIds (not
 * in the spec; absent or null for all) narrows it to those tanks, each one of the importer's tanks of
 * the product, at most MAX_LINES of them.
 */
export const productMovementSchema = yup.object({
  importerId: recordId('Importer', { invalid: REPORT_MESSAGES.importerAndProduct }),
  productId: recordId('Product', { invalid: REPORT_MESSAGES.importerAndProduct }),
  storageTankId: optionalRecordId('Storage tank'),
  storageTankIds: yup
    .array(recordId('Storage tank'))
    .typeError(REPORT_MESSAGES.storageTanks)
    .max(MAX_LINES, REPORT_MESSAGES.storageTanks)
    .nullable()
    .default(null)
    .label('Storage tanks'),
  ...periodFields,
  onlyFulfilledAndApproved: yup.boolean().default(true),
});
export type ProductMovementRequest = ReportPeriod & {
  importerId: number;
  productId: number;
  /** The spec's fixed 1: ignored. */
  storageTankId?: number | null;
  /** The tanks to read, or null for all the importer's tanks of the product. */
  storageTankIds?: number[] | null;
  onlyFulfilledAndApproved: boolean;
};

/** Ratio and gallons of a loss tolerance: a number of a JSON payload must be a number. */
const toleranceNumber = (message: string, max: number, integer: boolean) => {
  const base = yup
    .number()
    .transform((value, original) => (original === '' ? null : value))
    .typeError(message)
    .test('json-number', message, function jsonNumber() {
      const json = (this.options.context as { json?: boolean } | undefined)?.json;
      return !json || typeof this.originalValue === 'number';
    })
    .min(0, message)
    .max(max, message)
    .nullable()
    .required(message);
  return integer ? base.integer(message) : base;
};

/**
 * PUT Report/LossTolerance: a loss is flagged when it is above `percent` of the stock handled in the
 * period plus `gallons` (default 0.5% plus 130 gallons).
 */
export const lossToleranceSchema = yup.object({
  percent: toleranceNumber(REPORT_MESSAGES.percentInvalid, 100, false).label('Percent'),
  gallons: toleranceNumber(REPORT_MESSAGES.gallonsInvalid, MAX_LINE_QUANTITY, true).label('Gallons'),
});
export type LossTolerance = { percent: number; gallons: number };
export const DEFAULT_LOSS_TOLERANCE: LossTolerance = { percent: 0.5, gallons: 130 };
