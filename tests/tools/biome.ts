// Runs Biome's binary for this machine. The project depends on the per-platform binary packages
// directly (optionalDependencies) rather than on @biomejs/biome: that wrapper lists a binary for
// every platform, and `npm ci` refuses a lock file that lacks any of them, while the registry this
// project installs from carries only the Linux ones.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const name = `@biomejs/cli-${process.platform}-${process.arch}`;
let binary: string;
try {
  binary = path.join(
    path.dirname(require.resolve(`${name}/package.json`)),
    process.platform === 'win32' ? 'biome.exe' : 'biome',
  );
} catch {
  console.error(
    `No Biome binary for ${process.platform}-${process.arch}: install ${name} (npm install -D ${name}).`,
  );
  process.exit(1);
}
if (!fs.existsSync(binary)) {
  console.error(`The Biome package ${name} has no binary at ${binary}.`);
  process.exit(1);
}
const result = spawnSync(binary, process.argv.slice(2), { stdio: 'inherit' });
process.exit(result.status ?? 1);
