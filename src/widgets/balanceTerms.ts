import type { InventoryBalances } from '../../schemas/inventory.ts';

// The spec's breakdown of an inventory's adjusted balance: additions, reductions, and the result.

export interface BalanceTerm {
  key: keyof InventoryBalances;
  label: string;
}

export const ADDITIONS: BalanceTerm[] = [
  { key: 'pendingIncomingStockTransfersTotal', label: 'Incoming Transfers from Importers' },
  { key: 'pendingShipmentsTotal', label: 'Incoming Shipments' },
  { key: 'pendingOveragesTotal', label: 'Overages' },
];

export const REDUCTIONS: BalanceTerm[] = [
  { key: 'pendingShortagesTotal', label: 'Shortages' },
  { key: 'pendingOutGoingStockTransfersTotal', label: 'Outgoing Transfers to Importers' },
  { key: 'pendingTrackingOrdersTotal', label: 'Pending Delivery Orders' },
];

export const STOCK_BALANCE: BalanceTerm = { key: 'stockBalance', label: 'Stock Balance' };
export const ADJUSTED_BALANCE: BalanceTerm = { key: 'adjustedStockBalance', label: 'Adjusted Balance' };

/** The columns of a printed or detailed balance table, in reading order. */
export const BALANCE_COLUMNS: BalanceTerm[] = [STOCK_BALANCE, ...ADDITIONS, ...REDUCTIONS, ADJUSTED_BALANCE];
