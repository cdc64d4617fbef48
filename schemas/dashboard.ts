import { type Answer, a, answer } from './answer.ts';
import { hasPermission, hasRole, type TokenUser } from './codes.ts';

/** One count tile; a tile with a stage opens its list with ?stage={stage}. */
export const dashboardTileAnswer = answer({
  name: a.text(),
  count: a.int(),
  stage: a.int('The list opens filtered on this stage').nullable(),
  order: a.int(),
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

/** GET Dashboard. */
export const dashboardAnswer = answer({
  transferOrders: a.list(dashboardTileAnswer),
  deliveryOrders: a.list(dashboardTileAnswer),
  fillingAdviceNotes: a.list(dashboardTileAnswer),
  stocksUpdates: a.list(dashboardTileAnswer),
  stocksTransfers: a.list(dashboardTileAnswer),
  settings: dashboardSettingsAnswer,
});
export type DashboardAnswer = Answer<typeof dashboardAnswer>;

export interface EntityLinks {
  importerIds: number[];
  distributorIds: number[];
}

const INTERNAL_AND_EXTERNAL = ['R100', 'R200', 'R300', 'R400', 'R500', 'R600', 'R700'];

/**
 * The dashboard flags, from role, permission and entity link. The list flags follow the spec's route
 * guards; the create flags its role-with-permission pairs, plus a link to the entity that would own the
 * new record (an importer user without an importer could not submit anything).
 */
export function dashboardSettings(user: TokenUser, links: EntityLinks): DashboardSettings {
  const importer = links.importerIds.length > 0;
  const distributor = links.distributorIds.length > 0;
  return {
    showStockUpdatesList: hasRole(user, 'R100', 'R500', 'R600'),
    showStockTransfersList: hasRole(user, 'R100', 'R500', 'R600'),
    showTranfersOrdersList: hasRole(user, ...INTERNAL_AND_EXTERNAL, 'R1100'),
    showDeliveryOrdersList: hasRole(user, ...INTERNAL_AND_EXTERNAL, 'R1100'),
    showFanList: hasRole(user, ...INTERNAL_AND_EXTERNAL),
    canCreateStockUpdates: hasRole(user, 'R100') && hasPermission(user, 'P100') && importer,
    canCreateStockTransfers: hasRole(user, 'R100') && hasPermission(user, 'P100') && importer,
    canCreateTranfersOrders: hasRole(user, 'R100') && hasPermission(user, 'P200') && importer,
    canCreateDeliveryOrders: hasRole(user, 'R300', 'R1100') && hasPermission(user, 'P300') && distributor,
    canCreateFan: hasRole(user, 'R300') && hasPermission(user, 'P400') && distributor,
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
  entityFilters: a.object({ products: choices(), importers: choices(), distributors: choices() }),
});
export type FiltersAnswer = Answer<typeof filtersAnswer>;

/** GET Setting/AppCodes: every role and permission code, each mapped to true. */
export const appCodesAnswer = answer({
  rCodes: a.record(a.bool(), 'Role code -> true'),
  pCodes: a.record(a.bool(), 'Permission code -> true'),
});
export type AppCodesAnswer = Answer<typeof appCodesAnswer>;
