// npm run bench: speed and memory targets of the API on the embedded database (or on PostgreSQL with
// PPMS_TEST_DATABASE_URL set). Exits 1 when a target is missed. Targets are for this project's 2-core
// machine. The ledger part writes a national-scale ledger first (PPMS_BENCH_MOVEMENTS movements over
// 300 inventories and five years; default 5,000,000 on PostgreSQL, 1,000,000 embedded; 0 skips it).
import { inventoryBalances, summaryBalances } from '../../server/domain/ledger/index.ts';
import { caller, createTestApp, signIn, usingPostgres } from '../helpers/app.ts';
import { coldStarts } from './cold-start.ts';
import { type Benchmark, measure, type Result, report } from './harness.ts';
import { nationalLedger } from './national-ledger.ts';

// Issue 23: `npm start` on a fresh data folder answers within 3 s and then holds at most 400 MB, once
// the front end is built and the demo snapshot made (the first start, reported, not judged). First,
// while this process is still small, as the machine is shared.
const cold = await coldStarts(3);
console.log(
  `first start (front-end build and demo snapshot when missing): ${cold.first.firstAnswerMs} ms, ${cold.first.rssMb} MB`,
);
const coldTimes = cold.timed.map((run) => run.firstAnswerMs).sort((a, b) => a - b);
const coldResult: Result = {
  name: 'npm start on a fresh data folder, to its first answer',
  runs: coldTimes.length,
  meanMs: Math.round(coldTimes.reduce((a, b) => a + b, 0) / coldTimes.length),
  p95Ms: coldTimes.at(-1)!,
  targetMs: 3_000,
  ok: coldTimes.at(-1)! < 3_000,
};
const coldRssMb = Math.max(...cold.timed.map((run) => run.rssMb));
const coldMemoryOk = coldRssMb <= 400;
console.log(
  `npm start's resident memory after start: ${coldRssMb} MB (target <= 400 MB): ${coldMemoryOk ? 'ok' : 'MISSED'}`,
);

const t = await createTestApp();
const admin = await signIn(t.app, 'admin@ppms.demo');
const importer = await signIn(t.app, 'importer@ppms.demo');
const analyst = await signIn(t.app, 'marketing@ppms.demo');

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const year = { from: day(365), to: day(0) };
/** The importer and product of an inventory (the first one when none is named): a product movement's. */
const stakeOf = (inventoryId?: number) =>
  t.db.db
    .selectFrom('inventories as i')
    .innerJoin('storageTanks as st', 'st.id', 'i.storageTankId')
    .select(['i.importerId', 'st.productId'])
    .$if(inventoryId !== undefined, (q) => q.where('i.id', '=', inventoryId!))
    .orderBy('i.id')
    .executeTakeFirstOrThrow();

/**
 * Every report over a year (issue 12: under 100 ms on the embedded database), as stock control, who
 * sees every importer; the summaries' ones again on the national ledger below.
 */
const reportCalls = (
  who: string,
  span: { from: string; to: string },
  stake: Awaited<ReturnType<typeof stakeOf>>,
) =>
  [
    ['Stock Balance Summary', 'GET', `Report/ImporterStockBalanceByProduct?selectedDate=${span.to}`],
    ['Daily Loading Analysis', 'POST', 'Report/TransfersAvailableBalance', { date: span.to }],
    ['Product Importation', 'POST', 'Report/Importation', span],
    ['Sales By Importer', 'POST', 'Report/SalesByImporter', span],
    ['Sales By Tank', 'POST', 'Report/SalesByTanks', span],
    ['Loading Differences', 'POST', 'Report/LosesReport', { ...span, type: 4 }],
    [
      'Product Movement',
      'POST',
      'Report/ProductMovement',
      { ...span, ...stake, storageTankId: 1, onlyFulfilledAndApproved: false },
    ],
    ['Stock Reconciliation', 'POST', 'Report/StockReconciliation', span],
  ].map(([name, method, path, body]) => ({
    name: `${name} over a year (${who})`,
    run: async () => {
      const response = await caller(t.app, analyst)(method as 'GET' | 'POST', path as string, body);
      if (response.statusCode !== 200) throw new Error(`${path}: ${response.statusCode} ${response.body}`);
    },
  }));

const benchmarks: Benchmark[] = [
  {
    name: 'POST Account/Login (scrypt)',
    p95TargetMs: 250,
    runs: 30,
    run: () => signIn(t.app, 'finance@ppms.demo'),
  },
  {
    name: 'GET Dashboard (admin)',
    p95TargetMs: 50,
    runs: 200,
    run: () => caller(t.app, admin)('GET', 'Dashboard'),
  },
  {
    name: 'GET Dashboard (importer)',
    p95TargetMs: 50,
    runs: 200,
    run: () => caller(t.app, importer)('GET', 'Dashboard'),
  },
  {
    name: 'GET Setting/Filters',
    p95TargetMs: 50,
    runs: 200,
    run: () => caller(t.app, importer)('GET', 'Setting/Filters'),
  },
  ...reportCalls('demo history', year, await stakeOf()).map((call) => ({
    ...call,
    p95TargetMs: 100,
    runs: 40,
  })),
];

const results = [coldResult];
for (const benchmark of benchmarks) results.push(await measure(benchmark));
// The API's memory, before the national ledger fills an embedded database held in this process.
const rssMb = Math.round(process.memoryUsage().rss / 2 ** 20);

const ledgerBenchmarks: Benchmark[] = [];
const movements = Number(process.env.PPMS_BENCH_MOVEMENTS ?? (usingPostgres() ? 5_000_000 : 1_000_000));
if (movements > 0) {
  const ledger = await nationalLedger(t.db, { movements, inventories: 300 });
  console.log(
    `${usingPostgres() ? 'PostgreSQL' : 'PGlite'}: wrote ${movements.toLocaleString('en-US')} movements over ` +
      `${ledger.inventoryIds.length} inventories and five years in ${ledger.writeMs} ms; ` +
      `built the summaries in ${ledger.summariseMs} ms`,
  );
  // Half a year before today: four and a half years of whole months, then the days of its month.
  const asOf = new Date(Date.now() - 182 * 86_400_000).toISOString().slice(0, 10);
  const fromMovements = await inventoryBalances(t.db, { asOf });
  const fromSummaries = await summaryBalances(t.db, { asOf });
  const disagreeing = fromMovements.filter(
    (row) => fromSummaries.find((s) => s.inventoryId === row.inventoryId)?.stockBalance !== row.stockBalance,
  );
  if (disagreeing.length || fromSummaries.length !== fromMovements.length) {
    console.error(`The summaries disagree with the movements for ${disagreeing.length} inventories.`);
    process.exit(1);
  }
  ledgerBenchmarks.push(
    {
      name: `Balance as of a day, every inventory, from the summaries (${movements.toLocaleString('en-US')} movements)`,
      // DESIGN.md: about 5 ms on PostgreSQL; PGlite is slower, and this machine is shared.
      p95TargetMs: usingPostgres() ? 50 : 100,
      runs: 40,
      run: () => summaryBalances(t.db, { asOf }),
    },
    {
      name: 'The same from the movements (inventoryBalances: sums and pending totals)',
      p95TargetMs: usingPostgres() ? 3_000 : 6_000,
      runs: 8,
      run: () => inventoryBalances(t.db, { asOf }),
    },
    // The reports that read the summaries, at national scale; Stock Reconciliation reads every movement
    // (it is the proof the summaries are right), so it is measured on the demo history only.
    ...reportCalls(
      `${movements.toLocaleString('en-US')} movements`,
      { from: day(547), to: asOf },
      await stakeOf(ledger.inventoryIds[0]),
    )
      .filter((call) => !call.name.startsWith('Stock Reconciliation'))
      // Measured on PostgreSQL on this shared 2-core machine: 31 to 50 ms mean, p95 54 to 101 ms; Product
      // Movement lists each of its year's movements (some 6,700 lines here): 186 ms mean, p95 310 ms.
      .map((call) => ({
        ...call,
        p95TargetMs: (call.name.startsWith('Product Movement') ? 3 : 1) * (usingPostgres() ? 150 : 300),
        runs: 20,
      })),
  );
}

for (const benchmark of ledgerBenchmarks) results.push(await measure(benchmark));
const ok = report(results, { rssMb, targetMb: 768 }) && coldMemoryOk;
await t.close();
process.exit(ok ? 0 : 1);
