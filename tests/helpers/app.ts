import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../server/app.ts';
import { type Config, loadConfig } from '../../server/config.ts';
import { type Database, openDatabase } from '../../server/db/client.ts';
import { prepareDatabase } from '../../server/db/prepare.ts';
import { DEMO_PASSWORD } from '../../server/db/seed/demo.ts';

/**
 * The PostgreSQL server the API suites run against when PPMS_TEST_DATABASE_URL is set (CI runs them
 * twice: embedded, then there). Each suite gets a database of its own, dropped afterwards.
 */
const POSTGRES = process.env.PPMS_TEST_DATABASE_URL || null;

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: Config;
  /** Folder the default mail transport writes .eml files to. */
  outbox: string;
  close(): Promise<void>;
}

async function freshPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `ppms_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: POSTGRES! });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(POSTGRES!);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: POSTGRES! });
      await client.connect();
      // The suite's pool has said goodbye; let its backends finish leaving instead of killing them, as a
      // killed backend's FATAL reaches a closing client as an unhandled error. Force only if they linger.
      for (let attempt = 0; ; attempt++) {
        try {
          await client.query(`drop database if exists ${name}`);
          break;
        } catch (error) {
          if ((error as { code?: string }).code !== '55006' || attempt >= 100) {
            await client.query(`drop database if exists ${name} with (force)`);
            break;
          }
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
      await client.end();
    },
  };
}

/**
 * The real app on a fresh database (embedded in memory, or a new PostgreSQL database), demo data seeded.
 * `extend` may add to the app before it is ready (a test-only route).
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  extend?: (app: FastifyInstance) => void,
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ppms-test-'));
  const postgres = POSTGRES ? await freshPostgresDatabase() : null;
  const config: Config = {
    ...loadConfig({}),
    dataDir,
    inMemory: !postgres,
    databaseUrl: postgres?.url ?? null,
    demo: true,
    staticDir: null,
    logLevel: 'silent',
    ...overrides,
  };
  const db = await openDatabase(config);
  const { jwtSecret } = await prepareDatabase(db, config);
  const app = await buildApp({ config, db, jwtSecret, logger: false });
  extend?.(app);
  await app.ready();
  return {
    app,
    db,
    config,
    outbox: path.join(dataDir, 'outbox'),
    async close() {
      await app.close();
      await db.close();
      await postgres?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const usingPostgres = () => POSTGRES !== null;

/** A signed-in token for a demo user (or any user with the demo password). */
export async function signIn(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/Account/Login',
    payload: { email, password },
  });
  if (response.statusCode !== 200)
    throw new Error(`sign-in of ${email} failed: ${response.statusCode} ${response.body}`);
  const body = response.json();
  if (!body.token) throw new Error(`sign-in of ${email} answered ${response.body}`);
  return body.token as string;
}

/** A small client: `call(token)('POST', 'StockUpdate/Search', body)`; paths are under /api/v1/. */
export const caller =
  (app: FastifyInstance, token?: string) =>
  (
    method: InjectOptions['method'],
    apiPath: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    app.inject({
      method,
      url: `/api/v1/${apiPath.replace(/^\//, '')}`,
      payload: payload as InjectOptions['payload'],
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    });

/** Messages the outbox transport wrote, oldest first, as raw RFC 822 text. */
export function readOutbox(outbox: string): string[] {
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .sort()
    .map((file) => fs.readFileSync(path.join(outbox, file), 'utf8'));
}
