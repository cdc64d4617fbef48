import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, signIn } from '../../helpers/app.ts';
import { giveRole, permissionIdOf, register, type UsersSuite, userIdOf, usersSuite } from './fixtures.ts';

let s: UsersSuite;
beforeAll(async () => {
  s = await usersSuite();
});
afterAll(() => s.t.close());

const update = (userId: number, userPermissions: { id: number; isSelected: boolean }[]) =>
  s.admin('POST', 'Administration/UpdateUserPermission', { userId, userPermissions });

describe('GET Administration/UserPermissions/{userId}', () => {
  it("lists only the permissions the user's role carries, granted ones selected", async () => {
    const importer = await userIdOf(s.t.db, 'importer@ppms.demo');
    const response = await s.admin('GET', `Administration/UserPermissions/${importer}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: await permissionIdOf(s.t.db, 'P100'),
        name: 'Submit stock updates and stock transfers',
        isSelected: true,
      },
      { id: await permissionIdOf(s.t.db, 'P200'), name: 'Create transfer orders', isSelected: true },
    ]);
  });

  it('answers an empty list for a user without a role or whose role carries none; 404 unknown', async () => {
    const id = await register(s);
    expect((await s.admin('GET', `Administration/UserPermissions/${id}`)).json()).toEqual([]);
    const finance = await userIdOf(s.t.db, 'finance@ppms.demo');
    expect((await s.admin('GET', `Administration/UserPermissions/${finance}`)).json()).toEqual([]);
    expect((await s.admin('GET', 'Administration/UserPermissions/999999')).statusCode).toBe(404);
  });
});

describe('POST Administration/UpdateUserPermission', () => {
  it('grants and withdraws, the change taking effect on the next call of that user', async () => {
    const id = await userIdOf(s.t.db, 'distributor@ppms.demo');
    const [p300, p400] = await Promise.all([permissionIdOf(s.t.db, 'P300'), permissionIdOf(s.t.db, 'P400')]);
    expect((await update(id, [{ id: p400, isSelected: false }])).statusCode).toBe(200);
    const options = (await s.admin('GET', `Administration/UserPermissions/${id}`)).json();
    expect(options.map((p: { id: number; isSelected: boolean }) => [p.id, p.isSelected])).toEqual([
      [p300, true],
      [p400, false],
    ]);
    const distributor = caller(s.t.app, await signIn(s.t.app, 'distributor@ppms.demo'));
    expect((await distributor('GET', 'Dashboard')).json().settings.canCreateFan).toBe(false);
    expect((await update(id, [{ id: p400, isSelected: true }])).statusCode).toBe(200);
    expect((await distributor('GET', 'Dashboard')).json().settings.canCreateFan).toBe(true);
    const user = await s.t.db.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(user.updatedBy).toBe(s.adminId);
  });

  it('refuses a permission the role does not carry, and changes nothing', async () => {
    const id = await register(s);
    await giveRole(s, id, 'R1100');
    const [p300, p400] = await Promise.all([permissionIdOf(s.t.db, 'P300'), permissionIdOf(s.t.db, 'P400')]);
    const response = await update(id, [
      { id: p300, isSelected: true },
      { id: p400, isSelected: true },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("A permission the user's role does not carry can not be granted.");
    const granted = await s.t.db.db
      .selectFrom('userPermissions')
      .select('permissionId')
      .where('userId', '=', id)
      .execute();
    expect(granted).toEqual([]);
  });

  it('refuses any permission for a user without a role', async () => {
    const id = await register(s);
    const response = await update(id, [{ id: await permissionIdOf(s.t.db, 'P300'), isSelected: true }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('This user does not have any assigned role.');
  });

  it('validates: duplicate ids, missing flags', async () => {
    const id = await register(s);
    const p300 = await permissionIdOf(s.t.db, 'P300');
    const duplicate = await update(id, [
      { id: p300, isSelected: true },
      { id: p300, isSelected: false },
    ]);
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().message).toBe('Each permission may be listed once.');
    const missing = await s.admin('POST', 'Administration/UpdateUserPermission', {
      userId: id,
      userPermissions: [{ id: p300 }],
    });
    expect(missing.statusCode).toBe(400);
  });
});
