import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// pg_dump and pg_restore, PostgreSQL's own client programs: PPMS_PG_BIN names their folder; otherwise
// they are looked up on PATH and in Debian's /usr/lib/postgresql/<version>/bin (newest first).

export function findProgram(name: string): string {
  const folders = [
    process.env.PPMS_PG_BIN,
    ...(process.env.PATH ?? '').split(path.delimiter),
    ...(fs.existsSync('/usr/lib/postgresql')
      ? fs
          .readdirSync('/usr/lib/postgresql')
          .sort((a, b) => Number(b) - Number(a))
          .map((version) => `/usr/lib/postgresql/${version}/bin`)
      : []),
  ].filter((folder): folder is string => Boolean(folder));
  for (const folder of folders) {
    const file = path.join(folder, name);
    if (fs.existsSync(file)) return file;
  }
  throw new Error(
    `${name} was not found (PPMS_PG_BIN, PATH, /usr/lib/postgresql/*/bin): install PostgreSQL's client ` +
      'programs (Debian: apt-get install postgresql-client), of the server’s major version or newer.',
  );
}

/**
 * libpq's environment for a connection URL: the password travels in the environment, never on a
 * command line that other users of the machine can list.
 */
function connectionEnv(url: string): NodeJS.ProcessEnv {
  const u = new URL(url);
  const env: NodeJS.ProcessEnv = {
    PGHOST: u.hostname.replace(/^\[|\]$/g, '') || undefined,
    PGPORT: u.port || undefined,
    PGUSER: decodeURIComponent(u.username) || undefined,
    PGPASSWORD: decodeURIComponent(u.password) || undefined,
    PGDATABASE: decodeURIComponent(u.pathname.slice(1)) || undefined,
  };
  const sslmode = u.searchParams.get('sslmode');
  if (sslmode) env.PGSSLMODE = sslmode;
  const host = u.searchParams.get('host');
  if (host) env.PGHOST = host;
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined));
}

/** Runs a PostgreSQL client program against the database of `url`; rejects with its messages. */
export function runPostgresTool(name: 'pg_dump' | 'pg_restore', url: string, args: string[]): Promise<void> {
  const program = findProgram(name);
  const child = spawn(program, args, {
    env: { ...process.env, ...connectionEnv(url) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let messages = '';
  child.stderr.on('data', (chunk) => {
    messages += chunk;
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${name} failed (exit ${code}): ${messages.trim()}`)),
    );
  });
}
