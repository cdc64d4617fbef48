import type { FastifyInstance } from 'fastify';
import {
  type AdminRegistrationPayload,
  adminRegisteredAnswer,
  adminRegistrationSchema,
} from '../../schemas/account.ts';
import { messageAnswer } from '../../schemas/answer.ts';
import { ADMIN_REGISTERED, adminCodeIsOpen, registerAdministrator } from '../domain/admin-codes.ts';
import { assertUncommonPassword } from '../domain/common-passwords.ts';
import { hashPassword } from '../domain/passwords.ts';
import { notFound } from '../errors.ts';
import { say } from '../i18n/index.ts';
import { answers } from '../plugins/answers.ts';
import { yupBody } from '../plugins/validation.ts';
import { pathCode, textParams } from './params.ts';

const tags = ['Account'];

/** The first administrator: the one-time /AdminRegister/{tempCode} address printed by the server. */
export default async function adminRegisterRoutes(app: FastifyInstance) {
  app.get<{ Params: { tempCode: string } }>(
    '/Account/Confirm/:tempCode',
    {
      config: { access: 'open' },
      schema: {
        tags,
        operationId: 'checkAdminCode',
        summary: 'Check a first-administrator code',
        description:
          'Whether the code of a one-time /AdminRegister/{tempCode} address is still unused; 404 when not.',
        params: textParams(200, 'tempCode'),
        response: answers(messageAnswer),
      },
    },
    async (request) => {
      const code = pathCode(request.params.tempCode, 'Registration code', say('server.the.registrationCode'));
      if (!(await adminCodeIsOpen(app.db, code))) throw notFound(say('server.the.registrationCode'));
      return { message: say('server.account.adminCodeValid') };
    },
  );

  app.post<{ Body: AdminRegistrationPayload }>(
    '/Account/Register-Admin',
    {
      config: { access: 'open' },
      schema: {
        tags,
        operationId: 'registerAdministrator',
        summary: 'Register an administrator with a one-time code',
        description:
          'Registers an administrator (R500) with the code of a one-time /AdminRegister/{tempCode} address; ' +
          'the code is then used up.',
        body: yupBody(adminRegistrationSchema),
        response: answers(adminRegisteredAnswer),
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
