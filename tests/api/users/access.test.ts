import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, signIn } from '../../helpers/app.ts';
import { permissionIdOf, register, roleIdOf, type UsersSuite, usersSuite } from './fixtures.ts';

let s: UsersSuite;
let userId: number;
let calls: [string, string, unknown][];

beforeAll(async () => {
  s = await usersSuite();
  userId = await register(s, { isInternal: false });
  const [r300, p300] = await Promise.all([roleIdOf(s.t.db, 'R300'), permissionIdOf(s.t.db, 'P300')]);
  const distributor = await s.t.db.db.selectFrom('distributors').select('id').executeTakeFirstOrThrow();
  calls = [
    ['GET', 'User/Search/kollie', undefined],
    [
      'POST',
      'Account/Register',
      {
        firstName: 'Ben',
        middleInitial: null,
        lastName: 'Access',
        email: 'ben.access@example.org',
        confirmedEmail: 'ben.access@example.org',
        phone: null,
        isInternal: true,
      },
    ],
    [
      'PUT',
      'User',
      { id: userId, isActive: true, firstName: 'Grace', middleInitial: 'W', lastName: 'Kollie', phone: null },
    ],
    ['GET', `Role/User/${userId}`, undefined],
    ['POST', 'Administration/UpdateUserRole', { userId, userRoles: [{ id: r300, isSelected: true }] }],
    ['GET', `Administration/UserPermissions/${userId}`, undefined],
    [
      'POST',
      'Administration/UpdateUserPermission',
      { userId, userPermissions: [{ id: p300, isSelected: true }] },
    ],
    ['GET', 'Administration/Entity/Search/petroleum', undefined],
    [
      'POST',
      'Administration/UpdateUserEntity',
      {
        userId,
        userEntities: [{ entityId: `Distributor-${distributor.id}`, isSelected: true }],
      },
    ],
  ];
});
afterAll(() => s.t.close());

describe('the users calls are for administrators only', () => {
  it('answers every call for R500', async () => {
    for (const [method, path, body] of calls) {
      const response = await s.admin(method as 'GET', path, body);
      expect(response.statusCode, `${method} ${path}: ${response.body}`).toBe(200);
    }
  });

  it('answers 403 to every other role, internal or external, and changes nothing', async () => {
    const importer = caller(s.t.app, await signIn(s.t.app, 'importer@ppms.demo'));
    const before = await s.t.db.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    for (const call of [s.staff, importer]) {
      for (const [method, path, body] of calls) {
        const response = await call(method as 'GET', path, body);
        expect(response.statusCode, `${method} ${path}`).toBe(403);
        expect(response.json().message).toBeTruthy();
      }
    }
    const after = await s.t.db.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });

  it('answers 401 without a token', async () => {
    for (const [method, path, body] of calls) {
      expect((await caller(s.t.app)(method as 'GET', path, body)).statusCode, `${method} ${path}`).toBe(401);
    }
  });
});
