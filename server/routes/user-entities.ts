import type { FastifyInstance } from 'fastify';
import { type UserEntitiesPayload, userEntitiesSchema } from '../../schemas/user-entities.ts';
import { userEntities } from '../domain/user-entities.ts';
import { yupBody } from '../plugins/validation.ts';

/** POST User/Entities: importers (with inventories) and distributors for the forms' choices. */
export default async function userEntitiesRoutes(app: FastifyInstance) {
  app.post<{ Body: UserEntitiesPayload }>(
    '/User/Entities',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['Users'],
        security: [{ bearer: [] }],
        summary: 'Importers with their inventories and distributors to choose from, scoped to the user',
        body: yupBody(userEntitiesSchema),
      },
    },
    async (request) => userEntities(app.db, request.user, request.body),
  );
}
