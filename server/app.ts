import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { auditRequest } from './domain/audit/context.ts';
import type { Mailer } from './domain/mail.ts';
import { installRecordTypes } from './domain/record-types/index.ts';
import type { StatementSigningKey } from './domain/statements/key.ts';
import answers from './plugins/answers.ts';
import auth, { denyUndeclared } from './plugins/auth.ts';
import compression from './plugins/compression.ts';
import connections from './plugins/connections.ts';
import digestJob from './plugins/digest-job.ts';
import errors from './plugins/errors.ts';
import i18n from './plugins/i18n.ts';
import openapi from './plugins/openapi.ts';
import reads from './plugins/reads.ts';
import sealJob from './plugins/seal-job.ts';
import security from './plugins/security.ts';
import services from './plugins/services.ts';
import spa from './plugins/spa.ts';
import validation from './plugins/validation.ts';
import accountRoutes from './routes/account.ts';
import accountActivationRoutes from './routes/account-activation.ts';
import accountPasswordRoutes from './routes/account-passwords.ts';
import adminRegisterRoutes from './routes/admin-register.ts';
import administrationRoutes from './routes/administration.ts';
import auditRoutes from './routes/audit.ts';
import backupRoutes from './routes/backup.ts';
import dashboardRoutes from './routes/dashboard.ts';
import deliveryOrderRoutes from './routes/delivery-order.ts';
import documentRoutes from './routes/document.ts';
import entityRoutes from './routes/entities.ts';
import fillingAdviceNoteRoutes from './routes/filling-advice-note.ts';
import ledgerRoutes from './routes/ledger.ts';
import reportRoutes from './routes/report.ts';
import settingRoutes from './routes/setting.ts';
import statementRoutes, { statementKeyFile } from './routes/statement.ts';
import stockTransferRoutes from './routes/stock-transfer.ts';
import stockUpdateRoutes from './routes/stock-update.ts';
import transferOrderRoutes from './routes/transfer-order.ts';
import userEntitiesRoutes from './routes/user-entities.ts';
import userProfileRoutes from './routes/user-profile.ts';
import userRoutes from './routes/users.ts';

export interface AppOptions {
  config: Config;
  db: Database;
  jwtSecret: string;
  statementKey: StatementSigningKey;
  mailer?: Mailer;
  /** false in tests that want silence; otherwise pino at config.logLevel. */
  logger?: boolean;
}

/** The /api/v1 route files with calls open before sign-in (each guards its other calls itself). */
const OPEN_ROUTES = [
  accountRoutes,
  accountPasswordRoutes,
  accountActivationRoutes,
  adminRegisterRoutes,
  settingRoutes,
  documentRoutes,
  // The backup call also takes the running server's own key (a scheduled backup signs in as nobody).
  backupRoutes,
  // The statement public key is open; statements and ledger exports need a signed-in user.
  statementRoutes,
];

/** The /api/v1 route files whose every call needs a signed-in user: behind one authenticate hook. */
const SIGNED_IN_ROUTES = [
  userProfileRoutes,
  dashboardRoutes,
  stockUpdateRoutes,
  stockTransferRoutes,
  transferOrderRoutes,
  deliveryOrderRoutes,
  fillingAdviceNoteRoutes,
  ledgerRoutes,
  auditRoutes,
  reportRoutes,
  userRoutes,
  administrationRoutes,
  entityRoutes,
  userEntitiesRoutes,
];

/** Builds the app; only main.ts listens. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  installRecordTypes();
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    // The spec's client mixes `stockUpdate` and `StockUpdate`, `TransferOrder/` and `TransferOrder`.
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  // The caller's address for the audit rows this request writes (domain/audit/context.ts).
  app.addHook('onRequest', (request, _reply, done) => auditRequest.run({ address: request.ip }, done));
  await app.register(connections);
  await app.register(i18n);
  await app.register(errors);
  await app.register(validation);
  await app.register(answers);
  await app.register(services, {
    config,
    db: options.db,
    jwtSecret: options.jwtSecret,
    statementKey: options.statementKey,
    mailer: options.mailer,
  });
  await app.register(reads);
  await app.register(security);
  await app.register(compression);
  await app.register(auth);
  await app.register(openapi);
  await app.register(
    async (api) => {
      api.addHook('onRoute', denyUndeclared(app.undeclaredRoutes));
      for (const routes of OPEN_ROUTES) await api.register(routes);
      await api.register(async (signedIn) => {
        signedIn.addHook('onRequest', signedIn.authenticate);
        for (const routes of SIGNED_IN_ROUTES) await signedIn.register(routes);
      });
    },
    { prefix: '/api/v1' },
  );
  if (app.undeclaredRoutes.length)
    app.log.warn({ calls: app.undeclaredRoutes }, 'API calls without an access rule refuse everyone');
  // The statement public key at its well-known address, outside the API: open to anyone.
  await app.register(statementKeyFile);
  await app.register(spa, { root: config.staticDir });
  await app.register(digestJob);
  await app.register(sealJob);
  return app;
}
