import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Database } from '../../db/client.ts';
import { documentsFolder } from '../documents/storage.ts';
import {
  documentKeys,
  kyselyQuery,
  type RawQuery,
  schemaVersion,
  sequenceValues,
  type TableDigest,
  tableDigests,
} from './digest.ts';
import { runPostgresTool } from './postgres-tools.ts';
import { readTar, type TarEntry, tarStream } from './tar.ts';

// One backup format for both databases: a tar holding `manifest.json` first, then the database (the
// embedded one's files as a gzipped tarball, or PostgreSQL's pg_dump custom format), then every
// document of the database under `documents/`, as the documents folder keeps them.

export const BACKUP_FORMAT = 'ppms-backup';
export const MANIFEST = 'manifest.json';
const PGLITE_FILE = 'database/pglite.tar.gz';
const POSTGRES_FILE = 'database/postgres.dump';

export interface FileSum {
  name: string;
  size: number;
  sha256: string;
}

export interface Manifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: 1;
  createdAt: string;
  /** 'pglite': the embedded database's files; 'postgres': pg_dump's custom format. */
  database: 'pglite' | 'postgres';
  /** The last migration the database had run. */
  schemaVersion: string | null;
  databaseFile: FileSum;
  /** Every table's row count and checksum (digest.ts), as the backup saw it. */
  tables: Record<string, TableDigest>;
  sequences: Record<string, number | null>;
  documents: FileSum[];
}

const gzip = promisify(zlib.gzip);
const gunzip = promisify(zlib.gunzip);
const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

async function fileSum(file: string, name: string): Promise<FileSum> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of fs.createReadStream(file)) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { name, size, sha256: hash.digest('hex') };
}

const documentName = (key: string) => `documents/${key.slice(0, 2)}/${key}`;
const DOCUMENT_NAME = /^documents\/([0-9a-f]{2})\/(\1[0-9a-f-]{34}\.(pdf|png|jpg))$/;

interface Snapshot {
  tables: Record<string, TableDigest>;
  sequences: Record<string, number | null>;
  schemaVersion: string | null;
  keys: string[];
}

async function readSnapshot(query: RawQuery): Promise<Snapshot> {
  return {
    tables: await tableDigests(query),
    sequences: await sequenceValues(query),
    schemaVersion: await schemaVersion(query),
    keys: await documentKeys(query),
  };
}

export interface Backup {
  manifest: Manifest;
  /** The archive; reading it to the end also removes what was kept aside for it. */
  stream: Readable;
}

/**
 * A backup of the database and its documents. The database part and the manifest's counts are one
 * snapshot: on the embedded database no transaction runs meanwhile; on PostgreSQL pg_dump reads the
 * snapshot of the transaction that counted. The documents are the database's, read just after.
 */
export async function createBackup(
  db: Database,
  dataDir: string,
  databaseUrl: string | null,
): Promise<Backup> {
  let snapshot: Snapshot;
  let databaseEntry: TarEntry;
  let databaseFile: FileSum;
  let cleanup = () => {};
  if (db.dialect === 'pglite') {
    const { state, files } = await db.exclusiveEmbedded(async (query, dump) => ({
      state: await readSnapshot(query),
      files: await dump(),
    }));
    snapshot = state;
    // gzip's fastest level: on the demo's 43 MB of files 0.4 s against level 6's 1.3 s, for 14% more bytes.
    const data = await gzip(new Uint8Array(await files.arrayBuffer()), {
      level: zlib.constants.Z_BEST_SPEED,
    });
    databaseFile = { name: PGLITE_FILE, size: data.length, sha256: sha256(data) };
    databaseEntry = { name: PGLITE_FILE, size: data.length, data };
  } else {
    if (!databaseUrl) throw new Error('A PostgreSQL backup needs DATABASE_URL.');
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'ppms-backup-'));
    cleanup = () => fs.rmSync(folder, { recursive: true, force: true });
    const file = path.join(folder, 'postgres.dump');
    try {
      snapshot = await db.transaction(
        async (tx) => {
          const query = kyselyQuery(tx);
          const [{ s }] = (await query('select pg_export_snapshot() as s')) as { s: string }[];
          const state = await readSnapshot(query);
          await runPostgresTool('pg_dump', databaseUrl, [
            '--format=custom',
            `--snapshot=${s}`,
            '--no-owner',
            '--no-acl',
            `--file=${file}`,
          ]);
          return state;
        },
        { isolation: 'repeatable read' },
      );
      databaseFile = await fileSum(file, POSTGRES_FILE);
    } catch (error) {
      cleanup();
      throw error;
    }
    databaseEntry = {
      name: POSTGRES_FILE,
      size: databaseFile.size,
      data: async () => fs.createReadStream(file),
    };
  }
  try {
    const documents: FileSum[] = [];
    const entries: TarEntry[] = [];
    for (const key of snapshot.keys) {
      const file = path.join(documentsFolder(dataDir), key.slice(0, 2), key);
      if (!fs.existsSync(file)) {
        throw new Error(
          `The document file ${key} of the database is missing from ${documentsFolder(dataDir)}: ` +
            'the backup would not restore it (a document deleted meanwhile? try again).',
        );
      }
      const sum = await fileSum(file, documentName(key));
      documents.push(sum);
      entries.push({ name: sum.name, size: sum.size, data: async () => fs.createReadStream(file) });
    }
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      formatVersion: 1,
      createdAt: new Date().toISOString(),
      database: db.dialect,
      schemaVersion: snapshot.schemaVersion,
      databaseFile,
      tables: snapshot.tables,
      sequences: snapshot.sequences,
      documents,
    };
    const text = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    const stream = tarStream([{ name: MANIFEST, size: text.length, data: text }, databaseEntry, ...entries]);
    stream.once('close', cleanup);
    return { manifest, stream };
  } catch (error) {
    cleanup();
    throw error;
  }
}

/** How many documents a backup holds: as files, and in the database (document_contents). */
export function documentCount(manifest: Manifest): string {
  const inDatabase = manifest.tables.document_contents?.rows ?? 0;
  const total = manifest.documents.length + inDatabase;
  return `${total} document(s)${inDatabase ? ` (${inDatabase} in the database)` : ''}`;
}

/** Raised when a backup can not be read, does not match its manifest, or can not be restored here. */
export class BackupError extends Error {}

function checkManifest(value: unknown): Manifest {
  const manifest = value as Manifest;
  if (manifest?.format !== BACKUP_FORMAT || manifest.formatVersion !== 1) {
    throw new BackupError('Not a PPMS backup: its manifest is not one this version reads.');
  }
  if (!['pglite', 'postgres'].includes(manifest.database)) {
    throw new BackupError(`Not a PPMS backup: unknown database kind ${manifest.database}.`);
  }
  const expected = manifest.database === 'pglite' ? PGLITE_FILE : POSTGRES_FILE;
  if (manifest.databaseFile?.name !== expected) throw new BackupError('Not a PPMS backup: no database file.');
  for (const document of manifest.documents ?? []) {
    if (!DOCUMENT_NAME.test(document.name)) throw new BackupError(`Not a document: ${document.name}`);
  }
  return manifest;
}

export interface ReadOptions {
  /** Where the database file goes (none: it is only checked). */
  databaseFile?: string;
  /** The documents folder to write the documents into (none: they are only checked). */
  documentsInto?: string;
  /** Called with the manifest before anything is written; throw to stop. */
  onManifest?: (manifest: Manifest) => Promise<void> | void;
}

/**
 * Reads a backup from end to end and checks every file against its manifest (size and SHA-256, none
 * missing, none added); writes the database file and the documents where asked. Answers the manifest.
 */
export async function readBackup(file: string, options: ReadOptions = {}): Promise<Manifest> {
  let manifest: Manifest | null = null;
  const seen = new Set<string>();
  await readTar(file, async (name, size, chunks) => {
    if (!manifest) {
      if (name !== MANIFEST) throw new BackupError(`Not a PPMS backup: it does not start with ${MANIFEST}.`);
      const parts: Buffer[] = [];
      for await (const chunk of chunks) parts.push(chunk);
      try {
        manifest = checkManifest(JSON.parse(Buffer.concat(parts).toString('utf8')));
      } catch (error) {
        if (error instanceof BackupError) throw error;
        throw new BackupError(`Not a PPMS backup: its manifest does not read (${(error as Error).message}).`);
      }
      await options.onManifest?.(manifest);
      return;
    }
    const m: Manifest = manifest;
    const expected = name === m.databaseFile.name ? m.databaseFile : m.documents.find((d) => d.name === name);
    if (!expected) throw new BackupError(`The backup holds ${name}, which its manifest does not list.`);
    if (seen.has(name)) throw new BackupError(`The backup holds ${name} twice.`);
    seen.add(name);
    let target: string | null = null;
    if (name === m.databaseFile.name) target = options.databaseFile ?? null;
    else if (options.documentsInto) target = path.join(options.documentsInto, ...name.split('/').slice(1));
    if (target) fs.mkdirSync(path.dirname(target), { recursive: true });
    const out = target ? fs.createWriteStream(target, { flags: 'wx' }) : null;
    const hash = createHash('sha256');
    let length = 0;
    for await (const chunk of chunks) {
      hash.update(chunk);
      length += chunk.length;
      if (out && !out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
    }
    if (out)
      await new Promise<void>((resolve, reject) =>
        out.end((error?: Error | null) => (error ? reject(error) : resolve())),
      );
    if (length !== size || length !== expected.size || hash.digest('hex') !== expected.sha256) {
      throw new BackupError(`${name} in the backup does not match its manifest: the backup is damaged.`);
    }
  });
  if (!manifest) throw new BackupError('Not a PPMS backup: the file is empty.');
  const m: Manifest = manifest;
  const missing = [m.databaseFile, ...m.documents].filter((f) => !seen.has(f.name)).map((f) => f.name);
  if (missing.length) {
    throw new BackupError(
      `The backup lacks ${missing.length} file(s) its manifest lists: ${missing.join(', ')}.`,
    );
  }
  return m;
}

/** The embedded database's files of a backup, as `openDatabase` loads them (embeddedFiles). */
export const pgliteFiles = async (file: string) =>
  new Blob([new Uint8Array(await gunzip(fs.readFileSync(file)))]);

/** Restores a pg_dump of a backup into the (empty) database of `url`, all or nothing. */
export const restorePostgres = (file: string, url: string) =>
  runPostgresTool('pg_restore', url, [
    '--no-owner',
    '--no-acl',
    '--single-transaction',
    '--exit-on-error',
    `--dbname=${new URL(url).pathname.slice(1)}`,
    file,
  ]);

/** The tables whose rows differ from the manifest's (empty: the database is the backup's). */
export async function differences(db: Database, manifest: Manifest): Promise<string[]> {
  const query = kyselyQuery(db);
  const tables = await tableDigests(query);
  const names = new Set([...Object.keys(tables), ...Object.keys(manifest.tables)]);
  const problems = [...names]
    .filter((name) => JSON.stringify(tables[name]) !== JSON.stringify(manifest.tables[name]))
    .map(
      (name) =>
        `table ${name}: ${tables[name]?.rows ?? 'no'} row(s), the backup ${manifest.tables[name]?.rows ?? 'none'}` +
        (tables[name] && manifest.tables[name] && tables[name].rows === manifest.tables[name].rows
          ? ' (other values)'
          : ''),
    );
  const sequences = await sequenceValues(query);
  if (JSON.stringify(sequences) !== JSON.stringify(manifest.sequences)) problems.push('the sequences differ');
  return problems;
}
