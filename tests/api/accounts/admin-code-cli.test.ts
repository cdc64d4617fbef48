import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config.ts';
import { openDatabase } from '../../../server/db/client.ts';
import { adminCodeIsOpen } from '../../../server/domain/admin-codes.ts';
import { createTestApp, usingPostgres } from '../../helpers/app.ts';

/** `npm run admin:code` as the package script runs it; resolves with its exit code and output. */
function adminCode(env: Record<string, string>) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'warn', PORT: '8123', ...env };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  delete childEnv.PPMS_PUBLIC_URL;
  const child = spawn(process.execPath, ['server/cli/admin-code.ts'], { env: childEnv });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
}

/**
 * Two runs of the command, each a Node process that boots the embedded database (the first creates and
 * migrates it), then a third opening here: about 15 s on a busy 2-core machine, so the default 30 s runs
 * out when other suites load it more. The work is what the test proves; it gets room, not less work.
 */
const EMBEDDED_RUNS_TIMEOUT = 120_000;

const codeIn = (output: string) =>
  /http:\/\/localhost:8123\/AdminRegister\/([\w-]{20,})\s*$/m.exec(output)?.[1];

describe('npm run admin:code', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ppms-admin-code-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('prints a one-time address whose code opens the registration (embedded database)', {
    timeout: EMBEDDED_RUNS_TIMEOUT,
  }, async () => {
    const first = await adminCode({ PPMS_DATA_DIR: dataDir });
    expect(first.code).toBe(0);
    const code = codeIn(first.output);
    expect(code).toBeTruthy();
    const second = codeIn((await adminCode({ PPMS_DATA_DIR: dataDir })).output);
    expect(second).toBeTruthy();
    expect(second).not.toBe(code);

    const db = await openDatabase({ ...loadConfig({}), dataDir });
    try {
      // The newer code works; printing it voided the older one.
      expect(await adminCodeIsOpen(db, second!)).toBe(true);
      expect(await adminCodeIsOpen(db, code!)).toBe(false);
    } finally {
      await db.close();
    }
  });

  it('refuses clearly, changing nothing, while a server holds the embedded database folder', async () => {
    // A lock file naming a live process is what a running server leaves; this test runner is alive.
    fs.writeFileSync(path.join(dataDir, 'ppms.lock'), String(process.pid));
    try {
      const refused = await adminCode({ PPMS_DATA_DIR: dataDir });
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('Cannot issue an administrator code');
      expect(refused.output).toContain(`is in use by another PPMS server (process ${process.pid})`);
      expect(refused.output).toContain('Stop the server');
      expect(codeIn(refused.output)).toBeUndefined();
      expect(fs.readFileSync(path.join(dataDir, 'ppms.lock'), 'utf8')).toBe(String(process.pid));
    } finally {
      fs.rmSync(path.join(dataDir, 'ppms.lock'), { force: true });
    }
  });

  it.runIf(usingPostgres())(
    'works on a PostgreSQL database (DATABASE_URL), where there is no folder lock',
    async () => {
      const t = await createTestApp();
      try {
        const result = await adminCode({ DATABASE_URL: t.config.databaseUrl! });
        expect(result.code).toBe(0);
        expect(await adminCodeIsOpen(t.db, codeIn(result.output)!)).toBe(true);
      } finally {
        await t.close();
      }
    },
  );
});
