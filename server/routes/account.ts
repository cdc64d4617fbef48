import type { FastifyInstance } from 'fastify';
import { type Login2fPayload, type LoginPayload, login2fSchema, loginSchema } from '../../schemas/auth.ts';
import { endSession, refreshToken, signIn, signInWithCode } from '../domain/sessions.ts';
import { yupBody } from '../plugins/validation.ts';

const tags = ['Account'];
const tokenAnswer = {
  type: 'object',
  properties: {
    token: { type: 'string' },
    expiration: { type: 'string', format: 'date-time' },
    shouldVerify: { type: 'boolean' },
  },
};

/** Sign-in and session calls. Account pages (reset, activation...) live in their own file. */
export default async function accountRoutes(app: FastifyInstance) {
  app.post<{ Body: LoginPayload }>(
    '/Account/Login',
    {
      schema: {
        tags,
        summary: 'Sign in; answers a token, or shouldVerify when a code is needed',
        body: yupBody(loginSchema),
        response: { 200: tokenAnswer },
      },
    },
    async (request) => signIn(app, request, request.body.email, request.body.password),
  );

  app.post<{ Body: Login2fPayload }>(
    '/Account/Login2F',
    {
      schema: {
        tags,
        summary: 'Second sign-in step with the e-mailed code',
        body: yupBody(login2fSchema),
        response: { 200: tokenAnswer },
      },
    },
    async (request) =>
      signInWithCode(app, request, request.body.email, request.body.password, request.body.code),
  );

  app.post(
    '/Account/Logout',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'End this session (its token stops working at once)',
        security: [{ bearer: [] }],
      },
    },
    async (request) => {
      await endSession(app.db, request.user.sessionId);
      return { message: 'Signed out.' };
    },
  );

  app.post(
    '/Account/Refresh',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'A fresh token for the same session',
        security: [{ bearer: [] }],
        response: { 200: tokenAnswer },
      },
    },
    async (request) => refreshToken(app, request.user.id, request.user.sessionId),
  );
}
