import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { type Config, loadConfig } from '../../server/config.ts';
import { type Database, openPostgres } from '../../server/db/client.ts';
import { prepareDatabase } from '../../server/db/prepare.ts';
import { type PgCluster, startCluster } from '../helpers/pg-cluster.ts';
import { nationalLedger } from './national-ledger.ts';

// The bench's database: a throw-away PostgreSQL cluster started as CI starts one (tests/helpers/pg-cluster.ts,
// on a free loopback port, in a temporary folder, removed at the end), migrated and seeded with the demo
// history, then filled to the scale asked for by `npm run bench:seed -- --scale N` when the project has it;
// until then by the national ledger of movements alone (national-ledger.ts).

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface BenchDatabase {
  /** The throw-away cluster; null for a database given (--database), which the bench leaves as it was. */
  cluster: PgCluster | null;
  url: string;
  postgresVersion: string;
  /** How the data came to be and how much of it there is. */
  seed: { by: string; ms: number; counts: Record<string, number> };
  stop(): Promise<void>;
}

const hasScript = (name: string) =>
  Boolean(JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts?.[name]);

function runScript(name: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', name, '--', ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`npm run ${name} failed (${code})`)),
    );
  });
}

const TABLES = [
  'transfer_orders',
  'delivery_orders',
  'filling_advice_notes',
  'stock_updates',
  'stock_transfers',
  'ledger_movements',
  'importers',
  'distributors',
  'storage_tanks',
  'inventories',
];

/** What the bench database holds, table by table. */
async function countRows(db: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const { rows: count } = await sql<{
      n: number;
    }>`select count(*)::int as n from ${sql.table(table)}`.execute(db.db);
    counts[table] = count[0].n;
  }
  return counts;
}

/** A database seeded earlier (a cluster kept by `--keep`, or `npm run bench:seed`'s): used as it is. */
export async function existingDatabase(url: string): Promise<BenchDatabase> {
  const db = openPostgres(url);
  try {
    const { rows } = await sql<{ v: string }>`show server_version`.execute(db.db);
    return {
      cluster: null,
      url,
      postgresVersion: rows[0].v,
      seed: {
        by: `the database given (${new URL(url).pathname.slice(1)})`,
        ms: 0,
        counts: await countRows(db),
      },
      stop: async () => {},
    };
  } finally {
    await db.close();
  }
}

/** A cluster with the demo history and the scale's data, analysed. */
export async function benchDatabase(scale: number, log: (line: string) => void): Promise<BenchDatabase> {
  const cluster = await startCluster();
  try {
    const admin = openPostgres(cluster.url());
    const { rows } = await sql<{ v: string }>`show server_version`.execute(admin.db);
    await sql`create database ppms`.execute(admin.db);
    await admin.close();
    const url = cluster.url('ppms');
    const config: Config = { ...loadConfig({}), databaseUrl: url, demo: true, logLevel: 'silent' };
    const db = openPostgres(url);
    const started = Date.now();
    let by: string;
    try {
      await prepareDatabase(db, config);
      log(`demo history seeded in ${Date.now() - started} ms`);
      if (hasScript('bench:seed')) {
        by = `npm run bench:seed -- --scale ${scale}`;
        await runScript('bench:seed', ['--scale', String(scale)], { DATABASE_URL: url });
      } else {
        // Until the project's seed exists: the ledger at national scale (5,000,000 movements at scale 1).
        const movements = Math.round(5_000_000 * scale);
        by = `demo history and ${movements.toLocaleString('en-US')} generated ledger movements (no bench:seed yet)`;
        await nationalLedger(db, { movements, inventories: 300 });
      }
      // Vacuumed as well as analysed, as a database is once it has settled: after a bulk load of this size
      // autovacuum would otherwise work through every table during the measurements (it did, from the
      // first search to the last report over a year, in a run that only analysed).
      await sql`vacuum analyze`.execute(db.db);
      const counts = await countRows(db);
      const ms = Date.now() - started;
      log(`${by}: ${ms} ms; ${JSON.stringify(counts)}`);
      return {
        cluster,
        url,
        postgresVersion: rows[0].v,
        seed: { by, ms, counts },
        stop: () => cluster.stop(),
      };
    } finally {
      await db.close();
    }
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}
