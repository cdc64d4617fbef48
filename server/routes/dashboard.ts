import type { FastifyInstance } from 'fastify';
import { dashboard } from '../domain/dashboard.ts';

export default async function dashboardRoutes(app: FastifyInstance) {
  app.get(
    '/Dashboard',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['Dashboard'],
        summary: 'Count tiles per stage and the menu flags, scoped to the user',
        security: [{ bearer: [] }],
      },
    },
    async (request) => dashboard(app.db, request.user),
  );
}
