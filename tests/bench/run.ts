// npm run bench: speed and memory targets of the API on the embedded database. Exits 1 when a target
// is missed. Targets are for this project's 2-core machine.
import { caller, createTestApp, signIn } from '../helpers/app.ts';
import { type Benchmark, measure, report } from './harness.ts';

const t = await createTestApp();
const admin = await signIn(t.app, 'admin@ppms.demo');
const importer = await signIn(t.app, 'importer@ppms.demo');

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
];

const results = [];
for (const benchmark of benchmarks) results.push(await measure(benchmark));
const ok = report(results, { rssMb: Math.round(process.memoryUsage().rss / 2 ** 20), targetMb: 768 });
await t.close();
process.exit(ok ? 0 : 1);
