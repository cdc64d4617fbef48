import type { FastifyInstance } from 'fastify';
import {
  type UserEntitiesPayload,
  userEntitiesAnswer,
  userEntitiesSchema,
} from '../../schemas/user-entities.ts';
import { userEntities } from '../domain/user-entities.ts';
import { answers } from '../plugins/answers.ts';
import { yupBody } from '../plugins/validation.ts';

/** POST User/Entities: importers (with inventories) and distributors for the forms' choices. */
export default async function userEntitiesRoutes(app: FastifyInstance) {
  app.post<{ Body: UserEntitiesPayload }>(
    '/User/Entities',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['Users'],
        security: [{ bearer: [] }],
        operationId: 'listUserEntities',
        summary: 'Importers and distributors to choose from',
        description:
          'Active importers with their inventories, and distributors, for the choices of a form; with ' +
          'ensure...Authorization only those the user is linked to, balances only when asked for.',
        body: yupBody(userEntitiesSchema),
        response: answers(userEntitiesAnswer),
      },
    },
    async (request) => userEntities(app.db, request.user, request.body),
  );
}
