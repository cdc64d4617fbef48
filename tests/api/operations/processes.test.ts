import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { format } from 'date-fns/format';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPostgres } from '../../../server/db/client.ts';
import { DEMO_PASSWORD, DEMO_USER_BY_ROLE } from '../../../server/db/seed/demo.ts';
import { restorePostgres } from '../../../server/domain/backup/archive.ts';
import { runPostgresTool } from '../../../server/domain/backup/postgres-tools.ts';
import { inventoryBalances, verifyLedger } from '../../../server/domain/ledger/index.ts';
import { installRecordTypes } from '../../../server/domain/record-types/index.ts';
import { POSTGRES, suiteDatabase } from '../../helpers/databases.ts';
import { multipart, PDF } from '../../helpers/multipart.ts';
import { type PgCluster, serverPrograms, startCluster } from '../../helpers/pg-cluster.ts';
import { freePort, type ServerProcess, startServer } from '../../helpers/server-process.ts';

// Past one machine (issue 23, item 6), for real: a PostgreSQL primary and a streaming replica made by
// pg_basebackup -R, on loopback; machine A runs PPMS_WORKERS=2, machine B one process, both on that
// primary and replica; nginx (Debian's) in front of both with the configuration the README documents.
// Run in the PostgreSQL pass of the API suites (where CI has PostgreSQL's server programs and nginx);
// elsewhere, without them, it is skipped loudly; in CI a missing program fails the run.

const NGINX = process.env.PPMS_NGINX ?? '/usr/sbin/nginx';
const programs = serverPrograms();
const missing = [
  typeof programs === 'string' ? programs : null,
  fs.existsSync(NGINX) ? null : `nginx is not at ${NGINX} (apt-get install --no-install-recommends nginx)`,
].filter((problem): problem is string => problem !== null);
if (POSTGRES && missing.length) {
  if (process.env.CI) throw new Error(`The multi-process test needs, in CI: ${missing.join('; ')}`);
  console.warn(`\n*** MULTI-PROCESS AND REPLICA TEST SKIPPED: ${missing.join('; ')} ***\n`);
}
const runs = POSTGRES !== null && !missing.length;
const why = !POSTGRES
  ? ' [skipped: PostgreSQL pass only, set PPMS_TEST_DATABASE_URL]'
  : missing.length
    ? ' [skipped: programs missing]'
    : '';

/** Starting two clusters, copying the demo database and starting three API processes: room. */
const ROOM = 180_000;

/** The server block the README documents for nginx, pointed at these machines and this port. */
function readmeNginx(upstreams: string[], listen: string): string {
  const readme = fs.readFileSync('README.md', 'utf8');
  const block = /```nginx\n([\s\S]*?)```/.exec(readme)?.[1];
  if (!block) throw new Error('The README documents no nginx configuration (a ```nginx block).');
  const servers = block.match(/^ {4}server \S+.*;$/gm) ?? [];
  if (servers.length < 2 || !/^ {4}listen 80;$/m.test(block)) {
    throw new Error("The README's nginx block no longer has an upstream of machines and `listen 80;`.");
  }
  const options = servers[0]!.replace(/^ {4}server \S+/, '').replace(/;$/, '');
  return block
    .replace(servers.join('\n'), upstreams.map((address) => `    server ${address}${options};`).join('\n'))
    .replace(/^ {4}listen 80;$/m, `    listen ${listen};`);
}

/**
 * An HTTP request on a connection of its own (a pooled one may belong to a worker killed since): its
 * status, headers and body.
 */
function request(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; raw: Buffer }> {
  return new Promise((resolve, reject) => {
    const sent = http.request(
      url,
      { method: options.method ?? 'GET', headers: options.headers, agent: false },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () =>
          resolve({ status: answer.statusCode ?? 0, headers: answer.headers, raw: Buffer.concat(chunks) }),
        );
        answer.on('error', reject);
      },
    );
    sent.on('error', reject);
    sent.setTimeout(20_000, () => sent.destroy(new Error(`no answer from ${url} in 20 s`)));
    sent.end(options.body);
  });
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  // biome-ignore lint/suspicious/noExplicitAny: tests read the answers they need field by field.
  json: any;
  raw: Buffer;
}

/** A call to a server's /api/v1/ with a token and extra headers; a Buffer body goes as it is. */
async function call(
  base: string,
  token: string | null,
  method: string,
  apiPath: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const raw = Buffer.isBuffer(body);
  const answer = await request(`${base}/api/v1/${apiPath}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined || raw ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : raw ? (body as Buffer) : Buffer.from(JSON.stringify(body)),
  });
  let json: unknown;
  try {
    json = JSON.parse(answer.raw.toString('utf8'));
  } catch {
    json = undefined;
  }
  return { ...answer, json };
}

const signIn = async (base: string, email: string) => {
  const answer = await call(base, null, 'POST', 'Account/Login', { email, password: DEMO_PASSWORD });
  expect(answer.status, `sign-in of ${email} through ${base}`).toBe(200);
  return answer.json.token as string;
};

/** The node processes directly under pid (the workers of a PPMS_WORKERS primary). */
const childrenOf = (pid: number) =>
  fs
    .readdirSync(`/proc/${pid}/task`)
    .flatMap((task) => fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' '))
    .filter(Boolean)
    .map(Number);

async function until<T>(what: string, probe: () => Promise<T | undefined>, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let primary: PgCluster | null = null;
let replica: PgCluster | null = null;
let a: ServerProcess | null = null;
let b: ServerProcess | null = null;
let nginx: ChildProcess | null = null;
let primaryDb: Database | null = null;
let replicaDb: Database | null = null;
let work = '';
/** http://127.0.0.1:port of machine A, machine B and nginx. */
const base = { a: '', b: '', nginx: '' };

async function startNginx(port: number, upstreams: string[]) {
  const dir = path.join(work, 'nginx');
  fs.mkdirSync(dir, { recursive: true, mode: 0o777 });
  fs.chmodSync(dir, 0o777); // its worker processes run as nobody when this runs as root
  fs.writeFileSync(path.join(dir, 'ppms.conf'), readmeNginx(upstreams, `127.0.0.1:${port}`));
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events { worker_connections 512; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (temp) => `  ${temp}_temp_path ${dir}/${temp};`,
      ),
      `  include ${dir}/ppms.conf;`,
      '}',
    ].join('\n'),
  );
  nginx = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')], {
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  await until('nginx', async () => {
    if (nginx?.exitCode !== null) {
      throw new Error(`nginx stopped: ${fs.readFileSync(path.join(dir, 'error.log'), 'utf8')}`);
    }
    return request(`${url}/api/v1/Setting/AppCodes`).then(
      (answer) => (answer.status === 200 ? true : undefined),
      () => undefined,
    );
  });
  return url;
}

beforeAll(async () => {
  if (!runs) return;
  installRecordTypes(); // the ledger's balances, read here on the primary, need them
  const started = performance.now();
  const step = (what: string) =>
    console.log(`processes test: ${what} at ${Math.round(performance.now() - started)} ms`);
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'ppms-processes-'));
  primary = await startCluster();
  step('primary started');
  // The run's seeded demo database, copied onto the primary (pg_dump, pg_restore).
  const source = await suiteDatabase(true);
  try {
    const dump = path.join(work, 'demo.dump');
    await runPostgresTool('pg_dump', source.databaseUrl!, [
      '--format=custom',
      '--no-owner',
      `--file=${dump}`,
    ]);
    primaryDb = openPostgres(primary.url());
    await sql`create database ppms`.execute(primaryDb.db);
    await primaryDb.close();
    await restorePostgres(dump, primary.url('ppms'));
  } finally {
    await source.drop();
  }
  step('demo database copied');
  replica = await startCluster({ replicaOf: primary });
  step('replica started');
  primaryDb = openPostgres(primary.url('ppms'));
  replicaDb = openPostgres(replica.url('ppms'));

  const machine = (name: string, env: NodeJS.ProcessEnv) =>
    startServer({
      dataDir: path.join(work, name),
      databaseUrl: primary!.url('ppms'),
      env: {
        PPMS_DEMO: '0',
        PPMS_REPLICA_DATABASE_URL: replica!.url('ppms'),
        PPMS_TRUST_PROXY: 'true',
        PPMS_DB_POOL: '4',
        ...env,
      },
    });
  [a, b] = await Promise.all([machine('a', { PPMS_WORKERS: '2' }), machine('b', {})]);
  step('machines started');
  base.a = a.api.replace(/\/api\/v1\/$/, '');
  base.b = b.api.replace(/\/api\/v1\/$/, '');
  base.nginx = await startNginx(await freePort(), [new URL(base.a).host, new URL(base.b).host]);
  step('nginx started');
}, ROOM);

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx!.once('exit', resolve));
    nginx.kill('SIGQUIT');
    await exited;
  }
  await Promise.all([a?.stop(), b?.stop()]);
  await primaryDb?.close();
  await replicaDb?.close();
  await replica?.stop();
  await primary?.stop();
  if (work) fs.rmSync(work, { recursive: true, force: true });
}, ROOM);

describe.skipIf(!runs)(
  `PPMS on a PostgreSQL primary and a streaming replica, two machines behind nginx${why}`,
  () => {
    it('the replica is a real standby, streaming from the primary', async () => {
      const { rows } = await sql<{ state: string }>`select state from pg_stat_replication`.execute(
        primaryDb!.db,
      );
      expect(rows.map((row) => row.state)).toEqual(['streaming']);
      const standby = await sql<{ r: boolean }>`select pg_is_in_recovery() as r`.execute(replicaDb!.db);
      expect(standby.rows[0].r).toBe(true);
    });

    it('PPMS_WORKERS=2 runs two processes on one port, and starts another when one dies', {
      timeout: 60_000,
    }, async () => {
      // The server answers once one worker listens; the primary prints its banner once both do. A worker
      // killed before that is a failed start, which stops the server (seen on a loaded machine).
      await until('both workers listening', async () =>
        a!.output().includes('Processes: 2 (PPMS_WORKERS)') ? true : undefined,
      );
      const workers = childrenOf(a!.child.pid!);
      expect(workers).toHaveLength(2);
      process.kill(workers[0], 'SIGKILL');
      // Once the primary has seen it go (a connection handed to it in that instant is lost with it), the
      // other answers alone, and a new one takes the dead one's place.
      await until('the primary to see the worker go', async () =>
        a!.output().includes(`A worker (process ${workers[0]}) stopped`) ? true : undefined,
      );
      for (let i = 0; i < 10; i++)
        expect((await call(base.a, null, 'GET', 'Setting/AppCodes')).status).toBe(200);
      const replaced = await until('a new worker', async () => {
        const now = childrenOf(a!.child.pid!);
        return now.length === 2 && !now.includes(workers[0]) ? now : undefined;
      });
      expect(replaced).toContain(workers[1]);
    });

    it('a token from one process works on every other; signing out through one ends it everywhere at once', async () => {
      const token = await signIn(base.a, DEMO_USER_BY_ROLE.R600);
      for (const machine of [base.b, base.nginx, base.a])
        expect((await call(machine, token, 'GET', 'Dashboard')).status).toBe(200);
      expect((await call(base.b, token, 'POST', 'Account/Logout')).status).toBe(200);
      // Machine A's processes, and both through nginx, refuse it at once.
      for (let i = 0; i < 4; i++) {
        expect((await call(base.a, token, 'GET', 'Dashboard')).status).toBe(401);
        expect((await call(base.nginx, token, 'GET', 'Dashboard')).status).toBe(401);
      }
    });

    it("deactivating a user through one process ends the user's session on the other at once", async () => {
      const finance = await signIn(base.b, DEMO_USER_BY_ROLE.R700);
      expect((await call(base.a, finance, 'GET', 'Dashboard')).status).toBe(200);
      const admin = await signIn(base.b, DEMO_USER_BY_ROLE.R500);
      const { id, firstName, lastName } = await primaryDb!.db
        .selectFrom('users')
        .select(['id', 'firstName', 'lastName'])
        .where('email', '=', DEMO_USER_BY_ROLE.R700)
        .executeTakeFirstOrThrow();
      const edit = (isActive: boolean) =>
        call(base.b, admin, 'PUT', 'User', { id, isActive, firstName, lastName });
      expect((await edit(false)).status).toBe(200);
      for (let i = 0; i < 4; i++) expect((await call(base.a, finance, 'GET', 'Dashboard')).status).toBe(401);
      expect((await edit(true)).status).toBe(200);
    });

    it('a document uploaded through one process downloads through the other, and through nginx', async () => {
      const importer = await signIn(base.a, DEMO_USER_BY_ROLE.R100);
      const { importerId, inventoryId } = await stake(DEMO_USER_BY_ROLE.R100);
      const submitted = await call(base.a, importer, 'POST', 'StockUpdate', {
        createdDate: format(new Date(), 'yyyy-MM-dd'),
        stockUpdateType: 0,
        referenceNumber: 'BL-PROCESSES-1',
        importerId,
        inventoryInfos: [{ inventoryId, quantity: 700 }],
      });
      expect(submitted.status).toBe(200);
      const pdf = Buffer.concat([PDF, Buffer.from(`% ${'multi-process '.repeat(2_000)}\n`)]);
      const body = multipart(
        { entityId: String(submitted.json.id), entityType: '4', title: 'Bill of lading' },
        { name: 'bol.pdf', data: pdf },
      );
      const uploaded = await call(base.a, importer, 'POST', 'Document', body.payload, body.headers);
      expect(uploaded.status, JSON.stringify(uploaded.json)).toBe(200);
      const detail = await call(base.b, importer, 'GET', `StockUpdate/${submitted.json.id}`);
      const [document] = detail.json.documents;
      for (const machine of [base.b, base.nginx]) {
        const { url } = (
          await call(
            machine,
            importer,
            'GET',
            `Document/${document.id}/EntityType/4/Entity/${submitted.json.id}`,
          )
        ).json;
        const file = await request(`${machine}${url}`);
        expect(file.status).toBe(200);
        expect(file.raw.equals(pdf)).toBe(true);
      }
      // In the database, not in a machine's folder.
      expect(fs.existsSync(path.join(work, 'a', 'documents'))).toBe(false);
    });

    it('keeps the ledger invariants when the processes race each other', { timeout: 60_000 }, async () => {
      const machines = [base.a, base.b, base.nginx];
      const importer = await signIn(base.a, DEMO_USER_BY_ROLE.R100);
      const marketing = await signIn(base.b, DEMO_USER_BY_ROLE.R600);
      const { importerId } = await stake(DEMO_USER_BY_ROLE.R100);
      const [before] = (
        await inventoryBalances(primaryDb!, { importerIds: [importerId!], activeOnly: true })
      ).sort((x, y) => y.adjustedStockBalance - x.adjustedStockBalance);
      const inventoryId = before.inventoryId;
      expect(before.adjustedStockBalance).toBeGreaterThan(10);
      // Twelve shortages at once, through every process, each over a third of what the tank holds: only as
      // many as the adjusted balance covers are accepted, wherever they landed.
      const quantity = Math.floor(before.adjustedStockBalance / 3) + 1;
      const fit = Math.floor(before.adjustedStockBalance / quantity);
      const submissions = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          call(machines[i % 3], importer, 'POST', 'StockUpdate', {
            createdDate: format(new Date(), 'yyyy-MM-dd'),
            stockUpdateType: 1,
            referenceNumber: `RACE-PROCESSES-${i}`,
            importerId,
            inventoryInfos: [{ inventoryId, quantity }],
          }),
        ),
      );
      const accepted = submissions
        .filter((answer) => answer.status === 200)
        .map((answer) => answer.json.id as number);
      expect(accepted).toHaveLength(fit);
      expect(submissions.filter((answer) => answer.status === 400)).toHaveLength(12 - fit);
      // Each is reviewed, then approved by a dozen approvals at once through every process: one posts.
      for (const id of accepted) {
        expect(
          (await call(base.a, marketing, 'POST', 'StockUpdate/StatusUpdate', { id, status: 10 })).status,
        ).toBe(200);
        const approvals = await Promise.all(
          Array.from({ length: 12 }, (_, i) =>
            call(machines[i % 3], marketing, 'POST', 'StockUpdate/StatusUpdate', { id, status: 20 }),
          ),
        );
        expect(approvals.filter((answer) => answer.status === 200)).toHaveLength(1);
        expect(approvals.filter((answer) => answer.status === 400)).toHaveLength(11);
      }
      const [after] = await inventoryBalances(primaryDb!, { inventoryIds: [inventoryId] });
      expect(after.stockBalance).toBe(before.stockBalance - fit * quantity);
      expect(after.stockBalance).toBeGreaterThanOrEqual(0);
      expect(after.adjustedStockBalance).toBeGreaterThanOrEqual(0);
      expect((await verifyLedger(primaryDb!)).ok).toBe(true);
    });

    it('searches and reports read the replica and say how far behind it may be; your own writes are there', {
      timeout: 60_000,
    }, async () => {
      const marketing = await signIn(base.nginx, DEMO_USER_BY_ROLE.R600);
      const period = {
        from: format(new Date(Date.now() - 90 * 86_400_000), 'yyyy-MM-dd'),
        to: format(new Date(), 'yyyy-MM-dd'),
      };
      const report = () => call(base.nginx, marketing, 'POST', 'Report/SalesByImporter', period);
      const fromReplica = await until('a report read on the replica', async () => {
        const answer = await report();
        expect(answer.status).toBe(200);
        return answer.headers['ppms-read-from'] === 'replica' ? answer : undefined;
      });
      const lag = Number(fromReplica.headers['ppms-max-lag-ms']);
      expect(lag).toBeGreaterThanOrEqual(0);
      expect(lag).toBeLessThanOrEqual(1_000);

      // A write answers the primary's position; a search sent with it finds the write, on whichever database
      // it read; one asking for a position the replica has not reached reads the primary.
      const importer = await signIn(base.nginx, DEMO_USER_BY_ROLE.R100);
      const { importerId, inventoryId } = await stake(DEMO_USER_BY_ROLE.R100);
      for (let i = 0; i < 5; i++) {
        const submitted = await call(base.nginx, importer, 'POST', 'StockUpdate', {
          createdDate: format(new Date(), 'yyyy-MM-dd'),
          stockUpdateType: 0,
          referenceNumber: `BL-READ-AFTER-${i}`,
          importerId,
          inventoryInfos: [{ inventoryId, quantity: 100 }],
        });
        const written = submitted.headers['ppms-written-lsn'] as string | undefined;
        expect(written).toMatch(/^[0-9A-F]+\/[0-9A-F]+$/);
        const search = await call(
          base.nginx,
          importer,
          'POST',
          'StockUpdate/Search',
          { pageNumber: 1 },
          {
            'ppms-read-after': written!,
          },
        );
        expect(search.json.results.map((row: { id: number }) => row.id)).toContain(submitted.json.id);
      }
      const ahead = await call(
        base.nginx,
        importer,
        'POST',
        'StockUpdate/Search',
        { pageNumber: 1 },
        {
          'ppms-read-after': 'FFFFFFFF/0',
        },
      );
      expect(ahead.status).toBe(200);
      expect(ahead.headers['ppms-read-from']).toBe('primary');

      // A replica that stops replaying falls behind: once that is over the bound, reads go to the primary;
      // when it catches up again, back to the replica.
      await sql`select pg_wal_replay_pause()`.execute(replicaDb!.db);
      try {
        const submitted = await call(base.a, importer, 'POST', 'StockUpdate', {
          createdDate: format(new Date(), 'yyyy-MM-dd'),
          stockUpdateType: 0,
          referenceNumber: 'BL-REPLICA-PAUSED',
          importerId,
          inventoryInfos: [{ inventoryId, quantity: 100 }],
        });
        expect(submitted.status).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        for (const machine of [base.a, base.b, base.nginx]) {
          const answer = await call(machine, marketing, 'POST', 'Report/SalesByImporter', period);
          expect(answer.status).toBe(200);
          expect(answer.headers['ppms-read-from'], machine).toBe('primary');
          const search = await call(machine, marketing, 'POST', 'StockUpdate/Search', { pageNumber: 1 });
          expect(search.headers['ppms-read-from']).toBe('primary');
          expect(search.json.results.map((row: { id: number }) => row.id)).toContain(submitted.json.id);
        }
      } finally {
        await sql`select pg_wal_replay_resume()`.execute(replicaDb!.db);
      }
      await until('reads on the replica again', async () =>
        (await report()).headers['ppms-read-from'] === 'replica' ? true : undefined,
      );
    });
  },
);

/** A demo user's first importer and one of its inventories, read on the primary. */
async function stake(email: string) {
  return primaryDb!.db
    .selectFrom('userEntities as ue')
    .innerJoin('users as u', 'u.id', 'ue.userId')
    .innerJoin('inventories as i', 'i.importerId', 'ue.importerId')
    .select(['ue.importerId', 'i.id as inventoryId'])
    .where('u.email', '=', email)
    .where('i.isActive', '=', true)
    .orderBy('i.id')
    .executeTakeFirstOrThrow();
}
