import { hasPermission, hasRole, type TokenUser } from './codes.ts';

/** One count tile; a tile with a stage opens its list with ?stage={stage}. */
export interface DashboardTile {
  name: string;
  count: number;
  stage: number | null;
  order: number;
}

export interface DashboardSettings {
  showStockUpdatesList: boolean;
  showStockTransfersList: boolean;
  showTranfersOrdersList: boolean;
  showDeliveryOrdersList: boolean;
  showFanList: boolean;
  canCreateStockUpdates: boolean;
  canCreateStockTransfers: boolean;
  canCreateTranfersOrders: boolean;
  canCreateDeliveryOrders: boolean;
  canCreateFan: boolean;
  isInternal: boolean;
}

export interface DashboardAnswer {
  transferOrders: DashboardTile[];
  deliveryOrders: DashboardTile[];
  fillingAdviceNotes: DashboardTile[];
  stocksUpdates: DashboardTile[];
  stocksTransfers: DashboardTile[];
  settings: DashboardSettings;
}

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

export interface KeyValue {
  key: string | number;
  value: string;
}

/** GET Setting/Filters. Sections appear as their record types are built. */
export interface FiltersAnswer {
  transferOrderFilter: { stages: KeyValue[] };
  stockUpdateFilter: { stages: KeyValue[]; requestTypes: KeyValue[] };
  stockTransferFilter: { stages: KeyValue[] };
  entityFilters: { products: KeyValue[]; importers: KeyValue[]; distributors: KeyValue[] };
}
