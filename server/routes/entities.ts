import type { FastifyInstance } from 'fastify';
import { a } from '../../schemas/answer.ts';
import { ENTITIES } from '../../schemas/entities.ts';
import { type EntityDefinition, entityText, payloadSchema } from '../../schemas/entity.ts';
import { createRecord, getRecord, listRecords, updateRecord } from '../domain/entities/crud.ts';
import { answers } from '../plugins/answers.ts';
import { requireRole } from '../plugins/auth.ts';
import { type YupTypeProvider, yupBody } from '../plugins/validation.ts';
import { idParams, pathId } from './params.ts';

const security = [{ bearer: [] }];

/**
 * GET X, GET X/{id}, POST X and PUT X for every entity of schemas/entities.ts, validated by the entity's
 * own schema (the one its browser form uses). Writes need the entity's write roles; reads its read
 * roles, with external users limited to their linked importers or distributors (others 404).
 */
export function registerEntity(instance: FastifyInstance, entity: EntityDefinition) {
  const app = instance.withTypeProvider<YupTypeProvider>();
  const tags = [entity.path];
  const { read, write } = entity.access;
  // Read by any signed-in user (scoped by the entity's links), or by the entity's read roles.
  const readGuard =
    read === 'signed-in'
      ? { config: { access: 'signed-in' as const } }
      : { preValidation: requireRole([...read]) };
  const writeGuard = requireRole([...write]);
  const base = `/${entity.path}`;
  const plural = entity.pluralLabel.toLowerCase();
  const label = entity.label.toLowerCase();
  const scope = entity.access.scope
    ? ` External users see only the ${plural} they are linked to (others answer 404).`
    : '';

  app.get(
    base,
    {
      ...readGuard,
      schema: {
        tags,
        security,
        operationId: `list${entity.path}s`,
        summary: `Every ${label} the user may see`,
        description: `Sorted by ${entity.display}.${scope}`,
        response: answers(a.list(entity.answer)),
      },
    },
    async (request) => listRecords(app.db, entity, request.user),
  );

  app.get(
    `${base}/:id`,
    {
      ...readGuard,
      schema: {
        tags,
        security,
        operationId: `get${entity.path}`,
        summary: `One of the ${plural}`,
        description: `An unknown id answers 404.${scope}`,
        params: idParams('id'),
        response: answers(entity.detailAnswer),
      },
    },
    async (request) => {
      const id = pathId(request.params.id, entityText(entity, 'The'));
      return getRecord(app.db, entity, id, request.user);
    },
  );

  app.post(
    base,
    {
      // Before the body is validated: a caller who may not write learns nothing about the payload.
      preValidation: writeGuard,
      schema: {
        tags,
        security,
        operationId: `create${entity.path}`,
        summary: `Add a ${label}`,
        description: `Answers the new record, as GET ${entity.path}/{id} does.`,
        body: yupBody(payloadSchema(entity, 'create')),
        response: answers(entity.detailAnswer),
      },
    },
    async (request) => createRecord(app.db, entity, request.body, request.user),
  );

  app.put(
    base,
    {
      // Before the body is validated: a caller who may not write learns nothing about the payload.
      preValidation: writeGuard,
      schema: {
        tags,
        security,
        operationId: `update${entity.path}`,
        summary: `Update a ${label}`,
        description: `The payload carries the id. Answers the record, as GET ${entity.path}/{id} does.`,
        body: yupBody(payloadSchema(entity, 'edit')),
        response: answers(entity.detailAnswer),
      },
    },
    async (request) => updateRecord(app.db, entity, request.body, request.user),
  );
}

export default async function entityRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<YupTypeProvider>();
  for (const entity of ENTITIES) registerEntity(app, entity);
}
