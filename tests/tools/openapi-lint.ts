// Lints the OpenAPI document the server serves with Stoplight Spectral: the `spectral:oas` ruleset and
// the project's own rules in .spectral.yaml. Any warning fails (it runs in `npm run lint`).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { servedDocument } from '../helpers/openapi.ts';

const require = createRequire(import.meta.url);
const spectral = path.join(
  path.dirname(require.resolve('@stoplight/spectral-cli/package.json')),
  'dist',
  'index.js',
);
const file = path.resolve('.tmp', 'openapi.json');
fs.mkdirSync(path.dirname(file), { recursive: true });
fs.writeFileSync(file, JSON.stringify(await servedDocument(), null, 2));
const result = spawnSync(
  process.execPath,
  [
    spectral,
    'lint',
    file,
    '--ruleset',
    '.spectral.yaml',
    '--fail-severity',
    'warn',
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
