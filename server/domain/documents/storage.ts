import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Database } from '../../db/client.ts';

/**
 * Where document bytes live: a folder under the data folder (the embedded database's default), or the
 * database itself (`document_contents`, with DATABASE_URL), so that every API process and machine on
 * one PostgreSQL sees every document, and its backups and replicas carry them. Keys are generated (never
 * the uploaded name), so a key can not point outside the store. Either way a write is part of the
 * transaction that adds or removes the document's row: the database's own, or the folder's file undone
 * when the transaction rolls back and removed only once it commits.
 */
export interface DocumentStorage {
  /** Stores the bytes under a new key within tx, and returns the key. */
  put(tx: Database, data: Buffer, extension: string): Promise<string>;
  /** The bytes of a key, as a stream; undefined when missing. */
  open(db: Database, key: string): Promise<Readable | undefined>;
  /** Removes a key's bytes when tx commits; missing keys are fine. */
  remove(tx: Database, key: string): Promise<void>;
}

const KEY = /^[0-9a-f-]{36}\.(pdf|png|jpg)$/;
const newKey = (extension: string) => `${randomUUID()}.${extension}`;

export function folderStorage(folder: string): DocumentStorage {
  const file = (key: string) => {
    if (!KEY.test(key)) throw new Error(`Not a document key: ${key}`);
    return path.join(folder, key.slice(0, 2), key);
  };
  const removeFile = (key: string) => fs.promises.rm(file(key), { force: true });
  return {
    async put(tx, data, extension) {
      const key = newKey(extension);
      await fs.promises.mkdir(path.dirname(file(key)), { recursive: true });
      // 'wx': never overwrite; the temp-then-rename keeps a half-written file from ever having the key.
      const temp = `${file(key)}.part`;
      await fs.promises.writeFile(temp, data, { flag: 'wx' });
      await fs.promises.rename(temp, file(key));
      tx.onRollback(() => removeFile(key));
      return key;
    },
    async open(_db, key) {
      try {
        const handle = await fs.promises.open(file(key), 'r');
        return handle.createReadStream();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async remove(tx, key) {
      tx.onCommit(() => removeFile(key));
    },
  };
}

export const databaseStorage: DocumentStorage = {
  async put(tx, data, extension) {
    tx.assertTransaction();
    const key = newKey(extension);
    await tx.db.insertInto('documentContents').values({ storageKey: key, data }).execute();
    return key;
  },
  async open(db, key) {
    const row = await db.db
      .selectFrom('documentContents')
      .select('data')
      .where('storageKey', '=', key)
      .executeTakeFirst();
    if (!row) return undefined;
    const { buffer, byteOffset, byteLength } = row.data;
    return Readable.from([Buffer.from(buffer, byteOffset, byteLength)]);
  },
  async remove(tx, key) {
    tx.assertTransaction();
    await tx.db.deleteFrom('documentContents').where('storageKey', '=', key).execute();
  },
};

/** The documents folder of a data folder. */
export const documentsFolder = (dataDir: string) => path.join(dataDir, 'documents');

/** The configured storage: the database with DATABASE_URL, else PPMS_DATA_DIR/documents. */
export const createDocumentStorage = (config: {
  dataDir: string;
  databaseUrl: string | null;
}): DocumentStorage =>
  config.databaseUrl ? databaseStorage : folderStorage(documentsFolder(config.dataDir));

/**
 * With DATABASE_URL, the documents still kept as files in `folder` (written before documents moved into
 * the database, or restored from such a backup) are moved into it at start, one per transaction; each
 * file is removed once its bytes are committed. Answers how many moved; a live document whose bytes are
 * in neither place is left for the backup's check to name.
 */
export async function moveFolderDocuments(db: Database, folder: string): Promise<number> {
  if (!fs.existsSync(folder)) return 0;
  const files = folderStorage(folder);
  const waiting = await db.db
    .selectFrom('documents as d')
    .leftJoin('documentContents as c', 'c.storageKey', 'd.storageKey')
    .select('d.storageKey')
    .where('d.deletedAt', 'is', null)
    .where('c.storageKey', 'is', null)
    .orderBy('d.id')
    .execute();
  let moved = 0;
  for (const { storageKey } of waiting) {
    const stream = await files.open(db, storageKey);
    if (!stream) continue;
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    await db.transaction(async (tx) => {
      await tx.db
        .insertInto('documentContents')
        .values({ storageKey, data: Buffer.concat(chunks) })
        .onConflict((oc) => oc.column('storageKey').doNothing())
        .execute();
      await files.remove(tx, storageKey);
    });
    moved += 1;
  }
  return moved;
}
