// npm run soak (issue 19; not in CI): the real server on the demo data takes SOAK_CONNECTIONS (50)
// connections of mixed reads and writes on loopback for SOAK_MINUTES (10), as several demo users. It
// must end with no 5xx, its resident memory grown at most 10% (the end and the peak against the start, after a
// warm-up), and every hash chain verifying (tests/helpers/chains.ts). Exits 1 otherwise.
//
// The server is embedded on a fresh temporary data folder unless DATABASE_URL names a PostgreSQL
// database, which then takes the soak's writes (use a scratch database).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { format } from 'date-fns/format';
import { subDays } from 'date-fns/subDays';
import { DEMO_PASSWORD, DEMO_USER_BY_ROLE } from '../../server/db/seed/demo.ts';
import { verifyChains } from '../helpers/chains.ts';
import { type HttpCall, httpCaller, httpSignIn, startServer } from '../helpers/server-process.ts';

const minutes = Number(process.env.SOAK_MINUTES ?? 10);
const connections = Number(process.env.SOAK_CONNECTIONS ?? 50);
const warmUpSeconds = Number(process.env.SOAK_WARMUP_SECONDS ?? Math.min(60, minutes * 6));
const SAMPLE_MS = 5_000;
const databaseUrl = process.env.DATABASE_URL || null;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ppms-soak-'));
const server = await startServer({ dataDir, databaseUrl });
const startedRss = server.rssMb();
console.log(
  `soak: ${minutes} min, ${connections} connections, on ${databaseUrl ? 'PostgreSQL' : 'the embedded database'} (${server.api}); server ${startedRss.toFixed(0)} MB at start`,
);

const sign = async (role: keyof typeof DEMO_USER_BY_ROLE) =>
  httpCaller(server.api, await httpSignIn(server.api, DEMO_USER_BY_ROLE[role], DEMO_PASSWORD));
const [importer, marketing, admin, operations, distributor] = await Promise.all(
  (['R100', 'R600', 'R500', 'R200', 'R300'] as const).map(sign),
);

const day = (daysAgo: number) => format(subDays(new Date(), daysAgo), 'yyyy-MM-dd');
const mine = (await importer('GET', 'Setting/Filters')).json;
const listed = (await admin('GET', 'Importer')).json;
const importers: { id: number }[] = Array.isArray(listed) ? listed : (listed.items ?? listed.data);
const linked = new Set<number>((mine?.importers ?? []).map((i: { id: number }) => i.id));
const importerId = (importers.find((i) => linked.has(i.id)) ?? importers[0]).id;
const inventories: number[] = (await admin('GET', `Importer/${importerId}`)).json.inventories.map(
  (i: { inventoryId: number }) => i.inventoryId,
);

const stats = { requests: 0, serverErrors: 0, refusals: 0, errors: 0, writes: 0 };
const fiveHundreds = new Map<string, number>();
/** Refusals by request and status: expected ones (a request another connection advanced first). */
const refusedBy = new Map<string, number>();
/** Requests sent under way, New and Reviewed requests to advance (ids). */
const open: number[] = [];
let serial = 0;

async function count(what: string, sending: Promise<{ status: number; json: unknown }>) {
  try {
    const answer = await sending;
    stats.requests++;
    if (answer.status >= 500) {
      stats.serverErrors++;
      fiveHundreds.set(what, (fiveHundreds.get(what) ?? 0) + 1);
    } else if (answer.status >= 400) {
      stats.refusals++;
      const key = `${what} ${answer.status}`;
      refusedBy.set(key, (refusedBy.get(key) ?? 0) + 1);
    }
    return answer;
  } catch {
    stats.errors++;
    return null;
  }
}

/** One step of a connection: mostly reads, about one in four a write. */
async function step(n: number) {
  const pick = n % 20;
  const reads: [string, HttpCall, string, string, unknown?][] = [
    ['dashboard', marketing, 'GET', 'Dashboard'],
    ['dashboard (importer)', importer, 'GET', 'Dashboard'],
    ['search stock updates', marketing, 'POST', 'StockUpdate/Search', { pageNumber: 1 + (n % 3) }],
    ['search stock updates (importer)', importer, 'POST', 'StockUpdate/Search', { pageNumber: 1 }],
    ['search transfers', importer, 'POST', 'StockTransfer/Search', { pageNumber: 1 }],
    ['search delivery orders', distributor, 'POST', 'DeliveryOrder/Search', { pageNumber: 1 }],
    ['stock balance report', marketing, 'GET', `Report/ImporterStockBalanceByProduct?selectedDate=${day(0)}`],
    ['sales report', operations, 'POST', 'Report/SalesByImporter', { from: day(30), to: day(0) }],
    ['importation report', marketing, 'POST', 'Report/Importation', { from: day(90), to: day(0) }],
    ['importers', admin, 'GET', 'Importer'],
    ['filters', importer, 'GET', 'Setting/Filters'],
    ['app codes', importer, 'GET', 'Setting/AppCodes'],
    ['importer detail', marketing, 'GET', `Importer/${importerId}`],
    ['stock update detail', marketing, 'GET', `StockUpdate/${open.at(-1) ?? 1}`],
    ['users', admin, 'GET', 'User/Search/demo'],
  ];
  if (pick < 15) {
    const [what, call, method, apiPath, body] = reads[(n * 7) % reads.length];
    await count(what, call(method, apiPath, body));
    return;
  }
  stats.writes++;
  if (pick < 18 || !open.length) {
    const answer = await count(
      'submit',
      importer('POST', 'StockUpdate', {
        createdDate: day(0),
        stockUpdateType: 0,
        referenceNumber: `SOAK-${++serial}`,
        importerId,
        inventoryInfos: inventories.slice(0, 2).map((inventoryId, i) => ({ inventoryId, quantity: 50 + i })),
      }),
    );
    if (answer?.status === 200) open.push((answer.json as { id: number }).id);
  } else if (pick === 18) {
    const id = open[0];
    await count(
      'comment',
      marketing('POST', 'StockUpdate/Comments', { entityId: id, text: `Soak note ${n}` }),
    );
  } else {
    // Review, then approve (which posts to the ledger): two steps of the same request.
    const id = open.shift()!;
    const reviewed = await count('review', marketing('POST', 'StockUpdate/StatusUpdate', { id, status: 10 }));
    if (reviewed?.status === 200)
      await count('approve', marketing('POST', 'StockUpdate/StatusUpdate', { id, status: 20 }));
  }
}

const started = Date.now();
const ends = started + minutes * 60_000;
const samples: { at: number; rssMb: number }[] = [];
const sampler = setInterval(() => {
  samples.push({ at: Date.now() - started, rssMb: server.rssMb() });
}, SAMPLE_MS);
const reporter = setInterval(() => {
  const last = samples.at(-1);
  console.log(
    `${Math.round((Date.now() - started) / 1000)} s: ${stats.requests} requests, ${stats.serverErrors} 5xx, ${stats.errors} errors, ${last?.rssMb.toFixed(0)} MB`,
  );
}, 30_000);

await Promise.all(
  Array.from({ length: connections }, async (_, c) => {
    for (let n = c; Date.now() < ends; n += connections) await step(n);
  }),
);
clearInterval(sampler);
clearInterval(reporter);

const chains = await verifyChains(admin);
await server.stop('SIGTERM');
fs.rmSync(dataDir, { recursive: true, force: true });

// Memory: the mean of the first minute's samples after the warm-up against the last minute's.
const steady = samples.filter((s) => s.at >= warmUpSeconds * 1_000);
const window = Math.max(1, Math.round(60_000 / SAMPLE_MS));
const mean = (xs: { rssMb: number }[]) => xs.reduce((sum, s) => sum + s.rssMb, 0) / xs.length;
const rssStart = mean(steady.slice(0, window));
const rssEnd = mean(steady.slice(-window));
const rssMax = Math.max(...samples.map((s) => s.rssMb));
const steadyMax = Math.max(...steady.map((s) => s.rssMb));
const growth = rssEnd / rssStart - 1;
const peakGrowth = steadyMax / rssStart - 1;
const seconds = (Date.now() - started) / 1_000;

const verdicts = {
  'no 5xx': stats.serverErrors === 0,
  // A leak grows; memory the runtime hands back (the heap shrinking once the warm-up's garbage is
  // collected) is not one, so only growth counts: at the end and at the peak after the warm-up.
  'memory grows at most 10% after the warm-up': growth <= 0.1 && peakGrowth <= 0.1,
  'every chain verifies': chains.every((c) => c.ok),
};
console.log(`\nsoak figures (${minutes} min, ${connections} connections):`);
console.table({
  requests: stats.requests,
  'requests per second': Math.round(stats.requests / seconds),
  writes: stats.writes,
  '5xx': stats.serverErrors,
  '4xx refusals': stats.refusals,
  'network errors': stats.errors,
  [`RSS after warm-up (${warmUpSeconds} s), MB`]: Number(rssStart.toFixed(1)),
  'RSS at end, MB': Number(rssEnd.toFixed(1)),
  'RSS max, MB': Number(rssMax.toFixed(1)),
  'RSS max after warm-up, MB': Number(steadyMax.toFixed(1)),
  'RSS growth (end, peak)': `${(growth * 100).toFixed(1)}%, ${(peakGrowth * 100).toFixed(1)}%`,
});
for (const chain of chains) console.log(`${chain.name} chain: ${chain.detail}`);
if (refusedBy.size) console.log('4xx by request:', Object.fromEntries(refusedBy));
if (fiveHundreds.size) console.log('5xx by request:', Object.fromEntries(fiveHundreds));
for (const [verdict, ok] of Object.entries(verdicts)) console.log(`${ok ? 'ok  ' : 'FAIL'} ${verdict}`);
process.exit(Object.values(verdicts).every(Boolean) ? 0 : 1);
