// Runs the API suites a second time against a real PostgreSQL server (PPMS_TEST_DATABASE_URL), where
// concurrency shows: PGlite runs one transaction at a time. Required in CI, skipped loudly elsewhere.
// (npm run test:api clears the variable, so that run stays on the embedded database.)
import { spawnSync } from 'node:child_process';

const url = process.env.PPMS_TEST_DATABASE_URL;
if (!url) {
  if (process.env.CI) {
    console.error('PPMS_TEST_DATABASE_URL is required in CI: the API suites must run on PostgreSQL too.');
    process.exit(1);
  }
  console.warn(
    '\n*** POSTGRESQL API RUN SKIPPED: set PPMS_TEST_DATABASE_URL=postgres://user@host:port/db to run it ***\n',
  );
  process.exit(0);
}
const result = spawnSync('vitest', ['run', '--project', 'api', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, PPMS_TEST_DATABASE_URL: url },
});
if (result.error) {
  console.error(`Could not start vitest for the PostgreSQL run: ${result.error.message}`);
  process.exit(1);
}
if (result.signal) {
  console.error(`The PostgreSQL run of vitest was stopped by ${result.signal}.`);
  process.exit(1);
}
process.exit(result.status ?? 1);
