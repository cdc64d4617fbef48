import type { UserEntitiesPayload } from './user-entities.ts';

// The POST User/Entities questions the forms start from, in a module of their own: the data provider's
// resource configs import them, and they load with the app's first page (keep this file free of schemas).

/** A stock submit form: the importers the user may submit for, with adjusted balances. */
export const SUBMITTER_ENTITIES = {
  includeImporters: true,
  includeDistributors: false,
  ensureImporterAuthorization: true,
  ensureDistributorAuthorization: false,
  calculateAdjustedStockBalance: true,
} as const satisfies UserEntitiesPayload;

/**
 * The transfer order forms (and GET TransferOrder/{id}/GetEditInfo): the importers the user acts for,
 * with each product's current and available balance, and every active distributor.
 */
export const TRANSFER_ORDER_ENTITIES = {
  ...SUBMITTER_ENTITIES,
  includeDistributors: true,
} as const satisfies UserEntitiesPayload;

/**
 * The stock transfer forms: every importer's active inventories, the destinations; balances come with
 * the importers the user may send from (its own), the origins.
 */
export const STOCK_TRANSFER_ENTITIES = {
  ...SUBMITTER_ENTITIES,
  ensureImporterAuthorization: false,
} as const satisfies UserEntitiesPayload;
