import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The OpenAPI document of every call, generated from the route schemas: /api/v1/docs (page) and /api/v1/docs/json. */
export default fp(
  async function openapi(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'PPMS console API',
          version: '1.0.0',
          description: 'The /api/v1 calls of the Petroleum Products Management System.',
        },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
    });
    await app.register(swaggerUi, { routePrefix: '/api/v1/docs' });
  },
  { name: 'openapi' },
);
