import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { Config } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { lockDataFolder } from '../../db/lock.ts';
import { migrations } from '../../db/migrations/index.ts';
import { documentsFolder } from '../documents/storage.ts';
import { type LedgerVerification, verifyLedger } from '../ledger/verify.ts';
import {
  BackupError,
  differences,
  type Manifest,
  pgliteFiles,
  readBackup,
  restorePostgres,
} from './archive.ts';

const holdsFiles = (folder: string) => fs.existsSync(folder) && fs.readdirSync(folder).length > 0;

const LATEST = Object.keys(migrations).sort().at(-1)!;

function checkRestorable(manifest: Manifest, config: Config) {
  const here = config.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database !== here) {
    throw new BackupError(
      manifest.database === 'pglite'
        ? 'This backup is of an embedded database: restore it with DATABASE_URL unset, into a fresh PPMS_DATA_DIR.'
        : 'This backup is of a PostgreSQL database: restore it with DATABASE_URL naming an empty database.',
    );
  }
  if (manifest.schemaVersion && !(manifest.schemaVersion in migrations) && manifest.schemaVersion > LATEST) {
    throw new BackupError(
      `This backup was made by a newer version of PPMS (schema ${manifest.schemaVersion}; this one knows up ` +
        `to ${LATEST}): restore it with that version or a later one.`,
    );
  }
}

export interface Restored {
  manifest: Manifest;
  ledger: LedgerVerification;
}

/**
 * Restores a backup into the configured database and data folder, which must be empty: a fresh
 * PPMS_DATA_DIR (embedded) or an empty PostgreSQL database and an empty documents folder. Every file is
 * checked against the manifest, and the restored tables against its counts and checksums; the ledger's
 * hash chains are verified. Migrations are left to the server's next start.
 */
export async function restoreBackup(file: string, config: Config): Promise<Restored> {
  if (!fs.existsSync(file)) throw new BackupError(`There is no backup at ${file}.`);
  const documents = documentsFolder(config.dataDir);
  const refuse = (what: string) =>
    new BackupError(
      `${what}: a backup is restored only into a fresh, empty one, never over data. ` +
        'Choose another (PPMS_DATA_DIR, DATABASE_URL), or move this one away first.',
    );
  if (holdsFiles(documents)) throw refuse(`The documents folder ${documents} is not empty`);
  let release = () => {};
  if (config.databaseUrl) {
    const db = await openDatabase(config);
    try {
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from pg_class c join pg_namespace s on s.oid = c.relnamespace
        where s.nspname not in ('pg_catalog', 'information_schema') and s.nspname not like 'pg_toast%'
          and c.relkind in ('r', 'p', 'v', 'm', 'S')`.execute(db.db);
      if (rows[0].n > 0) throw refuse(`The database of DATABASE_URL is not empty (${rows[0].n} relations)`);
    } finally {
      await db.close();
    }
  } else {
    if (holdsFiles(path.join(config.dataDir, 'pglite'))) {
      throw refuse(`The data folder ${config.dataDir} already holds an embedded database`);
    }
    release = lockDataFolder(config.dataDir); // a server starting meanwhile would find it taken
  }

  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'ppms-restore-'));
  const staging = `${documents}.restoring`;
  fs.rmSync(staging, { recursive: true, force: true });
  try {
    const databaseFile = path.join(work, 'database');
    const manifest = await readBackup(file, {
      databaseFile,
      documentsInto: staging,
      onManifest: (m) => checkRestorable(m, config),
    });
    let db: Awaited<ReturnType<typeof openDatabase>>;
    if (config.databaseUrl) {
      await restorePostgres(databaseFile, config.databaseUrl);
      db = await openDatabase(config);
    } else {
      const files = await pgliteFiles(databaseFile);
      release(); // openDatabase takes the folder itself
      db = await openDatabase(config, { embeddedFiles: files });
    }
    let ledger: LedgerVerification;
    try {
      const problems = await differences(db, manifest);
      if (problems.length) {
        throw new BackupError(
          `The restored database does not match the backup's manifest: ${problems.join('; ')}.`,
        );
      }
      ledger = await verifyLedger(db);
    } finally {
      await db.close();
    }
    if (fs.existsSync(staging)) {
      fs.rmSync(documents, { recursive: true, force: true }); // empty, checked above
      fs.renameSync(staging, documents);
    }
    return { manifest, ledger };
  } finally {
    release();
    fs.rmSync(work, { recursive: true, force: true });
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
