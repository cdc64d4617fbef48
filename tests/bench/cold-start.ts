// Cold start (issue 23): `npm start` on a fresh data folder, timed to the server's first answer, and the
// server's resident memory once it has started. Run alone with `node tests/bench/cold-start.ts`;
// `npm run bench` runs it first. What `npm install` does after the packages (the front-end build and the
// demo snapshot, build/postinstall.ts) is done first as it does it (timed and reported, not judged), so
// the first timed start is the first start after an install.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { freePort } from '../helpers/server-process.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ColdStart {
  /** Milliseconds from spawning `npm start` to the first HTTP answer. */
  firstAnswerMs: number;
  /** The server process's resident memory a moment after its first answer, in MB. */
  rssMb: number;
}

/** The process ids under pid (npm, its shell, the node processes it starts). */
function descendants(pid: number): number[] {
  const found: number[] = [];
  const visit = (parent: number) => {
    let tasks: string[] = [];
    try {
      tasks = fs.readdirSync(`/proc/${parent}/task`);
    } catch {
      return;
    }
    for (const task of tasks) {
      let children = '';
      try {
        children = fs.readFileSync(`/proc/${parent}/task/${task}/children`, 'utf8');
      } catch {}
      for (const child of children.split(' ').filter(Boolean).map(Number)) {
        found.push(child);
        visit(child);
      }
    }
  };
  visit(pid);
  return found;
}

const residentMb = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024);
};

/** The process that serves: the descendant of npm with the largest resident memory. */
const serverPid = (npm: number) =>
  descendants(npm)
    .filter((pid) => fs.existsSync(`/proc/${pid}/status`))
    .sort((a, b) => residentMb(b) - residentMb(a))[0];

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // npm was started as a process group leader: the signal reaches it and every process under it.
  process.kill(-child.pid!, 'SIGTERM');
  await exited;
}

/**
 * Starts `npm start` on dataDir (fresh unless it already holds a database) and measures it. The port
 * is chosen by the caller; the server is stopped before this returns.
 */
export async function coldStart(dataDir: string, port: number, settleMs = 1_000): Promise<ColdStart> {
  const started = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, PORT: String(port), PPMS_DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  let errors = '';
  child.stderr!.on('data', (chunk) => {
    errors += chunk;
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start stopped (${child.exitCode}): ${errors}`);
      try {
        const answer = await fetch(`http://127.0.0.1:${port}/`);
        await answer.arrayBuffer();
        break;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    }
    const firstAnswerMs = Math.round(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    return { firstAnswerMs, rssMb: residentMb(serverPid(child.pid!)) };
  } finally {
    await stop(child);
  }
}

/**
 * What `npm install` leaves behind, made as it makes it (build/postinstall.ts: the front end built, the
 * demo snapshot), timed; then `runs` timed starts on fresh data folders, the first of them the first
 * start after an install.
 */
export async function coldStarts(runs = 3, port?: number) {
  port ??= Number(process.env.PPMS_BENCH_PORT ?? 0) || (await freePort());
  const started = performance.now();
  execFileSync(process.execPath, ['build/postinstall.ts'], { cwd: root, stdio: 'inherit' });
  const installMs = Math.round(performance.now() - started);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'ppms-cold-start-'));
  try {
    const timed: ColdStart[] = [];
    for (let i = 0; i < runs; i++) timed.push(await coldStart(path.join(folder, `run-${i}`), port));
    return { installMs, timed };
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { installMs, timed } = await coldStarts(Number(process.env.PPMS_BENCH_RUNS ?? 3));
  console.log(`npm install's own step (build/postinstall.ts): ${installMs} ms`);
  console.table(timed);
}
