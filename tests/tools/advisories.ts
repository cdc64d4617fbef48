// `npm run lint:advisories` (part of `npm run lint`): fails when package-lock.json holds a package version
// that a known security advisory names. The registry's audit endpoint can not be reached where the
// tests run, so the advisories are a list kept in the repository (security/advisories.json); the README
// says how to refresh it. `--lock FILE` and `--advisories FILE` check other files (the tests' fixtures).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Advisory {
  package: string;
  /** npm semver ranges: comparators (<, <=, >, >=, =) joined by spaces, alternatives by ||. */
  vulnerable: string;
  id: string;
  cve?: string;
  why: string;
}

export interface Finding {
  advisory: Advisory;
  /** Where the lock file installs it (node_modules/..., nested copies included). */
  location: string;
  version: string;
}

type Version = [number, number, number, string[]];

function parseVersion(text: string): Version {
  const match = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+.*)?$/.exec(text.trim());
  if (!match) throw new Error(`Not a version: "${text}"`);
  return [Number(match[1]), Number(match[2]), Number(match[3]), match[4] ? match[4].split('.') : []];
}

/** semver order: numbers, then a prerelease before its release, identifiers compared one by one. */
export function compareVersions(a: string, b: string): number {
  const [x, y] = [parseVersion(a), parseVersion(b)];
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return (x[i] as number) - (y[i] as number);
  const [p, q] = [x[3], y[3]];
  if (!p.length || !q.length) return q.length - p.length;
  for (let i = 0; i < Math.max(p.length, q.length); i++) {
    if (p[i] === undefined) return -1;
    if (q[i] === undefined) return 1;
    if (p[i] === q[i]) continue;
    const [m, n] = [Number(p[i]), Number(q[i])];
    if (Number.isInteger(m) && Number.isInteger(n)) return m - n;
    return p[i] < q[i] ? -1 : 1;
  }
  return 0;
}

/** Whether `version` is in `range` (the subset of npm's range syntax the list uses). */
export function satisfies(version: string, range: string): boolean {
  return range.split('||').some((set) =>
    set
      .trim()
      .split(/\s+/)
      .every((comparator) => {
        const match = /^(<=|>=|<|>|=)?(.+)$/.exec(comparator);
        if (!match) throw new Error(`Not a comparator: "${comparator}" in "${range}"`);
        const order = compareVersions(version, match[2]);
        switch (match[1] ?? '=') {
          case '<':
            return order < 0;
          case '<=':
            return order <= 0;
          case '>':
            return order > 0;
          case '>=':
            return order >= 0;
          default:
            return order === 0;
        }
      }),
  );
}

interface LockFile {
  packages?: Record<string, { version?: string; name?: string; link?: boolean }>;
}

/** Every package version the lock file installs that an advisory names. */
export function findAdvisories(lock: LockFile, advisories: Advisory[]): Finding[] {
  const findings: Finding[] = [];
  for (const [location, entry] of Object.entries(lock.packages ?? {})) {
    if (!location.includes('node_modules/') || entry.link || !entry.version) continue;
    const name = entry.name ?? location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length);
    for (const advisory of advisories) {
      if (advisory.package === name && satisfies(entry.version, advisory.vulnerable)) {
        findings.push({ advisory, location, version: entry.version });
      }
    }
  }
  return findings;
}

function main(args: string[]): number {
  const option = (name: string, fallback: string) => {
    const at = args.indexOf(name);
    return path.resolve(at >= 0 ? args[at + 1] : fallback);
  };
  const lockFile = option('--lock', 'package-lock.json');
  const listFile = option('--advisories', 'security/advisories.json');
  const { advisories } = JSON.parse(fs.readFileSync(listFile, 'utf8')) as { advisories: Advisory[] };
  const findings = findAdvisories(JSON.parse(fs.readFileSync(lockFile, 'utf8')), advisories);
  if (!findings.length) {
    console.log(
      `No package in ${path.basename(lockFile)} is named by the ${advisories.length} known advisories.`,
    );
    return 0;
  }
  console.error(
    `${path.basename(lockFile)} holds ${findings.length} package version(s) with a known advisory:`,
  );
  for (const { advisory, location, version } of findings) {
    console.error(
      `  ${advisory.package}@${version} (${location}): ${advisory.id}${advisory.cve ? ` / ${advisory.cve}` : ''}, ` +
        `vulnerable ${advisory.vulnerable}. ${advisory.why}`,
    );
  }
  console.error('Upgrade or replace them (npm ls <package> shows who brings them in), then run npm install.');
  return 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exit(main(process.argv.slice(2)));
}
