import type { FastifyInstance } from 'fastify';
import { dashboardAnswer, waitingAnswer } from '../../schemas/dashboard.ts';
import { dashboard } from '../domain/dashboard.ts';
import { RECORD_TYPES } from '../domain/record-types/index.ts';
import { waitingFor } from '../domain/record-types/waiting.ts';
import { answerOnce } from '../plugins/answer-once.ts';
import { answers } from '../plugins/answers.ts';

/** How many waiting records the dashboard's panel lists (the total counts all). */
const WAITING_SHOWN = 50;

export default async function dashboardRoutes(app: FastifyInstance) {
  app.get(
    '/Dashboard',
    {
      config: { access: 'signed-in' },
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
    async (request, reply) =>
      answerOnce(
        request,
        reply,
        await dashboard(app.db, request.user, { daysOfCoverThreshold: app.config.daysOfCoverThreshold }),
      ),
  );

  app.get(
    '/Dashboard/Waiting',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['Dashboard'],
        operationId: 'getWaiting',
        summary: 'What waits for the signed-in user',
        description:
          'The records, of every type, whose next step (an action that moves them forward, not Cancel) the ' +
          `user may take, among those the user sees: oldest in its state first, the first ${WAITING_SHOWN}, with the total.`,
        security: [{ bearer: [] }],
        response: answers(waitingAnswer),
      },
    },
    async (request) => waitingFor(app.db, request.user, RECORD_TYPES, WAITING_SHOWN),
  );
}
