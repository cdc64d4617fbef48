import { inventoryBalances } from '../../../server/domain/ledger/index.ts';
import type { Call } from '../transfer-orders/fixtures.ts';
import {
  act as actOnTransferOrder,
  create as createTransferOrder,
  nextNumber,
  type Suite,
  ACTIONS as TRANSFER_ORDER_ACTIONS,
} from '../transfer-orders/fixtures.ts';

export {
  type Call,
  type Suite,
  transferOrderSuite as deliveryOrderSuite,
} from '../transfer-orders/fixtures.ts';

export const ACTIONS = { review: 5, approve: 10, cancel: 25 } as const;
export const PRIORITY = { low: 0, medium: 1, high: 2 } as const;

/** A transfer order of Atlantic's PMS to Capitol (or as overridden), taken through the four stages. */
export async function approvedTransferOrder(s: Suite, overrides: Record<string, unknown> = {}) {
  const id = await createTransferOrder(s, overrides);
  for (const call of [s.operations, s.finance, s.marketing, s.controlRoom]) {
    const answer = await actOnTransferOrder(call, id, TRANSFER_ORDER_ACTIONS.approve);
    if (answer.statusCode !== 200) throw new Error(`approving ${id}: ${answer.body}`);
  }
  return id;
}

/** The active inventories of an importer holding a product, with their balances, fullest first. */
export const tanksOf = async (s: Suite, importerId = s.atlantic, productId = s.pms) =>
  (
    await inventoryBalances(s.t.db, { importerIds: [importerId], productIds: [productId], activeOnly: true })
  ).sort((x, y) => y.adjustedStockBalance - x.adjustedStockBalance);

/** One inventory's adjusted balance as the server computes it. */
export const adjusted = async (s: Suite, inventoryId: number) =>
  (await inventoryBalances(s.t.db, { inventoryIds: [inventoryId] }))[0].adjustedStockBalance;

export interface Line {
  transferOrderId: number;
  quantity: number;
  inventoryId?: number | null;
}

export const payload = (lines: Line[], overrides: Record<string, unknown> = {}) => ({
  deliveryOrderNumber: nextNumber('DO-T'),
  transferOrders: lines.map((line) => ({ inventoryId: null, ...line })),
  ...overrides,
});

/** Creates a delivery order as that user (the demo distributor by default) and answers its id. */
export async function createDeliveryOrder(
  s: Suite,
  lines: Line[],
  as: Call = s.distributor,
): Promise<number> {
  const response = await as('POST', 'DeliveryOrder', payload(lines));
  if (response.statusCode !== 200) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json().id;
}

export const act = (
  call: Call,
  deliveryOrderId: number,
  status: number,
  priority?: number,
  comment?: string,
) => call('POST', 'DeliveryOrder/StatusUpdate', { deliveryOrderId, status, priority, comment });

export const setTank = (call: Call, deliveryOrderId: number, transferOrderId: number, inventoryId: number) =>
  call('POST', 'DeliveryOrder/InventoryUpdate', { deliveryOrderId, transferOrderId, inventoryId });

export const detailAs = async (call: Call, id: number) => (await call('GET', `DeliveryOrder/${id}`)).json();
