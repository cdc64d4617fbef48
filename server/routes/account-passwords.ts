import type { FastifyInstance } from 'fastify';
import {
  type ChangePasswordPayload,
  changePasswordSchema,
  type ForgotPasswordPayload,
  forgotPasswordSchema,
  type ResetPasswordPayload,
  resetPasswordSchema,
} from '../../schemas/account.ts';
import { accountMailContext } from '../domain/account-mail.ts';
import { changePassword, requestPasswordReset, resetPassword } from '../domain/account-passwords.ts';
import { yupBody } from '../plugins/validation.ts';

const tags = ['Account'];
const messageAnswer = { 200: { type: 'object', properties: { message: { type: 'string' } } } };

/** Forgot, reset and change password. */
export default async function accountPasswordRoutes(app: FastifyInstance) {
  app.post<{ Body: ForgotPasswordPayload }>(
    '/Account/ForgotPassword',
    {
      schema: {
        tags,
        summary: 'Mails a reset link (valid 60 minutes) if the account exists; the answer never says',
        body: yupBody(forgotPasswordSchema),
        response: messageAnswer,
      },
    },
    async (request) => requestPasswordReset(accountMailContext(app, request), request.body, request.log),
  );

  app.post<{ Body: ResetPasswordPayload }>(
    '/Account/ResetPassword',
    {
      schema: {
        tags,
        summary: 'Sets a password through a mailed link (isNewUser: the activation link); ends every session',
        body: yupBody(resetPasswordSchema),
        response: messageAnswer,
      },
    },
    async (request) => resetPassword(accountMailContext(app, request), request.body),
  );

  app.post<{ Body: ChangePasswordPayload }>(
    '/Account/ChangePassword',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The signed-in user's new password; ends their other sessions, keeps this one",
        security: [{ bearer: [] }],
        body: yupBody(changePasswordSchema),
        response: messageAnswer,
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
