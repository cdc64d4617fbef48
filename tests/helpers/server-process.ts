import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The real server as a child process (`node server/main.ts`), for what only a separate process shows:
// a SIGKILL mid-write (tests/api/integrity/crash.test.ts) and its memory under load (tests/soak/run.ts).

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

export interface ServerProcess {
  child: ChildProcess;
  /** http://127.0.0.1:port/api/v1/ */
  api: string;
  output(): string;
  exited: Promise<number | null>;
  /** Its resident memory now, in MB (Linux /proc). */
  rssMb(): number;
  /** SIGTERM (a clean stop) or SIGKILL (a crash), resolved once it has exited. */
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
}

export interface ServerOptions {
  /** The embedded database's folder (it is made by the first start, with the demo data). */
  dataDir: string;
  /** A PostgreSQL database instead of the embedded one (demo data seeded on its first start). */
  databaseUrl?: string | null;
  port?: number;
  env?: NodeJS.ProcessEnv;
}

/** Starts the server and resolves once it answers. */
export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PPMS_DATA_DIR: options.dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    PPMS_DEMO: '1',
    PPMS_STATIC_DIR: options.dataDir,
    ...options.env,
  };
  delete env.PPMS_TEST_DATABASE_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['server/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => {
    output = (output + chunk).slice(-20_000);
  });
  child.stderr!.on('data', (chunk) => {
    output = (output + chunk).slice(-20_000);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const api = `http://127.0.0.1:${port}/api/v1/`;
  for (let stopped = false; ; ) {
    void exited.then(() => {
      stopped = true;
    });
    if (stopped || child.exitCode !== null) throw new Error(`the server stopped while starting: ${output}`);
    try {
      const answer = await fetch(`${api}Setting/AppCodes`);
      await answer.arrayBuffer();
      if (answer.ok) break;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    child,
    api,
    output: () => output,
    exited,
    rssMb: () => {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
    },
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** A small JSON client of a server process: `call('POST', 'StockUpdate', body)`. */
export const httpCaller =
  (api: string, token?: string) =>
  // biome-ignore lint/suspicious/noExplicitAny: callers read the answers they need field by field.
  async (method: string, apiPath: string, body?: unknown): Promise<{ status: number; json: any }> => {
    const answer = await fetch(`${api}${apiPath}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await answer.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = text;
    }
    return { status: answer.status, json };
  };

export type HttpCall = ReturnType<typeof httpCaller>;

export async function httpSignIn(api: string, email: string, password: string): Promise<string> {
  const answer = await httpCaller(api)('POST', 'Account/Login', { email, password });
  if (!answer.json?.token)
    throw new Error(`sign-in of ${email}: ${answer.status} ${JSON.stringify(answer.json)}`);
  return answer.json.token;
}
