import { distributor } from './distributor.ts';
import type { EntityDefinition } from './entity.ts';
import { importer } from './importer.ts';
import { product } from './product.ts';
import { storageTank } from './storage-tank.ts';

/**
 * Every master-data entity, in admin-menu order. One line here gives an entity its API (GET, GET {id},
 * POST, PUT under /api/v1, in OpenAPI) and its admin portal views.
 */
export const ENTITIES: EntityDefinition[] = [product, importer, distributor, storageTank];

export const findEntity = (resource: string) => ENTITIES.find((e) => e.resource === resource);
