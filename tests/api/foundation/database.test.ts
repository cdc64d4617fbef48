import crypto from 'node:crypto';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config.ts';
import { prepareDatabase } from '../../../server/db/prepare.ts';
import { splitStatements } from '../../../server/db/run-sql.ts';
import errors, { SERVER_MESSAGES } from '../../../server/plugins/errors.ts';
import i18n from '../../../server/plugins/i18n.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the database layer', () => {
  it('reads bigint and numeric back as numbers and dates as yyyy-MM-dd text', async () => {
    const { rows } = await sql<{ big: unknown; num: unknown; day: unknown; at: unknown }>`
      select 9007199254740::bigint as big, 268.47::numeric as num, '2026-03-01'::date as day, now() as at`.execute(
      t.db.db,
    );
    expect(rows[0].big).toBe(9007199254740);
    expect(rows[0].num).toBe(268.47);
    expect(rows[0].day).toBe('2026-03-01');
    expect(rows[0].at).toBeInstanceOf(Date);
  });

  it('prepares an existing database again without change: migrations, codes and demo data run once', async () => {
    const count = async (table: 'users' | 'roles' | 'rolePermissions' | 'inventories') =>
      Number(
        (
          await t.db.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await Promise.all([
      count('users'),
      count('roles'),
      count('rolePermissions'),
      count('inventories'),
    ]);
    const again = await prepareDatabase(t.db, t.config);
    expect(again.seededDemo).toBe(false);
    expect(
      await Promise.all([count('users'), count('roles'), count('rolePermissions'), count('inventories')]),
    ).toEqual(before);
  });

  it('keeps the token secret and the statement signing key across starts; PPMS_STATEMENT_KEY overrides the key', async () => {
    const first = await prepareDatabase(t.db, t.config);
    const second = await prepareDatabase(t.db, t.config);
    expect(first.jwtSecret).toBe(second.jwtSecret);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(40);
    expect(first.statementKey.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(second.statementKey.fingerprint).toBe(first.statementKey.fingerprint);
    expect(t.app.statementKey.fingerprint).toBe(first.statementKey.fingerprint);
    const given = crypto.generateKeyPairSync('ed25519');
    const der = given.privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64');
    const overridden = await prepareDatabase(t.db, { ...t.config, statementKey: der });
    expect(overridden.statementKey.publicKeyPem).toBe(
      given.publicKey.export({ format: 'pem', type: 'spki' }),
    );
    // The database's own key is kept for when the variable is unset again.
    expect((await prepareDatabase(t.db, t.config)).statementKey.fingerprint).toBe(
      first.statementKey.fingerprint,
    );
    await expect(prepareDatabase(t.db, { ...t.config, statementKey: 'not a key' })).rejects.toThrow(
      /^PPMS_STATEMENT_KEY is not an Ed25519 private key/,
    );
  });

  it('rolls a failed transaction back whole and runs post-commit work only after a commit', async () => {
    const done: string[] = [];
    await expect(
      t.db.transaction(async (tx) => {
        await tx.db.insertInto('products').values({ name: 'KERO', unitOfMeasure: 'Gallons' }).execute();
        tx.onCommit(() => {
          done.push('rolled back');
        });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(
      await t.db.db.selectFrom('products').select('id').where('name', '=', 'KERO').executeTakeFirst(),
    ).toBeUndefined();
    await t.db.transaction(async (tx) => {
      tx.onCommit(() => {
        done.push('committed');
      });
    });
    expect(done).toEqual(['committed']);
  });

  it('runs a transaction again after a deadlock or serialization failure, dropping the failed post-commit work', async () => {
    const conflict = (code: string) => Object.assign(new Error(`conflict ${code}`), { code });
    const attempts: number[] = [];
    const done: string[] = [];
    const retried = t.db.retriedConflicts;
    const result = await t.db.transaction(async (tx) => {
      attempts.push(attempts.length + 1);
      tx.onCommit(() => {
        done.push(`attempt ${attempts.length}`);
      });
      await tx.db
        .insertInto('products')
        .values({ name: `RETRY-${attempts.length}`, unitOfMeasure: 'G' })
        .execute();
      if (attempts.length === 1) throw conflict('40001');
      if (attempts.length === 2) throw conflict('40P01');
      return 'committed';
    });
    expect(result).toBe('committed');
    expect(attempts).toEqual([1, 2, 3]);
    expect(done).toEqual(['attempt 3']);
    expect(t.db.retriedConflicts - retried).toBe(2);
    const kept = await t.db.db
      .selectFrom('products')
      .select('name')
      .where('name', 'like', 'RETRY-%')
      .execute();
    expect(kept.map((p) => p.name)).toEqual(['RETRY-3']);

    // A bounded number of times: then the conflict is the caller's.
    let tries = 0;
    await expect(
      t.db.transaction(async () => {
        tries += 1;
        throw conflict('40P01');
      }),
    ).rejects.toThrow('conflict 40P01');
    expect(tries).toBe(5);
    // Other errors are never retried.
    tries = 0;
    await expect(
      t.db.transaction(async () => {
        tries += 1;
        throw conflict('23505');
      }),
    ).rejects.toThrow();
    expect(tries).toBe(1);
  });

  it('answers a conflict that outlasted the retries 503 with a message, never 500', async () => {
    const app = Fastify({ logger: false });
    await app.register(i18n);
    await app.register(errors);
    app.get('/conflict', async () => {
      throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
    });
    const response = await app.inject({ method: 'GET', url: '/conflict' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('1');
    expect(response.json()).toEqual({ message: SERVER_MESSAGES.busy });
    await app.close();
  });

  it('splits migration scripts into statements, keeping $$ bodies whole', () => {
    const script = `create table a (id int);\ncreate function f() returns trigger as $$\nbegin\n  raise exception 'no';\nend;\n$$ language plpgsql;\nselect 1;`;
    expect(splitStatements(script)).toHaveLength(3);
  });
});

describe('configuration', () => {
  it('seeds demo data on the embedded database by default, on PostgreSQL only when asked', () => {
    expect(loadConfig({}).demo).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://x/y' }).demo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://x/y' }, ['--demo']).demo).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://x/y', PPMS_DEMO: 'true' }).demo).toBe(true);
    expect(loadConfig({ PPMS_DEMO: 'false' }).demo).toBe(false);
  });

  it('reads the documented variables and refuses a bad two-factor mode or port', () => {
    const config = loadConfig({
      PORT: '9000',
      PPMS_TWO_FACTOR: 'all',
      SMTP_URL: 'smtp://h:25',
      PPMS_PUBLIC_URL: 'https://ppms.example',
    });
    expect(config).toMatchObject({
      port: 9000,
      twoFactor: 'all',
      smtpUrl: 'smtp://h:25',
      publicUrl: 'https://ppms.example',
    });
    expect(loadConfig({}).port).toBe(8080);
    expect(() => loadConfig({ PPMS_TWO_FACTOR: 'sometimes' })).toThrow(/PPMS_TWO_FACTOR/);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});
