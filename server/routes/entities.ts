import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import { ENTITIES } from '../../schemas/entities.ts';
import { type EntityDefinition, payloadSchema } from '../../schemas/entity.ts';
import { createRecord, getRecord, listRecords, updateRecord } from '../domain/entities/crud.ts';
import { requireRole } from '../plugins/auth.ts';
import { yupBody } from '../plugins/validation.ts';
import { idParams, pathId } from './params.ts';

const security = [{ bearer: [] }];
const anyone: preHandlerHookHandler = async () => {};

/**
 * GET X, GET X/{id}, POST X and PUT X for every entity of schemas/entities.ts, validated by the entity's
 * own schema (the one its browser form uses). Writes need the entity's write roles; reads its read
 * roles, with external users limited to their linked importers or distributors (others 404).
 */
export function registerEntity(app: FastifyInstance, entity: EntityDefinition) {
  const tags = [entity.path];
  const { read, write } = entity.access;
  const readGuard = read === 'signed-in' ? anyone : requireRole([...read]);
  const writeGuard = requireRole([...write]);
  const base = `/${entity.path}`;
  const plural = entity.pluralLabel.toLowerCase();

  app.get(
    base,
    {
      onRequest: app.authenticate,
      preHandler: readGuard,
      schema: {
        tags,
        security,
        summary: `Every ${entity.label.toLowerCase()} the user may see, by ${entity.display}`,
      },
    },
    async (request) => listRecords(app.db, entity, request.user),
  );

  app.get(
    `${base}/:id`,
    {
      onRequest: app.authenticate,
      preHandler: readGuard,
      schema: {
        tags,
        security,
        params: idParams('id'),
        summary: `One of the ${plural}; 404 when not visible`,
      },
    },
    async (request) => {
      const id = pathId((request.params as { id: string }).id, `The ${entity.label.toLowerCase()}`);
      return getRecord(app.db, entity, id, request.user);
    },
  );

  app.post(
    base,
    {
      onRequest: app.authenticate,
      // Before the body is validated: a caller who may not write learns nothing about the payload.
      preValidation: writeGuard,
      schema: {
        tags,
        security,
        summary: `Add a ${entity.label.toLowerCase()}; answers the new record`,
        body: yupBody(payloadSchema(entity, 'create')),
      },
    },
    async (request) => createRecord(app.db, entity, request.body as Record<string, unknown>, request.user),
  );

  app.put(
    base,
    {
      onRequest: app.authenticate,
      // Before the body is validated: a caller who may not write learns nothing about the payload.
      preValidation: writeGuard,
      schema: {
        tags,
        security,
        summary: `Update a ${entity.label.toLowerCase()}; answers the record`,
        body: yupBody(payloadSchema(entity, 'edit')),
      },
    },
    async (request) =>
      updateRecord(app.db, entity, request.body as Record<string, unknown> & { id: number }, request.user),
  );
}

export default async function entityRoutes(app: FastifyInstance) {
  for (const entity of ENTITIES) registerEntity(app, entity);
}
