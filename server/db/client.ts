import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import {
  CamelCasePlugin,
  type Dialect,
  Kysely,
  PGliteDialect,
  PostgresDialect,
  type Transaction,
} from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import type { Config } from '../config.ts';
import { lockDataFolder } from './lock.ts';
import { migrations } from './migrations/index.ts';
import type { DB } from './types.ts';

// int8 and numeric come back as numbers (quantities are whole gallons, far below 2^53); dates as
// 'yyyy-MM-dd' text, never shifted by the server's time zone.
const INT8 = 20;
const NUMERIC = 1700;
const DATE = 1082;
const parsers = { [INT8]: Number, [NUMERIC]: Number, [DATE]: (value: string) => value };

type Executor = Kysely<DB> | Transaction<DB>;

/**
 * The query layer: a Kysely instance plus transaction helpers in the manner of atproto's Database.
 * Inside `transaction`, `db` is bound to the transaction and `onCommit` queues side effects (mail)
 * that must run only once the data is committed.
 */
export class Database {
  readonly db: Executor;
  private readonly commitHooks: (() => void | Promise<void>)[] | null;
  private readonly closers: (() => Promise<void>)[];
  readonly dialect: 'pglite' | 'postgres';

  constructor(
    db: Executor,
    dialect: 'pglite' | 'postgres',
    closers: (() => Promise<void>)[] = [],
    commitHooks: (() => void | Promise<void>)[] | null = null,
  ) {
    this.db = db;
    this.dialect = dialect;
    this.closers = closers;
    this.commitHooks = commitHooks;
  }

  get isTransaction(): boolean {
    return this.commitHooks !== null;
  }

  assertTransaction(): void {
    if (!this.isTransaction) throw new Error('This must run inside a database transaction.');
  }

  /** Runs fn in one transaction (joins the current one when already inside). */
  async transaction<T>(fn: (tx: Database) => Promise<T>): Promise<T> {
    if (this.isTransaction) return fn(this);
    const hooks: (() => void | Promise<void>)[] = [];
    const result = await (this.db as Kysely<DB>)
      .transaction()
      .execute((trx) => fn(new Database(trx, this.dialect, [], hooks)));
    for (const hook of hooks) {
      try {
        await hook();
      } catch (error) {
        console.error('A post-commit task failed:', error);
      }
    }
    return result;
  }

  /** Queues fn to run after the surrounding transaction commits (at once outside a transaction). */
  onCommit(fn: () => void | Promise<void>): void {
    if (this.commitHooks) this.commitHooks.push(fn);
    else void Promise.resolve(fn()).catch((error) => console.error('A post-commit task failed:', error));
  }

  async migrate(): Promise<void> {
    const migrator = new Migrator({
      db: this.db as Kysely<DB>,
      provider: { getMigrations: async () => migrations },
    });
    const { error, results } = await migrator.migrateToLatest();
    const failed = results?.find((r) => r.status === 'Error');
    if (error || failed) {
      throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
    }
  }

  async close(): Promise<void> {
    await (this.db as Kysely<DB>).destroy();
    for (const close of this.closers) await close();
  }
}

export async function openDatabase(config: Config): Promise<Database> {
  const plugins = [new CamelCasePlugin()];
  if (config.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: Number(process.env.PPMS_DB_POOL ?? 10),
      types: {
        getTypeParser: ((oid: number, format?: string) =>
          parsers[oid as keyof typeof parsers] ?? pg.types.getTypeParser(oid, format as 'text')) as never,
      },
    });
    const dialect: Dialect = new PostgresDialect({ pool });
    return new Database(new Kysely<DB>({ dialect, plugins }), 'postgres');
  }
  const closers: (() => Promise<void>)[] = [];
  let dataDir: string | undefined;
  if (!config.inMemory) {
    const release = lockDataFolder(config.dataDir);
    closers.push(async () => release());
    dataDir = path.join(config.dataDir, 'pglite');
  }
  try {
    const pglite = await PGlite.create({ dataDir, parsers });
    const dialect: Dialect = new PGliteDialect({ pglite });
    return new Database(new Kysely<DB>({ dialect, plugins }), 'pglite', closers);
  } catch (error) {
    for (const close of closers) await close();
    throw error;
  }
}
