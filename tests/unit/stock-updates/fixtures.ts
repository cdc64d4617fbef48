import { HttpResponse, http } from 'msw';
import type { FiltersAnswer } from '../../../schemas/dashboard.ts';
import type { StockUpdateDetail, StockUpdateListItem } from '../../../schemas/stock-update.ts';
import type { UserEntitiesAnswer } from '../../../schemas/user-entities.ts';
import { api } from '../helpers/server.ts';

export const FILTERS: FiltersAnswer = {
  transferOrderFilter: { stages: [] },
  deliveryOrderFilter: { stages: [], priorities: [] },
  stockUpdateFilter: {
    stages: [
      { key: 0, value: 'New' },
      { key: 10, value: 'Reviewed' },
      { key: 20, value: 'Approved' },
      { key: 30, value: 'Cancelled' },
    ],
    requestTypes: [
      { key: 0, value: 'Shipment' },
      { key: 1, value: 'Shortage Adjustment' },
    ],
  },
  stockTransferFilter: { stages: [] },
  fillingAdviceNoteFilter: { stages: [] },
  entityFilters: {
    products: [
      { key: 1, value: 'AGO' },
      { key: 2, value: 'PMS' },
    ],
    importers: [
      { key: 3, value: 'Aminata Petroleum' },
      { key: 4, value: 'Bong Fuels' },
    ],
    distributors: [],
  },
};

export const filtersHandler = http.get(api('Setting/Filters'), () => HttpResponse.json(FILTERS));

export function listItem(id: number, overrides: Partial<StockUpdateListItem> = {}): StockUpdateListItem {
  return {
    id,
    referenceNumber: `BL-${id}`,
    createdDate: '2026-05-04',
    status: 'New',
    stage: 0,
    stockUpdateType: 0,
    stockUpdateTypeName: 'Shipment',
    importerId: 3,
    importer: 'Aminata Petroleum',
    submittedBy: 'Ada Kollie',
    submittedDate: '2026-05-04T09:30:00Z',
    quantity: 12000,
    productNames: 'AGO, PMS',
    ...overrides,
  };
}

export function detail(overrides: Partial<StockUpdateDetail> = {}): StockUpdateDetail {
  return {
    id: 12,
    referenceNumber: 'BL-12',
    status: 'New',
    stage: 0,
    stockUpdateType: 0,
    stockUpdateTypeName: 'Shipment',
    importer: { id: 3, name: 'Aminata Petroleum' },
    quantity: 15000,
    createdDate: '2026-05-04',
    submittedDate: '2026-05-04T09:30:00Z',
    submitter: 'Ada Kollie',
    reviewedDate: null,
    reviewedBy: null,
    approvedDate: null,
    approvedBy: null,
    cancelledDate: null,
    cancelledBy: null,
    inventories: [
      { inventoryId: 7, storageTankNumber: 'T-01', productName: 'AGO', quantity: 10000, ...NO_READINGS },
      { inventoryId: 8, storageTankNumber: 'T-02', productName: 'PMS', quantity: 5000, ...NO_READINGS },
    ],
    documents: [],
    comments: [],
    reviews: [],
    history: [],
    isEditable: false,
    canCancel: false,
    isReviewable: false,
    isApprovable: false,
    canManageDocuments: false,
    canAddComment: false,
    ...overrides,
  };
}

export const ENTITIES: UserEntitiesAnswer = {
  importers: [
    {
      id: 3,
      name: 'Aminata Petroleum',
      inventories: [
        {
          inventoryId: 7,
          storageTank: { id: 1, number: 'T-01' },
          storageTankNumber: 'T-01',
          product: { id: 1, name: 'AGO' },
          productName: 'AGO',
          adjustedStockBalance: 120000,
        },
        {
          inventoryId: 8,
          storageTank: { id: 2, number: 'T-02' },
          storageTankNumber: 'T-02',
          product: { id: 2, name: 'PMS' },
          productName: 'PMS',
          adjustedStockBalance: -1500,
        },
      ],
      products: [
        { id: 1, name: 'AGO' },
        { id: 2, name: 'PMS' },
      ],
    },
    { id: 4, name: 'Bong Fuels', inventories: [], products: [] },
  ],
  distributors: [],
};

/** A line answered without readings. */
export const NO_READINGS = {
  grossQuantity: null,
  temperature: null,
  gravity: null,
  volumeTable: null,
  volumeFactor: null,
  measuredVolume: null,
};
