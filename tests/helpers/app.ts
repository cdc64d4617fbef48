import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { type Config, loadConfig } from '../../server/config.ts';
import { type Database, openDatabase } from '../../server/db/client.ts';
import { prepareDatabase } from '../../server/db/prepare.ts';
import { DEMO_PASSWORD } from '../../server/db/seed/demo.ts';
import { POSTGRES, suiteDatabase } from './databases.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: Config;
  /** Folder the default mail transport writes .eml files to. */
  outbox: string;
  close(): Promise<void>;
}

/**
 * The real app on a database of its own (embedded in memory, or a new PostgreSQL database) with the
 * demo data, as a first start seeds it (a copy of the run's seeded database: tests/helpers/databases.ts).
 * `overrides` configure the app (`demo: false` for an empty database); `extend` may add to the app
 * before it is ready (a test-only route).
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  extend?: (app: FastifyInstance) => void,
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ppms-test-'));
  const demo = overrides.demo ?? true;
  const database = await suiteDatabase(demo);
  const config: Config = {
    ...loadConfig({}),
    dataDir,
    inMemory: !database.databaseUrl,
    databaseUrl: database.databaseUrl,
    demo,
    staticDir: null,
    logLevel: 'silent',
    ...overrides,
  };
  const db = await openDatabase(config, { embeddedFiles: database.embeddedFiles });
  const { jwtSecret, statementKey } = await prepareDatabase(db, config);
  const app = await buildApp({ config, db, jwtSecret, statementKey, logger: false });
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
      await database.drop();
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
