import { ENTITIES } from '../schemas/entities.ts';
import { type EntityResource, generateResource } from './generateResource.tsx';
import importers from './importers/index.ts';

/** Entities whose views add a custom part; every other entity is generated from its schema alone. */
const CUSTOM: EntityResource[] = [importers];

export const RESOURCES: EntityResource[] = ENTITIES.map(
  (entity) => CUSTOM.find((r) => r.name === entity.resource) ?? generateResource(entity),
);

export const resourceOf = (name: string) => RESOURCES.find((r) => r.name === name);
