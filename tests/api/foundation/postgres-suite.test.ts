import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// npm run test:api:postgres must fail loudly when it can not even start vitest (it used to exit 1
// with no word of why).
describe('npm run test:api:postgres', () => {
  it('says so when vitest can not be started', () => {
    const result = spawnSync(process.execPath, ['tests/postgres-suite.ts'], {
      env: {
        PATH: path.dirname(process.execPath),
        PPMS_TEST_DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
      },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Could not start vitest for the PostgreSQL run: spawnSync vitest ENOENT');
  });

  it('skips loudly outside CI without the variable, and refuses to in CI', () => {
    const outside = spawnSync(process.execPath, ['tests/postgres-suite.ts'], { env: {}, encoding: 'utf8' });
    expect(outside.status).toBe(0);
    expect(outside.stderr).toContain('POSTGRESQL API RUN SKIPPED: set PPMS_TEST_DATABASE_URL');
    const ci = spawnSync(process.execPath, ['tests/postgres-suite.ts'], {
      env: { CI: 'true' },
      encoding: 'utf8',
    });
    expect(ci.status).toBe(1);
    expect(ci.stderr).toContain('PPMS_TEST_DATABASE_URL is required in CI');
  });
});
