import type { FastifyInstance } from 'fastify';
import { verifyLedger } from '../domain/ledger/verify.ts';
import { requireRole } from '../plugins/auth.ts';

/** The ledger's integrity check for administrators (the same as `npm run ledger:verify`). */
export default async function ledgerRoutes(app: FastifyInstance) {
  app.get(
    '/Ledger/Verify',
    {
      onRequest: app.authenticate,
      preHandler: requireRole(['R500']),
      schema: {
        tags: ['Ledger'],
        summary: 'Recompute every inventory hash chain and name any row that does not match',
        security: [{ bearer: [] }],
      },
    },
    async () => verifyLedger(app.db),
  );
}
