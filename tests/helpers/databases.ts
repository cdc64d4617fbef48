import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { format } from 'date-fns/format';
import pg from 'pg';
import { type Config, loadConfig } from '../../server/config.ts';
import { type Database, openDatabase } from '../../server/db/client.ts';
import { seedDatabase } from '../../server/db/prepare.ts';
import { DEMO_PASSWORD } from '../../server/db/seed/demo.ts';
import { hashPassword } from '../../server/domain/passwords.ts';

// Seeding a database (migrations, code tables, demo master data and months of demo history made through
// the real workflow) is most of what a suite pays to start. So the global setup (tests/setup/seed.ts)
// seeds one database per run, with and without demo data, and each suite starts on a copy of it: a
// PostgreSQL database created from it as template, or an embedded one started from its files. A copy is
// the seeded database page for page (same rows, ids, sequences and hash chains); the token secret is not
// in it, so each suite's prepareDatabase creates its own, as on a first start.

/**
 * The PostgreSQL server the API suites run against when PPMS_TEST_DATABASE_URL is set (CI runs them
 * twice: embedded, then there). Each suite gets a database of its own, dropped afterwards.
 */
export const POSTGRES = process.env.PPMS_TEST_DATABASE_URL || null;

/** The environment variable naming the file that says where this run's seeded databases are. */
const SEEDED = 'PPMS_TEST_SEEDED';

interface Seeded {
  /** The local day the demo history was written on: its dates count back from it. */
  day: string;
  /** On PostgreSQL the databases' names, embedded the files of their data folders. */
  demo: string;
  bare: string;
  /**
   * When the demo history was written (ms): its times count back from that instant, so a day near
   * midnight falls differently for a seeding minutes later. The seeded-copy test seeds at this instant.
   */
  at: number;
}

const today = () => format(new Date(), 'yyyy-MM-dd');

async function onPostgres<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES! });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * Runs a database command again while a pool that just said goodbye still has backends leaving (55006):
 * killing them would send their FATAL to a closing client as an unhandled error.
 */
async function whileBackendsLeave(client: pg.Client, statement: string, lastResort?: string) {
  for (let attempt = 0; ; attempt++) {
    try {
      await client.query(statement);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 100) {
        if (!lastResort) throw error;
        await client.query(lastResort);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

const databaseUrl = (name: string) => {
  const url = new URL(POSTGRES!);
  url.pathname = `/${name}`;
  return url.toString();
};

/** A new PostgreSQL database, empty or a copy of `template`; its URL and how to drop it. */
async function createPostgresDatabase(prefix: string, template?: string) {
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await onPostgres((client) =>
    whileBackendsLeave(client, `create database ${name}${template ? ` template ${template}` : ''}`),
  );
  return {
    name,
    url: databaseUrl(name),
    drop: () =>
      onPostgres((client) =>
        whileBackendsLeave(
          client,
          `drop database if exists ${name}`,
          `drop database if exists ${name} with (force)`,
        ),
      ),
  };
}

const seedConfig = (databaseUrl: string | null): Config => ({
  ...loadConfig({}),
  inMemory: !databaseUrl,
  databaseUrl,
  logLevel: 'silent',
});

/**
 * Seeds this run's databases (the global setup calls it once): the bare one (migrations and code tables)
 * and, on top of it, the demo one, exactly as a first start seeds them. Answers how to remove them.
 */
export async function seedForRun(): Promise<() => Promise<void>> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'ppms-seeded-'));
  const manifest = path.join(folder, 'seeded.json');
  const day = today();
  const at = Date.now();
  let seeded: Seeded;
  let remove: () => Promise<void>;
  if (POSTGRES) {
    // Dropped at the end of the run, or at once when seeding fails: none is left on a shared server.
    const created: { drop(): Promise<void> }[] = [];
    remove = async () => {
      for (const database of created.reverse()) await database.drop();
    };
    try {
      const bare = await createPostgresDatabase('ppms_seeded_bare');
      created.push(bare);
      await seedOnce(bare.url, false);
      const demo = await createPostgresDatabase('ppms_seeded_demo', bare.name);
      created.push(demo);
      await seedOnce(demo.url, true);
      seeded = { day, at, bare: bare.name, demo: demo.name };
    } catch (error) {
      await remove();
      fs.rmSync(folder, { recursive: true, force: true });
      throw error;
    }
  } else {
    const db = await openDatabase(seedConfig(null));
    try {
      await seedDatabase(db, { demo: false });
      const bare = path.join(folder, 'bare.tar');
      fs.writeFileSync(bare, await (await db.dumpEmbedded()).bytes());
      await seedDatabase(db, { demo: true });
      await cheapDemoPasswords(db);
      const demo = path.join(folder, 'demo.tar');
      fs.writeFileSync(demo, await (await db.dumpEmbedded()).bytes());
      seeded = { day, at, bare, demo };
    } finally {
      await db.close();
    }
    remove = async () => {};
  }
  fs.writeFileSync(manifest, JSON.stringify(seeded));
  process.env[SEEDED] = manifest;
  return async () => {
    delete process.env[SEEDED];
    await remove();
    fs.rmSync(folder, { recursive: true, force: true });
  };
}

async function seedOnce(url: string, demo: boolean) {
  const db = await openDatabase(seedConfig(url));
  try {
    await seedDatabase(db, { demo });
    if (demo) await cheapDemoPasswords(db);
  } finally {
    await db.close();
  }
}

/**
 * The seeded demo users' password hashed at a test cost (scrypt N=2^10 instead of 2^15). A hash carries
 * its parameters, so sign-in checks it by the same code, in milliseconds instead of a tenth of a second
 * of a core: the suites sign in thousands of times. Passwords set during a test get the real cost, which
 * tests/unit/security/passwords.test.ts holds.
 */
async function cheapDemoPasswords(db: Database) {
  const passwordHash = await hashPassword(DEMO_PASSWORD, { N: 1024, r: 8, p: 1 });
  await db.db.updateTable('users').set({ passwordHash }).where('passwordHash', 'is not', null).execute();
}

/** When this run's demo database was seeded (ms), if there is one for today. */
export const seededAt = (): number | null => seededForRun()?.at ?? null;

/** This run's seeded databases, unless there are none (outside Vitest) or the day has changed since. */
function seededForRun(): Seeded | null {
  const manifest = process.env[SEEDED];
  if (!manifest || !fs.existsSync(manifest)) return null;
  const seeded: Seeded = JSON.parse(fs.readFileSync(manifest, 'utf8'));
  // The demo history counts back from the day it was written; a suite started after midnight seeds anew.
  return seeded.day === today() ? seeded : null;
}

export interface SuiteDatabase {
  /** The PostgreSQL database of the suite; null for an embedded one, in memory. */
  databaseUrl: string | null;
  /** The files the embedded database starts from (none: it starts empty). */
  embeddedFiles?: Blob;
  drop(): Promise<void>;
}

/**
 * A database of the suite's own: a copy of this run's seeded one (with demo data or without) when there
 * is one, else an empty one that prepareDatabase seeds. `fresh` always asks for an empty one.
 */
export async function suiteDatabase(demo: boolean, { fresh = false } = {}): Promise<SuiteDatabase> {
  const seeded = fresh ? null : seededForRun();
  const source = seeded && (demo ? seeded.demo : seeded.bare);
  if (POSTGRES) {
    const database = await createPostgresDatabase('ppms_test', source ?? undefined);
    return { databaseUrl: database.url, drop: database.drop };
  }
  return {
    databaseUrl: null,
    embeddedFiles: source ? new Blob([fs.readFileSync(source)]) : undefined,
    drop: async () => {},
  };
}
