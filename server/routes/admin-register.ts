import type { FastifyInstance } from 'fastify';
import { type AdminRegistrationPayload, adminRegistrationSchema } from '../../schemas/account.ts';
import { ADMIN_REGISTERED, adminCodeIsOpen, registerAdministrator } from '../domain/admin-codes.ts';
import { assertUncommonPassword } from '../domain/common-passwords.ts';
import { hashPassword } from '../domain/passwords.ts';
import { notFound } from '../errors.ts';
import { yupBody } from '../plugins/validation.ts';

const tags = ['Account'];

/** The first administrator: the one-time /AdminRegister/{tempCode} address printed by the server. */
export default async function adminRegisterRoutes(app: FastifyInstance) {
  app.get<{ Params: { tempCode: string } }>(
    '/Account/Confirm/:tempCode',
    {
      schema: {
        tags,
        summary: 'Whether an administrator registration code is still unused (404 if not)',
        params: { type: 'object', properties: { tempCode: { type: 'string' } }, required: ['tempCode'] },
        response: { 200: { type: 'object', properties: { message: { type: 'string' } } } },
      },
    },
    async (request) => {
      if (!(await adminCodeIsOpen(app.db, request.params.tempCode))) throw notFound('The registration code');
      return { message: 'The registration code is valid.' };
    },
  );

  app.post<{ Body: AdminRegistrationPayload }>(
    '/Account/Register-Admin',
    {
      schema: {
        tags,
        summary: 'Registers an administrator (R500) with an unused code; the code is then used up',
        body: yupBody(adminRegistrationSchema),
        response: {
          200: {
            type: 'object',
            properties: { message: { type: 'string' }, userId: { type: 'integer' } },
          },
        },
      },
    },
    async (request) => {
      assertUncommonPassword(request.body.password, 'password');
      const userId = await registerAdministrator(
        app.db,
        request.body,
        await hashPassword(request.body.password),
      );
      return { message: ADMIN_REGISTERED, userId };
    },
  );
}
