import type { FastifyInstance } from 'fastify';
import {
  type AuditQuery,
  auditPageAnswer,
  auditQuerySchema,
  auditVerificationAnswer,
} from '../../schemas/audit.ts';
import { listAudit, verifyAudit } from '../domain/audit/index.ts';
import { answers } from '../plugins/answers.ts';
import { requireRole } from '../plugins/auth.ts';
import { yupBody } from '../plugins/validation.ts';

/** The audit log for administrators: read it page by page, and check its chain. */
export default async function auditRoutes(app: FastifyInstance) {
  const admin = { preValidation: requireRole(['R500']) };
  const security = [{ bearer: [] }];
  app.get<{ Querystring: AuditQuery }>(
    '/Audit',
    {
      ...admin,
      schema: {
        tags: ['Audit'],
        operationId: 'listAudit',
        summary: 'Read the audit log, page by page',
        description:
          'Sign-ins, sign-outs, passwords, administrative changes and record state changes, newest first, ' +
          '50 a page, filtered by user, kind, record and date range, with the total.',
        security,
        querystring: yupBody(auditQuerySchema),
        response: answers(auditPageAnswer),
      },
    },
    async (request) => listAudit(app.db, request.query),
  );
  app.get(
    '/Audit/Verify',
    {
      ...admin,
      schema: {
        tags: ['Audit'],
        operationId: 'verifyAudit',
        summary: "Check the audit log's hash chain",
        description:
          'Recomputes the audit chain and names any row that does not match, or a gap where a row was ' +
          'deleted. The same check as `npm run audit:verify`.',
        security,
        response: answers(auditVerificationAnswer),
      },
    },
    async () => verifyAudit(app.db),
  );
}
