import { documentTypeOf } from '../../schemas/codes.ts';
import { ENTITIES } from '../../schemas/entities.ts';
import {
  STOCK_TRANSFER_ENTITIES,
  SUBMITTER_ENTITIES,
  TRANSFER_ORDER_ENTITIES,
} from '../../schemas/entity-choices.ts';
import { deliveryOrderWorkflow } from '../../schemas/workflows/delivery-order.ts';
import { stockTransferWorkflow } from '../../schemas/workflows/stock-transfer.ts';
import { stockUpdateWorkflow } from '../../schemas/workflows/stock-update.ts';
import { transferOrderWorkflow } from '../../schemas/workflows/transfer-order.ts';
import type { ResourceConfig } from './dataProvider.ts';
import { workflowAction } from './recordMethods.ts';

/**
 * How each react-admin resource reaches the API. Master-data entities come from schemas/entities.ts
 * (GET {path} answers the whole list); every other resource has its line here.
 */
export const RESOURCE_CONFIGS: Record<string, ResourceConfig> = {
  ...Object.fromEntries(
    ENTITIES.map((entity) => [entity.resource, { path: entity.path, list: 'all' } satisfies ResourceConfig]),
  ),
  users: { path: 'User' },
  'stock-updates': {
    path: 'StockUpdate',
    idKey: 'stockUpdateId',
    documentType: documentTypeOf(stockUpdateWorkflow.record),
    editInfo: 'GetEditInfo',
    creationInfo: { method: 'POST', path: 'User/Entities', body: SUBMITTER_ENTITIES },
    action: workflowAction(stockUpdateWorkflow, 'StatusUpdate'),
  },
  'stock-transfers': {
    path: 'StockTransfer',
    documentType: documentTypeOf(stockTransferWorkflow.record),
    editInfo: 'GetEditInfo',
    creationInfo: { method: 'POST', path: 'User/Entities', body: STOCK_TRANSFER_ENTITIES },
    action: workflowAction(stockTransferWorkflow, 'StatusUpdate'),
  },
  'transfer-orders': {
    path: 'TransferOrder',
    documentType: documentTypeOf(transferOrderWorkflow.record),
    editInfo: 'GetEditInfo',
    creationInfo: { method: 'POST', path: 'User/Entities', body: TRANSFER_ORDER_ENTITIES },
    action: workflowAction(transferOrderWorkflow, 'Actions', { id: 'transferOrderId', code: 'actionCode' }),
  },
  'delivery-orders': {
    path: 'DeliveryOrder',
    idKey: 'deliveryOrderId',
    documentType: documentTypeOf(deliveryOrderWorkflow.record),
    editInfo: 'DoForEdit',
    creationInfo: { method: 'GET', path: 'DeliveryOrder/DeliveryOrderCreationInfo' },
    action: workflowAction(deliveryOrderWorkflow, 'StatusUpdate', { id: 'deliveryOrderId', code: 'status' }),
  },
};
