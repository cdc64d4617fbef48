import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createBackup } from '../domain/backup/archive.ts';
import { keyMatches, SERVER_KEY_HEADER, writeServerKey } from '../domain/backup/server-key.ts';
import { fileAnswers } from '../plugins/answers.ts';
import { accessGuard, requireRole } from '../plugins/auth.ts';

export const BACKUP_CONTENT_TYPE = 'application/x-tar';

/**
 * A backup taken by the running server (`npm run backup` asks it when the server holds the embedded
 * database folder): the database at one moment and its documents, in one tar (domain/backup).
 */
export default async function backupRoutes(app: FastifyInstance) {
  const { config } = app;
  let serverKey: string | null = null;
  if (app.db.dialect === 'pglite' && !config.inMemory) {
    // The address is known once the server listens; the key lives as long as the server does.
    let remove = () => {};
    app.addHook('onListen', async () => {
      const address = app.server.address();
      if (!address || typeof address === 'string') return;
      const host = ['0.0.0.0', '::'].includes(address.address)
        ? '127.0.0.1'
        : address.family === 'IPv6'
          ? `[${address.address}]`
          : address.address;
      const written = writeServerKey(config.dataDir, `http://${host}:${address.port}`);
      serverKey = written.key;
      remove = written.remove;
    });
    app.addHook('onClose', async () => remove());
  }
  const byKey = (request: FastifyRequest) => keyMatches(serverKey, request.headers[SERVER_KEY_HEADER]);
  const admin = requireRole(['R500']);

  app.post(
    '/Administration/Backup',
    {
      // A backup is compressed where it can be (the embedded database's files); documents are PDF and images.
      compress: false,
      onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
        if (!byKey(request)) await app.authenticate(request, reply);
      },
      // An administrator, or the running server's own key (a scheduled backup signs in as nobody).
      preValidation: accessGuard(async function (this: FastifyInstance, request, reply) {
        if (!byKey(request)) await admin.call(this, request, reply, () => {});
      }),
      schema: {
        tags: ['Administration'],
        security: [{ bearer: [] }],
        operationId: 'backupDatabase',
        summary: 'Take a backup of the database and its documents',
        description:
          'A tar: manifest.json (database kind, schema version, every table’s row count and checksum, ' +
          'every file’s SHA-256), the database at one moment (the embedded database’s files, or pg_dump’s ' +
          'custom format on PostgreSQL), and every document. `npm run restore` restores it into an empty ' +
          'database. `npm run backup` calls this on the server that holds an embedded data folder.',
        response: fileAnswers([BACKUP_CONTENT_TYPE]),
      },
    },
    async (request, reply) => {
      const { manifest, stream } = await createBackup(app.db, config.dataDir, config.databaseUrl);
      request.log.info(
        { tables: Object.keys(manifest.tables).length, documents: manifest.documents.length },
        'backup taken',
      );
      const day = manifest.createdAt.slice(0, 10);
      return reply
        .type(BACKUP_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="ppms-backup-${day}.tar"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );
}
