import { PERMISSIONS, ROLES } from '../../../schemas/codes.ts';
import type { Database } from '../client.ts';

/**
 * Roles, permissions and which permissions each role carries, from the shared code tables. Runs at
 * every start; names an administrator has edited are kept.
 */
export async function seedCodes(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    // Only the missing codes are inserted: an insert that meets a conflict still takes a number from
    // the id sequence, and ids would jump at every start.
    const [knownRoles, knownPermissions] = await Promise.all([
      tx.db.selectFrom('roles').select('code').execute(),
      tx.db.selectFrom('permissions').select('code').execute(),
    ]);
    const hasRole = new Set(knownRoles.map((r) => r.code));
    const hasPermission = new Set(knownPermissions.map((p) => p.code));
    const newRoles = Object.entries(ROLES).filter(([code]) => !hasRole.has(code));
    const newPermissions = Object.entries(PERMISSIONS).filter(([code]) => !hasPermission.has(code));
    if (newRoles.length > 0)
      await tx.db
        .insertInto('roles')
        .values(newRoles.map(([code, role]) => ({ code, name: role.name, isInternal: role.isInternal })))
        .onConflict((oc) => oc.column('code').doNothing())
        .execute();
    if (newPermissions.length > 0)
      await tx.db
        .insertInto('permissions')
        .values(newPermissions.map(([code, name]) => ({ code, name })))
        .onConflict((oc) => oc.column('code').doNothing())
        .execute();
    const [roles, permissions] = await Promise.all([
      tx.db.selectFrom('roles').select(['id', 'code']).execute(),
      tx.db.selectFrom('permissions').select(['id', 'code']).execute(),
    ]);
    const roleId = new Map(roles.map((r) => [r.code, r.id]));
    const permissionId = new Map(permissions.map((p) => [p.code, p.id]));
    const pairs = Object.entries(ROLES).flatMap(([code, role]) =>
      role.permissions.map((p) => ({ roleId: roleId.get(code)!, permissionId: permissionId.get(p)! })),
    );
    await tx.db
      .insertInto('rolePermissions')
      .values(pairs)
      .onConflict((oc) => oc.doNothing())
      .execute();
  });
}
