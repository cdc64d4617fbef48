import type { FastifyInstance } from 'fastify';
import { a, messageAnswer } from '../../schemas/answer.ts';
import { msg } from '../../schemas/i18n/msg.ts';
import {
  type RegistrationPayload,
  registeredAnswer,
  registrationSchema,
  type UserUpdatePayload,
  userListAnswer,
  userListQuerySchema,
  userRoleOptionAnswer,
  userSearchAnswer,
  userUpdateSchema,
} from '../../schemas/user.ts';
import { accountMailContext } from '../domain/account-mail.ts';
import { sendEmailConfirmation } from '../domain/email-confirmation.ts';
import { listUsers, registerUser, searchUsers, updateUser } from '../domain/managed-users.ts';
import { roleOptions } from '../domain/user-authorization.ts';
import { badRequest } from '../errors.ts';
import { say } from '../i18n/index.ts';
import { answers, refusals } from '../plugins/answers.ts';
import { requireRole } from '../plugins/auth.ts';
import { type YupTypeProvider, yupBody } from '../plugins/validation.ts';
import { idParams, pathId, pathText, textParams } from './params.ts';

const tags = ['Users'];
const security = [{ bearer: [] }];

/** The administrator's user calls (role R500): search, register, edit, and the role choices. */
export default async function userRoutes(app: FastifyInstance) {
  const admin = { preValidation: requireRole(['R500']) };

  app.get(
    '/User/Search',
    // The spec's text for an empty term; documented with User/Search/{term}.
    { ...admin, schema: { hide: true, response: refusals() } },
    async () => {
      throw badRequest(msg('user.userSearchTermRequired'));
    },
  );

  app.get<{ Params: { term: string } }>(
    '/User/Search/:term',
    {
      ...admin,
      schema: {
        tags,
        security,
        operationId: 'searchUsers',
        summary: 'Find users',
        description:
          'Users whose name or e-mail contains the term, case-insensitively; at most 50, by name. An empty ' +
          'term answers 400.',
        params: textParams(100, 'term'),
        response: answers(userSearchAnswer),
      },
    },
    async (request) => {
      const term = pathText(request.params.term, 'Search term', {
        max: 100,
        field: 'term',
        required: msg('user.userSearchTermRequired'),
      });
      return { users: await searchUsers(app.db, term) };
    },
  );

  app.withTypeProvider<YupTypeProvider>().get(
    '/User/List',
    {
      ...admin,
      schema: {
        tags,
        security,
        operationId: 'listUsers',
        summary: 'List users, page by page',
        description:
          'Every user, or those whose name or e-mail contains the term, by name, 20 a page, with the total; ' +
          'each with its role and status (Active, Inactive, or Awaiting activation until a password is set).',
        querystring: yupBody(userListQuerySchema),
        response: answers(userListAnswer),
      },
    },
    async (request) => listUsers(app.db, request.query),
  );

  app.post<{ Body: RegistrationPayload }>(
    '/Account/Register',
    {
      ...admin,
      schema: {
        tags,
        security,
        operationId: 'registerUser',
        summary: 'Register a user',
        description:
          'A new internal or external user, without a password: the activation e-mail lets them set one.',
        body: yupBody(registrationSchema),
        response: answers(registeredAnswer),
      },
    },
    async (request) => {
      const userId = await registerUser(app.db, request.user.id, request.body);
      return { userId, message: say('server.users.registered') };
    },
  );

  app.put<{ Body: UserUpdatePayload }>(
    '/User',
    {
      ...admin,
      config: { changesAccess: true },
      schema: {
        tags,
        security,
        operationId: 'updateUser',
        summary: 'Edit a user',
        description:
          "Names, phone, e-mail and active flag. Deactivation ends the user's sessions at once; a new e-mail " +
          'is mailed a confirmation link.',
        body: yupBody(userUpdateSchema),
        response: answers(messageAnswer),
      },
    },
    async (request) => {
      await updateUser(app.db, request.user.id, request.body, (tx, userId) =>
        sendEmailConfirmation(accountMailContext(app, request, tx), userId),
      );
      return { message: say('server.users.updated') };
    },
  );

  app.get<{ Params: { userId: string } }>(
    '/Role/User/:userId',
    {
      ...admin,
      schema: {
        tags,
        security,
        operationId: 'listUserRoles',
        summary: "A user's role choices",
        description: "The roles of the user's kind (internal or external), the current one selected.",
        params: idParams('userId'),
        response: answers(a.list(userRoleOptionAnswer)),
      },
    },
    async (request) => roleOptions(app.db, pathId(request.params.userId, msg('the.user'))),
  );
}
