import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import list from '../../../security/advisories.json' with { type: 'json' };
import { type Advisory, compareVersions, findAdvisories, satisfies } from '../../tools/advisories.ts';

// The dependency check of `npm run lint`: package-lock.json against security/advisories.json.

const advisories = list.advisories as Advisory[];
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'ppms-advisories-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

/** `npm run lint:advisories` on a lock file written here: its exit code and output. */
function check(packages: Record<string, { version?: string; link?: boolean; name?: string }>) {
  const lock = path.join(folder, `lock-${Math.random().toString(36).slice(2)}.json`);
  fs.writeFileSync(
    lock,
    JSON.stringify({ lockfileVersion: 3, packages: { '': { name: 'fixture' }, ...packages } }),
  );
  const result = spawnSync(process.execPath, ['tests/tools/advisories.ts', '--lock', lock], {
    encoding: 'utf8',
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('the known advisories check', () => {
  it('passes on the repository lock file', () => {
    const result = spawnSync(process.execPath, ['tests/tools/advisories.ts'], { encoding: 'utf8' });
    expect(result.stdout).toContain(`named by the ${advisories.length} known advisories`);
    expect(result.status).toBe(0);
  });

  it('fails on a lock file that holds xlsx 0.18.5, naming both of its advisories', () => {
    const result = check({
      'node_modules/write-excel-file': { version: '4.1.1' },
      'node_modules/some-tool/node_modules/xlsx': { version: '0.18.5' },
    });
    expect(result.code).toBe(1);
    expect(result.output).toContain('xlsx@0.18.5 (node_modules/some-tool/node_modules/xlsx)');
    expect(result.output).toContain('GHSA-4r6h-8v6p-xvw6');
    expect(result.output).toContain('GHSA-5pgg-2g8v-p4x9');
  });

  it('reads nested and scoped copies, and passes fixed versions and links', () => {
    const lock = {
      packages: {
        'node_modules/brace-expansion': { version: '5.0.13' },
        'node_modules/@stoplight/spectral-core/node_modules/brace-expansion': { version: '1.1.11' },
        'node_modules/@fastify/multipart': { version: '7.4.0' },
        'node_modules/path-to-regexp': { version: '6.3.0' },
        'node_modules/xlsx': { link: true },
      },
    };
    expect(
      findAdvisories(lock, advisories).map((f) => `${f.location}@${f.version} ${f.advisory.id}`),
    ).toEqual([
      'node_modules/@stoplight/spectral-core/node_modules/brace-expansion@1.1.11 GHSA-v6h2-p8h4-qcjw',
      'node_modules/@fastify/multipart@7.4.0 GHSA-hpp2-2cr5-pf6g',
    ]);
  });

  it('compares versions as npm does', () => {
    expect(satisfies('6.2.2', '>=4.0.0 <6.3.0')).toBe(true);
    expect(satisfies('6.3.0', '>=4.0.0 <6.3.0')).toBe(false);
    expect(satisfies('0.1.7', '<0.1.10 || >=0.2.0 <1.9.0')).toBe(true);
    expect(satisfies('1.1.12', '>=1.0.0 <=1.1.11 || >=2.0.0 <=2.0.1')).toBe(false);
    expect(satisfies('7.5.2-rc.1', '<7.5.2')).toBe(true);
    expect(compareVersions('1.0.0-alpha.2', '1.0.0-alpha.10')).toBeLessThan(0);
    expect(compareVersions('1.0.0-beta', '1.0.0-alpha')).toBeGreaterThan(0);
  });

  it('keeps every advisory complete: a package, a range that parses, an id and a reason', () => {
    expect(advisories.length).toBeGreaterThanOrEqual(10);
    for (const advisory of advisories) {
      expect(advisory.package, advisory.id).toMatch(/^(@[\w.-]+\/)?[\w.-]+$/);
      expect(advisory.id).toMatch(/^GHSA(-[23456789cfghjmpqrvwx]{4}){3}$/);
      expect(advisory.why.length, advisory.id).toBeGreaterThan(20);
      expect(() => satisfies('0.0.1', advisory.vulnerable), advisory.id).not.toThrow();
    }
  });
});
