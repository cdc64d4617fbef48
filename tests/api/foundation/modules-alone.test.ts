import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

// A module that a test or a script imports first must load on its own. The record types' workflows
// post through the ledger, and the ledger's verification reads the records: a static import between
// them made a cycle in which a workflow's binding was read before it was defined (a browser test that
// imported a workflow first failed in CI; the API tests, which import the app first, passed).
const run = promisify(execFile);
const DOMAIN = path.resolve('server/domain');
const ENTRIES = [
  ...fs
    .readdirSync(DOMAIN, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) =>
      ['workflow.ts', 'definition.ts']
        .map((file) => path.join(DOMAIN, entry.name, file))
        .filter((file) => fs.existsSync(file)),
    ),
  path.join(DOMAIN, 'ledger', 'index.ts'),
  path.join(DOMAIN, 'reports', 'reconciliation.ts'),
  path.join(DOMAIN, 'reports', 'reconciliation-seals.ts'),
];

describe('server modules', () => {
  it("each record type's workflow and definition, the ledger, the reconciliation and its seals load alone", async () => {
    expect(ENTRIES.length).toBeGreaterThanOrEqual(13);
    const loads = await Promise.all(
      ENTRIES.map((entry) =>
        run(process.execPath, [
          '--input-type=module',
          '-e',
          `await import(${JSON.stringify(pathToFileURL(entry).href)})`,
        ]).then(
          () => null,
          (error: { stderr?: string }) =>
            `${path.relative('.', entry)}: ${String(error.stderr)
              .split('\n')
              .find((line) => /Error/.test(line))}`,
        ),
      ),
    );
    const failures = loads.filter((failure) => failure !== null);
    expect(failures).toEqual([]);
  }, 60_000);
});
