// `npm run bench:seed -- --scale N [--check]`: a national-scale history (tests/bench/national/) on the
// database the server would open: DATABASE_URL (PostgreSQL), or else the embedded database under
// PPMS_DATA_DIR (stop a server that holds it first). An empty database gets the demo data first, as a
// first start with demo data would (the history is entered and approved by the demo's staff users).
// Scale 1: 200 importers, 400 distributors, 300 tanks, 1,000,000 transfer orders with their delivery
// orders and filling advice notes, about 5,000,000 ledger movements over five years ending yesterday.
// --check then verifies the ledger (as `npm run ledger:verify`) and the records' consistency.
// Exit code 0 when seeded (and checked), 1 when a check failed, 2 when it could not run.
import { parseArgs } from 'node:util';
import { loadConfig } from '../../server/config.ts';
import { startDatabase } from '../../server/db/start.ts';
import { verifyLedger } from '../../server/domain/ledger/verify.ts';
import { sealReconciliation } from '../../server/domain/reports/reconciliation-seals.ts';
import { nationalProblems } from './national/consistency.ts';
import { MAX_SCALE } from './national/plan.ts';
import { seedNational } from './national/seed.ts';

const usage = `Usage: npm run bench:seed -- --scale N [--check]
  --scale N   0 < N <= ${MAX_SCALE}; 1 is 1,000,000 transfer orders and about 5,000,000 ledger movements
  --check     then verify the ledger and the records' consistency
Database: DATABASE_URL, or the embedded one under PPMS_DATA_DIR (./data).`;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { scale: { type: 'string' }, check: { type: 'boolean' }, help: { type: 'boolean' } },
  });
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const scale = Number(values.scale);
  if (!values.scale || !Number.isFinite(scale) || scale <= 0 || scale > MAX_SCALE) {
    console.error(`--scale must be a number above 0 and at most ${MAX_SCALE}.\n${usage}`);
    return 2;
  }
  const config = { ...loadConfig(process.env), demo: true };
  const where = config.databaseUrl ? 'PostgreSQL' : `the embedded database in ${config.dataDir}`;
  console.log(`Seeding a national history at scale ${scale} on ${where}...`);
  const { db } = await startDatabase(config);
  try {
    const seeded = await seedNational(db, { scale, log: console.log });
    const counts = Object.entries(seeded.counts)
      .map(([name, n]) => `${n.toLocaleString('en-US')} ${name}`)
      .join(', ');
    console.log(`Seeded in ${(seeded.totalMs / 1000).toFixed(1)} s: ${counts}.`);
    // What the server's seal job would do within seconds of starting on it (reconciliation-seals.ts).
    const sealing = Date.now();
    const spans = await sealReconciliation(db, '10s');
    console.log(
      `Sealed Stock Reconciliation's ${spans} span(s) (closed months, running days) in ${((Date.now() - sealing) / 1000).toFixed(1)} s.`,
    );
    if (!values.check) return 0;
    const started = Date.now();
    const ledger = await verifyLedger(db);
    const problems = await nationalProblems(db);
    console.log(
      `Checked in ${((Date.now() - started) / 1000).toFixed(1)} s: ${ledger.rowsChecked.toLocaleString('en-US')} movements; ` +
        `hash chains ${ledger.problems.length ? 'BROKEN' : 'intact'}, summaries ${ledger.summaries.length ? 'WRONG' : 'right'}, ` +
        `reconciliation seals ${ledger.seals.length ? 'WRONG' : 'right'}, ` +
        `${ledger.negativeBalances.length} negative balance(s), ${problems.length} inconsistent record set(s).`,
    );
    for (const problem of problems) console.error(`  ${problem}`);
    return ledger.ok && !problems.length ? 0 : 1;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
