import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { findProgram } from '../../server/domain/backup/postgres-tools.ts';
import { freePort } from './server-process.ts';

// Throw-away PostgreSQL clusters on loopback, as .ci/run starts one: in a temporary folder, run as the
// postgres user when this runs as root (PostgreSQL refuses root), stopped and removed at the end. A
// replica is a real streaming one: pg_basebackup -R of a running primary, started in standby mode.
// Used by the multi-process test (tests/api/operations/processes.test.ts) and `npm run bench`.

const run = promisify(execFile);
const asRoot = process.getuid?.() === 0;

/** The server programs (initdb, pg_ctl, pg_basebackup), or why they can not be used here. */
export function serverPrograms(): { initdb: string; pgCtl: string; basebackup: string } | string {
  try {
    return {
      initdb: findProgram('initdb'),
      pgCtl: findProgram('pg_ctl'),
      basebackup: findProgram('pg_basebackup'),
    };
  } catch (error) {
    return (error as Error).message;
  }
}

/** Runs a PostgreSQL program as the user that owns the clusters; rejects with its messages. */
async function asOwner(program: string, args: string[]) {
  const quoted = [program, ...args].map((arg) => `'${arg.replaceAll("'", "'\\''")}'`).join(' ');
  try {
    if (asRoot) await run('su', ['postgres', '-s', '/bin/sh', '-c', quoted]);
    else await run(program, args);
  } catch (error) {
    const { stderr, stdout, message } = error as { stderr?: string; stdout?: string; message: string };
    throw new Error(`${path.basename(program)} failed: ${stderr || stdout || message}`);
  }
}

export interface PgCluster {
  port: number;
  dir: string;
  /** postgres://postgres@127.0.0.1:port/<database> */
  url(database?: string): string;
  /** The server's log so far (for a failure's message). */
  log(): string;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  /** Settings (`-c name=value`) on top of CI's: loopback only, fsync off. */
  settings?: Record<string, string | number>;
  /** Start as a streaming replica of this primary (pg_basebackup -R) instead of a new cluster. */
  replicaOf?: PgCluster;
}

/** Starts a cluster (or a replica of one) on a free loopback port, in a new temporary folder. */
export async function startCluster(options: ClusterOptions = {}): Promise<PgCluster> {
  const programs = serverPrograms();
  if (typeof programs === 'string') throw new Error(programs);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ppms-pg-'));
  fs.chmodSync(dir, 0o755);
  if (asRoot) await run('chown', ['postgres', dir]);
  const data = path.join(dir, 'data');
  const logFile = path.join(dir, 'log');
  const port = await freePort();
  let started = false;
  const stop = async () => {
    if (started) await asOwner(programs.pgCtl, ['-D', data, '-m', 'immediate', 'stop']).catch(() => {});
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    if (options.replicaOf) {
      const primary = new URL(options.replicaOf.url());
      await asOwner(programs.basebackup, [
        '-h',
        '127.0.0.1',
        '-p',
        primary.port,
        '-U',
        'postgres',
        '-D',
        data,
        '-R',
        '-X',
        'stream',
        '-c',
        'fast',
      ]);
    } else {
      await asOwner(programs.initdb, ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
    }
    const settings = {
      listen_addresses: '127.0.0.1',
      unix_socket_directories: dir,
      fsync: 'off',
      max_connections: 200,
      ...options.settings,
      port,
    };
    const flags = Object.entries(settings)
      .map(([name, value]) => `-c ${name}=${value}`)
      .join(' ');
    await asOwner(programs.pgCtl, ['-D', data, '-l', logFile, '-w', '-t', '60', '-o', flags, 'start']);
    started = true;
  } catch (error) {
    const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').slice(-2_000) : '';
    await stop();
    throw new Error(`${(error as Error).message}${log ? `\n${log}` : ''}`);
  }
  return {
    port,
    dir,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    log: () => (fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : ''),
    stop,
  };
}
