// What `npm install` (and `npm ci`) runs once the packages are in (package.json's postinstall), so that
// the first `npm start` after it answers in about 2 s instead of building and replaying first (issue 23,
// item 1): the browser app built when its sources changed (ensure-built.ts), and the demo snapshot made
// when the embedded database will serve demo data and none exists for the current sources
// (server/db/snapshot.ts). Either step that fails is reported and left to `npm start`, which does the
// same on demand: an install never fails for it. `npm install --ignore-scripts` skips it all.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { ensureBuilt } from './ensure-built.ts';

const step = async (name: string, run: () => Promise<string> | string) => {
  const started = performance.now();
  try {
    const done = await run();
    console.log(`ppms: ${name}: ${done} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  } catch (error) {
    console.warn(`ppms: ${name} failed; npm start will try again: ${(error as Error).message}`);
  }
};

await step('front end', () => {
  // ensureBuilt ends the process when vite fails: run it where that ends only the step.
  return ensureBuilt(undefined, { exitOnFailure: false }) ? 'built' : 'up to date';
});

await step('demo snapshot', async () => {
  const [{ loadConfig }, { ensureDemoSnapshot }] = await Promise.all([
    import('../server/config.ts'),
    import('../server/db/start.ts'),
  ]);
  const config = loadConfig(process.env);
  if (config.databaseUrl || !config.demo || !config.snapshotDir) return 'not needed (no embedded demo)';
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'ppms-snapshot-'));
  try {
    return (await ensureDemoSnapshot({ ...config, dataDir: scratch, logLevel: 'silent' }))
      ? 'made'
      : 'up to date';
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
});
