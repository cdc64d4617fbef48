import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ENTITIES } from '../../schemas/entities.ts';

/**
 * Every tag an operation may carry, with what it groups. A route with a tag missing here fails the
 * OpenAPI lint (`npm run lint`), so a new record type adds its line.
 */
export const TAGS: { name: string; description: string }[] = [
  { name: 'Account', description: 'Sign-in, sessions, passwords, activation and e-mail confirmation' },
  {
    name: 'Users',
    description: 'Profiles, the users an administrator manages, and the entities to choose from',
  },
  { name: 'Administration', description: "A user's role, permissions and linked entities (administrators)" },
  { name: 'Setting', description: 'Code tables and filter options' },
  { name: 'Dashboard', description: 'Count tiles and menu flags of the signed-in user' },
  { name: 'StockUpdate', description: 'Stock update requests: shipments, overages, shortages, differences' },
  { name: 'StockTransfer', description: 'Stock transfers: stock moved from one inventory to another' },
  {
    name: 'TransferOrder',
    description: 'Transfer orders: an importer sells to a distributor, in four approvals',
  },
  {
    name: 'DeliveryOrder',
    description: "Delivery orders: a distributor's liftings on approved transfer orders, each from a tank",
  },
  {
    name: 'FillingAdviceNote',
    description: 'Filling advice notes: delivery orders loaded on a vehicle, issued at the loading bay',
  },
  { name: 'Document', description: 'Documents attached to records' },
  { name: 'Ledger', description: "The stock ledger's integrity check" },
  { name: 'Audit', description: 'The audit log: who did what, from where, and its integrity check' },
  {
    name: 'Statement',
    description:
      "Signed stock statements of an importer's inventories, the ledger export behind them, the public key",
  },
  { name: 'Report', description: 'The reports, the stock reconciliation and the loss tolerance' },
  ...ENTITIES.map((entity) => ({ name: entity.path, description: `${entity.pluralLabel} (master data)` })),
];

/** The OpenAPI document of every call, generated from the route schemas: /api/v1/docs (page) and /api/v1/docs/json. */
export default fp(
  async function openapi(app: FastifyInstance) {
    await app.register(swagger, {
      // Shared schemas appear under their own name: #/components/schemas/ApiError.
      refResolver: { buildLocalReference: (json, _base, _fragment, i) => String(json.$id ?? `def-${i}`) },
      openapi: {
        info: {
          title: 'PPMS console API',
          version: '1.0.0',
          description:
            'The /api/v1 calls of the Petroleum Products Management System. Sign in with Account/Login and ' +
            'send its token as `Authorization: Bearer {token}`. A refusal answers `{message, errors?}`. ' +
            'Where the server has a read replica, searches and reports say where they read: ' +
            '`PPMS-Read-From: replica` with `PPMS-Max-Lag-Ms` (how far behind the primary the answer may be), or ' +
            '`PPMS-Read-From: primary`; a write answers `PPMS-Written-Lsn`, which a client sends back as ' +
            '`PPMS-Read-After` to read its own writes.',
          contact: { name: 'PPMS console' },
        },
        servers: [{ url: '/', description: 'This server' }],
        tags: TAGS,
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
    });
    await app.register(swaggerUi, { routePrefix: '/api/v1/docs' });
  },
  { name: 'openapi', dependencies: ['answers'] },
);
