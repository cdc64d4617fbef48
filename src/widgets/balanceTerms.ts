import type { InventoryBalances } from '../../schemas/inventory.ts';
import type { AppKey } from '../i18n/t.ts';

// The spec's breakdown of an inventory's adjusted balance: additions, reductions, and the result.

export interface BalanceTerm {
  key: keyof InventoryBalances;
  label: AppKey;
}

export const ADDITIONS: BalanceTerm[] = [
  { key: 'pendingIncomingStockTransfersTotal', label: 'masterData.balance.incomingTransfers' },
  { key: 'pendingShipmentsTotal', label: 'masterData.balance.incomingShipments' },
  { key: 'pendingOveragesTotal', label: 'masterData.balance.overages' },
];

export const REDUCTIONS: BalanceTerm[] = [
  { key: 'pendingShortagesTotal', label: 'masterData.balance.shortages' },
  { key: 'pendingOutGoingStockTransfersTotal', label: 'masterData.balance.outgoingTransfers' },
  { key: 'pendingTrackingOrdersTotal', label: 'masterData.balance.pendingDeliveryOrders' },
];

export const STOCK_BALANCE: BalanceTerm = { key: 'stockBalance', label: 'masterData.balance.stockBalance' };
export const ADJUSTED_BALANCE: BalanceTerm = {
  key: 'adjustedStockBalance',
  label: 'masterData.balance.adjustedBalance',
};

/** The columns of a printed or detailed balance table, in reading order. */
export const BALANCE_COLUMNS: BalanceTerm[] = [STOCK_BALANCE, ...ADDITIONS, ...REDUCTIONS, ADJUSTED_BALANCE];
