import type { MovementTransaction } from '../../../schemas/reports/answers.ts';

// Where a report line opens its record (spec part 2: Importation or Adjustment -> the stock request,
// Stock Transfer -> the stock transfer, Sale -> the delivery order).

const BY_SOURCE: Record<string, string> = {
  StockUpdate: '/stock-request/detail',
  StockTransfer: '/stock-transfer/detail',
  DeliveryOrder: '/delivery-order-detail',
};

const SOURCE_OF_TYPE: Record<MovementTransaction['type'], string> = {
  Importation: 'StockUpdate',
  Adjustment: 'StockUpdate',
  'Stock Transfer': 'StockTransfer',
  Sale: 'DeliveryOrder',
};

/** The detail page of a ledger source ('StockUpdate', 12), or null for a source the console has not. */
export const recordPage = (sourceType: string, id: number): string | null =>
  BY_SOURCE[sourceType] ? `${BY_SOURCE[sourceType]}/${id}` : null;

/** The detail page of a Product Movement line. */
export const transactionPage = (type: MovementTransaction['type'], id: number) =>
  recordPage(SOURCE_OF_TYPE[type], id);
