import cluster, { type Worker } from 'node:cluster';
import module from 'node:module';
import { type Config, isLoopback, loadConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { DataFolderLockedError } from './db/lock.ts';
import type { ServerSecrets } from './db/prepare.ts';
import type { StartedDatabase } from './db/start.ts';

// A start reads the server's modules compiled by an earlier one (V8's code cache, in the system's
// temporary folder) instead of stripping and compiling them again: about 200 ms and 20 MB. Only the
// modules imported after this line benefit, so the rest of the server is imported in main().
module.enableCompileCache?.();

// One process serves, or with PPMS_WORKERS=N (PostgreSQL only) a primary process brings the database up
// to date once (migrations, demo data, the first start's secrets, documents left in the data folder),
// then starts N workers of node's cluster that share the port and serve; it restarts a worker that dies,
// and stops them all on SIGTERM or SIGINT.

/** How long a stop may take before the process is ended anyway. */
const STOP_MS = 10_000;

/** The address users reach the console at, for the banner. */
function addressOf(config: Config, port: number) {
  // Every interface or loopback: localhost reaches it; a single other interface only by its own address.
  const hostname =
    isLoopback(config.host) || ['0.0.0.0', '::'].includes(config.host)
      ? 'localhost'
      : config.host.includes(':')
        ? `[${config.host}]`
        : config.host;
  return config.publicUrl ?? `http://${hostname}:${port}`;
}

/** What the server prints once it listens: where, on what, the demo sign-ins, the first administrator's address. */
async function printBanner(config: Config, db: Database, port: number, started: StartedDatabase) {
  const [
    { DEMO_PASSWORD, DEMO_USERS },
    { awaitingFirstAdministrator, issueAdminCode },
    { STATEMENT_KEY_PATH },
  ] = await Promise.all([
    import('./db/seed/demo.ts'),
    import('./domain/admin-codes.ts'),
    import('../schemas/statement.ts'),
  ]);
  const address = addressOf(config, port);
  const lines = [
    '',
    `PPMS console: ${address}`,
    `  API documentation: ${address}/api/v1/docs`,
    `  Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded, in ${config.dataDir}`}`,
  ];
  if (config.replicaUrl) {
    lines.push(
      `  Replica: searches and reports read PPMS_REPLICA_DATABASE_URL while it is at most ${config.replicaMaxLagMs} ms behind`,
    );
  }
  if (config.workers > 1) lines.push(`  Processes: ${config.workers} (PPMS_WORKERS)`);
  lines.push(
    isLoopback(config.host)
      ? `  Listening on ${config.host} only: other machines can not connect (set HOST=0.0.0.0 to let them).`
      : `  Listening on ${config.host}${config.demo ? ': the demo sign-ins below are open to the network.' : ''}`,
  );
  // What a verifier of the signed stock statements must be given (README: Signed stock statements).
  const { statementKey } = started;
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
  if (started.movedDocuments) {
    lines.push(
      `  Documents: moved ${started.movedDocuments} from ${config.dataDir}/documents into the database`,
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

/** The database brought up to date, or the process ends with the reason when its folder is taken. */
async function startedDatabase(config: Config): Promise<StartedDatabase> {
  const { startDatabase } = await import('./db/start.ts');
  try {
    return await startDatabase(config);
  } catch (error) {
    if (error instanceof DataFolderLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Builds the app on db and listens; SIGTERM and SIGINT close it. Answers the port. */
async function serve(config: Config, db: Database, secrets: ServerSecrets): Promise<number> {
  const { buildApp } = await import('./app.ts');
  const app = await buildApp({ config, db, ...secrets });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => process.exit(1), STOP_MS).unref();
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
  return (app.server.address() as { port: number }).port;
}

/** One process: the database, the app, the banner. */
async function single(config: Config) {
  // The app's modules load while the database opens.
  import('./app.ts').catch(() => {});
  const started = await startedDatabase(config);
  const port = await serve(config, started.db, started);
  await printBanner(config, started.db, port, started);
}

/** A worker of PPMS_WORKERS: its own connections to the database the primary prepared. */
async function worker(config: Config) {
  const [{ openDatabase }, { serverSecrets }] = await Promise.all([
    import('./db/client.ts'),
    import('./db/prepare.ts'),
  ]);
  const db = await openDatabase(config);
  await serve(config, db, await serverSecrets(db, config));
}

/** The primary of PPMS_WORKERS: prepares the database once, then starts and watches the workers. */
async function primary(config: Config) {
  const started = await startedDatabase(config);
  const workers = new Set<Worker>();
  let stopping = false;
  const fork = () => {
    const child = cluster.fork();
    workers.add(child);
    child.once('exit', (code, signal) => {
      workers.delete(child);
      if (stopping) {
        if (!workers.size) process.exit(0);
        return;
      }
      console.error(`A worker (process ${child.process.pid}) stopped (${signal ?? code}); starting another.`);
      setTimeout(() => stopping || fork(), 1_000);
    });
    return child;
  };
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(1), STOP_MS).unref();
    if (!workers.size) process.exit(0);
    for (const child of workers) child.process.kill(signal);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  // Every worker listening, or the start fails: a worker that can not start would only be restarted.
  const listening = [...Array(config.workers)].map(
    () =>
      new Promise<number>((resolve, reject) => {
        const child = fork();
        child.once('listening', (address) => resolve(address.port));
        child.once('exit', (code) => reject(new Error(`a worker stopped while starting (${code})`)));
      }),
  );
  let port: number;
  try {
    [port] = await Promise.all(listening);
  } catch (error) {
    console.error(`PPMS could not start its ${config.workers} processes: ${(error as Error).message}`);
    stop('SIGTERM');
    return;
  }
  await printBanner(config, started.db, port, started);
  await started.db.close();
}

async function main() {
  const config = loadConfig(process.env, process.argv.slice(2));
  if (config.workers === 1) await single(config);
  else if (cluster.isPrimary) await primary(config);
  else await worker(config);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
