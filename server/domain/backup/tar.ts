import fs from 'node:fs';
import { Readable } from 'node:stream';

// A backup is one tar file (POSIX ustar), written and read here: regular files only, names of at most
// 100 bytes, no links, no compression (the database part is compressed by its own tool, documents are
// PDF and images). `tar tf` and `tar xf` read it too.

export interface TarEntry {
  /** The file's name in the archive (at most 100 bytes). */
  name: string;
  size: number;
  /** The bytes, or a function opening a stream of exactly `size` bytes. */
  data: Uint8Array | (() => Promise<Readable>);
}

const BLOCK = 512;

const octal = (value: number, width: number) => `${value.toString(8).padStart(width - 1, '0')}\0`;

function header(name: string, size: number, mtime: number): Buffer {
  const block = Buffer.alloc(BLOCK);
  if (Buffer.byteLength(name) > 100) throw new Error(`A name too long for the archive: ${name}`);
  block.write(name, 0);
  block.write(octal(0o644, 8), 100);
  block.write(octal(0, 8), 108);
  block.write(octal(0, 8), 116);
  block.write(octal(size, 12), 124);
  block.write(octal(mtime, 12), 136);
  block.write('        ', 148); // the checksum counts its own field as spaces
  block.write('0', 156);
  block.write('ustar\x0000', 257);
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  return block;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** The archive of these entries, as a stream (each entry's bytes are read only when their turn comes). */
export function tarStream(entries: TarEntry[]): Readable {
  const mtime = Math.floor(Date.now() / 1000);
  async function* blocks() {
    for (const entry of entries) {
      yield header(entry.name, entry.size, mtime);
      let written = 0;
      if (entry.data instanceof Uint8Array) {
        yield entry.data;
        written = entry.data.byteLength;
      } else {
        for await (const chunk of await entry.data()) {
          written += (chunk as Buffer).length;
          yield chunk as Buffer;
        }
      }
      if (written !== entry.size) {
        throw new Error(`${entry.name} changed while it was archived: ${written} bytes, not ${entry.size}.`);
      }
      yield padding(entry.size);
    }
    yield Buffer.alloc(BLOCK * 2);
  }
  return Readable.from(blocks(), { objectMode: false });
}

function parseHeader(block: Buffer): { name: string; size: number; type: string } | null {
  if (block.every((byte) => byte === 0)) return null;
  const text = (start: number, length: number) => {
    const raw = block.subarray(start, start + length);
    const end = raw.indexOf(0);
    return raw.subarray(0, end === -1 ? length : end).toString('utf8');
  };
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i];
  if (Number.parseInt(text(148, 8).trim(), 8) !== sum) throw new Error('Not a backup: a damaged tar header.');
  const prefix = text(345, 155);
  const name = text(0, 100);
  return {
    name: prefix ? `${prefix}/${name}` : name,
    size: Number.parseInt(text(124, 12).trim() || '0', 8),
    type: text(156, 1) || '0',
  };
}

/**
 * Reads the archive in `file` entry by entry: `onEntry` gets each regular file's name, size and bytes
 * (an async iterable it must consume before the next entry).
 */
export async function readTar(
  file: string,
  onEntry: (name: string, size: number, chunks: AsyncIterable<Buffer>) => Promise<void>,
): Promise<void> {
  const handle = await fs.promises.open(file, 'r');
  try {
    let position = 0;
    const read = async (length: number) => {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buffer, 0, length, position);
      if (bytesRead !== length) throw new Error('Not a backup: the archive ends too early.');
      position += length;
      return buffer;
    };
    for (;;) {
      const entry = parseHeader(await read(BLOCK));
      if (!entry) return;
      const start = position;
      async function* chunks() {
        let left = entry!.size;
        while (left > 0) {
          const chunk = await read(Math.min(left, 1 << 20));
          left -= chunk.length;
          yield chunk;
        }
      }
      if (entry.type === '0') {
        await onEntry(entry.name, entry.size, chunks());
      }
      position = start + entry.size + padding(entry.size).length;
    }
  } finally {
    await handle.close();
  }
}
