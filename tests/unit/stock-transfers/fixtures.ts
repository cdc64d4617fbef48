import type { StockTransferDetail, StockTransferListItem } from '../../../schemas/stock-transfer.ts';
import type { EntityInventory, UserEntitiesAnswer } from '../../../schemas/user-entities.ts';

const inventory = (
  inventoryId: number,
  tank: string,
  product: 'AGO' | 'PMS',
  adjustedStockBalance?: number,
): EntityInventory => ({
  inventoryId,
  storageTank: { id: inventoryId, number: tank },
  storageTankNumber: tank,
  product: { id: product === 'AGO' ? 1 : 2, name: product },
  productName: product,
  ...(adjustedStockBalance === undefined ? {} : { adjustedStockBalance, stockBalance: adjustedStockBalance }),
});

/** As User/Entities answers the user of Aminata: balances on its own inventories only. */
export const ENTITIES: UserEntitiesAnswer = {
  importers: [
    {
      id: 3,
      name: 'Aminata Petroleum',
      inventories: [
        inventory(7, 'T-01', 'AGO', 120_000),
        inventory(8, 'T-02', 'PMS', 40_000),
        inventory(9, 'T-03', 'PMS', 0),
      ],
      products: [
        { id: 1, name: 'AGO', stockBalance: 120_000, adjustedStockBalance: 120_000 },
        { id: 2, name: 'PMS', stockBalance: 40_000, adjustedStockBalance: 40_000 },
      ],
    },
    {
      id: 4,
      name: 'Bong Fuels',
      inventories: [inventory(10, 'B-01', 'PMS'), inventory(11, 'B-02', 'AGO')],
      products: [
        { id: 1, name: 'AGO' },
        { id: 2, name: 'PMS' },
      ],
    },
  ],
  distributors: [],
};

export function listItem(id: number, overrides: Partial<StockTransferListItem> = {}): StockTransferListItem {
  return {
    id,
    referenceNumber: `ST-${id}`,
    createdDate: '2026-05-04',
    submittedDate: '2026-05-04T09:30:00Z',
    submittedBy: 'Ada Kollie',
    status: 'New',
    stage: 0,
    fromImporter: 'Aminata Petroleum',
    fromInventory: 'T-02',
    toImporter: 'Bong Fuels',
    toInventory: 'B-01',
    productName: 'PMS',
    quantity: 12_000,
    ...overrides,
  };
}

export function detail(overrides: Partial<StockTransferDetail> = {}): StockTransferDetail {
  return {
    id: 21,
    referenceNumber: null,
    status: 'New',
    stage: 0,
    quantity: 12_000,
    createdDate: '2026-05-04',
    submittedDate: '2026-05-04T09:30:00Z',
    submitter: 'Ada Kollie',
    reviewedDate: null,
    reviewedBy: null,
    approvedDate: null,
    approvedBy: null,
    cancelledDate: null,
    cancelledBy: null,
    fromInventory: {
      inventoryId: 8,
      importerId: 3,
      importerName: 'Aminata Petroleum',
      storageTankNumber: 'T-02',
      productName: 'PMS',
    },
    toInventory: {
      inventoryId: 10,
      importerId: 4,
      importerName: 'Bong Fuels',
      storageTankNumber: 'B-01',
      productName: 'PMS',
    },
    documents: [],
    comments: [],
    reviews: [],
    isEditable: false,
    canCancel: false,
    isReviewable: false,
    isApprovable: false,
    canManageDocuments: false,
    canAddComment: false,
    ...overrides,
  };
}
