import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';

// Past one machine (issue 23, item 6): several processes and a replica only on PostgreSQL, said clearly.
const postgres = 'postgres://ppms@db:5432/ppms';

describe('PPMS_WORKERS', () => {
  it('is one process unless asked, any whole number up to 64 on PostgreSQL, or one per core', () => {
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ DATABASE_URL: postgres, PPMS_WORKERS: '4' }).workers).toBe(4);
    expect(loadConfig({ DATABASE_URL: postgres, PPMS_WORKERS: 'auto' }).workers).toBeGreaterThanOrEqual(1);
    expect(loadConfig({ PPMS_WORKERS: '1' }).workers).toBe(1);
    for (const wrong of ['0', '-2', '1.5', 'many', '65'])
      expect(() => loadConfig({ DATABASE_URL: postgres, PPMS_WORKERS: wrong }), wrong).toThrow(
        `PPMS_WORKERS must be a whole number of processes from 1 to 64, or auto; got "${wrong}".`,
      );
  });

  it('refuses more than one process on the embedded database, which one process opens', () => {
    expect(() => loadConfig({ PPMS_WORKERS: '2' })).toThrow(
      'PPMS_WORKERS=2 needs DATABASE_URL: the embedded database can be opened by one process only.',
    );
  });
});

describe('PPMS_REPLICA_DATABASE_URL', () => {
  it('is a replica of the PostgreSQL primary, read while at most PPMS_REPLICA_MAX_LAG_MS behind', () => {
    const config = loadConfig({ DATABASE_URL: postgres, PPMS_REPLICA_DATABASE_URL: `${postgres}-replica` });
    expect(config.replicaUrl).toBe(`${postgres}-replica`);
    expect(config.replicaMaxLagMs).toBe(1_000);
    expect(loadConfig({ DATABASE_URL: postgres, PPMS_REPLICA_MAX_LAG_MS: '250' }).replicaMaxLagMs).toBe(250);
    expect(loadConfig({}).replicaUrl).toBeNull();
    expect(() => loadConfig({ PPMS_REPLICA_DATABASE_URL: postgres })).toThrow(
      'PPMS_REPLICA_DATABASE_URL needs DATABASE_URL: a replica is of a PostgreSQL primary.',
    );
    expect(() => loadConfig({ DATABASE_URL: postgres, PPMS_REPLICA_MAX_LAG_MS: '-1' })).toThrow(
      'PPMS_REPLICA_MAX_LAG_MS must be a positive number of milliseconds',
    );
  });
});
