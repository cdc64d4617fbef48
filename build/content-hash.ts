import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A hash of the contents of the given files and folders (relative to root, each folder read whole,
 * in a fixed order): whatever changes a byte or a name there changes it. A missing entry counts as empty.
 */
export function contentHash(root: string, entries: readonly string[]): string {
  const hash = createHash('sha256');
  const add = (relative: string) => {
    const file = path.join(root, relative);
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(file).sort()) add(path.posix.join(relative, name));
      return;
    }
    hash.update(`${relative}\0${stat.size}\0`);
    hash.update(fs.readFileSync(file));
  };
  for (const entry of entries) add(entry);
  return hash.digest('hex').slice(0, 16);
}
