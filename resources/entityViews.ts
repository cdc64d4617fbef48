import { ENTITIES } from '../schemas/entities.ts';
import type { EntityParts } from './generated/parts.ts';
import { type EntityResource, generateResource } from './generateResource.tsx';
import { importerParts } from './importers/parts.ts';

/** Entities whose views add a custom part; every other entity is generated from its schema alone. */
const PARTS: Record<string, EntityParts> = { importers: importerParts };

/** Every master-data entity's views, in the admin menu's order (schemas/entities.ts). */
export const ENTITY_VIEWS: EntityResource[] = ENTITIES.map((entity) =>
  generateResource(entity, PARTS[entity.resource]),
);

export const viewsOf = (name: string) => ENTITY_VIEWS.find((r) => r.name === name);
