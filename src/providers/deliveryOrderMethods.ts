import type { DeliveryOrderInventory, DeliveryOrderInventoryInput } from '../../schemas/delivery-order.ts';
import type { ServerMessage } from './dataProvider.ts';
import type { HttpClient } from './httpClient.ts';

// Delivery orders beyond CRUD and the workflow: the detail page's Update Tank (spec part 2, point 7).

export interface DeliveryOrderMethods {
  /** GET DeliveryOrder/{transferOrderId}/Inventories: the tanks a line on that transfer order may use. */
  getTransferOrderTanks(transferOrderId: number): Promise<DeliveryOrderInventory[]>;
  /** POST DeliveryOrder/InventoryUpdate: the tank of one line. */
  updateDeliveryOrderTank(input: DeliveryOrderInventoryInput): Promise<ServerMessage>;
}

export function deliveryOrderMethods(http: HttpClient): DeliveryOrderMethods {
  return {
    getTransferOrderTanks: (transferOrderId) =>
      http.request('GET', `DeliveryOrder/${encodeURIComponent(String(transferOrderId))}/Inventories`),
    updateDeliveryOrderTank: (input) => http.request('POST', 'DeliveryOrder/InventoryUpdate', input),
  };
}
