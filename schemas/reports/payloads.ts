import * as yup from 'yup';
import { earliestDate, isCalendarDate, isoDay, today, tooEarly } from '../dates.ts';
import type { Label } from '../i18n/en/labels.ts';
import type { Message } from '../i18n/message.ts';
import { msg } from '../i18n/msg.ts';
import { code, MAX_LINE_QUANTITY, MAX_LINES, optionalRecordId, recordId } from '../numbers.ts';

// The reports' requests (spec part 2, point 7), checked by the reporting page and the server with these
// same schemas. Dates are yyyy-MM-dd; the spec's client sets an end-of-day flag on `to`, so a timestamp
// is read as its day.

export { REPORT_MESSAGES } from '../i18n/en/records.ts';

/** The loss reports' `type`: the stock update types of the losses (Overnight 3, Loading 4). */
export const LOSS_TYPES = { overnight: 3, loading: 4 } as const;
export type LossType = (typeof LOSS_TYPES)[keyof typeof LOSS_TYPES];

/**
 * A report day: yyyy-MM-dd, or an ISO 8601 timestamp read as its day (schemas/dates.ts: nothing else);
 * not in the future, not before the earliest date. Null when left out ('' and the spec's 'null' too).
 */
export const reportDate = (label: Label) =>
  yup
    .string()
    .transform((value: string | null) => {
      if (value === '' || value === 'null') return null;
      return typeof value === 'string' ? (isoDay(value) ?? value) : value;
    })
    .nullable()
    .default(null)
    .label(label)
    .test('date', msg('report.dateInvalid'), (v) => v == null || isCalendarDate(v))
    .test('not-before', '', function notBefore(value) {
      const earliest = earliestDate(this.options.context);
      return (
        value == null ||
        !isCalendarDate(value) ||
        value >= earliest ||
        this.createError({ message: tooEarly(label, earliest) })
      );
    })
    .test('not-future', msg('report.dateInFuture'), (v) => v == null || !isCalendarDate(v) || v <= today());

/** {from, to}: both days required, from not later than to. */
export const periodFields = {
  from: reportDate('From').required(msg('report.fromRequired')),
  to: reportDate('To')
    .required(msg('report.toRequired'))
    .test('from-before-to', msg('report.fromAfterTo'), function check(to) {
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
  importerId: recordId('Importer', { invalid: msg('report.importerAndProduct') }),
  productId: recordId('Product', { invalid: msg('report.importerAndProduct') }),
  storageTankId: optionalRecordId('Storage tank'),
  storageTankIds: yup
    .array(recordId('Storage tank'))
    .typeError(msg('report.storageTanks'))
    .max(MAX_LINES, msg('report.storageTanks'))
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
const toleranceNumber = (message: Message, max: number, integer: boolean) => {
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
  percent: toleranceNumber(msg('report.percentInvalid'), 100, false).label('Percent'),
  gallons: toleranceNumber(msg('report.gallonsInvalid'), MAX_LINE_QUANTITY, true).label('Gallons'),
});
export type LossTolerance = { percent: number; gallons: number };
export const DEFAULT_LOSS_TOLERANCE: LossTolerance = { percent: 0.5, gallons: 130 };
