import type { ISchema } from 'yup';
import { type Answer, a, answer } from '../answer.ts';

// What the reports answer (spec part 2, point 3 'Report rows'), with the fields the spec names and a few
// more (ids, so rows link to their records; the loss tolerance). Quantities are whole gallons.

/** The three products of every report, by the spec's names: AGO, PMS and JET (JET-A1). */
export const PRODUCT_KEYS = ['ago', 'pms', 'jet'] as const;
export type ProductKey = (typeof PRODUCT_KEYS)[number];

const byProduct = <T>(value: () => ISchema<T>, description: string) =>
  a.object({ ago: value(), pms: value(), jet: value() }, description);
const gallonsByProduct = (description: string) => byProduct(() => a.int('Gallons'), description);

/** GET Report/ImporterStockBalanceByProduct: one row per importer. */
export const stockBalanceRowAnswer = answer({
  importerId: a.int(),
  importer: a.text(),
  balanceByProduct: gallonsByProduct('The ledger balance of its inventories as of the day'),
});
export type StockBalanceRow = Answer<typeof stockBalanceRowAnswer>;
export const stockBalanceAnswer = a.list(stockBalanceRowAnswer);

/** Daily Loading Analysis: the figures of each product (server/domain/reports/daily-loading.ts). */
export const LOADING_FIGURES = ['opening', 'transfers', 'sales', 'closing'] as const;
export type LoadingFigure = (typeof LOADING_FIGURES)[number];
const loadingFigures = () =>
  a.object(
    {
      opening: a.int('Gallons of the approved transfer orders not lifted at the start of the day'),
      transfers: a.int('Gallons of transfer orders approved on the day, less approved ones cancelled'),
      sales: a.int('Gallons of delivery-order lines fulfilled on the day'),
      closing: a.int('Opening + Transfers - Sales'),
    },
    'Gallons',
  );

/** A row of POST Report/TransfersAvailableBalance: an importer, an importer-distributor or a transfer order. */
export const dailyLoadingRowAnswer = answer({
  importerId: a.int(),
  importer: a.text(),
  distributorId: a.int('Null on an importer row').nullable(),
  distributor: a.text().nullable(),
  transferOrderId: a.int('Null on an importer or distributor row').nullable(),
  transferOrderNumber: a.text("The order's own number; null on an importer or distributor row").nullable(),
  byProduct: byProduct(loadingFigures, 'PMS, AGO and JET figures of the day'),
});
export type DailyLoadingRow = Answer<typeof dailyLoadingRowAnswer>;

/** POST Report/TransfersAvailableBalance: the day's rows by importer, importer-distributor and transfer order. */
export const dailyLoadingAnswer = answer({
  date: a.day(),
  importers: a.list(dailyLoadingRowAnswer, 'Per importer: its distributors summed'),
  distributors: a.list(dailyLoadingRowAnswer, 'Per importer and distributor: its transfer orders summed'),
  transferOrders: a.list(dailyLoadingRowAnswer, 'Per transfer order with a figure on the day'),
});
export type DailyLoading = Answer<typeof dailyLoadingAnswer>;

/** POST Report/Importation and Report/SalesByImporter: one row per importer. */
export const importerProductsRowAnswer = answer({
  importerId: a.int(),
  importer: a.text(),
  byProduct: gallonsByProduct('Gallons in the period'),
});
export type ImporterProductsRow = Answer<typeof importerProductsRowAnswer>;
export const importationAnswer = a.list(importerProductsRowAnswer);
export const salesByImporterAnswer = a.list(importerProductsRowAnswer);

/** POST Report/SalesByTanks: one row per storage tank (a tank holds one product). */
export const tankSalesRowAnswer = answer({
  storageTankId: a.int(),
  tank: a.text('The Tank #'),
  byProduct: gallonsByProduct('Gallons sold from the tank in the period'),
});
export type TankSalesRow = Answer<typeof tankSalesRowAnswer>;
export const salesByTankAnswer = a.list(tankSalesRowAnswer);

/** POST Report/LosesReport: one row per importer, each product's loss against its tolerance. */
export const lossRowAnswer = answer({
  importerId: a.int(),
  importer: a.text(),
  byProduct: gallonsByProduct(
    'Gallons lost in the period (a positive number): the net loss at standard conditions where readings exist',
  ),
  grossByProduct: gallonsByProduct('The differences as observed (gross), readings or not'),
  temperatureByProduct: gallonsByProduct(
    'The part of the gross difference the temperature explains (gross − net; 0 without readings)',
  ),
  handledByProduct: gallonsByProduct(
    'Stock handled in the period: shipments, transfers in and out, and sales, in gallons',
  ),
  toleranceByProduct: gallonsByProduct('The loss allowed: percent of the stock handled plus gallons'),
  overToleranceByProduct: byProduct(() => a.bool(), 'The loss is above its tolerance'),
  isOverTolerance: a.bool('Some product of the importer lost more than its tolerance'),
});
export type LossRow = Answer<typeof lossRowAnswer>;
export const lossReportAnswer = a.list(lossRowAnswer);

/** One line of a product movement: a ledger movement, or (switch off) an open record's line. */
export const movementTransactionAnswer = answer({
  id: a.int('The record: stock update request, stock transfer or delivery order'),
  movementId: a.int('The ledger movement; null for an open record not yet posted').nullable(),
  date: a.day('The effective date'),
  type: a.oneOf(['Importation', 'Adjustment', 'Stock Transfer', 'Sale'] as const),
  kind: a.text(
    'shipment, overage, shortage, overnight_difference, loading_difference, transfer_in, transfer_out, sale',
  ),
  status: a.text('The record status: Approved, Fulfilled, or New and Reviewed for open records'),
  receiver: a.text("Who receives the stock leaving the importer, or '-'"),
  quantity: a.int('Gallons, without sign'),
  isPositive: a.bool('The stock comes in'),
  runningBalance: a.int('The balance after this line; open records do not change it'),
  isPending: a.bool('An open record (New or Reviewed), not in the ledger yet'),
  grossQuantity: a
    .int('A stock update line with readings: the gallons observed (quantity is the net standard volume)')
    .nullable(),
  volumeFactor: a.number('Its volume correction factor').nullable(),
});
export type MovementTransaction = Answer<typeof movementTransactionAnswer>;

/** POST Report/ProductMovement. */
export const productMovementAnswer = answer({
  importerId: a.int(),
  importer: a.text(),
  productId: a.int(),
  product: a.text(),
  from: a.day(),
  to: a.day(),
  inventories: a.list(a.object({ inventoryId: a.int(), storageTankNumber: a.text() }), 'The tanks read'),
  openingBalance: a.int('The ledger balance at the start of `from`'),
  transactions: a.list(movementTransactionAnswer, 'By date, then as posted'),
  closingBalance: a.int('The ledger balance at the end of `to`'),
});
export type ProductMovement = Answer<typeof productMovementAnswer>;

/** Each term of the reconciliation, as the ledger and the records tell it. */
export const RECONCILIATION_TERMS = [
  'shipments',
  'overages',
  'shortages',
  'overnightDifferences',
  'loadingDifferences',
  'transfersIn',
  'transfersOut',
  'sales',
] as const;
export type ReconciliationTerm = (typeof RECONCILIATION_TERMS)[number];

/** A figure computed from the movements, from the approved records, and from the ledger summaries. */
const figure = (description: string) =>
  a.object(
    {
      ledger: a.int('From the ledger movements'),
      records: a.int('From the approved records that caused them'),
      summaries: a.int("From the ledger's daily and monthly summaries, which the other reports read"),
    },
    description,
  );
export type ReconciliationFigure = { ledger: number; records: number; summaries: number };

/** One record whose posting and movement disagree. */
export const reconciliationBreakAnswer = answer({
  sourceType: a.text('StockUpdate, StockTransfer, DeliveryOrder, or what the movement names'),
  sourceId: a.int(),
  kind: a.text('The movement kind'),
  date: a.day('The effective date'),
  ledger: a.int('What the ledger holds for it (gallons, signed)'),
  records: a.int('What the approved record says it should be (gallons, signed)'),
  message: a.text(),
});
export type ReconciliationBreak = Answer<typeof reconciliationBreakAnswer>;

const reconciliationRow = {
  importerId: a.int(),
  importer: a.text(),
  productId: a.int(),
  product: a.text(),
  opening: figure('At the start of `from`'),
  shipments: figure('+ shipments'),
  overages: figure('+ overages'),
  shortages: figure('− shortages (a positive number)'),
  overnightDifferences: figure('− overnight differences (a positive number)'),
  loadingDifferences: figure('− loading differences (a positive number)'),
  transfersIn: figure('+ stock transfers in'),
  transfersOut: figure('− stock transfers out (a positive number)'),
  sales: figure('− sales (a positive number)'),
  closing: figure('At the end of `to`'),
  isBroken: a.bool(
    'Some figure disagrees: a movement has no record, a record no movement, or a summary differs from the movements',
  ),
};

export const reconciliationInventoryAnswer = answer({
  inventoryId: a.int(),
  storageTankNumber: a.text(),
  ...reconciliationRow,
  breaks: a.list(reconciliationBreakAnswer, 'The records concerned'),
});
export type ReconciliationInventory = Answer<typeof reconciliationInventoryAnswer>;

export const reconciliationTotalAnswer = answer(reconciliationRow);
export type ReconciliationTotal = Answer<typeof reconciliationTotalAnswer>;

/** POST Report/StockReconciliation. */
export const reconciliationAnswer = answer({
  from: a.day(),
  to: a.day(),
  inventories: a.list(reconciliationInventoryAnswer, 'Every inventory, the broken ones first'),
  byImporterProduct: a.list(reconciliationTotalAnswer, 'The inventories summed per importer and product'),
  brokenInventories: a.int('How many inventories are listed as broken'),
});
export type Reconciliation = Answer<typeof reconciliationAnswer>;

/** GET and PUT Report/LossTolerance. */
export const lossToleranceAnswer = answer({
  percent: a.number('Percent of the stock handled in the period'),
  gallons: a.int('Plus this many gallons'),
});
export const lossToleranceSavedAnswer = answer({
  message: a.text(),
  percent: a.number(),
  gallons: a.int(),
});

/** GET Report/LossesOverTolerance: how many importer-products are flagged this month. */
export const lossFlagsAnswer = answer({
  from: a.day('The first day of this month'),
  to: a.day('Today'),
  overnight: a.int('Importers whose overnight differences are above tolerance'),
  loading: a.int('Importers whose loading differences are above tolerance'),
});
export type LossFlags = Answer<typeof lossFlagsAnswer>;
