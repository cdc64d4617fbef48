import type { FastifyInstance } from 'fastify';
import { a, messageAnswer } from '../../schemas/answer.ts';
import { msg } from '../../schemas/i18n/msg.ts';
import {
  entityOptionAnswer,
  type UserEntityUpdatePayload,
  type UserPermissionUpdatePayload,
  type UserRoleUpdatePayload,
  userEntityUpdateSchema,
  userPermissionOptionAnswer,
  userPermissionUpdateSchema,
  userRoleUpdateSchema,
} from '../../schemas/user.ts';
import {
  permissionOptions,
  searchEntities,
  updateUserEntities,
  updateUserPermissions,
  updateUserRole,
} from '../domain/user-authorization.ts';
import { badRequest } from '../errors.ts';
import { say } from '../i18n/index.ts';
import { answers, refusals } from '../plugins/answers.ts';
import { requireRole } from '../plugins/auth.ts';
import { yupBody } from '../plugins/validation.ts';
import { idParams, pathId, pathText, textParams } from './params.ts';

const tags = ['Administration'];
const security = [{ bearer: [] }];

/** A user's authorization profile (role R500): role, permissions from that role, entity links. */
export default async function administrationRoutes(app: FastifyInstance) {
  const admin = { preValidation: requireRole(['R500']) };

  app.post<{ Body: UserRoleUpdatePayload }>(
    '/Administration/UpdateUserRole',
    {
      ...admin,
      config: { changesAccess: true },
      schema: {
        tags,
        security,
        operationId: 'updateUserRole',
        summary: "Set a user's role",
        description:
          "Exactly one role of the user's kind (internal or external) is selected; permissions the new " +
          'role does not carry are withdrawn.',
        body: yupBody(userRoleUpdateSchema),
        response: answers(messageAnswer),
      },
    },
    async (request) => {
      await updateUserRole(app.db, request.user.id, request.body);
      return { message: say('server.users.roleUpdated') };
    },
  );

  app.get<{ Params: { userId: string } }>(
    '/Administration/UserPermissions/:userId',
    {
      ...admin,
      schema: {
        tags,
        security,
        operationId: 'listUserPermissions',
        summary: "A user's permission choices",
        description: "The permissions the user's role carries; those granted to the user are selected.",
        params: idParams('userId'),
        response: answers(a.list(userPermissionOptionAnswer)),
      },
    },
    async (request) => permissionOptions(app.db, pathId(request.params.userId, msg('the.user'))),
  );

  app.post<{ Body: UserPermissionUpdatePayload }>(
    '/Administration/UpdateUserPermission',
    {
      ...admin,
      config: { changesAccess: true },
      schema: {
        tags,
        security,
        operationId: 'updateUserPermissions',
        summary: "Grant or withdraw a user's permissions",
        description:
          'The listed permissions are granted (selected) or withdrawn; each must be carried by the role.',
        body: yupBody(userPermissionUpdateSchema),
        response: answers(messageAnswer),
      },
    },
    async (request) => {
      await updateUserPermissions(app.db, request.user.id, request.body);
      return { message: say('server.users.permissionsUpdated') };
    },
  );

  app.get(
    '/Administration/Entity/Search',
    // The spec's text for an empty term; documented with Administration/Entity/Search/{term}.
    { ...admin, schema: { hide: true, response: refusals() } },
    async () => {
      throw badRequest(msg('user.entitySearchTermRequired'));
    },
  );

  app.get<{ Params: { term: string } }>(
    '/Administration/Entity/Search/:term',
    {
      ...admin,
      schema: {
        tags,
        security,
        operationId: 'searchEntities',
        summary: 'Find importers and distributors to link',
        description:
          "Active importers and distributors whose name contains the term, with id 'Importer-{id}' or " +
          "'Distributor-{id}' and code 'Importer' or 'Distributor'. An empty term answers 400.",
        params: textParams(100, 'term'),
        response: answers(a.list(entityOptionAnswer)),
      },
    },
    async (request) =>
      searchEntities(
        app.db,
        pathText(request.params.term, 'Search term', {
          max: 100,
          field: 'term',
          required: msg('user.entitySearchTermRequired'),
        }),
      ),
  );

  app.post<{ Body: UserEntityUpdatePayload }>(
    '/Administration/UpdateUserEntity',
    {
      ...admin,
      config: { changesAccess: true },
      schema: {
        tags,
        security,
        operationId: 'updateUserEntities',
        summary: "Link or unlink a user's entities",
        description:
          'The listed importers and distributors are linked to the external user (selected) or unlinked.',
        body: yupBody(userEntityUpdateSchema),
        response: answers(messageAnswer),
      },
    },
    async (request) => {
      await updateUserEntities(app.db, request.user.id, request.body);
      return { message: say('server.users.entitiesUpdated') };
    },
  );
}
