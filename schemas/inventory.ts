// An inventory is one importer's stake in one storage tank. Its balances come from the stock ledger
// (DESIGN.md section 5); these are the spec's names for them.

export interface InventoryBalances {
  stockBalance: number;
  adjustedStockBalance: number;
  pendingIncomingStockTransfersTotal: number;
  pendingShipmentsTotal: number;
  pendingOveragesTotal: number;
  pendingShortagesTotal: number;
  pendingOutGoingStockTransfersTotal: number;
  pendingTrackingOrdersTotal: number;
}

export const BALANCE_FIELDS = [
  'stockBalance',
  'adjustedStockBalance',
  'pendingIncomingStockTransfersTotal',
  'pendingShipmentsTotal',
  'pendingOveragesTotal',
  'pendingShortagesTotal',
  'pendingOutGoingStockTransfersTotal',
  'pendingTrackingOrdersTotal',
] as const satisfies readonly (keyof InventoryBalances)[];

/** GET StorageTank/{id}: one importer's inventory in the tank. */
export interface TankInventory extends InventoryBalances {
  id: number;
  importerId: number;
  importerName: string;
}
