import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveRole, permissionIdOf, register, roleIdOf, type UsersSuite, usersSuite } from './fixtures.ts';

let s: UsersSuite;
beforeAll(async () => {
  s = await usersSuite();
});
afterAll(() => s.t.close());

const grants = async (userId: number) =>
  (
    await s.t.db.db
      .selectFrom('userPermissions as up')
      .innerJoin('permissions as p', 'p.id', 'up.permissionId')
      .select('p.code')
      .where('up.userId', '=', userId)
      .orderBy('p.code')
      .execute()
  ).map((r) => r.code);

describe('GET Role/User/{userId}', () => {
  it("lists the roles of the user's kind with hasPermissions, none selected for a new user", async () => {
    const external = await register(s, { isInternal: false });
    const response = await s.admin('GET', `Role/User/${external}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: await roleIdOf(s.t.db, 'R100'), name: 'Importer', isSelected: false, hasPermissions: true },
      { id: await roleIdOf(s.t.db, 'R300'), name: 'Distributor', isSelected: false, hasPermissions: true },
      {
        id: await roleIdOf(s.t.db, 'R1100'),
        name: 'Distributor Agent',
        isSelected: false,
        hasPermissions: true,
      },
    ]);
    const internal = await register(s, { isInternal: true });
    await giveRole(s, internal, 'R600');
    const roles = (await s.admin('GET', `Role/User/${internal}`)).json();
    expect(roles.map((r: { name: string }) => r.name)).toEqual([
      'Operations',
      'Control Room',
      'Administrator',
      'Marketing / Stock Control',
      'Finance',
    ]);
    expect(
      roles.filter((r: { isSelected: boolean }) => r.isSelected).map((r: { name: string }) => r.name),
    ).toEqual(['Marketing / Stock Control']);
    expect(roles.find((r: { name: string }) => r.name === 'Control Room').hasPermissions).toBe(true);
    expect(roles.find((r: { name: string }) => r.name === 'Finance').hasPermissions).toBe(false);
  });

  it('answers 404 for an unknown user and for an address that can not name one', async () => {
    expect((await s.admin('GET', 'Role/User/999999')).statusCode).toBe(404);
    for (const id of ['abc', '0', '-1', '2147483648', '99999999999']) {
      const bad = await s.admin('GET', `Role/User/${id}`);
      expect(bad.statusCode, id).toBe(404);
      expect(bad.json().message).toBe('The user was not found.');
    }
  });
});

describe('POST Administration/UpdateUserRole', () => {
  it('sets the one selected role and records the change', async () => {
    const id = await register(s);
    const [r100, r300] = await Promise.all([roleIdOf(s.t.db, 'R100'), roleIdOf(s.t.db, 'R300')]);
    const response = await s.admin('POST', 'Administration/UpdateUserRole', {
      userId: id,
      userRoles: [
        { id: r100, isSelected: false },
        { id: r300, isSelected: true },
      ],
    });
    expect(response.statusCode).toBe(200);
    const user = await s.t.db.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ roleId: r300, updatedBy: s.adminId });
    expect(user.updatedAt).not.toBeNull();
  });

  it('refuses none or two selected roles: one role per user', async () => {
    const id = await register(s);
    const [r100, r300] = await Promise.all([roleIdOf(s.t.db, 'R100'), roleIdOf(s.t.db, 'R300')]);
    for (const userRoles of [
      [{ id: r100, isSelected: false }],
      [],
      [
        { id: r100, isSelected: true },
        { id: r300, isSelected: true },
      ],
    ]) {
      const response = await s.admin('POST', 'Administration/UpdateUserRole', { userId: id, userRoles });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Exactly one role must be selected.');
    }
    const user = await s.t.db.db
      .selectFrom('users')
      .select('roleId')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(user.roleId).toBeNull();
  });

  it('refuses a role of the other kind (internal vs external) and an unknown role', async () => {
    const external = await register(s, { isInternal: false });
    const finance = await roleIdOf(s.t.db, 'R700');
    const wrongKind = await s.admin('POST', 'Administration/UpdateUserRole', {
      userId: external,
      userRoles: [{ id: finance, isSelected: true }],
    });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().message).toBe('The Finance role is for internal users only.');
    const internal = await register(s, { isInternal: true });
    const importerRole = await roleIdOf(s.t.db, 'R100');
    const other = await s.admin('POST', 'Administration/UpdateUserRole', {
      userId: internal,
      userRoles: [{ id: importerRole, isSelected: true }],
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe('The Importer role is for external users only.');
    const unknown = await s.admin('POST', 'Administration/UpdateUserRole', {
      userId: internal,
      userRoles: [{ id: 9999, isSelected: true }],
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('changing role withdraws the permissions the new role does not carry', async () => {
    const id = await register(s);
    await giveRole(s, id, 'R300');
    const [p300, p400] = await Promise.all([permissionIdOf(s.t.db, 'P300'), permissionIdOf(s.t.db, 'P400')]);
    await s.admin('POST', 'Administration/UpdateUserPermission', {
      userId: id,
      userPermissions: [
        { id: p300, isSelected: true },
        { id: p400, isSelected: true },
      ],
    });
    expect(await grants(id)).toEqual(['P300', 'P400']);
    await giveRole(s, id, 'R1100');
    expect(await grants(id)).toEqual(['P300']);
    await giveRole(s, id, 'R100');
    expect(await grants(id)).toEqual([]);
  });

  it('an administrator cannot change their own role', async () => {
    const operations = await roleIdOf(s.t.db, 'R200');
    const response = await s.admin('POST', 'Administration/UpdateUserRole', {
      userId: s.adminId,
      userRoles: [{ id: operations, isSelected: true }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('You cannot change your own role.');
  });

  it('refuses ids beyond the database integer range with 400, not 500', async () => {
    const response = await s.admin('POST', 'Administration/UpdateUserRole', {
      userId: 3_000_000_000,
      userRoles: [{ id: 3_000_000_000, isSelected: true }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({ userId: 'User is invalid.' });
  });

  it('validates the payload shape', async () => {
    const response = await s.admin('POST', 'Administration/UpdateUserRole', { userId: 'x', userRoles: 'no' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['userId', 'userRoles']);
  });
});
