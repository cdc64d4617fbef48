import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** `node server/main.ts` on the embedded database in `dataDir`; resolves with its output so far once it settles. */
function start(dataDir: string, port: number) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PPMS_DATA_DIR: dataDir,
    PORT: String(port),
    LOG_LEVEL: 'warn',
    PPMS_STATIC_DIR: dataDir,
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['server/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes('PPMS console:')) {
        clearInterval(timer);
        resolve(output);
      }
    }, 50);
    void exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`exited with ${code}: ${output}`));
    });
  });
  // A process expected to refuse never becomes ready; that rejection is not an error of the test.
  ready.catch(() => {});
  return { child, ready, exited, output: () => output };
}

describe('the embedded data folder', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ppms-lock-'));
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('is opened by one server only: a second refuses to start and the first keeps serving', async () => {
    const port = await freePort();
    const first = start(dataDir, port);
    children.push(first.child);
    const banner = await first.ready;
    expect(banner).toContain('admin@ppms.demo');
    expect(banner).toMatch(/\/AdminRegister\/[\w-]{20,}/);

    const second = start(dataDir, await freePort());
    children.push(second.child);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('is in use by another PPMS server');

    const answer = await fetch(`http://127.0.0.1:${port}/api/v1/Setting/AppCodes`);
    expect(answer.status).toBe(200);

    // A connection a browser opened ahead of its request, left open: the stop must not wait for it
    // (it would run into the stop limit and exit 1).
    const opened = net.connect(port, '127.0.0.1');
    opened.on('error', () => {});
    await new Promise((resolve) => opened.once('connect', resolve));
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    opened.destroy();
    expect(fs.existsSync(path.join(dataDir, 'ppms.lock'))).toBe(false);

    // Restarted on the same folder, it finds its data (no second demo seeding) and serves again.
    const again = start(dataDir, port);
    children.push(again.child);
    await again.ready;
    const login = await fetch(`http://127.0.0.1:${port}/api/v1/Account/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@ppms.demo', password: 'Demo@Pass2026' }),
    });
    expect(login.status).toBe(200);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 90_000);
});
