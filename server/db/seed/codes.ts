import { PERMISSIONS, ROLES } from '../../../schemas/codes.ts';
import type { Database } from '../client.ts';

/**
 * Roles, permissions and which permissions each role carries, from the shared code tables. Runs at
 * every start; names an administrator has edited are kept.
 */
export async function seedCodes(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.db
      .insertInto('roles')
      .values(
        Object.entries(ROLES).map(([code, role]) => ({ code, name: role.name, isInternal: role.isInternal })),
      )
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
    await tx.db
      .insertInto('permissions')
      .values(Object.entries(PERMISSIONS).map(([code, name]) => ({ code, name })))
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
