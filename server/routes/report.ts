import type { FastifyInstance } from 'fastify';
import { msg } from '../../schemas/i18n/msg.ts';
import {
  dailyLoadingAnswer,
  importationAnswer,
  lossFlagsAnswer,
  lossReportAnswer,
  lossToleranceAnswer,
  lossToleranceSavedAnswer,
  productMovementAnswer,
  reconciliationAnswer,
  salesByImporterAnswer,
  salesByTankAnswer,
  stockBalanceAnswer,
} from '../../schemas/reports/answers.ts';
import {
  dailyLoadingSchema,
  lossReportSchema,
  lossToleranceSchema,
  productMovementSchema,
  reportPeriodSchema,
  stockBalanceQuerySchema,
} from '../../schemas/reports/payloads.ts';
import { dailyLoadingReport } from '../domain/reports/daily-loading.ts';
import { importationReport } from '../domain/reports/importation.ts';
import { lossFlags, lossReport } from '../domain/reports/losses.ts';
import { productMovementReport } from '../domain/reports/product-movement.ts';
import { reconciliationReport } from '../domain/reports/reconciliation.ts';
import { salesByImporterReport, salesByTankReport } from '../domain/reports/sales.ts';
import { REPORT_READERS } from '../domain/reports/scope.ts';
import { stockBalanceReport } from '../domain/reports/stock-balance.ts';
import { readLossTolerance, saveLossTolerance } from '../domain/reports/tolerance.ts';
import { answers } from '../plugins/answers.ts';
import { requireRole } from '../plugins/auth.ts';
import { type YupTypeProvider, yupBody } from '../plugins/validation.ts';

const tags = ['Report'];
const security = [{ bearer: [] }];

const SCOPE =
  'Staff see every importer; an importer user sees its own importers only (a distributor user, none).';
const SALES =
  'Sales are the issued delivery-order lines: the sale movements that issuing a filling advice note posts, ' +
  'on the issue date, shown as positive gallons.';

/** The reports (spec part 2, point 7), the ninth report Stock Reconciliation, and the loss tolerance. */
export default async function reportRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<YupTypeProvider>();
  const readers = { preValidation: requireRole(REPORT_READERS) };

  app.get(
    '/Report/ImporterStockBalanceByProduct',
    {
      ...readers,
      schema: {
        tags,
        security,
        operationId: 'reportStockBalance',
        summary: 'Stock Balance Summary - Products',
        description:
          'One row per importer with its AGO, PMS and JET ledger balances as of selectedDate (yyyy-MM-dd; ' +
          `absent or null for today), read from the ledger summaries. ${SCOPE}`,
        querystring: yupBody(stockBalanceQuerySchema),
        response: answers(stockBalanceAnswer),
      },
    },
    async (request) => stockBalanceReport(request.readDb, request.user, request.query.selectedDate),
  );

  app.post(
    '/Report/TransfersAvailableBalance',
    {
      ...readers,
      schema: {
        tags,
        security,
        operationId: 'reportDailyLoading',
        summary: 'Daily Loading Analysis',
        description:
          'For one day (`date`, yyyy-MM-dd; null for today), per transfer order and summed per importer and ' +
          'distributor and per importer, in PMS, AGO and JET gallons: Transfers, the quantity of transfer ' +
          'orders approved that day (less approved orders cancelled that day); Sales, the fulfilled ' +
          'delivery-order lines on them fulfilled that day (their filling advice note issued); Opening, the ' +
          'open quantity at the start of the day (transfers less sales of every earlier day); Closing = ' +
          "Opening + Transfers - Sales, the next day's Opening. Orders whose four figures are all zero are " +
          "left out. Staff see every order; an importer user its importers' orders; a distributor user " +
          "(or agent) its distributors' orders.",
        body: yupBody(dailyLoadingSchema),
        response: answers(dailyLoadingAnswer),
      },
    },
    async (request) => dailyLoadingReport(request.readDb, request.user, request.body),
  );

  app.post(
    '/Report/Importation',
    {
      ...readers,
      schema: {
        tags,
        security,
        operationId: 'reportImportation',
        summary: 'Product Importation',
        description:
          'Per importer, the approved shipments from `from` to `to` (both days included; a timestamp counts ' +
          `as its day) in AGO, PMS and JET-A1 gallons. Importers without shipments are left out. ${SCOPE}`,
        body: yupBody(reportPeriodSchema),
        response: answers(importationAnswer),
      },
    },
    async (request) => importationReport(request.readDb, request.user, request.body),
  );

  app.post(
    '/Report/LosesReport',
    {
      ...readers,
      schema: {
        tags,
        security,
        operationId: 'reportLosses',
        summary: 'Overnight Differences (type 3) or Loading Differences (type 4)',
        description:
          'Per importer with losses of the type in the period, the gallons lost per product, the stock it ' +
          'handled (shipments, transfers and sales), the tolerance in force (percent of the handled stock ' +
          `plus gallons) and whether the loss is above it. ${SCOPE}`,
        body: yupBody(lossReportSchema),
        response: answers(lossReportAnswer),
      },
    },
    async (request) => lossReport(request.readDb, request.user, request.body),
  );

  app.post(
    '/Report/SalesByImporter',
    {
      ...readers,
      schema: {
        tags,
        security,
        operationId: 'reportSalesByImporter',
        summary: 'Sales By Importer',
        description:
          `Per importer, the sales from \`from\` to \`to\` (both days included) in AGO, PMS and JET-A1 gallons. ${SALES} ` +
          `Importers without sales are left out. ${SCOPE}`,
        body: yupBody(reportPeriodSchema),
        response: answers(salesByImporterAnswer),
      },
    },
    async (request) => salesByImporterReport(request.readDb, request.user, request.body),
  );

  app.post(
    '/Report/SalesByTanks',
    {
      ...readers,
      schema: {
        tags,
        security,
        operationId: 'reportSalesByTank',
        summary: 'Sales By Tank',
        description:
          `Per storage tank (Tank #), the sales from \`from\` to \`to\` in AGO, PMS and JET-A1 gallons; a tank ` +
          `holds one product. ${SALES} Tanks without sales are left out. ${SCOPE} An importer user sees ` +
          "its own importer's sales from each tank.",
        body: yupBody(reportPeriodSchema),
        response: answers(salesByTankAnswer),
      },
    },
    async (request) => salesByTankReport(request.readDb, request.user, request.body),
  );

  app.post(
    '/Report/ProductMovement',
    {
      ...readers,
      schema: {
        tags,
        security,
        operationId: 'reportProductMovement',
        summary: "Product Movement of an importer's product",
        description:
          "The opening balance, every ledger movement of the importer's inventories of the product in the " +
          'period with its record, status, receiver and running balance, and the closing balance. With ' +
          "onlyFulfilledAndApproved false, open records' lines show too (they do not change the balance). " +
          "The balances are the importer's balance of the product, summed over all its tanks of it. " +
          'storageTankId, which the spec fixes at 1, is accepted and ignored. To narrow the report to some ' +
          'tanks, send storageTankIds (storage tank ids, at most 100; absent or null for all): each must be ' +
          "one of the importer's tanks of the product, or the call answers 400. An importer the user may not " +
          'see answers 404.',
        body: yupBody(productMovementSchema),
        response: answers(productMovementAnswer),
      },
    },
    async (request) => productMovementReport(request.readDb, request.user, request.body),
  );

  app.post(
    '/Report/StockReconciliation',
    {
      ...readers,
      schema: {
        tags,
        security,
        operationId: 'reportStockReconciliation',
        summary: 'Stock Reconciliation: the ledger against the approved records',
        description:
          'For every inventory, and summed per importer and product, over the period: opening + shipments ' +
          '+ overages - shortages - overnight and loading differences + transfers in - transfers out - ' +
          'sales = closing, each term from the ledger movements and from the approved records, the ' +
          'balances also from the ledger summaries. Inventories where they disagree, or where a movement ' +
          `has no record or a record no movement, come first with the records concerned. ${SCOPE}`,
        body: yupBody(reportPeriodSchema),
        response: answers(reconciliationAnswer),
      },
    },
    async (request) =>
      reconciliationReport(request.readDb, request.user, request.body, (message) => request.t(message)),
  );

  app.get(
    '/Report/LossTolerance',
    {
      ...readers,
      schema: {
        tags,
        security,
        operationId: 'getLossTolerance',
        summary: 'The loss tolerance in force',
        description:
          'A loss is flagged on the difference reports when it is above `percent` of the stock the importer ' +
          'handled in the period plus `gallons` (0.5% plus 130 gallons until an administrator changes it).',
        response: answers(lossToleranceAnswer),
      },
    },
    async () => readLossTolerance(app.db),
  );

  app.put(
    '/Report/LossTolerance',
    {
      preValidation: requireRole(['R500']),
      schema: {
        tags,
        security,
        operationId: 'setLossTolerance',
        summary: 'Change the loss tolerance (administrators)',
        description: 'Sets the percent of the stock handled (0 to 100) and the gallons (0 to 100,000,000).',
        body: yupBody(lossToleranceSchema),
        response: answers(lossToleranceSavedAnswer),
      },
    },
    async (request) => ({
      message: msg('report.toleranceSaved'),
      ...(await saveLossTolerance(app.db, request.user.id, request.body)),
    }),
  );

  app.get(
    '/Report/LossesOverTolerance',
    {
      preValidation: requireRole(['R500', 'R600']),
      schema: {
        tags,
        security,
        operationId: 'countLossesOverTolerance',
        summary: "This month's losses above tolerance, counted (dashboard)",
        description:
          'How many importers have overnight or loading differences above the tolerance from the first of ' +
          'this month to today: the dashboard count of administrators and stock control.',
        response: answers(lossFlagsAnswer),
      },
    },
    async (request) => lossFlags(app.db, request.user),
  );
}
