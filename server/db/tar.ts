import fs from 'node:fs';
import path from 'node:path';

const BLOCK = 512;
const CHUNK = 1 << 20;

/**
 * Unpacks a tarball file of regular files and folders (what PGlite's dumpDataDir writes: ustar, no
 * compression) into folder, which must not exist yet: it is filled aside and renamed into place, so
 * the folder is whole or absent. Read and written a megabyte at a time by Node, this is several times
 * faster than PGlite's own loadDataDir (each file through its emulated file system) and never holds the
 * tarball in memory.
 */
export function unpackTar(tarball: string, folder: string): void {
  const aside = `${folder}.unpacking`;
  fs.rmSync(aside, { recursive: true, force: true });
  const input = fs.openSync(tarball, 'r');
  const header = Buffer.alloc(BLOCK);
  const chunk = Buffer.alloc(CHUNK);
  const text = (from: number, length: number) => {
    const end = header.indexOf(0, from);
    return header.toString('utf8', from, end < 0 || end > from + length ? from + length : end);
  };
  try {
    for (let at = 0; fs.readSync(input, header, 0, BLOCK, at) === BLOCK; ) {
      const name = text(0, 100);
      if (!name) break; // the empty blocks that end an archive
      const prefix = text(345, 155);
      const size = Number.parseInt(text(124, 12).trim() || '0', 8);
      const type = header[156] === 0 ? '0' : String.fromCharCode(header[156]);
      // Rooted, then normalized: no entry can climb out of the folder.
      const target = path.join(aside, path.posix.normalize(`/${prefix ? `${prefix}/` : ''}${name}`));
      at += BLOCK;
      if (type === '5') fs.mkdirSync(target, { recursive: true });
      else if (type === '0') {
        fs.mkdirSync(path.dirname(target), { recursive: true });
        const output = fs.openSync(target, 'w');
        try {
          for (let done = 0; done < size; ) {
            const read = fs.readSync(input, chunk, 0, Math.min(CHUNK, size - done), at + done);
            if (read === 0) throw new Error(`The tarball ${tarball} ends inside ${name}.`);
            fs.writeSync(output, chunk, 0, read);
            done += read;
          }
        } finally {
          fs.closeSync(output);
        }
      } else throw new Error(`Unexpected entry of type '${type}' in the tarball ${tarball}: ${name}`);
      at += Math.ceil(size / BLOCK) * BLOCK;
    }
    fs.renameSync(aside, folder);
  } catch (error) {
    fs.rmSync(aside, { recursive: true, force: true });
    throw error;
  } finally {
    fs.closeSync(input);
  }
}
