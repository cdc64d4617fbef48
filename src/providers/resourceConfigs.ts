import { ENTITIES } from '../../schemas/entities.ts';
import type { ResourceConfig } from './dataProvider.ts';

/**
 * How each react-admin resource reaches the API. Master-data entities come from schemas/entities.ts:
 * GET {path} answers the whole list. Other resources add their line here.
 */
export const RESOURCE_CONFIGS: Record<string, ResourceConfig> = Object.fromEntries(
  ENTITIES.map((entity) => [entity.resource, { path: entity.path, list: 'all' } satisfies ResourceConfig]),
);
