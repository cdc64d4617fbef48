import type { FastifyInstance } from 'fastify';
import { dashboardAnswer } from '../../schemas/dashboard.ts';
import { dashboard } from '../domain/dashboard.ts';
import { answers } from '../plugins/answers.ts';

export default async function dashboardRoutes(app: FastifyInstance) {
  app.get(
    '/Dashboard',
    {
      schema: {
        tags: ['Dashboard'],
        operationId: 'getDashboard',
        summary: 'The dashboard of the signed-in user',
        description:
          'Count tiles per record type and stage, scoped to the records the user may see, and the flags ' +
          'that decide which lists and create buttons the user gets; for administrators and stock control, ' +
          'the days of cover of each product nationally and per importer.',
        security: [{ bearer: [] }],
        response: answers(dashboardAnswer),
      },
    },
    async (request) =>
      dashboard(app.db, request.user, { daysOfCoverThreshold: app.config.daysOfCoverThreshold }),
  );
}
