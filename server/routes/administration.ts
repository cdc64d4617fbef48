import type { FastifyInstance } from 'fastify';
import {
  USER_MESSAGES,
  type UserEntityUpdatePayload,
  type UserPermissionUpdatePayload,
  type UserRoleUpdatePayload,
  userEntityUpdateSchema,
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
import { requireRole } from '../plugins/auth.ts';
import { yupBody } from '../plugins/validation.ts';
import { idParams, pathId } from './params.ts';

const tags = ['Administration'];
const security = [{ bearer: [] }];
const param = (name: string) => ({
  type: 'object',
  properties: { [name]: { type: 'string' } },
  required: [name],
});

/** A user's authorization profile (role R500): role, permissions from that role, entity links. */
export default async function administrationRoutes(app: FastifyInstance) {
  const admin = { onRequest: app.authenticate, preHandler: requireRole(['R500']) };

  app.post<{ Body: UserRoleUpdatePayload }>(
    '/Administration/UpdateUserRole',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Give the user exactly one role of their kind; permissions the role lacks are withdrawn',
        body: yupBody(userRoleUpdateSchema),
      },
    },
    async (request) => {
      await updateUserRole(app.db, request.user.id, request.body);
      return { message: 'User role successfully updated.' };
    },
  );

  app.get<{ Params: { userId: string } }>(
    '/Administration/UserPermissions/:userId',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: "The permissions the user's role carries, those granted selected",
        params: idParams('userId'),
      },
    },
    async (request) => permissionOptions(app.db, pathId(request.params.userId, 'The user')),
  );

  app.post<{ Body: UserPermissionUpdatePayload }>(
    '/Administration/UpdateUserPermission',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Grant (selected) or withdraw the listed permissions; each must be carried by the role',
        body: yupBody(userPermissionUpdateSchema),
      },
    },
    async (request) => {
      await updateUserPermissions(app.db, request.user.id, request.body);
      return { message: 'User permissions successfully updated.' };
    },
  );

  app.get(
    '/Administration/Entity/Search',
    { ...admin, schema: { tags, security, summary: 'An empty search term: refused' } },
    async () => {
      throw badRequest(USER_MESSAGES.entitySearchTermRequired);
    },
  );

  app.get<{ Params: { term: string } }>(
    '/Administration/Entity/Search/:term',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary:
          "Active importers and distributors whose name contains the term; id 'Importer-{id}' or 'Distributor-{id}', code 'Importer' or 'Distributor'",
        params: param('term'),
      },
    },
    async (request) => searchEntities(app.db, request.params.term),
  );

  app.post<{ Body: UserEntityUpdatePayload }>(
    '/Administration/UpdateUserEntity',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Link (selected) or unlink the listed entities of an external user',
        body: yupBody(userEntityUpdateSchema),
      },
    },
    async (request) => {
      await updateUserEntities(app.db, request.user.id, request.body);
      return { message: 'User entities successfully updated.' };
    },
  );
}
