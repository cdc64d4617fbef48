import type { ComponentType } from 'react';
import type { RaRecord } from 'react-admin';
import type { EntityDefinition } from '../schemas/entity.ts';

/** What App.tsx registers of a resource with <Resource>: light, so the app's first load stays small. */
export interface MountedResource {
  name: string;
  icon: ComponentType;
  recordRepresentation: string | ((record: RaRecord) => string);
}

/** A master-data entity as a resource: its name and display field from its schema, and its icon. */
export const entityResource = (entity: EntityDefinition, icon: ComponentType): MountedResource => ({
  name: entity.resource,
  icon,
  recordRepresentation: entity.display,
});
