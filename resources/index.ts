import TableRowsIcon from '@mui/icons-material/TableRows';
import type { ComponentType } from 'react';
import type { RaRecord } from 'react-admin';
import { ENTITIES } from '../schemas/entities.ts';
import distributors from './distributors/index.ts';
import { type EntityResource, generateResource } from './generateResource.tsx';
import importers from './importers/index.ts';
import products from './products/index.ts';
import stockUpdates from './stock-updates/index.ts';
import storageTanks from './storage-tanks/index.ts';
import users from './users/index.ts';

/** What App.tsx registers of each resource with <Resource>. */
export interface MountedResource {
  name: string;
  icon: ComponentType;
  recordRepresentation: string | ((record: RaRecord) => string);
}

const DECLARED: EntityResource[] = [products, importers, distributors, storageTanks];

/**
 * The master-data resources in the admin menu's order (schemas/entities.ts). An entity without a
 * folder of its own is generated from its schema alone: one schema file and one registry line.
 */
export const RESOURCES: EntityResource[] = ENTITIES.map(
  (entity) => DECLARED.find((r) => r.name === entity.resource) ?? generateResource(entity, TableRowsIcon),
);

export const resourceOf = (name: string) => RESOURCES.find((r) => r.name === name);

/** Every resource of the app, mounted by App.tsx. */
export const ALL_RESOURCES: MountedResource[] = [users, ...RESOURCES, stockUpdates];
