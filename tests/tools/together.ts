// Runs npm scripts side by side and fails when any fails: `node tests/tools/together.ts typecheck lint`.
// npm test starts with the checks that leave a core idle (the type check is one thread, the bench's
// smoke mostly waits on its servers), so running them together shortens the run without crowding it.
// Each script's output is printed whole when it ends, so the log reads as if they had run in turn.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (!scripts.length) {
  console.error('Usage: node tests/tools/together.ts SCRIPT [SCRIPT ...] (npm scripts of package.json)');
  process.exit(2);
}

const run = (script: string) =>
  new Promise<{ script: string; ok: boolean }>((resolve) => {
    const started = performance.now();
    const output: Buffer[] = [];
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    const end = (ok: boolean, why: string) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      process.stdout.write(`\n== npm run ${script}: ${why} after ${seconds} s\n`);
      process.stdout.write(Buffer.concat(output));
      resolve({ script, ok });
    };
    child.on('error', (error) => end(false, `could not start (${error.message})`));
    child.on('close', (code, signal) =>
      end(code === 0, code === 0 ? 'passed' : signal ? `stopped by ${signal}` : `failed (exit ${code})`),
    );
  });

console.log(`== running ${scripts.map((script) => `npm run ${script}`).join(', ')} side by side`);
const results = await Promise.all(scripts.map(run));
const failed = results.filter((result) => !result.ok).map((result) => result.script);
if (failed.length) {
  console.error(`\nFailed: ${failed.map((script) => `npm run ${script}`).join(', ')}`);
  process.exit(1);
}
