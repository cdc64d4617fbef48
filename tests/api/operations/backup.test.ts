import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config.ts';
import { type Database, openDatabase } from '../../../server/db/client.ts';
import { DEMO_USER_BY_ROLE } from '../../../server/db/seed/demo.ts';
import { kyselyQuery, sequenceValues, tableDigests } from '../../../server/domain/backup/digest.ts';
import { SERVER_KEY_HEADER } from '../../../server/domain/backup/server-key.ts';
import { verifyLedger } from '../../../server/domain/ledger/index.ts';
import { readStatementKey, STATEMENT_KEY_SETTING } from '../../../server/domain/statements/key.ts';
import { caller, createTestApp, signIn, type TestApp, usingPostgres } from '../../helpers/app.ts';
import { type SuiteDatabase, suiteDatabase } from '../../helpers/databases.ts';
import { multipart, PDF } from '../../helpers/multipart.ts';

// `npm run backup` of a running server with the demo history and two documents, `npm run restore` of it
// into a fresh data folder (and, on PostgreSQL, a fresh database): every table, sequence, hash chain
// and document must come back equal. Embedded, the server holds the folder, so the command asks it.

/** Runs a command of package.json's scripts as npm does; its exit code and output. */
function run(script: 'backup' | 'restore', file: string, env: Record<string, string>) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'warn', ...env };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, [`server/cli/${script}.ts`, file], { env: childEnv });
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

/** Every file under a documents folder, by its path there, with its SHA-256. */
function files(folder: string): Record<string, string> {
  if (!fs.existsSync(folder)) return {};
  return Object.fromEntries(
    (fs.readdirSync(folder, { recursive: true }) as string[])
      .filter((name) => fs.statSync(path.join(folder, name)).isFile())
      .sort()
      .map((name) => [
        name,
        createHash('sha256')
          .update(fs.readFileSync(path.join(folder, name)))
          .digest('hex'),
      ]),
  );
}

/** What a database holds: every table's rows and checksum, its sequences, its ledger heads. */
async function state(db: Database) {
  const ledger = await verifyLedger(db);
  return {
    tables: await tableDigests(kyselyQuery(db)),
    sequences: await sequenceValues(kyselyQuery(db)),
    ledger: { ok: ledger.ok, rows: ledger.rowsChecked, heads: ledger.heads },
  };
}

/** Backing up and restoring start Node processes, the embedded restore loads the database: room. */
const ROOM = 120_000;

let t: TestApp;
let work: string;
let target: SuiteDatabase | null = null;
let restoredDir: string;
const backup = () => path.join(work, 'ppms.tar');
/** The environment the commands run in: the source's, or the restore target's. */
const source = () => ({ PPMS_DATA_DIR: t.config.dataDir, DATABASE_URL: t.config.databaseUrl ?? '' });
const restored = () => ({ PPMS_DATA_DIR: restoredDir, DATABASE_URL: target?.databaseUrl ?? '' });

beforeAll(async () => {
  // On the embedded database the app opens its data folder as a server does, taking its lock. Its
  // 'waiting for me' mail job must not write between the backup and the comparison (on a busy machine
  // the minute between two runs of it can pass): it runs once a day here.
  t = await createTestApp({ inMemory: false, digestSeconds: 86_400 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'ppms-backup-test-'));
  restoredDir = path.join(work, 'restored');
  if (usingPostgres()) target = await suiteDatabase(true, { fresh: true });

  const importer = caller(t.app, await signIn(t.app, DEMO_USER_BY_ROLE.R100));
  const stake = await t.db.db
    .selectFrom('userEntities as ue')
    .innerJoin('users as u', 'u.id', 'ue.userId')
    .innerJoin('inventories as i', 'i.importerId', 'ue.importerId')
    .select(['ue.importerId', 'i.id as inventoryId'])
    .where('u.email', '=', DEMO_USER_BY_ROLE.R100)
    .orderBy('i.id')
    .executeTakeFirstOrThrow();
  const submitted = await importer('POST', 'StockUpdate', {
    createdDate: new Date().toISOString().slice(0, 10),
    stockUpdateType: 0,
    referenceNumber: 'BL-BACKUP-1',
    importerId: stake.importerId,
    inventoryInfos: [{ inventoryId: stake.inventoryId, quantity: 1200 }],
  });
  expect(submitted.statusCode, submitted.body).toBe(200);
  for (const [name, data] of [
    ['bill.pdf', PDF],
    ['dips.pdf', Buffer.concat([PDF, Buffer.from('% dips\n')])],
  ] as const) {
    const body = multipart(
      { entityId: String(submitted.json().id), entityType: '4', title: name },
      { name, data },
    );
    const uploaded = await importer('POST', 'Document', body.payload, body.headers);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
  }
}, ROOM);
afterAll(async () => {
  await t?.close();
  await target?.drop();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

describe('npm run backup and npm run restore', () => {
  it('back up the running server', { timeout: ROOM }, async () => {
    const taken = await run('backup', backup(), source());
    expect(taken.output).toContain('Backup written to');
    expect(taken.code).toBe(0);
    // Embedded, only the server may open its folder: the command asked it.
    if (!usingPostgres()) expect(taken.output).toContain('holds the embedded database: asking it at');
    expect(taken.output).toContain('2 document(s)');
    // It never overwrites a file.
    const again = await run('backup', backup(), source());
    expect(again.code).toBe(2);
    expect(again.output).toContain('never overwrites');
  });

  it('refuse a damaged backup', { timeout: ROOM }, async () => {
    const archive = fs.readFileSync(backup());
    // A byte of a document's file (embedded), or of the dump (PostgreSQL, where the documents are in
    // document_contents): past the dump's tar header, the 512-byte block that starts with its name.
    const dumpHeader = () => {
      const name = Buffer.from('database/postgres.dump\0');
      for (let block = 0; block < archive.length; block += 512)
        if (archive.subarray(block, block + name.length).equals(name)) return block;
      return -1;
    };
    const at = usingPostgres() ? dumpHeader() + 512 + 200 : archive.indexOf('% dips');
    expect(at).toBeGreaterThan(512);
    archive[at + 2] ^= 0xff;
    const damaged = path.join(work, 'damaged.tar');
    fs.writeFileSync(damaged, archive);
    const refused = await run('restore', damaged, { ...restored(), PPMS_DATA_DIR: path.join(work, 'fresh') });
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(
      /(documents\/.*|database\/postgres.dump) in the backup does not match its manifest: the backup is damaged/,
    );
  });
  it('restore it into a fresh folder (or database): every table, sequence, hash chain and document equal', {
    timeout: ROOM,
  }, async () => {
    const restore = await run('restore', backup(), restored());
    expect(restore.output).toContain('The ledger verifies');
    expect(restore.code).toBe(0);

    const copy = await openDatabase({
      ...loadConfig({}),
      dataDir: restoredDir,
      databaseUrl: target?.databaseUrl ?? null,
    });
    try {
      const [mine, theirs] = [await state(t.db), await state(copy)];
      expect(Object.keys(mine.tables).length).toBeGreaterThan(15);
      expect(mine.tables.ledger_movements.rows).toBeGreaterThan(40);
      expect(mine.tables.documents.rows).toBeGreaterThanOrEqual(2);
      expect(mine.tables.document_contents.rows).toBe(usingPostgres() ? 2 : 0);
      expect(mine.ledger.ok).toBe(true);
      expect(theirs).toEqual(mine);
      // The statement signing key came back: statements signed before the backup verify after it.
      const key = await copy.db
        .selectFrom('appSettings')
        .select('value')
        .where('key', '=', STATEMENT_KEY_SETTING)
        .executeTakeFirstOrThrow();
      expect(readStatementKey(key.value, 'the restored key').fingerprint).toBe(
        t.app.statementKey.fingerprint,
      );
    } finally {
      await copy.close();
    }
    // Embedded, the documents are files of the data folder; on PostgreSQL, rows of document_contents
    // (compared with every table above), and no file.
    const documents = files(path.join(t.config.dataDir, 'documents'));
    expect(Object.keys(documents)).toHaveLength(usingPostgres() ? 0 : 2);
    expect(files(path.join(restoredDir, 'documents'))).toEqual(documents);
  });

  it('refuse to restore over data, changing nothing', { timeout: ROOM }, async () => {
    const before = files(restoredDir);
    const refused = await run('restore', backup(), restored());
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('is restored only into a fresh, empty one, never over data');
    expect(files(restoredDir)).toEqual(before);
    // Nor over the running server's own folder or database.
    const over = await run('restore', backup(), source());
    expect(over.code).toBe(1);
    expect(over.output).toContain('never over data');
    // Nor into a database that holds tables, even with an empty documents folder.
    const occupied = path.join(work, 'occupied');
    fs.mkdirSync(path.join(occupied, 'pglite'), { recursive: true });
    fs.writeFileSync(path.join(occupied, 'pglite', 'PG_VERSION'), '17\n');
    const full = await run('restore', backup(), { ...source(), PPMS_DATA_DIR: occupied });
    expect(full.code).toBe(1);
    expect(full.output).toMatch(
      /(database of DATABASE_URL is not empty|already holds an embedded database).*never over data/,
    );
    expect(fs.readdirSync(occupied)).toEqual(['pglite']);
  });
});

describe('POST Administration/Backup', () => {
  it('is for administrators (or the key the server left in its own folder) only', async () => {
    const call = (headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: '/api/v1/Administration/Backup', headers });
    expect((await call()).statusCode).toBe(401);
    expect((await call({ [SERVER_KEY_HEADER]: 'not-the-key' })).statusCode).toBe(401);
    for (const role of ['R600', 'R100'] as const) {
      const token = await signIn(t.app, DEMO_USER_BY_ROLE[role]);
      expect((await call({ authorization: `Bearer ${token}` })).statusCode, role).toBe(403);
    }
    const admin = await call({ authorization: `Bearer ${await signIn(t.app, DEMO_USER_BY_ROLE.R500)}` });
    expect(admin.statusCode).toBe(200);
    expect(admin.headers['content-type']).toBe('application/x-tar');
    expect(admin.rawPayload.subarray(0, 13).toString()).toBe('manifest.json');
  });
});
