import { type Answer, a, answer } from './answer.ts';

// An inventory is one importer's stake in one storage tank. Its balances come from the stock ledger
// (DESIGN.md section 5); these are the spec's names for them.

/** The balance fields of an inventory, in gallons. */
export const balanceFields = () => ({
  stockBalance: a.int('Sum of the movements booked so far'),
  adjustedStockBalance: a.int('stockBalance with every pending record applied'),
  pendingIncomingStockTransfersTotal: a.int(),
  pendingShipmentsTotal: a.int(),
  pendingOveragesTotal: a.int(),
  pendingShortagesTotal: a.int(),
  pendingOutGoingStockTransfersTotal: a.int(),
  pendingTrackingOrdersTotal: a.int('Delivery-order lines on the inventory not yet fulfilled or cancelled'),
});

export const inventoryBalancesAnswer = answer(balanceFields());
export type InventoryBalances = Answer<typeof inventoryBalancesAnswer>;

export const BALANCE_FIELDS = Object.keys(balanceFields()) as (keyof InventoryBalances)[];

/** GET StorageTank/{id}: one importer's inventory in the tank. */
export const tankInventoryAnswer = answer({
  id: a.int('The inventory'),
  importerId: a.int(),
  importerName: a.text(),
  ...balanceFields(),
});
export type TankInventory = Answer<typeof tankInventoryAnswer>;
