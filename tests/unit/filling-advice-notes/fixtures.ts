import type { FillingAdviceNoteDetail, NoteDeliveryOrder } from '../../../schemas/filling-advice-note.ts';

export function deliveryOrder(id: number, overrides: Partial<NoteDeliveryOrder> = {}): NoteDeliveryOrder {
  return {
    id,
    deliveryOrderNumber: `DO-${id}`,
    quantity: 6_000,
    status: 'Approved',
    priority: 1,
    productId: 2,
    product: 'PMS',
    importer: 'Aminata Petroleum',
    distributorId: 5,
    distributor: 'Kakata Fuels',
    approvedDate: '2026-05-04T09:30:00Z',
    transferOrders: [
      { id: 40 + id, transferOrderNumber: `TO-${40 + id}`, quantity: 6_000, storageTankNumber: 'T-101' },
    ],
    ...overrides,
  };
}

export function detail(overrides: Partial<FillingAdviceNoteDetail> = {}): FillingAdviceNoteDetail {
  return {
    id: 12,
    vehicleNumber: 'LBR-4471',
    cardNumber: 0,
    product: { id: 2, name: 'PMS' },
    distributor: { id: 5, name: 'Kakata Fuels' },
    quantity: 6_000,
    status: 'New',
    stage: 0,
    createdDate: '2026-05-04T09:30:00Z',
    createdBy: 'Dina Distributor',
    issuedDate: null,
    issuedBy: null,
    compartments: [
      { id: 7, compartmentNumber: 1, quantity: 4_000, destination: 'Monrovia', bayNumber: 0, ...NO_READINGS },
      { id: 8, compartmentNumber: 2, quantity: 2_000, destination: 'Kakata', bayNumber: 0, ...NO_READINGS },
    ],
    deliveryOrders: [deliveryOrder(1)],
    reviews: [],
    comments: [],
    isEditable: false,
    canCancel: true,
    isIssuable: true,
    canAddComment: true,
    ...overrides,
  };
}

/** A compartment answered without readings. */
export const NO_READINGS = {
  grossQuantity: null,
  temperature: null,
  gravity: null,
  volumeTable: null,
  volumeFactor: null,
};
