import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { Replica, type ReplicaRead, walPosition } from '../db/replica.ts';

// Searches and reports read `request.readDb`: the streaming replica when there is one fresh enough for
// the caller (server/db/replica.ts), else the primary (`app.db`, which every write and everything a write
// checks reads). An answer read there says so, and how far behind the primary it may be:
//   PPMS-Read-From: replica | primary     PPMS-Max-Lag-Ms: 120 (replica only)
// After a write, the answer carries the primary's WAL position (PPMS-Written-Lsn); a client that sends it
// back (PPMS-Read-After, as the browser does) reads the replica only once it has replayed that write, so
// a list read right after a save shows the save.

export const READ_FROM = 'ppms-read-from';
export const MAX_LAG = 'ppms-max-lag-ms';
export const WRITTEN = 'ppms-written-lsn';
export const READ_AFTER = 'ppms-read-after';

declare module 'fastify' {
  interface FastifyInstance {
    /** The replica searches and reports may read (PPMS_REPLICA_DATABASE_URL), or null. */
    replica: Replica | null;
  }
  interface FastifyRequest {
    /** The database a search or report reads: the replica when fresh enough for this caller, else app.db. */
    readonly readDb: Database;
  }
}

const CHOSEN = Symbol('readDb');
type Chosen = { [CHOSEN]?: ReplicaRead | 'primary' };

export default fp(
  async function reads(app) {
    const { replicaUrl, replicaMaxLagMs } = app.config;
    const replica = replicaUrl
      ? new Replica(app.db, replicaUrl, {
          maxLagMs: replicaMaxLagMs,
          warn: (message) => app.log.warn(message),
        })
      : null;
    app.decorate('replica', replica);
    if (!replica) {
      app.decorateRequest('readDb', {
        getter(this: FastifyRequest) {
          return this.server.db;
        },
      });
      return;
    }
    await replica.start();
    app.addHook('onClose', async () => replica.close());

    app.decorateRequest('readDb', {
      getter(this: FastifyRequest & Chosen) {
        if (!this[CHOSEN]) {
          const after = walPosition(this.headers[READ_AFTER] as string | undefined);
          this[CHOSEN] = replica.reader(after) ?? 'primary';
        }
        const chosen = this[CHOSEN];
        return chosen === 'primary' ? this.server.db : chosen.db;
      },
    });

    app.addHook('onSend', async (request: FastifyRequest & Chosen, reply) => {
      const chosen = request[CHOSEN];
      if (chosen === 'primary') reply.header(READ_FROM, 'primary');
      else if (chosen) reply.header(READ_FROM, 'replica').header(MAX_LAG, String(chosen.maxLagMs));
      else if (!['GET', 'HEAD', 'OPTIONS'].includes(request.method) && reply.statusCode < 400) {
        // Only a hint for later reads: without it they go to the primary, which is never behind.
        const position = await replica.primaryPosition().catch(() => null);
        if (position) reply.header(WRITTEN, position);
      }
    });
  },
  { name: 'reads', dependencies: ['services'] },
);
