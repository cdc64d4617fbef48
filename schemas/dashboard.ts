import { type Answer, a, answer } from './answer.ts';
import { hasRole, type TokenUser } from './codes.ts';
import { VOLUME_TABLES } from './volume-correction.ts';
import { deliveryOrderWorkflow } from './workflows/delivery-order.ts';
import { canCreate } from './workflows/engine.ts';
import { fillingAdviceNoteWorkflow } from './workflows/filling-advice-note.ts';
import { stockTransferWorkflow } from './workflows/stock-transfer.ts';
import { stockUpdateWorkflow } from './workflows/stock-update.ts';
import { transferOrderWorkflow } from './workflows/transfer-order.ts';
import type { Workflow } from './workflows/types.ts';

/** One count tile; a tile with a stage opens its list with ?stage={stage}. */
export const dashboardTileAnswer = answer({
  name: a.text(),
  count: a.int(),
  stage: a.int('The list opens filtered on this stage').nullable(),
  order: a.int(),
  countIsLowerBound: a.bool('There are more records at this stage than count (counted up to 2,000)'),
});
export type DashboardTile = Answer<typeof dashboardTileAnswer>;

export const dashboardSettingsAnswer = answer({
  showStockUpdatesList: a.bool(),
  showStockTransfersList: a.bool(),
  showTranfersOrdersList: a.bool(),
  showDeliveryOrdersList: a.bool(),
  showFanList: a.bool(),
  canCreateStockUpdates: a.bool(),
  canCreateStockTransfers: a.bool(),
  canCreateTranfersOrders: a.bool(),
  canCreateDeliveryOrders: a.bool(),
  canCreateFan: a.bool(),
  isInternal: a.bool(),
});
export type DashboardSettings = Answer<typeof dashboardSettingsAnswer>;

/** What one product (nationally, or one importer's stake in it) covers at today's rate of sales. */
const coverFields = () => ({
  productId: a.int(),
  productName: a.text(),
  stockBalance: a.int("Gallons today: the sum of the inventories' stock balances"),
  sales30Days: a.int('Gallons sold (sale movements) in the last 30 days, today included'),
  averageDailySales: a.number('sales30Days / 30, in gallons a day (one decimal)'),
  daysOfCover: a
    .number('stockBalance / averageDailySales, in days (one decimal); null: no sales in 30 days')
    .nullable(),
  isBelowThreshold: a.bool('daysOfCover is below the threshold (never when there were no sales)'),
});

export const productCoverAnswer = answer(coverFields());
export type ProductCover = Answer<typeof productCoverAnswer>;

export const importerCoverAnswer = answer({ importerId: a.int(), importerName: a.text(), ...coverFields() });
export type ImporterCover = Answer<typeof importerCoverAnswer>;

/** Days of cover (issue 20, item 3), for administrators and stock control. */
export const daysOfCoverAnswer = answer({
  asOf: a.day('Today: the balances as of this day, the sales of the 30 days ending on it'),
  threshold: a.number('Days; below it a product is flagged (PPMS_DAYS_OF_COVER_THRESHOLD)'),
  products: a.list(productCoverAnswer, 'Every product held in an inventory, by name'),
  importers: a.list(importerCoverAnswer, 'Per importer and product, where it holds stock or sold some'),
});
export type DaysOfCover = Answer<typeof daysOfCoverAnswer>;

/** GET Dashboard. */
export const dashboardAnswer = answer({
  transferOrders: a.list(dashboardTileAnswer),
  deliveryOrders: a.list(dashboardTileAnswer),
  fillingAdviceNotes: a.list(dashboardTileAnswer),
  stocksUpdates: a.list(dashboardTileAnswer),
  stocksTransfers: a.list(dashboardTileAnswer),
  settings: dashboardSettingsAnswer,
  daysOfCover: daysOfCoverAnswer
    .nullable()
    .meta({ description: 'Administrators and stock control only; null for the other roles' }),
});
export type DashboardAnswer = Answer<typeof dashboardAnswer>;

export interface EntityLinks {
  importerIds: number[];
  distributorIds: number[];
}

/**
 * The dashboard flags, from the workflow declarations: the list flags are their readers, the create
 * flags their create grants, plus a link to the entity that would own the new record (an importer user
 * without an importer could not submit anything).
 */
export function dashboardSettings(user: TokenUser, links: EntityLinks): DashboardSettings {
  const reads = (workflow: Workflow) => hasRole(user, ...workflow.readers);
  const creates = (workflow: Workflow) =>
    canCreate(workflow, user) &&
    (workflow.create.for === 'importer' ? links.importerIds : links.distributorIds).length > 0;
  return {
    showStockUpdatesList: reads(stockUpdateWorkflow),
    showStockTransfersList: reads(stockTransferWorkflow),
    showTranfersOrdersList: reads(transferOrderWorkflow),
    showDeliveryOrdersList: reads(deliveryOrderWorkflow),
    showFanList: reads(fillingAdviceNoteWorkflow),
    canCreateStockUpdates: creates(stockUpdateWorkflow),
    canCreateStockTransfers: creates(stockTransferWorkflow),
    canCreateTranfersOrders: creates(transferOrderWorkflow),
    canCreateDeliveryOrders: creates(deliveryOrderWorkflow),
    canCreateFan: creates(fillingAdviceNoteWorkflow),
    isInternal: user.isInternal,
  };
}

/** One choice of a filter: a code or id and its name. */
export const keyValueAnswer = answer({ key: a.int(), value: a.text() });
export type KeyValue = Answer<typeof keyValueAnswer>;

const choices = () => a.list(keyValueAnswer);

/** GET Setting/Filters. Sections appear as their record types are built. */
export const filtersAnswer = answer({
  transferOrderFilter: a.object({ stages: choices() }),
  deliveryOrderFilter: a.object({ stages: choices(), priorities: choices() }),
  stockUpdateFilter: a.object({ stages: choices(), requestTypes: choices() }),
  stockTransferFilter: a.object({ stages: choices() }),
  fillingAdviceNoteFilter: a.object({ stages: choices() }),
  entityFilters: a.object({ products: choices(), importers: choices(), distributors: choices() }),
});
export type FiltersAnswer = Answer<typeof filtersAnswer>;

/** GET Setting/AppCodes: every role and permission code, each mapped to true. */
export const appCodesAnswer = answer({
  rCodes: a.record(a.bool(), 'Role code -> true'),
  pCodes: a.record(a.bool(), 'Permission code -> true'),
  volumeTable: a.oneOf(
    VOLUME_TABLES,
    'The measurement table readings are corrected by: 6B (°F, API gravity, 60 °F) or 54B (°C, density, 15 °C)',
  ),
});
export type AppCodesAnswer = Answer<typeof appCodesAnswer>;

/** GET Dashboard/Waiting: the records whose next step the user may take, oldest first. */
export const waitingAnswer = answer({
  total: a.int('Every record waiting, of every type'),
  records: a.list(
    a.object({
      record: a.text('The record type: TransferOrder, StockUpdate...'),
      label: a.text('The record type in words: transfer order'),
      id: a.int(),
      number: a.text('Its number, for types that have one').nullable(),
      status: a.text('Its state in words'),
      since: a.timestamp('When it entered that state'),
    }),
  ),
});
export type WaitingAnswer = Answer<typeof waitingAnswer>;
