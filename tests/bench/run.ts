// npm run bench (issue 23, items 4 and 5): on a throw-away PostgreSQL cluster filled to national scale
// (`--scale N`, default 1), the API's median and p95 over HTTP next to the same SQL run directly, for every
// search with typical filters and every report over a month and a year; throughput at 10 and 50
// connections next to GET Setting/AppCodes, for 1 and 2 API processes; the embedded `npm start`'s cold
// start and memory; Lighthouse desktop and mobile for the login page, the dashboard and a list page.
// Prints every budget met or missed, writes bench/results.json (`--out FILE` elsewhere), exits 1 when a
// budget is missed. `npm run bench -- --smoke` (npm test runs it) does all of it once, small and short
// (scale 0.01), to prove the harness works: it judges nothing, writes nothing, fails only on an error.
// Run the full one on a quiet machine: its figures are the machine's.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPostgres } from '../../server/db/client.ts';
import { verifyAudit } from '../../server/domain/audit/verify.ts';
import { inventoryBalances, summaryBalances, verifyLedger } from '../../server/domain/ledger/index.ts';
import { installRecordTypes } from '../../server/domain/record-types/index.ts';
import { CHROMIUM } from '../helpers/chromium.ts';
import { serverPrograms } from '../helpers/pg-cluster.ts';
import { httpSignIn, type ServerProcess, startServer } from '../helpers/server-process.ts';
import { type BenchCall, benchCalls } from './calls.ts';
import { coldStarts } from './cold-start.ts';
import { benchDatabase, existingDatabase } from './database.ts';
import { type Budget, budget, printBudgets, type Timing, timed, timing } from './harness.ts';
import { httpFloor, type Latency, latencies } from './latency.ts';
import { LIGHTHOUSE_PAGES, type LighthouseScore, lighthouseScores } from './lighthouse.ts';
import { APP_CODES, type Throughput, throughputs } from './throughput.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const smoke = args.includes('--smoke');
const scale = smoke ? 0.01 : Number(option('--scale') ?? 1);
if (!(scale > 0)) throw new Error(`--scale must be a positive number; got ${option('--scale')}`);
/** Leaves the cluster running at the end (its address printed) for EXPLAIN; stop it with the command printed. */
const keep = args.includes('--keep');
/**
 * A database already seeded (a cluster kept by --keep, or bench:seed's): no cluster is started or seeded,
 * nothing is dropped. With --only, the run measures what it names and writes no results unless --out.
 */
const given = option('--database');
/** Only the calls whose name matches (a regular expression, case-insensitive), and no cold start or Lighthouse unless named ('cold start', 'lighthouse'). */
const only = option('--only') ? new RegExp(option('--only')!, 'i') : null;
const partial = Boolean(given || only);
const out =
  smoke || (partial && !option('--out'))
    ? null
    : path.resolve(option('--out') ?? path.join(root, 'bench', 'results.json'));
const plan = smoke
  ? {
      coldRuns: 1,
      runs: 3,
      secondsPerCall: 1,
      seconds: 1,
      connections: [10],
      processes: [1],
      lighthouseRuns: 1,
      lighthouse: [LIGHTHOUSE_PAGES[0]],
      formFactors: ['desktop'] as const,
    }
  : {
      coldRuns: 3,
      runs: 40,
      secondsPerCall: 20,
      seconds: 10,
      connections: [10, 50],
      processes: [1, 2],
      lighthouseRuns: 3,
      lighthouse: LIGHTHOUSE_PAGES,
      formFactors: ['desktop', 'mobile'] as const,
    };
const log = (line: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${line}`);

// What the bench needs on this machine: PostgreSQL's server programs and Debian's Chromium.
const programs = serverPrograms();
const missing = [
  typeof programs === 'string' ? programs : null,
  fs.existsSync(CHROMIUM)
    ? null
    : `no Chromium at ${CHROMIUM} (apt-get install --no-install-recommends chromium)`,
].filter((problem): problem is string => problem !== null);
if (missing.length) {
  if (smoke && !process.env.CI) {
    console.warn(`\n*** BENCH SMOKE SKIPPED: ${missing.join('; ')} ***\n`);
    process.exit(0);
  }
  console.error(`npm run bench needs: ${missing.join('; ')}`);
  process.exit(1);
}

const loadAverage = () => os.loadavg().map((load) => Number(load.toFixed(2)));
const machine = {
  cpus: os.cpus().length,
  cpu: os.cpus()[0]?.model ?? 'unknown',
  memoryGb: Math.round(os.totalmem() / 2 ** 30),
  node: process.version,
  loadAverageAtStart: loadAverage(),
};
log(
  `${smoke ? 'smoke' : 'full'} run at scale ${scale} on ${machine.cpus} cores (${machine.cpu}), load ${machine.loadAverageAtStart.join(' ')}`,
);

// 1. The embedded console's cold start, first, while nothing else of the bench runs.
const measures = (part: string) => !only || only.test(part);
execFileSync(process.execPath, ['build/ensure-built.ts'], { cwd: root, stdio: 'inherit' });
const cold = measures('cold start') ? await coldStarts(plan.coldRuns) : null;
const coldStart = cold && {
  installMs: cold.installMs,
  runs: cold.timed,
  maxMs: Math.max(...cold.timed.map((run) => run.firstAnswerMs)),
  maxRssMb: Math.max(...cold.timed.map((run) => run.rssMb)),
};
if (cold)
  log(
    `cold start: ${cold.timed.map((run) => `${run.firstAnswerMs} ms ${run.rssMb} MB`).join(', ')} (after npm install's own step, ${cold.installMs} ms)`,
  );

// 2. PostgreSQL at the scale asked for.
const database = given ? await existingDatabase(given) : await benchDatabase(scale, log);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ppms-bench-'));
let server: ServerProcess | null = null;
const serve = async (processes: number) => {
  await server?.stop();
  server = await startServer({
    dataDir: path.join(dataDir, `processes-${processes}`),
    databaseUrl: database.url,
    env: {
      PPMS_WORKERS: String(processes),
      PPMS_DEMO: '0',
      PPMS_STATIC_DIR: path.join(root, 'dist'),
      LOG_LEVEL: 'warn',
    },
  });
  return server.api.replace(/\/api\/v1\/$/, '');
};

try {
  installRecordTypes();
  const db = openPostgres(database.url);
  let calls: BenchCall[];
  let ledger: { movements: number; fromSummaries: Timing; fromMovements: Timing } | null = null;
  let verification: { ms: number; ok: boolean } | null = null;
  let auditVerification: { ms: number; rows: number; ok: boolean } | null = null;
  try {
    calls = (await benchCalls(db)).filter((call) => !only || call.name === APP_CODES || only.test(call.name));
    // DESIGN.md section 5: a balance as of a day from the summaries against the same from the movements.
    const asOf = new Date(Date.now() - 182 * 86_400_000).toISOString().slice(0, 10);
    const times = async (fn: () => Promise<unknown>, runs: number) => {
      const samples = [];
      for (let i = 0; i < runs; i++) samples.push(await timed(fn));
      return timing(samples);
    };
    if (measures('balances')) {
      ledger = {
        movements: database.seed.counts.ledger_movements,
        fromSummaries: await times(() => summaryBalances(db, { asOf }), smoke ? 3 : 20),
        fromMovements: await times(() => inventoryBalances(db, { asOf }), smoke ? 1 : 5),
      };
      log(
        `balances as of ${asOf}: from the summaries p50 ${ledger.fromSummaries.medianMs} ms, from the movements p50 ${ledger.fromMovements.medianMs} ms`,
      );
    }
    /** A whole-store check, run once: its time and what it found. */
    const checked = async <T>(check: () => Promise<T>) => {
      let result: T | undefined;
      const ms = await timed(async () => {
        result = await check();
      });
      return { ms: Math.round(ms), result: result as T };
    };
    // The integrity check (`npm run ledger:verify`, GET Ledger/Verify) reads every movement: once.
    if (measures('ledger verification')) {
      const { ms, result } = await checked(() => verifyLedger(db));
      verification = { ms, ok: result.ok };
      log(
        `ledger verification (every movement's hash, every summary row, every day's balance): ${ms} ms, ${result.ok ? 'ok' : 'PROBLEMS'}`,
      );
    }
    // The audit log's (`npm run audit:verify`, GET Audit/Verify): a row per record change, once.
    if (measures('audit verification')) {
      const { ms, result } = await checked(() => verifyAudit(db));
      auditVerification = { ms, rows: result.rowsChecked, ok: result.ok };
      log(
        `audit log verification (every row's hash and link): ${result.rowsChecked} rows, ${ms} ms, ${result.ok ? 'ok' : 'PROBLEMS'}`,
      );
    }
  } finally {
    await db.close();
  }

  // 3. One process: latencies, throughput, Lighthouse. Then two processes: throughput.
  let base = await serve(1);
  const users = [...new Set(calls.map((call) => call.as))];
  const signIn = async () =>
    new Map(
      await Promise.all(
        users.map(async (email) => [email, await httpSignIn(server!.api, email, 'Demo@Pass2026')] as const),
      ),
    );
  let tokens = await signIn();
  const floorCall = calls.find((call) => call.name === APP_CODES)!;
  const floor = await httpFloor(base, floorCall, tokens.get(floorCall.as)!, plan.runs * 5);
  log(`HTTP floor (${APP_CODES}, one call after the other): p50 ${floor.medianMs} p95 ${floor.p95Ms} ms`);
  const latency: Latency[] = await latencies(
    calls.filter((call) => call.kind !== 'read'),
    { base, url: database.url, tokens, runs: plan.runs, seconds: plan.secondsPerCall, log },
  );
  const loaded = [
    APP_CODES,
    'GET TransferOrder/{id}',
    'GET StockUpdate/{id}',
    'TransferOrder search: page 1',
    'GET Dashboard',
  ].flatMap((name) => calls.filter((call) => call.name === name));
  const loads = loaded.length > 1;
  const throughput: Throughput[] = !loads
    ? []
    : await throughputs(loaded, {
        base,
        tokens,
        processes: 1,
        connections: plan.connections,
        seconds: plan.seconds,
        log,
      });
  const lighthouse: LighthouseScore[] = !measures('lighthouse')
    ? []
    : await lighthouseScores({
        base,
        email: 'admin@ppms.demo',
        runs: plan.lighthouseRuns,
        pages: plan.lighthouse,
        formFactors: plan.formFactors,
        log,
      });
  for (const processes of loads ? plan.processes.slice(1) : []) {
    base = await serve(processes);
    tokens = await signIn();
    throughput.push(
      ...(await throughputs(loaded, {
        base,
        tokens,
        processes,
        connections: plan.connections,
        seconds: plan.seconds,
        log,
      })),
    );
  }

  // 4. The budgets (issue 23, item 5).
  const budgets: Budget[] = [];
  for (const result of latency.filter((r) => r.kind === 'search' || r.span === 'year')) {
    budgets.push({
      name: `${result.name}: p95 over HTTP`,
      target: '<= 50 ms and <= 1.5 x its direct SQL p95',
      measured: `${result.api.p95Ms} ms, ${result.ratio} x (SQL ${result.sql.p95Ms} ms)`,
      met: result.api.p95Ms <= 50 && result.ratio <= 1.5,
    });
  }
  const oneProcess = (name: string) =>
    throughput.find((t) => t.name === name && t.processes === 1 && t.connections === 10);
  for (const [name, share, label] of [
    ['GET TransferOrder/{id}', 0.5, 'half'],
    ['GET StockUpdate/{id}', 0.5, 'half'],
    ['TransferOrder search: page 1', 1 / 3, 'a third'],
    ['GET Dashboard', 1 / 3, 'a third'],
  ] as const) {
    const measured = oneProcess(name);
    if (!measured) continue;
    budgets.push(
      budget(
        `${name}: throughput of GET Setting/AppCodes's, 1 process, 10 connections`,
        measured.ofAppCodes,
        share,
        ' x',
        {
          atLeast: true,
          target: `>= ${label} (${share.toFixed(2)} x)`,
        },
      ),
    );
  }
  const failed = throughput.filter((t) => t.failures);
  if (loads)
    budgets.push({
      name: 'Throughput runs: every request answered (no connection error, none past 10 s)',
      target: 'no failure',
      measured: failed.length
        ? failed
            .map((t) => `${t.name}, ${t.processes} process(es), ${t.connections} connections: ${t.failures}`)
            .join('; ')
        : 'none',
      met: !failed.length,
    });
  if (coldStart) {
    budgets.push(budget('npm start (embedded) to its first answer', coldStart.maxMs, 3_000, ' ms'));
    budgets.push(budget('npm start (embedded): resident memory after start', coldStart.maxRssMb, 400, ' MB'));
  }
  for (const score of lighthouse) {
    budgets.push(
      budget(
        `Lighthouse performance, ${score.page}, ${score.formFactor}`,
        score.performance,
        score.formFactor === 'desktop' ? 95 : 90,
        '',
        {
          atLeast: true,
        },
      ),
    );
  }
  printBudgets(budgets, smoke ? 'smoke: scale 0.01 and a few runs, not judged' : `scale ${scale}`);

  const results = {
    ranAt: new Date().toISOString(),
    command: `npm run bench${smoke ? ' -- --smoke' : scale !== 1 ? ` -- --scale ${scale}` : ''}`,
    scale,
    machine: { ...machine, loadAverageAtEnd: loadAverage() },
    postgres: database.postgresVersion,
    seed: database.seed,
    budgets,
    coldStart,
    httpFloor: floor,
    latency,
    throughput,
    lighthouse,
    ledger,
    verification,
    auditVerification,
  };
  if (out) {
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
    log(`wrote ${path.relative(process.cwd(), out)}`);
  }
  process.exitCode = smoke || budgets.every((b) => b.met) ? 0 : 1;
} finally {
  await (server as ServerProcess | null)?.stop();
  if (keep && database.cluster)
    log(
      `kept: ${database.url} (to end it: pg_ctl -D ${path.join(database.cluster.dir, 'data')} stop as its owner, then remove ${database.cluster.dir})`,
    );
  else await database.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
