import type { FastifyInstance } from 'fastify';
import {
  notificationSettingsAnswer,
  notificationSettingsSchema,
  userProfileAnswer,
} from '../../schemas/account.ts';
import { hasRole } from '../../schemas/codes.ts';
import { msg } from '../../schemas/i18n/msg.ts';
import { userProfile } from '../domain/user-profile.ts';
import { notFound } from '../errors.ts';
import { answers } from '../plugins/answers.ts';
import { type YupTypeProvider, yupBody } from '../plugins/validation.ts';
import { idParams, pathId } from './params.ts';

const NOT_FOUND = msg('the.user');

/**
 * GET User/{id} (the spec's client also calls /user/{id}; paths are case-insensitive). Users read their
 * own profile; an administrator reads anyone's, with the admin fields. Anyone else's id answers 404,
 * exactly as an unknown one does.
 */
export default async function userProfileRoutes(app: FastifyInstance) {
  app.get<{ Params: { id: string } }>(
    '/User/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['Users'],
        operationId: 'getUser',
        summary: 'A user profile',
        description:
          "{userDetail} of the profile page; for an administrator also the user's admin fields. Users read " +
          'their own profile only: any other id answers 404, as an unknown one does.',
        security: [{ bearer: [] }],
        params: idParams('id'),
        response: answers(userProfileAnswer),
      },
    },
    async (request) => {
      const id = pathId(request.params.id, NOT_FOUND);
      const isAdmin = hasRole(request.user, 'R500');
      if (id !== request.user.id && !isAdmin) throw notFound(NOT_FOUND);
      const answer = await userProfile(app.db, id, isAdmin);
      if (!answer) throw notFound(NOT_FOUND);
      return answer;
    },
  );

  const typed = app.withTypeProvider<YupTypeProvider>();
  const notifications = {
    tags: ['Users'],
    security: [{ bearer: [] }],
    response: answers(notificationSettingsAnswer),
  };
  const readSettings = async (userId: number) =>
    app.db.db.selectFrom('users').select('mailWaiting').where('id', '=', userId).executeTakeFirstOrThrow();

  typed.get(
    '/Profile/Notifications',
    {
      config: { access: 'signed-in' },
      schema: {
        ...notifications,
        operationId: 'getNotificationSettings',
        summary: "The signed-in user's mail settings",
        description:
          "mailWaiting: whether the hourly mail of what waits for the user ('Waiting for me') goes.",
      },
    },
    async (request) => readSettings(request.user.id),
  );

  typed.put(
    '/Profile/Notifications',
    {
      config: { access: 'signed-in' },
      schema: {
        ...notifications,
        operationId: 'saveNotificationSettings',
        summary: "Changes the signed-in user's mail settings",
        description: 'Turns the hourly mail of what waits for the user on or off; answers the settings now.',
        body: yupBody(notificationSettingsSchema),
      },
    },
    async (request) => {
      await app.db.db
        .updateTable('users')
        .set({ mailWaiting: request.body.mailWaiting })
        .where('id', '=', request.user.id)
        .execute();
      return readSettings(request.user.id);
    },
  );
}
