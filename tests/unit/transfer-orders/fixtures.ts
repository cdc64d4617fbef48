import { HttpResponse, http } from 'msw';
import type { FiltersAnswer } from '../../../schemas/dashboard.ts';
import type {
  TransferOrderDetail,
  TransferOrderEditInfo,
  TransferOrderListItem,
} from '../../../schemas/transfer-order.ts';
import type { UserEntitiesAnswer } from '../../../schemas/user-entities.ts';
import { stageOptions } from '../../../schemas/workflows/engine.ts';
import { transferOrderWorkflow } from '../../../schemas/workflows/transfer-order.ts';
import { api } from '../helpers/server.ts';

export const FILTERS: FiltersAnswer = {
  transferOrderFilter: { stages: stageOptions(transferOrderWorkflow) },
  deliveryOrderFilter: { stages: [], priorities: [] },
  stockUpdateFilter: { stages: [], requestTypes: [] },
  stockTransferFilter: { stages: [] },
  entityFilters: {
    products: [
      { key: 1, value: 'AGO' },
      { key: 2, value: 'PMS' },
    ],
    importers: [{ key: 3, value: 'Aminata Petroleum' }],
    distributors: [
      { key: 5, value: 'Kakata Fuels' },
      { key: 6, value: 'Gbarnga Gas' },
    ],
  },
};

export const filtersHandler = http.get(api('Setting/Filters'), () => HttpResponse.json(FILTERS));

export function listItem(id: number, overrides: Partial<TransferOrderListItem> = {}): TransferOrderListItem {
  return {
    id,
    transferOrderNumber: `TO-${id}`,
    status: { progress: 10, value: 'Finance' },
    quantity: 15000,
    createdDate: '2026-05-04T09:30:00Z',
    createdBy: 'Ada Kollie',
    importerId: 3,
    importer: 'Aminata Petroleum',
    distributorId: 5,
    distributor: 'Kakata Fuels',
    productId: 1,
    product: 'AGO',
    ...overrides,
  };
}

const NO_FLAGS = {
  isEditable: false,
  canManageDocuments: false,
  canCancel: false,
  canReview: false,
  canApprove: false,
};

export function detail(
  overrides: Partial<Omit<TransferOrderDetail, 'setting'>> & {
    setting?: Partial<TransferOrderDetail['setting']>;
  } = {},
): TransferOrderDetail {
  const { setting, ...rest } = overrides;
  return {
    id: 12,
    transferOrderNumber: 'TO-12',
    importer: { id: 3, name: 'Aminata Petroleum' },
    distributor: { id: 5, name: 'Kakata Fuels' },
    product: { id: 1, name: 'AGO' },
    quantity: 15000,
    totalDeliveryOrderQuantity: 0,
    availableQuantity: 15000,
    status: { progress: 10, value: 'Finance' },
    createdDate: '2026-05-04T09:30:00Z',
    createdBy: 'Ada Kollie',
    submittedBy: 'Ada Kollie',
    deliveryOrders: [],
    documents: [],
    reviews: [],
    comments: [],
    setting: { ...NO_FLAGS, ...setting },
    canAddComment: true,
    ...rest,
  };
}

const inventory = (inventoryId: number, productId: number, productName: string) => ({
  inventoryId,
  storageTank: { id: inventoryId, number: `T-0${inventoryId}` },
  storageTankNumber: `T-0${inventoryId}`,
  product: { id: productId, name: productName },
  productName,
});

export const ENTITIES: UserEntitiesAnswer = {
  importers: [
    {
      id: 3,
      name: 'Aminata Petroleum',
      inventories: [inventory(7, 1, 'AGO'), inventory(8, 2, 'PMS')],
      products: [
        { id: 1, name: 'AGO', stockBalance: 180000, adjustedStockBalance: 170000, availableBalance: 120000 },
        { id: 2, name: 'PMS', stockBalance: 30000, adjustedStockBalance: 20000, availableBalance: -5000 },
      ],
    },
    {
      id: 4,
      name: 'Bong Fuels',
      inventories: [inventory(9, 2, 'PMS')],
      products: [
        { id: 2, name: 'PMS', stockBalance: 90000, adjustedStockBalance: 90000, availableBalance: 65000 },
      ],
    },
  ],
  distributors: [
    { id: 5, name: 'Kakata Fuels' },
    { id: 6, name: 'Gbarnga Gas' },
  ],
};

export const EDIT_INFO: TransferOrderEditInfo = {
  ...ENTITIES,
  transferOrder: {
    id: 12,
    transferOrderNumber: 'TO-12',
    importerId: 3,
    productId: 1,
    quantity: 15000,
    distributorId: 5,
  },
};
