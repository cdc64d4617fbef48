import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../server/app.ts';
import { type Config, loadConfig } from '../../server/config.ts';
import { type Database, openPostgres, prepareStatements, SESSION_OPTIONS } from '../../server/db/client.ts';
import { serverSecrets } from '../../server/db/prepare.ts';
import type { BenchCall } from './calls.ts';
import { BROWSER_ACCEPT_ENCODING, type Timing, timed, timing } from './harness.ts';

// The API's median and p95 over HTTP next to the same SQL run directly through `pg`, in the same run
// (issue 23, item 4). "The same SQL" is read from the app itself: an app built in this process on the
// bench database answers each call twice while every statement of the second run is kept (openPostgres's
// onQuery): what the server runs on every later call (its session kept, a search's count kept while no
// record changed), not what only a first call runs. The statements, with their parameters, are then
// replayed one after the other on one connection of their own, set up as the app's are (its session
// settings; each statement prepared once). HTTP and SQL runs alternate, so that whatever else the
// machine does weighs on both alike.

export interface Latency {
  name: string;
  kind: BenchCall['kind'];
  span?: BenchCall['span'];
  /** The statements the call runs (session check included). */
  statements: number;
  api: Timing;
  sql: Timing;
  /** API p95 / SQL p95: what HTTP, the session check's round trips and serialisation add. */
  ratio: number;
}

type Statement = { sql: string; parameters: readonly unknown[] };

/** An app on the bench database that tells which statements a call runs. */
export async function statementRecorder(url: string) {
  let recording: Statement[] | null = null;
  const db: Database = openPostgres(url, (statement) => recording?.push(statement));
  const config: Config = {
    ...loadConfig({}),
    databaseUrl: url,
    demo: false,
    staticDir: null,
    logLevel: 'silent',
  };
  const app: FastifyInstance = await buildApp({
    config,
    db,
    ...(await serverSecrets(db, config)),
    logger: false,
  });
  await app.ready();
  return {
    async statements(call: BenchCall, token: string): Promise<Statement[]> {
      const answer = () =>
        app.inject({
          method: call.method,
          url: `/api/v1/${call.path}`,
          headers: { authorization: `Bearer ${token}` },
          payload: call.body as object | undefined,
        });
      // The call's second run is recorded: what the server runs again and again (the session kept, a
      // search's count kept while no record changed), not what only a first call runs.
      await answer();
      recording = [];
      const second = await answer();
      const statements = recording;
      recording = null;
      if (second.statusCode !== 200)
        throw new Error(`${call.name}: ${second.statusCode} ${second.body.slice(0, 300)}`);
      // Only reads are replayed: a call that writes (none of these should) would change what it measures.
      const writes = statements.filter((s) => /^\s*(insert|update|delete)\b/i.test(s.sql));
      if (writes.length) throw new Error(`${call.name} writes: ${writes[0].sql.slice(0, 200)}`);
      return statements;
    },
    async close() {
      await app.close();
      await db.close();
    },
  };
}

/** One HTTP call, keep-alive, its answer read whole; anything but 200 fails the bench. */
export async function httpCall(base: string, call: BenchCall, token: string): Promise<void> {
  const answer = await fetch(`${base}/api/v1/${call.path}`, {
    method: call.method,
    headers: {
      authorization: `Bearer ${token}`,
      'accept-encoding': BROWSER_ACCEPT_ENCODING,
      ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
  });
  const body = await answer.arrayBuffer();
  if (answer.status !== 200) {
    throw new Error(`${call.name}: ${answer.status} ${Buffer.from(body).toString('utf8').slice(0, 300)}`);
  }
}

/**
 * The HTTP floor: a call that reads no database (GET Setting/AppCodes), timed as the others are, one after
 * the other. What any call over HTTP costs here before its SQL: the two processes' sockets, the framework.
 */
export async function httpFloor(base: string, call: BenchCall, token: string, runs: number): Promise<Timing> {
  for (let i = 0; i < 5; i++) await httpCall(base, call, token);
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) samples.push(await timed(() => httpCall(base, call, token)));
  return timing(samples);
}

export async function latencies(
  calls: BenchCall[],
  options: {
    base: string;
    url: string;
    tokens: Map<string, string>;
    /** Runs of each, at most: a slow call gets fewer (at least 3), so that each takes about `seconds`. */
    runs: number;
    seconds: number;
    log: (line: string) => void;
  },
): Promise<Latency[]> {
  const recorder = await statementRecorder(options.url);
  // As the app's connections run: its session settings, each statement prepared once and run again.
  const client = new pg.Client({ connectionString: options.url, options: SESSION_OPTIONS });
  prepareStatements(client);
  await client.connect();
  const results: Latency[] = [];
  try {
    for (const call of calls) {
      const token = options.tokens.get(call.as)!;
      const statements = await recorder.statements(call, token);
      const viaHttp = () => httpCall(options.base, call, token);
      const direct = async () => {
        for (const statement of statements)
          await client.query(statement.sql, statement.parameters as unknown[]);
      };
      // Warm-up, not counted: the first tells how many runs fit.
      const first = (await timed(viaHttp)) + (await timed(direct));
      const runs = Math.max(3, Math.min(options.runs, Math.floor((options.seconds * 1_000) / first)));
      for (let i = 1; i < Math.min(5, runs); i++) {
        await viaHttp();
        await direct();
      }
      const api: number[] = [];
      const sql: number[] = [];
      for (let i = 0; i < runs; i++) {
        api.push(await timed(viaHttp));
        sql.push(await timed(direct));
      }
      const result: Latency = {
        name: call.name,
        kind: call.kind,
        ...(call.span ? { span: call.span } : {}),
        statements: statements.length,
        api: timing(api),
        sql: timing(sql),
        ratio: 0,
      };
      result.ratio = Number((result.api.p95Ms / Math.max(result.sql.p95Ms, 0.01)).toFixed(2));
      options.log(
        `${call.name.padEnd(52)} API p50 ${result.api.medianMs} p95 ${result.api.p95Ms} ms | SQL (${statements.length}) p50 ${result.sql.medianMs} p95 ${result.sql.p95Ms} ms | ${result.ratio}x`,
      );
      results.push(result);
    }
  } finally {
    await client.end();
    await recorder.close();
  }
  return results;
}
