import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createMailer, type Mailer } from '../domain/mail.ts';
import { createTokenService, type TokenService } from '../domain/tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    tokens: TokenService;
    mailer: Mailer;
    /** Signs tokens and keys the hashes of one-time codes. */
    jwtSecret: string;
  }
}

export interface ServiceOptions {
  config: Config;
  db: Database;
  jwtSecret: string;
  mailer?: Mailer;
}

/** The services every route uses, built once per app. */
export default fp<ServiceOptions>(
  async function services(app, options) {
    app.decorate('config', options.config);
    app.decorate('jwtSecret', options.jwtSecret);
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
