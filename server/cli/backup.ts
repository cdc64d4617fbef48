// `npm run backup -- FILE`: writes a backup of the configured database and its documents to FILE (a
// tar; server/domain/backup/archive.ts), then reads it back and checks it against its manifest.
// - PostgreSQL (DATABASE_URL): pg_dump, on one snapshot with the manifest's counts; the documents are in
//   it (document_contents), but for any still kept as files in PPMS_DATA_DIR/documents.
// - Embedded database: when no server runs, this opens the folder itself; when a server holds it (only
//   one process may open it), it asks that server (POST /api/v1/Administration/Backup) with the key the
//   server left in the folder.
// Exit code 0 when written and checked, 1 when it failed, 2 when it was asked wrongly.
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { DataFolderLockedError } from '../db/lock.ts';
import { createBackup, documentCount, type Manifest, readBackup } from '../domain/backup/archive.ts';
import { readServerKey, SERVER_KEY_HEADER } from '../domain/backup/server-key.ts';

class Refusal extends Error {}

async function fromServer(dataDir: string, part: string, locked: DataFolderLockedError) {
  const server = readServerKey(dataDir);
  if (!server) {
    throw new Refusal(
      `${locked.message}\nThat server has left no address in the folder yet (is it still starting?): ` +
        'run npm run backup again once it listens.',
    );
  }
  console.log(`A server (process ${server.pid}) holds the embedded database: asking it at ${server.url}.`);
  const response = await fetch(`${server.url}/api/v1/Administration/Backup`, {
    method: 'POST',
    headers: { [SERVER_KEY_HEADER]: server.key, 'accept-encoding': 'identity' },
  });
  if (!response.ok || !response.body) {
    const text = await response.text();
    let message = text;
    try {
      message = JSON.parse(text).message ?? text;
    } catch {}
    throw new Error(`The server refused the backup (${response.status}): ${message}`);
  }
  await pipeline(Readable.fromWeb(response.body as never), fs.createWriteStream(part, { flags: 'wx' }));
}

async function fromDatabase(db: Database, dataDir: string, databaseUrl: string | null, part: string) {
  const { stream } = await createBackup(db, dataDir, databaseUrl);
  await pipeline(stream, fs.createWriteStream(part, { flags: 'wx' }));
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const target = args.find((arg) => !arg.startsWith('--'));
  if (!target) {
    console.error(
      'Usage: npm run backup -- FILE   (FILE: where the backup is written, e.g. ppms-2026-01-31.tar)',
    );
    return 2;
  }
  const file = path.resolve(target);
  if (fs.existsSync(file)) {
    console.error(`${file} exists: a backup never overwrites a file. Name a new one.`);
    return 2;
  }
  const config = loadConfig(process.env, args);
  const part = `${file}.part`;
  fs.rmSync(part, { force: true });
  try {
    if (!config.databaseUrl && !fs.existsSync(path.join(config.dataDir, 'pglite'))) {
      throw new Refusal(`There is no embedded database in ${config.dataDir} (PPMS_DATA_DIR) to back up.`);
    }
    let db: Database | null = null;
    try {
      db = await openDatabase(config);
    } catch (error) {
      if (!(error instanceof DataFolderLockedError)) throw error;
      await fromServer(config.dataDir, part, error);
    }
    if (db) {
      try {
        await fromDatabase(db, config.dataDir, config.databaseUrl, part);
      } finally {
        await db.close();
      }
    }
    const manifest: Manifest = await readBackup(part);
    fs.renameSync(part, file);
    const rows = Object.values(manifest.tables).reduce((sum, table) => sum + table.rows, 0);
    console.log(
      `Backup written to ${file} (${fs.statSync(file).size} bytes) and checked: the ${manifest.database === 'pglite' ? 'embedded' : 'PostgreSQL'} ` +
        `database at schema ${manifest.schemaVersion}, ${Object.keys(manifest.tables).length} tables, ` +
        `${rows} rows, ${documentCount(manifest)}.`,
    );
    return 0;
  } catch (error) {
    fs.rmSync(part, { force: true });
    if (error instanceof Refusal) {
      console.error(`Cannot back up: ${error.message}`);
      return 2;
    }
    console.error(`The backup failed: ${(error as Error).message}`);
    return 1;
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
