import TableRowsIcon from '@mui/icons-material/TableRows';
import { ENTITIES } from '../schemas/entities.ts';
import deliveryOrders from './delivery-orders/index.ts';
import distributors from './distributors/index.ts';
import importers from './importers/index.ts';
import { entityResource, type MountedResource } from './mounted.ts';
import products from './products/index.ts';
import stockTransfers from './stock-transfers/index.ts';
import stockUpdates from './stock-updates/index.ts';
import storageTanks from './storage-tanks/index.ts';
import transferOrders from './transfer-orders/index.ts';
import users from './users/index.ts';

const DECLARED: MountedResource[] = [
  users,
  products,
  importers,
  distributors,
  storageTanks,
  stockUpdates,
  stockTransfers,
  transferOrders,
  deliveryOrders,
];

/**
 * Every resource of the app, registered by App.tsx. An entity without a folder of its own (one schema
 * file and one line in schemas/entities.ts) is registered with a generic icon.
 */
export const ALL_RESOURCES: MountedResource[] = [
  ...DECLARED,
  ...ENTITIES.filter((entity) => !DECLARED.some((r) => r.name === entity.resource)).map((entity) =>
    entityResource(entity, TableRowsIcon),
  ),
];
