import module from 'node:module';
import { isLoopback, loadConfig } from './config.ts';
import { DataFolderLockedError } from './db/lock.ts';
import type { StartedDatabase } from './db/start.ts';

// A start reads the server's modules compiled by an earlier one (V8's code cache, in the system's
// temporary folder) instead of stripping and compiling them again: about 200 ms and 20 MB. Only the
// modules imported after this line benefit, so the rest of the server is imported in main().
module.enableCompileCache?.();

async function main() {
  const config = loadConfig(process.env, process.argv.slice(2));
  // The app's modules load while the database opens.
  const loadingApp = import('./app.ts');
  loadingApp.catch(() => {});
  const [{ startDatabase }, { DEMO_PASSWORD, DEMO_USERS }, { awaitingFirstAdministrator, issueAdminCode }] =
    await Promise.all([
      import('./db/start.ts'),
      import('./db/seed/demo.ts'),
      import('./domain/admin-codes.ts'),
    ]);
  let started: StartedDatabase;
  try {
    started = await startDatabase(config);
  } catch (error) {
    if (error instanceof DataFolderLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const { db, jwtSecret, statementKey } = started;
  const { buildApp } = await loadingApp;
  // Loaded by the app already.
  const { STATEMENT_KEY_PATH } = await import('../schemas/statement.ts');
  const app = await buildApp({ config, db, jwtSecret, statementKey });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    try {
      await app.close();
      await db.close();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  // Every interface or loopback: localhost reaches it; a single other interface only by its own address.
  const hostname =
    isLoopback(config.host) || ['0.0.0.0', '::'].includes(config.host)
      ? 'localhost'
      : config.host.includes(':')
        ? `[${config.host}]`
        : config.host;
  const address = config.publicUrl ?? `http://${hostname}:${(app.server.address() as { port: number }).port}`;

  const lines = [
    '',
    `PPMS console: ${address}`,
    `  API documentation: ${address}/api/v1/docs`,
    `  Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded, in ${config.dataDir}`}`,
  ];
  lines.push(
    isLoopback(config.host)
      ? `  Listening on ${config.host} only: other machines can not connect (set HOST=0.0.0.0 to let them).`
      : `  Listening on ${config.host}${config.demo ? ': the demo sign-ins below are open to the network.' : ''}`,
  );
  // What a verifier of the signed stock statements must be given (README: Signed stock statements).
  lines.push(
    `  Statement signing key (Ed25519), SHA-256 fingerprint ${statementKey.fingerprint}`,
    `    served at ${address}${STATEMENT_KEY_PATH}:`,
    ...statementKey.publicKeyPem
      .trim()
      .split('\n')
      .map((line) => `    ${line}`),
  );
  if (started.demo === 'snapshot')
    lines.push(`  Demo data: restored from the snapshot in ${config.snapshotDir}`);
  if (started.demo === 'replayed') {
    lines.push(
      `  Demo data: seeded${config.snapshotDir && !config.databaseUrl ? `; snapshot kept in ${config.snapshotDir} for the next fresh data folder` : ''}`,
    );
  }
  if (config.demo) {
    lines.push(`  Demo sign-ins (password ${DEMO_PASSWORD}):`);
    for (const user of DEMO_USERS) lines.push(`    ${user.email.padEnd(24)} ${user.role}`);
  }
  if (!config.publicUrl) {
    // Without it, links in e-mails take the request's Host header, which a caller controls.
    lines.push('  Warning: PPMS_PUBLIC_URL is not set; set it in production so e-mailed links use it.');
  }
  if (await awaitingFirstAdministrator(db)) {
    lines.push(
      `  First administrator, one-time address: ${address}/AdminRegister/${await issueAdminCode(db)}`,
    );
  }
  console.log(`${lines.join('\n')}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
