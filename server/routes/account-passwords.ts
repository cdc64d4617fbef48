import type { FastifyInstance } from 'fastify';
import {
  type ChangePasswordPayload,
  changePasswordSchema,
  type ForgotPasswordPayload,
  forgotPasswordSchema,
  type ResetPasswordPayload,
  resetPasswordSchema,
} from '../../schemas/account.ts';
import { messageAnswer } from '../../schemas/answer.ts';
import { accountMailContext } from '../domain/account-mail.ts';
import { changePassword, requestPasswordReset, resetPassword } from '../domain/account-passwords.ts';
import { answers } from '../plugins/answers.ts';
import { yupBody } from '../plugins/validation.ts';

const tags = ['Account'];

/** Forgot, reset and change password. */
export default async function accountPasswordRoutes(app: FastifyInstance) {
  app.post<{ Body: ForgotPasswordPayload }>(
    '/Account/ForgotPassword',
    {
      config: { access: 'open' },
      schema: {
        tags,
        operationId: 'forgotPassword',
        summary: 'Mail a password reset link',
        description:
          'Mails a reset link, valid 60 minutes, if an active account has this e-mail. The answer is the ' +
          'same either way, so it never tells whether the account exists.',
        body: yupBody(forgotPasswordSchema),
        response: answers(messageAnswer),
      },
    },
    async (request) => requestPasswordReset(accountMailContext(app, request), request.body, request.log),
  );

  app.post<{ Body: ResetPasswordPayload }>(
    '/Account/ResetPassword',
    {
      config: { access: 'open', changesAccess: true },
      schema: {
        tags,
        operationId: 'resetPassword',
        summary: 'Set a password through a mailed link',
        description:
          'The e-mail and token of a reset link (isNewUser: of the activation link) with the new password. ' +
          'The link works once; every session of the user ends.',
        body: yupBody(resetPasswordSchema),
        response: answers(messageAnswer),
      },
    },
    async (request) => resetPassword(accountMailContext(app, request), request.body, request.ip),
  );

  app.post<{ Body: ChangePasswordPayload }>(
    '/Account/ChangePassword',
    {
      config: { access: 'signed-in', changesAccess: true },
      onRequest: app.authenticate,
      schema: {
        tags,
        operationId: 'changePassword',
        summary: 'Change your password',
        description:
          "The signed-in user's current and new password. Ends the user's other sessions and keeps this one.",
        security: [{ bearer: [] }],
        body: yupBody(changePasswordSchema),
        response: answers(messageAnswer),
      },
    },
    async (request) =>
      changePassword(
        accountMailContext(app, request),
        { id: request.user.id, sessionId: request.user.sessionId, ip: request.ip },
        request.body,
      ),
  );
}
