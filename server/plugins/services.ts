import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createMailer, type Mailer } from '../domain/mail.ts';
import type { StatementSigningKey } from '../domain/statements/key.ts';
import { createTokenService, type TokenService } from '../domain/tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    tokens: TokenService;
    mailer: Mailer;
    /** Signs tokens and keys the hashes of one-time codes. */
    jwtSecret: string;
    /** Signs stock statements (never in an answer or a log: only its public half is shown). */
    statementKey: StatementSigningKey;
  }
}

export interface ServiceOptions {
  config: Config;
  db: Database;
  jwtSecret: string;
  statementKey: StatementSigningKey;
  mailer?: Mailer;
}

/** The services every route uses, built once per app. */
export default fp<ServiceOptions>(
  async function services(app, options) {
    app.decorate('config', options.config);
    app.decorate('jwtSecret', options.jwtSecret);
    app.decorate('statementKey', options.statementKey);
    app.decorate('db', options.db);
    app.decorate('tokens', createTokenService(options.jwtSecret, options.config.tokenMinutes));
    app.decorate(
      'mailer',
      options.mailer ??
        createMailer({
          smtpUrl: options.config.smtpUrl,
          outboxDir: path.join(options.config.dataDir, 'outbox'),
          log: app.log,
        }),
    );
  },
  { name: 'services' },
);

export type { FastifyInstance };
