import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS, ROLES } from '../../../schemas/codes.ts';
import { caller, createTestApp, type TestApp } from '../../helpers/app.ts';

// GET Setting/AppCodes: the code tables, read once per process (codes are only added by a start, before
// the process listens), so that later calls need no database: what the bench takes as the process's
// own limit (issue 23). A read that failed is not kept.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: false });
});
afterAll(() => t.close());

const appCodes = () => caller(t.app)('GET', 'Setting/AppCodes');
const renameRoles = (from: string, to: string) =>
  sql`alter table ${sql.table(from)} rename to ${sql.table(to)}`.execute(t.db.db);

describe('GET Setting/AppCodes', () => {
  it('reads again after a read that failed, then answers every code from memory', async () => {
    await renameRoles('roles', 'roles_away');
    try {
      expect((await appCodes()).statusCode).toBe(500);
    } finally {
      await renameRoles('roles_away', 'roles');
    }
    const first = await appCodes();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      rCodes: Object.fromEntries(Object.keys(ROLES).map((code) => [code, true])),
      pCodes: Object.fromEntries(Object.keys(PERMISSIONS).map((code) => [code, true])),
      volumeTable: t.config.volumeTable,
    });
    // With the table gone, the answer still comes: it was not read again.
    await renameRoles('roles', 'roles_away');
    try {
      const later = await appCodes();
      expect(later.statusCode).toBe(200);
      expect(later.json()).toEqual(first.json());
    } finally {
      await renameRoles('roles_away', 'roles');
    }
  });
});
