import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import {
  type Dialect,
  Kysely,
  type LogEvent,
  PGliteDialect,
  PostgresDialect,
  type Transaction,
} from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import type { Config } from '../config.ts';
import { CamelCaseResults } from './camel-case.ts';
import { lockDataFolder } from './lock.ts';
import { migrations } from './migrations/index.ts';
import { unpackTar } from './tar.ts';
import type { DB } from './types.ts';

/** The database sent a number that a JavaScript number can not hold exactly (beyond 2^53 - 1). */
export class UnsafeIntegerError extends Error {}

/**
 * int8 and numeric come back as numbers, exactly or not at all: a value beyond Number.MAX_SAFE_INTEGER
 * would be silently rounded, so it throws instead (quantities are bounded far below it; see
 * schemas/numbers.ts). Dates come back as 'yyyy-MM-dd' text, never shifted by the server's time zone.
 */
export function exactNumber(text: string): number {
  const value = Number(text);
  if (!Number.isFinite(value) || Math.abs(value) > Number.MAX_SAFE_INTEGER) {
    throw new UnsafeIntegerError(
      `The database sent ${text.length > 40 ? `${text.slice(0, 40)}...` : text}, which is not a safe integer: it can not be read exactly.`,
    );
  }
  return value;
}

/** a + b for figures read by exactNumber and summed in JavaScript: exactly, or UnsafeIntegerError. */
export function exactSum(a: number, b: number): number {
  const sum = a + b;
  if (!Number.isSafeInteger(sum)) {
    throw new UnsafeIntegerError(`${a} + ${b} is not a safe integer: it can not be summed exactly.`);
  }
  return sum;
}

const INT8 = 20;
const NUMERIC = 1700;
const DATE = 1082;
const parsers = { [INT8]: exactNumber, [NUMERIC]: exactNumber, [DATE]: (value: string) => value };

/** Deadlock (40P01) and serialization failure (40001): the transaction may simply be run again. */
const RETRYABLE = new Set(['40P01', '40001']);
export const isRetryable = (error: unknown) => RETRYABLE.has((error as { code?: string } | null)?.code ?? '');
const MAX_ATTEMPTS = 5;

export interface TransactionOptions {
  /** 'repeatable read': every statement reads one snapshot (a consistent report or check). */
  isolation?: 'repeatable read' | 'serializable';
}

type Executor = Kysely<DB> | Transaction<DB>;

/**
 * Listens to a notification channel until `stop`: `onMessage` gets each payload, `onState` whether
 * notifications are arriving (false while the listening connection is down: what was sent meanwhile
 * is lost; true again once it listens anew).
 */
export type Listen = (
  channel: string,
  onMessage: (payload: string) => void,
  onState: (listening: boolean) => void,
) => Promise<Listening>;

/** A channel listened to, and who else listens to it. */
export interface Listening {
  /** This listener's name among the channel's listeners (null while it is not listening). */
  readonly name: string | null;
  /** The names of every listener of the channel now, in every process, this one's among them. */
  listeners(): Promise<string[]>;
  /** Sends a notification on the channel (through the listening connection, where there is one). */
  notify(payload: string): Promise<void>;
  stop(): Promise<void>;
}
type Hook = () => void | Promise<void>;

/** What runs once a transaction attempt ends: after its commit, or after it was rolled back. */
interface Hooks {
  commit: Hook[];
  rollback: Hook[];
}

async function runHooks(hooks: Hook[], when: string) {
  for (const hook of hooks) {
    try {
      await hook();
    } catch (error) {
      console.error(`A ${when} task failed:`, error);
    }
  }
}

/**
 * The query layer: a Kysely instance plus transaction helpers in the manner of atproto's Database.
 * Inside `transaction`, `db` is bound to the transaction and `onCommit` queues side effects (mail)
 * that must run only once the data is committed; `onRollback` undoes what an attempt did outside the
 * database (a file it wrote).
 */
export class Database {
  readonly db: Executor;
  private readonly hooks: Hooks | null;
  private readonly closers: (() => Promise<void>)[];
  readonly dialect: 'pglite' | 'postgres';
  /** The embedded database itself (null on PostgreSQL and inside a transaction). */
  private readonly pglite: PGlite | null;
  /** Transactions run again after a deadlock or serialization failure (contention shows here). */
  retriedConflicts = 0;
  /** Notifications (LISTEN): on a connection of its own on PostgreSQL, in process when embedded. */
  readonly listen: Listen;

  constructor(
    db: Executor,
    dialect: 'pglite' | 'postgres',
    closers: (() => Promise<void>)[] = [],
    hooks: Hooks | null = null,
    pglite: PGlite | null = null,
    listen: Listen | null = null,
  ) {
    this.db = db;
    this.dialect = dialect;
    this.closers = closers;
    this.hooks = hooks;
    this.pglite = pglite;
    this.listen =
      listen ??
      (async () => {
        throw new Error('This database does not listen to notifications (a transaction).');
      });
  }

  get isTransaction(): boolean {
    return this.hooks !== null;
  }

  assertTransaction(): void {
    if (!this.isTransaction) throw new Error('This must run inside a database transaction.');
  }

  /**
   * Runs fn in one transaction (joins the current one when already inside). A deadlock or serialization
   * failure runs the whole of fn again, up to MAX_ATTEMPTS times: fn must keep its side effects to the
   * database, and queue the rest with onCommit (hooks of a failed attempt are dropped, never run; its
   * onRollback hooks run instead).
   */
  async transaction<T>(fn: (tx: Database) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
    if (this.isTransaction) return fn(this);
    for (let attempt = 1; ; attempt++) {
      const hooks: Hooks = { commit: [], rollback: [] };
      let builder = (this.db as Kysely<DB>).transaction();
      if (options.isolation) builder = builder.setIsolationLevel(options.isolation);
      let result: T;
      try {
        result = await builder.execute((trx) => fn(new Database(trx, this.dialect, [], hooks)));
      } catch (error) {
        await runHooks(hooks.rollback, 'rollback');
        if (!isRetryable(error) || attempt >= MAX_ATTEMPTS) throw error;
        this.retriedConflicts += 1;
        // Wait a little, at random, so that the two transactions do not meet again at once.
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 25 * attempt));
        continue;
      }
      await runHooks(hooks.commit, 'post-commit');
      return result;
    }
  }

  /** Queues fn to run after the surrounding transaction commits (at once outside a transaction). */
  onCommit(fn: Hook): void {
    if (this.hooks) this.hooks.commit.push(fn);
    else void Promise.resolve(fn()).catch((error) => console.error('A post-commit task failed:', error));
  }

  /** Queues fn to run if the surrounding transaction (this attempt of it) is rolled back. */
  onRollback(fn: Hook): void {
    this.assertTransaction();
    this.hooks!.rollback.push(fn);
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

  /**
   * The embedded database's files as a tarball, written at a checkpoint, that `openDatabase` can start
   * another embedded database from (the tests seed one database per run and start each suite on a copy).
   */
  async dumpEmbedded(): Promise<Blob> {
    if (!this.pglite) throw new Error('Only the embedded database can be dumped.');
    await this.pglite.exec('checkpoint');
    return this.pglite.dumpDataDir('none');
  }

  async close(): Promise<void> {
    await (this.db as Kysely<DB>).destroy();
    for (const close of this.closers) await close();
  }

  /**
   * Runs fn alone on the embedded database (a backup): every transaction has ended and none starts
   * until fn is done, so what it reads with `query` and the files `dump` answers (written at a
   * checkpoint) are one state. Queries through `db` would wait for fn: use `query`.
   */
  async exclusiveEmbedded<T>(
    fn: (
      query: (text: string) => Promise<Record<string, unknown>[]>,
      dump: () => Promise<Blob>,
    ) => Promise<T>,
  ): Promise<T> {
    const pglite = this.pglite;
    if (!pglite) throw new Error('Only the embedded database can be dumped.');
    return pglite.transaction(async (tx) =>
      fn(
        async (text) => (await tx.query<Record<string, unknown>>(text)).rows,
        async () => {
          await tx.exec('checkpoint');
          return pglite.dumpDataDir('none');
        },
      ),
    );
  }
}

export interface OpenOptions {
  /** Start the embedded database from these files (a `dumpEmbedded` tarball) instead of an empty one. */
  embeddedFiles?: Blob;
  /**
   * For an embedded data folder that holds no database yet: the file of a `dumpEmbedded` tarball to
   * start it from (or null, to start it empty). Asked, and unpacked on disk, once the folder is locked.
   */
  whenFresh?: () => string | null;
}

/**
 * Marks a statement (anywhere in its text) to be planned at every call with its values, never prepared
 * (prepareStatements). For conditions whose best plan depends on the value: a generic plan made while
 * searches for full numbers ran reads a number's trigram index whole for the text 'TO-202', which is in
 * every number (1 s at 1,000,000 orders, 4 ms planned with the text).
 */
export const PLAN_PER_CALL = '/* planned per call */';

/**
 * Marks a statement without parameters to be prepared all the same (prepareStatements): one run again and
 * again, as the dashboard's stamps are, which PostgreSQL otherwise parses and plans at every run. Only
 * for a single statement whose text never changes.
 */
export const PREPARED = '/* prepared */';

/**
 * Makes a new connection run each statement with parameters as a named prepared statement, named by a
 * digest of its text: the server then plans a statement once per connection (or keeps a generic plan
 * after five runs, when it costs no more than a custom one) instead of on every call. A record's detail
 * took 1.6 ms to plan and 1.3 ms to run. Statements without parameters (transaction control, locks,
 * migrations, which may hold several statements) but those marked PREPARED, and those marked
 * PLAN_PER_CALL, run as before.
 */
export function prepareStatements(client: pg.ClientBase) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const names = new Map<string, string>();
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (!name) {
      name = `ppms_${createHash('sha1').update(text).digest('base64url')}`;
      names.set(text, name);
    }
    return name;
  };
  client.query = ((text: unknown, values: unknown, ...rest: unknown[]) =>
    typeof text === 'string' &&
    ((Array.isArray(values) && values.length) || text.includes(PREPARED)) &&
    !text.includes(PLAN_PER_CALL)
      ? query({ name: nameOf(text), text, values }, ...rest)
      : query(text, values, ...rest)) as typeof client.query;
}

/**
 * Every connection's settings. No JIT: every statement here reads few rows through indexes, but a
 * report's estimates can pass jit_above_cost, and compiling then costs more than the query (50 ms of 155
 * in Daily Loading Analysis at 1,000,000 orders). A session setting, so it holds behind any server
 * configuration.
 */
export const SESSION_OPTIONS = '-c jit=off';

const RELISTEN_MS = 1_000;

/**
 * LISTEN on a client of its own, connected again (and listening anew) a second after it drops. The
 * client names itself in pg_stat_activity (application_name), so every process sees who listens; a
 * listener's name is its connection's backend pid.
 */
function postgresListen(url: string): Listen {
  return async (channel, onMessage, onState) => {
    // application_name is at most 63 bytes; the channel names are short.
    const application = `ppms listens to ${channel}`;
    let client: pg.Client | null = null;
    let name: string | null = null;
    let stopped = false;
    let retry: NodeJS.Timeout | undefined;
    const connect = async () => {
      const next = new pg.Client({ connectionString: url });
      client = next;
      const down = () => {
        if (client !== next) return;
        client = null;
        name = null;
        onState(false);
        next.end().catch(() => {});
        if (!stopped) retry = setTimeout(() => void connect(), RELISTEN_MS);
      };
      next.on('error', down);
      next.on('end', down);
      next.on('notification', (message) => {
        if (message.channel === channel) onMessage(message.payload ?? '');
      });
      try {
        await next.connect();
        await next.query(`listen ${pg.escapeIdentifier(channel)}`);
        // Named once it listens: whoever counts it may count on its hearing what is sent next.
        const { rows } = await next.query<{ pid: string }>(
          `select set_config('application_name', $1, false), pg_backend_pid()::text as pid`,
          [application],
        );
        if (client === next) {
          name = rows[0]!.pid;
          onState(true);
        }
      } catch {
        down();
      }
    };
    await connect();
    const listening = () => {
      if (!client) throw new Error(`Not listening to ${channel} (the connection is down).`);
      return client;
    };
    return {
      get name() {
        return name;
      },
      async listeners() {
        const { rows } = await listening().query<{ pid: string }>(
          `select pid::text from pg_stat_activity where datname = current_database() and application_name = $1`,
          [application],
        );
        return rows.map((row) => row.pid);
      },
      async notify(payload) {
        await listening().query('select pg_notify($1, $2)', [channel, payload]);
      },
      async stop() {
        stopped = true;
        clearTimeout(retry);
        const last = client;
        client = null;
        name = null;
        await last?.end().catch(() => {});
      },
    };
  };
}

/** How many connections each pool keeps to a PostgreSQL server (PPMS_DB_POOL). */
export const poolSize = () => Number(process.env.PPMS_DB_POOL ?? 10);

/**
 * A pool of connections to the PostgreSQL server of `url`, reading int8, numeric and date exactly.
 * `onQuery` sees every statement run (the benchmark replays them directly).
 */
export function openPostgres(
  url: string,
  onQuery?: (statement: { sql: string; parameters: readonly unknown[] }) => void,
): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize(),
    options: SESSION_OPTIONS,
    types: {
      getTypeParser: ((oid: number, format?: string) =>
        parsers[oid as keyof typeof parsers] ?? pg.types.getTypeParser(oid, format as 'text')) as never,
    },
  });
  pool.on('connect', prepareStatements);
  const dialect: Dialect = new PostgresDialect({ pool });
  const log = onQuery
    ? (event: LogEvent) => {
        if (event.level === 'query') onQuery(event.query);
      }
    : undefined;
  return new Database(
    new Kysely<DB>({ dialect, plugins: [new CamelCaseResults()], log }),
    'postgres',
    [],
    null,
    null,
    postgresListen(url),
  );
}

export async function openDatabase(config: Config, options: OpenOptions = {}): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  const plugins = [new CamelCaseResults()];
  const closers: (() => Promise<void>)[] = [];
  let dataDir: string | undefined;
  if (!config.inMemory) {
    const release = lockDataFolder(config.dataDir);
    closers.push(async () => release());
    dataDir = path.join(config.dataDir, 'pglite');
  }
  try {
    if (dataDir && options.whenFresh && !fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
      const tarball = options.whenFresh();
      if (tarball) unpackTar(tarball, dataDir);
    }
    const pglite = await PGlite.create({
      dataDir,
      parsers,
      loadDataDir: options.embeddedFiles,
      // Trigram indexes serve the searches by number or reference (migration 2026112501).
      extensions: { pg_trgm },
      // PostgreSQL's default of 128MB would be memory of this process; the files stay in the system's cache.
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${config.sharedBuffers}`],
    });
    const dialect: Dialect = new PGliteDialect({ pglite });
    // In process, a notification is handed over as the statement that sent it (or its commit) ends;
    // the listeners are this process's.
    const listeners = new Map<string, Set<string>>();
    let named = 0;
    const listen: Listen = async (channel, onMessage, onState) => {
      const unlisten = await pglite.listen(channel, onMessage);
      const name = String(++named);
      const names = listeners.get(channel) ?? new Set<string>();
      listeners.set(channel, names.add(name));
      onState(true);
      return {
        name,
        listeners: async () => [...names],
        notify: async (payload) => {
          await pglite.query('select pg_notify($1, $2)', [channel, payload]);
        },
        stop: async () => {
          names.delete(name);
          await unlisten();
        },
      };
    };
    return new Database(new Kysely<DB>({ dialect, plugins }), 'pglite', closers, null, pglite, listen);
  } catch (error) {
    for (const close of closers) await close();
    throw error;
  }
}
