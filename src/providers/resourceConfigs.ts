import { documentTypeOf } from '../../schemas/codes.ts';
import { ENTITIES } from '../../schemas/entities.ts';
import { stockTransferWorkflow } from '../../schemas/workflows/stock-transfer.ts';
import { stockUpdateWorkflow } from '../../schemas/workflows/stock-update.ts';
import type { ResourceConfig } from './dataProvider.ts';
import { workflowAction } from './recordMethods.ts';

/** POST User/Entities for a submit form: the importers the user may submit for, with adjusted balances. */
const SUBMITTER_ENTITIES = {
  includeImporters: true,
  includeDistributors: false,
  ensureImporterAuthorization: true,
  ensureDistributorAuthorization: false,
  calculateAdjustedStockBalance: true,
};

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
    // Origins from the user's own importers (those User/Entities gives balances of), destinations from all.
    creationInfo: {
      method: 'POST',
      path: 'User/Entities',
      body: { ...SUBMITTER_ENTITIES, ensureImporterAuthorization: false },
    },
    action: workflowAction(stockTransferWorkflow, 'StatusUpdate'),
  },
};
