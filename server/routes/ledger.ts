import type { FastifyInstance } from 'fastify';
import { ledgerVerificationAnswer } from '../../schemas/ledger.ts';
import { verifyLedger } from '../domain/ledger/verify.ts';
import { answers } from '../plugins/answers.ts';
import { requireRole } from '../plugins/auth.ts';

/** The ledger's integrity check for administrators (the same as `npm run ledger:verify`). */
export default async function ledgerRoutes(app: FastifyInstance) {
  app.get(
    '/Ledger/Verify',
    {
      preValidation: requireRole(['R500']),
      schema: {
        tags: ['Ledger'],
        operationId: 'verifyLedger',
        summary: "Check the stock ledger's hash chains",
        description:
          'Recomputes every inventory hash chain and names any movement that does not match: an edit made ' +
          'behind the application. The same check as `npm run ledger:verify`.',
        security: [{ bearer: [] }],
        response: answers(ledgerVerificationAnswer),
      },
    },
    async () => verifyLedger(app.db),
  );
}
