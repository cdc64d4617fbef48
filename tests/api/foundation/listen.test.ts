import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config.ts';

// Where the server listens: this machine only on the embedded database or with the demo's published
// password, every interface for a PostgreSQL deployment; HOST decides, and the README says so.

describe('HOST', () => {
  it('defaults to loopback for the embedded database or demo data, every interface otherwise', () => {
    const postgres = 'postgres://u@db:5432/ppms';
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ PPMS_DEMO: '0' }).host).toBe('127.0.0.1');
    expect(loadConfig({ DATABASE_URL: postgres }).host).toBe('0.0.0.0');
    expect(loadConfig({ DATABASE_URL: postgres }, ['--demo']).host).toBe('127.0.0.1');
    expect(loadConfig({ DATABASE_URL: postgres, PPMS_DEMO: '1' }).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ DATABASE_URL: postgres, HOST: '10.1.2.3' }).host).toBe('10.1.2.3');
    expect(loadConfig({ HOST: '' }).host).toBe('127.0.0.1');
  });

  it("is in the README's configuration table, with every other variable the server reads", () => {
    const source = fs.readFileSync('server/config.ts', 'utf8');
    const read = new Set([...source.matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g)].map((m) => m[1]));
    const readme = fs.readFileSync('README.md', 'utf8');
    const table = readme.slice(
      readme.indexOf('## Configuration'),
      readme.indexOf('\n## ', readme.indexOf('## Configuration') + 1),
    );
    const listed = new Set([...table.matchAll(/^\| `([A-Z][A-Z0-9_]+)` \|/gm)].map((m) => m[1]));
    expect(read.has('HOST')).toBe(true);
    expect([...read].filter((name) => !listed.has(name))).toEqual([]);
  });
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** Whether a TCP connection to host:port is accepted. */
const connects = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host, port, timeout: 2000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });

/** An address of this machine that other machines reach it by, if it has one. */
const outsideAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;

/** `node server/main.ts` (as `npm start` runs it) on the embedded database; resolves with its banner. */
function start(dataDir: string, port: number, env: Record<string, string> = {}) {
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PPMS_DATA_DIR: dataDir,
    PPMS_STATIC_DIR: dataDir,
    PPMS_DEMO: '0',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    ...env,
  };
  delete childEnv.DATABASE_URL;
  if (!env.HOST) delete childEnv.HOST;
  const child = spawn(process.execPath, ['server/main.ts'], {
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
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
  return { child, ready, exited };
}

describe('npm start', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ppms-listen-'));
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('listens on this machine only by default on the embedded database, on every interface with HOST=0.0.0.0', async () => {
    const port = await freePort();
    const local = start(dataDir, port);
    children.push(local.child);
    expect(await local.ready).toMatch(/Listening on 127\.0\.0\.1 only.*HOST=0\.0\.0\.0/);
    expect(await connects('127.0.0.1', port)).toBe(true);
    if (outsideAddress) expect(await connects(outsideAddress, port)).toBe(false);
    local.child.kill('SIGTERM');
    expect(await local.exited).toBe(0);

    const open = start(dataDir, port, { HOST: '0.0.0.0' });
    children.push(open.child);
    expect(await open.ready).toContain('Listening on 0.0.0.0');
    expect(await connects('127.0.0.1', port)).toBe(true);
    if (outsideAddress) expect(await connects(outsideAddress, port)).toBe(true);
    open.child.kill('SIGTERM');
    expect(await open.exited).toBe(0);
  }, 90_000);
});
