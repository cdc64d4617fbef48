import type { FastifyInstance } from 'fastify';
import {
  type ActivationPayload,
  activationSchema,
  type ConfirmEmailPayload,
  confirmEmailSchema,
} from '../../schemas/account.ts';
import { messageAnswer } from '../../schemas/answer.ts';
import { accountMailContext, sendActivation } from '../domain/account-mail.ts';
import { confirmEmail } from '../domain/email-confirmation.ts';
import { say } from '../i18n/index.ts';
import { answers } from '../plugins/answers.ts';
import { requireRole } from '../plugins/auth.ts';
import { yupBody } from '../plugins/validation.ts';

const tags = ['Account'];

const ACTIVATION_SENT = say('server.account.activationSent');

/** Activation mail (sent by an administrator) and e-mail confirmation links. */
export default async function accountActivationRoutes(app: FastifyInstance) {
  app.post<{ Body: ActivationPayload }>(
    '/Account/Activation',
    {
      onRequest: app.authenticate,
      preValidation: requireRole(['R500']),
      schema: {
        tags,
        operationId: 'sendActivation',
        summary: 'Mail a user the activation link',
        description:
          'An administrator sends a registered user a link, valid 72 hours, to set a first password; ' +
          'following it also confirms the e-mail address.',
        security: [{ bearer: [] }],
        body: yupBody(activationSchema),
        response: answers(messageAnswer),
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
      config: { access: 'open' },
      schema: {
        tags,
        operationId: 'confirmEmail',
        summary: 'Confirm an e-mail address',
        description: 'The e-mail and token of a confirmation link; the link works once and expires.',
        body: yupBody(confirmEmailSchema),
        response: answers(messageAnswer),
      },
    },
    async (request) => confirmEmail({ db: app.db }, request.body),
  );
}
