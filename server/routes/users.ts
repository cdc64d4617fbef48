import type { FastifyInstance } from 'fastify';
import {
  type RegistrationPayload,
  registrationSchema,
  USER_MESSAGES,
  type UserUpdatePayload,
  userUpdateSchema,
} from '../../schemas/user.ts';
import { accountMailContext } from '../domain/account-mail.ts';
import { sendEmailConfirmation } from '../domain/email-confirmation.ts';
import { registerUser, searchUsers, updateUser } from '../domain/managed-users.ts';
import { roleOptions } from '../domain/user-authorization.ts';
import { badRequest } from '../errors.ts';
import { requireRole } from '../plugins/auth.ts';
import { yupBody } from '../plugins/validation.ts';
import { idParams, pathId } from './params.ts';

const tags = ['Users'];
const security = [{ bearer: [] }];
const param = (name: string) => ({
  type: 'object',
  properties: { [name]: { type: 'string' } },
  required: [name],
});

/** The administrator's user calls (role R500): search, register, edit, and the role choices. */
export default async function userRoutes(app: FastifyInstance) {
  const admin = { onRequest: app.authenticate, preHandler: requireRole(['R500']) };

  app.get(
    '/User/Search',
    { ...admin, schema: { tags, security, summary: 'An empty search term: refused' } },
    async () => {
      throw badRequest(USER_MESSAGES.userSearchTermRequired);
    },
  );

  app.get<{ Params: { term: string } }>(
    '/User/Search/:term',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Users whose name or e-mail contains the term (case-insensitive, at most 50)',
        params: param('term'),
      },
    },
    async (request) => ({ users: await searchUsers(app.db, request.params.term) }),
  );

  app.post<{ Body: RegistrationPayload }>(
    '/Account/Register',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Register a user (no password yet: the activation e-mail lets them set one)',
        body: yupBody(registrationSchema),
      },
    },
    async (request) => {
      const userId = await registerUser(app.db, request.user.id, request.body);
      return { userId, message: 'User successfully registered.' };
    },
  );

  app.put<{ Body: UserUpdatePayload }>(
    '/User',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Edit a user; deactivation ends their sessions, a new e-mail needs confirming',
        body: yupBody(userUpdateSchema),
      },
    },
    async (request) => {
      await updateUser(app.db, request.user.id, request.body, (tx, userId) =>
        sendEmailConfirmation(accountMailContext(app, request, tx), userId),
      );
      return { message: 'User successfully updated.' };
    },
  );

  app.get<{ Params: { userId: string } }>(
    '/Role/User/:userId',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: "The roles of the user's kind (internal or external), the current one selected",
        params: idParams('userId'),
      },
    },
    async (request) => roleOptions(app.db, pathId(request.params.userId, 'The user')),
  );
}
