import type {
  DeliveryOrderCreationInfo,
  DeliveryOrderEditInfo,
  DeliveryOrderInput,
} from '../../schemas/delivery-order.ts';

/** What the form picks from: the approved transfer orders with what is left of them, and their tanks. */
export type DeliveryOrderOptions = DeliveryOrderCreationInfo;

/** One chosen transfer order: its quantity as typed, and a tank when the user sets one. */
export interface DeliveryOrderLineValues {
  transferOrderId: number;
  quantity: string;
  setTank: boolean;
  inventoryId: string;
}

export interface DeliveryOrderFormValues {
  deliveryOrderId?: number;
  deliveryOrderNumber: string;
  transferOrders: DeliveryOrderLineValues[];
}

export type DeliveryOrderRequest = DeliveryOrderInput & { deliveryOrderId?: number };

export const optionsOf = ({ transferOrders, inventories }: DeliveryOrderOptions): DeliveryOrderOptions => ({
  transferOrders,
  inventories,
});

export const newFormValues = (): DeliveryOrderFormValues => ({ deliveryOrderNumber: '', transferOrders: [] });

/** A new line on a transfer order: all that is left of it, no tank yet. */
export const newLine = (transferOrderId: number, available: number): DeliveryOrderLineValues => ({
  transferOrderId,
  quantity: String(available),
  setTank: false,
  inventoryId: '',
});

/** The edit form's start: the order as DoForEdit answers it. */
export const valuesFromEditInfo = ({ deliveryOrder }: DeliveryOrderEditInfo): DeliveryOrderFormValues => ({
  deliveryOrderId: deliveryOrder.deliveryOrderId,
  deliveryOrderNumber: deliveryOrder.deliveryOrderNumber,
  transferOrders: deliveryOrder.transferOrders.map((line) => ({
    transferOrderId: line.transferOrderId,
    quantity: String(line.quantity),
    setTank: line.inventoryId !== null,
    inventoryId: line.inventoryId === null ? '' : String(line.inventoryId),
  })),
});

/** The payload: a line's tank only where one is being set. */
export const toPayload = ({
  deliveryOrderId,
  deliveryOrderNumber,
  transferOrders,
}: DeliveryOrderRequest) => ({
  ...(deliveryOrderId ? { deliveryOrderId } : {}),
  deliveryOrderNumber,
  transferOrders: transferOrders.map(({ transferOrderId, quantity, setTank, inventoryId }) => ({
    transferOrderId,
    quantity,
    inventoryId: setTank ? (inventoryId ?? null) : null,
  })),
});

/** The values as one comparable text: 'Save only when changed'. */
export const fingerprint = (values: DeliveryOrderFormValues): string =>
  JSON.stringify([
    (values.deliveryOrderNumber ?? '').trim(),
    (values.transferOrders ?? []).map((line) => [
      line.transferOrderId,
      Number(line.quantity) || 0,
      line.setTank ? line.inventoryId : '',
    ]),
  ]);
