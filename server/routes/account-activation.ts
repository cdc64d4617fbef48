import type { FastifyInstance } from 'fastify';
import {
  type ActivationPayload,
  activationSchema,
  type ConfirmEmailPayload,
  confirmEmailSchema,
} from '../../schemas/account.ts';
import { accountMailContext, sendActivation } from '../domain/account-mail.ts';
import { confirmEmail } from '../domain/email-confirmation.ts';
import { requireRole } from '../plugins/auth.ts';
import { yupBody } from '../plugins/validation.ts';

const tags = ['Account'];
const messageAnswer = { 200: { type: 'object', properties: { message: { type: 'string' } } } };

export const ACTIVATION_SENT = 'Account activation email sent.';

/** Activation mail (sent by an administrator) and e-mail confirmation links. */
export default async function accountActivationRoutes(app: FastifyInstance) {
  app.post<{ Body: ActivationPayload }>(
    '/Account/Activation',
    {
      onRequest: app.authenticate,
      preHandler: requireRole(['R500']),
      schema: {
        tags,
        summary: 'Mails the user a link (valid 72 hours) to set a first password; it confirms the e-mail',
        security: [{ bearer: [] }],
        body: yupBody(activationSchema),
        response: messageAnswer,
      },
    },
    async (request) => {
      await sendActivation(accountMailContext(app, request), request.body.userId);
      return { message: ACTIVATION_SENT };
    },
  );

  app.post<{ Body: ConfirmEmailPayload }>(
    '/Account/ConfirmEmail',
    {
      schema: {
        tags,
        summary: 'Confirms the e-mail address a confirmation link was sent to',
        body: yupBody(confirmEmailSchema),
        response: messageAnswer,
      },
    },
    async (request) => confirmEmail({ db: app.db }, request.body),
  );
}
