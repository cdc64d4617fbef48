import type { FilterDeclaration } from '../types.ts';

// The filters record lists share (their keys are the shared search schemas'): a list declares its own
// stage or type select and takes these as they are.

/** Created from / created to, yyyy-MM-dd (schemas/search.ts createdRange). */
export const CREATED_RANGE: FilterDeclaration = {
  kind: 'dateRange',
  from: 'createdFrom',
  to: 'createdTo',
  fromLabel: 'kit.list.createdFrom',
  toLabel: 'kit.list.createdTo',
};

/** 'Waiting for me': the records whose next step the user may take (schemas/search.ts waitingFilter). */
export const WAITING_FILTER: FilterDeclaration = {
  kind: 'flag',
  key: 'waiting',
  label: 'kit.list.waitingForMe',
};

/** The entity selects of GET Setting/Filters (entityFilters), scoped to the user by the server. */
export const PRODUCT_FILTER: FilterDeclaration = {
  kind: 'select',
  key: 'productId',
  label: 'kit.list.product',
  options: (o) => o.entityFilters?.products,
};
export const IMPORTER_FILTER: FilterDeclaration = {
  kind: 'select',
  key: 'importerId',
  label: 'kit.list.importer',
  options: (o) => o.entityFilters?.importers,
};
export const DISTRIBUTOR_FILTER: FilterDeclaration = {
  kind: 'select',
  key: 'distributorId',
  label: 'kit.list.distributor',
  options: (o) => o.entityFilters?.distributors,
};
