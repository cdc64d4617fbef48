// `npm start` runs this first: it builds the browser app (`vite build`) only when `dist/` was not built
// from the sources as they are now. The hash of those sources is written to dist/.build-hash after a
// build; `npm run build` always builds (and writes it too, through the same file).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentHash } from './content-hash.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Everything the browser app is built from: its sources, the shared schemas, the build's own setup. */
export const FRONT_END_SOURCES = [
  'src',
  'resources',
  'schemas',
  'index.html',
  'vite.config.ts',
  'build/precompress.ts',
  'tsconfig.json',
  'package-lock.json',
] as const;

const stampOf = (outDir: string) => path.join(outDir, '.build-hash');

/**
 * Builds into outDir when its stamp is not the sources' hash (or `always`); answers whether it built. A
 * failed build ends the process, or with exitOnFailure false throws.
 */
export function ensureBuilt(
  outDir = path.join(root, 'dist'),
  { always = false, exitOnFailure = true } = {},
): boolean {
  const hash = contentHash(root, FRONT_END_SOURCES);
  const stamp = stampOf(outDir);
  if (!always && fs.existsSync(path.join(outDir, 'index.html')) && fs.existsSync(stamp)) {
    if (fs.readFileSync(stamp, 'utf8').trim() === hash) return false;
  }
  fs.rmSync(stamp, { force: true });
  const vite = path.join(root, 'node_modules', '.bin', 'vite');
  const built = spawnSync(vite, ['build', '--outDir', outDir], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) {
    if (exitOnFailure) process.exit(built.status ?? 1);
    throw new Error(`vite build failed (${built.error?.message ?? built.status ?? built.signal})`);
  }
  fs.writeFileSync(stamp, `${hash}\n`);
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  ensureBuilt(undefined, { always: process.argv.includes('--always') });
}
