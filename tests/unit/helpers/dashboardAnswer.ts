import type { DashboardAnswer, DashboardSettings } from '../../../schemas/dashboard.ts';

export const NO_FLAGS: DashboardSettings = {
  showStockUpdatesList: false,
  showStockTransfersList: false,
  showTranfersOrdersList: false,
  showDeliveryOrdersList: false,
  showFanList: false,
  canCreateStockUpdates: false,
  canCreateStockTransfers: false,
  canCreateTranfersOrders: false,
  canCreateDeliveryOrders: false,
  canCreateFan: false,
  isInternal: false,
};

export function dashboardAnswer(overrides: Partial<DashboardAnswer> = {}): DashboardAnswer {
  return {
    transferOrders: [],
    deliveryOrders: [],
    fillingAdviceNotes: [],
    stocksUpdates: [],
    stocksTransfers: [],
    settings: NO_FLAGS,
    daysOfCover: null,
    ...overrides,
  };
}
