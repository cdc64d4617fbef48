import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where document bytes live. Keys are generated (never the uploaded name), so a key can not point
 * outside the store. The default is a folder under the data folder, outside anything the server
 * serves. (An S3-compatible bucket would be a second implementation of this interface; it is not
 * built, as it needs a client library the project does not carry.)
 */
export interface DocumentStorage {
  /** Stores the bytes under a new key and returns it. */
  put(data: Buffer, extension: string): Promise<string>;
  /** The bytes of a key, as a stream; undefined when missing. */
  open(key: string): Promise<Readable | undefined>;
  /** Removes a key; missing keys are fine. */
  remove(key: string): Promise<void>;
}

const KEY = /^[0-9a-f-]{36}\.(pdf|png|jpg)$/;

export function folderStorage(folder: string): DocumentStorage {
  const file = (key: string) => {
    if (!KEY.test(key)) throw new Error(`Not a document key: ${key}`);
    return path.join(folder, key.slice(0, 2), key);
  };
  return {
    async put(data, extension) {
      const key = `${randomUUID()}.${extension}`;
      await fs.promises.mkdir(path.dirname(file(key)), { recursive: true });
      // 'wx': never overwrite; the temp-then-rename keeps a half-written file from ever having the key.
      const temp = `${file(key)}.part`;
      await fs.promises.writeFile(temp, data, { flag: 'wx' });
      await fs.promises.rename(temp, file(key));
      return key;
    },
    async open(key) {
      try {
        const handle = await fs.promises.open(file(key), 'r');
        return handle.createReadStream();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async remove(key) {
      await fs.promises.rm(file(key), { force: true });
    },
  };
}

/** The configured storage: PPMS_DATA_DIR/documents. */
export const createDocumentStorage = (dataDir: string): DocumentStorage =>
  folderStorage(path.join(dataDir, 'documents'));
