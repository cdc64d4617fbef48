// Runs the API suites a second time against a real PostgreSQL server (PPMS_POSTGRES_URL), where
// concurrency shows: PGlite runs one transaction at a time. Required in CI, skipped loudly elsewhere.
import { spawnSync } from 'node:child_process';

const url = process.env.PPMS_POSTGRES_URL;
if (!url) {
  if (process.env.CI) {
    console.error('PPMS_POSTGRES_URL is required in CI: the API suites must run on PostgreSQL too.');
    process.exit(1);
  }
  console.warn(
    '\n*** POSTGRESQL API RUN SKIPPED: set PPMS_POSTGRES_URL=postgres://user@host:port/db to run it ***\n',
  );
  process.exit(0);
}
const result = spawnSync('vitest', ['run', '--project', 'api', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, PPMS_TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);
