import { randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

// Only one process may open an embedded data folder, so `npm run backup` asks the server that holds it.
// That server leaves its address and a random key in the folder (readable by its owner only) while it
// listens: whoever may read the folder may read the database files anyway, so the key grants nothing
// more, and it lets a scheduled backup run with no password and no second factor.

export const SERVER_KEY_FILE = 'server-key.json';
/** The header the key travels in. */
export const SERVER_KEY_HEADER = 'x-ppms-server-key';

export interface ServerKey {
  pid: number;
  url: string;
  key: string;
}

/** Writes a new key and the server's address into the data folder; answers how to remove it. */
export function writeServerKey(dataDir: string, url: string): { key: string; remove(): void } {
  const key = randomBytes(32).toString('base64url');
  const file = path.join(dataDir, SERVER_KEY_FILE);
  fs.rmSync(file, { force: true }); // one left by a server that did not stop cleanly
  fs.writeFileSync(file, JSON.stringify({ pid: process.pid, url, key } satisfies ServerKey), {
    mode: 0o600,
    flag: 'wx',
  });
  return { key, remove: () => fs.rmSync(file, { force: true }) };
}

export function readServerKey(dataDir: string): ServerKey | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(dataDir, SERVER_KEY_FILE), 'utf8')) as ServerKey;
  } catch {
    return null;
  }
}

export function keyMatches(expected: string | null, given: unknown): boolean {
  if (!expected || typeof given !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
