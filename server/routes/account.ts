import type { FastifyInstance } from 'fastify';
import { messageAnswer } from '../../schemas/answer.ts';
import {
  type Login2fPayload,
  type LoginPayload,
  login2fSchema,
  loginAnswer,
  loginSchema,
  tokenAnswer,
} from '../../schemas/auth.ts';
import { endSession, refreshToken, signIn, signInWithCode } from '../domain/sessions.ts';
import { say } from '../i18n/index.ts';
import { answers } from '../plugins/answers.ts';
import { yupBody } from '../plugins/validation.ts';

const tags = ['Account'];
const THROTTLED =
  'Failures are counted per account and address: after a few, that address must wait longer and longer ' +
  'before its next try (429 with Retry-After), while the account stays open from elsewhere.';

/** Sign-in and session calls. Account pages (reset, activation...) live in their own file. */
export default async function accountRoutes(app: FastifyInstance) {
  app.post<{ Body: LoginPayload }>(
    '/Account/Login',
    {
      config: { access: 'open' },
      schema: {
        tags,
        operationId: 'login',
        summary: 'Sign in',
        description:
          'Checks the e-mail and password. Answers the token object, or {shouldVerify: true} when the ' +
          `second factor is on for this user (a 6-digit code is then e-mailed). ${THROTTLED}`,
        body: yupBody(loginSchema),
        response: answers(loginAnswer),
      },
    },
    async (request) => signIn(app, request, request.body.email, request.body.password),
  );

  app.post<{ Body: Login2fPayload }>(
    '/Account/Login2F',
    {
      config: { access: 'open' },
      schema: {
        tags,
        operationId: 'loginWithCode',
        summary: 'Second sign-in step with the e-mailed code',
        description:
          'The e-mail and password again, with the code Account/Login mailed (single use, 10 minutes). ' +
          `Answers the token object. ${THROTTLED}`,
        body: yupBody(login2fSchema),
        response: answers(loginAnswer),
      },
    },
    async (request) =>
      signInWithCode(app, request, request.body.email, request.body.password, request.body.code),
  );

  app.post(
    '/Account/Logout',
    {
      config: { access: 'signed-in', changesAccess: true },
      onRequest: app.authenticate,
      schema: {
        tags,
        operationId: 'logout',
        summary: 'Sign out',
        description: "Ends this session: its token stops working at once, the user's other sessions go on.",
        security: [{ bearer: [] }],
        response: answers(messageAnswer),
      },
    },
    async (request) => {
      await endSession(app.db, request.user.sessionId);
      return { message: say('server.signIn.signedOut') };
    },
  );

  app.post(
    '/Account/Refresh',
    {
      config: { access: 'signed-in' },
      onRequest: app.authenticate,
      schema: {
        tags,
        operationId: 'refreshToken',
        summary: 'A fresh token for the same session',
        description: 'The browser calls it while the user is active, so a working user is not signed out.',
        security: [{ bearer: [] }],
        response: answers(tokenAnswer),
      },
    },
    async (request) => refreshToken(app, request.user.id, request.user.sessionId),
  );
}
