import { sql } from 'kysely';
import { msg } from '../../schemas/i18n/msg.ts';
import {
  type EntityCode,
  type EntityOption,
  parseEntityKey,
  type UserEntityUpdatePayload,
  type UserPermissionOption,
  type UserPermissionUpdatePayload,
  type UserRoleOption,
  type UserRoleUpdatePayload,
} from '../../schemas/user.ts';
import type { Database } from '../db/client.ts';
import { badRequest, notFound } from '../errors.ts';
import { say } from '../i18n/index.ts';
import { auditedChange, userSnapshot } from './audit/admin.ts';
import { lockUser, stamp } from './managed-users.ts';

// A user's authorization profile: one role, permissions only from that role, and (external users)
// the importers and distributors they act for.

const ENTITY_SEARCH_LIMIT = 50;
const NO_ROLE = say('server.users.noRole');

async function findUser(db: Database, userId: number) {
  const user = await db.db
    .selectFrom('users')
    .select(['id', 'isInternal', 'roleId'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw notFound(msg('the.user'));
  return user;
}

/** The roles a user may hold (those of their kind, internal or external), the current one selected. */
export async function roleOptions(db: Database, userId: number): Promise<UserRoleOption[]> {
  const user = await findUser(db, userId);
  return db.db
    .selectFrom('roles as r')
    .select([
      'r.id',
      'r.name',
      sql<boolean>`r.id is not distinct from ${user.roleId}::integer`.as('isSelected'),
      sql<boolean>`exists (select 1 from role_permissions rp where rp.role_id = r.id)`.as('hasPermissions'),
    ])
    .where('r.isInternal', '=', user.isInternal)
    .orderBy('r.id')
    .execute();
}

/** Gives the user one role and withdraws the permissions the new role does not carry. */
export async function updateUserRole(db: Database, adminId: number, payload: UserRoleUpdatePayload) {
  return db.transaction((tx) =>
    auditedChange(
      tx,
      { adminId, action: 'Update role', recordType: 'User', id: payload.userId, snapshot: userSnapshot },
      async () => {
        const user = await lockUser(tx, payload.userId);
        const chosen = payload.userRoles.find((r) => r.isSelected)!;
        const role = await tx.db
          .selectFrom('roles')
          .select(['id', 'name', 'isInternal'])
          .where('id', '=', chosen.id)
          .executeTakeFirst();
        if (!role)
          throw badRequest(say('server.users.roleUnknown'), { userRoles: say('server.users.roleInvalid') });
        if (role.isInternal !== user.isInternal) {
          const message = say(
            role.isInternal ? 'server.users.roleForInternal' : 'server.users.roleForExternal',
            {
              role: role.name,
            },
          );
          throw badRequest(message, { userRoles: message });
        }
        if (role.id === user.roleId) return;
        if (user.id === adminId) {
          throw badRequest(say('server.users.ownRole'), {
            userRoles: say('server.users.ownRole'),
          });
        }
        await tx.db
          .updateTable('users')
          .set({ roleId: role.id, ...stamp(adminId) })
          .where('id', '=', user.id)
          .execute();
        await tx.db
          .deleteFrom('userPermissions')
          .where('userId', '=', user.id)
          .where('permissionId', 'not in', (eb) =>
            eb.selectFrom('rolePermissions').select('permissionId').where('roleId', '=', role.id),
          )
          .execute();
      },
    ),
  );
}

/** The permissions the user's role carries, those granted to the user selected. */
export async function permissionOptions(db: Database, userId: number): Promise<UserPermissionOption[]> {
  await findUser(db, userId);
  return db.db
    .selectFrom('users as u')
    .innerJoin('rolePermissions as rp', 'rp.roleId', 'u.roleId')
    .innerJoin('permissions as p', 'p.id', 'rp.permissionId')
    .select([
      'p.id',
      'p.name',
      sql<boolean>`exists (select 1 from user_permissions up
        where up.user_id = u.id and up.permission_id = p.id)`.as('isSelected'),
    ])
    .where('u.id', '=', userId)
    .orderBy('p.id')
    .execute();
}

/** Grants the selected permissions and withdraws the others listed; each must be carried by the role. */
export async function updateUserPermissions(
  db: Database,
  adminId: number,
  payload: UserPermissionUpdatePayload,
) {
  return db.transaction((tx) =>
    auditedChange(
      tx,
      {
        adminId,
        action: 'Update permissions',
        recordType: 'User',
        id: payload.userId,
        snapshot: userSnapshot,
      },
      async () => {
        const user = await lockUser(tx, payload.userId);
        if (user.roleId === null) throw badRequest(NO_ROLE, { userPermissions: NO_ROLE });
        const ids = payload.userPermissions.map((p) => p.id);
        if (!ids.length) return;
        const carried = await tx.db
          .selectFrom('rolePermissions')
          .select('permissionId')
          .where('roleId', '=', user.roleId)
          .where('permissionId', 'in', ids)
          .execute();
        if (carried.length !== ids.length) {
          const message = say('server.users.permissionNotOfRole');
          throw badRequest(message, { userPermissions: message });
        }
        const granted = payload.userPermissions.filter((p) => p.isSelected).map((p) => p.id);
        const withdrawn = payload.userPermissions.filter((p) => !p.isSelected).map((p) => p.id);
        if (granted.length) {
          await tx.db
            .insertInto('userPermissions')
            .values(granted.map((permissionId) => ({ userId: user.id, permissionId })))
            .onConflict((oc) => oc.columns(['userId', 'permissionId']).doNothing())
            .execute();
        }
        if (withdrawn.length) {
          await tx.db
            .deleteFrom('userPermissions')
            .where('userId', '=', user.id)
            .where('permissionId', 'in', withdrawn)
            .execute();
        }
        await tx.db.updateTable('users').set(stamp(adminId)).where('id', '=', user.id).execute();
      },
    ),
  );
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Active importers and distributors whose name contains the term; ids as `Importer-3`, `Distributor-5`. */
export async function searchEntities(db: Database, rawTerm: string): Promise<EntityOption[]> {
  const term = rawTerm.trim();
  if (!term) throw badRequest(msg('user.entitySearchTermRequired'));
  const pattern = `%${escapeLike(term)}%`;
  const rows = await db.db
    .selectFrom('importers')
    .select([sql<string>`'Importer-' || id`.as('id'), 'name', sql<EntityCode>`'Importer'`.as('code')])
    .where('isActive', '=', true)
    .where('name', 'ilike', pattern)
    .unionAll(
      db.db
        .selectFrom('distributors')
        .select([
          sql<string>`'Distributor-' || id`.as('id'),
          'name',
          sql<EntityCode>`'Distributor'`.as('code'),
        ])
        .where('isActive', '=', true)
        .where('name', 'ilike', pattern),
    )
    .orderBy('name')
    .orderBy('code')
    .limit(ENTITY_SEARCH_LIMIT)
    .execute();
  return rows;
}

/** Links an external user to the selected entities and unlinks the others listed. */
export async function updateUserEntities(db: Database, adminId: number, payload: UserEntityUpdatePayload) {
  return db.transaction((tx) =>
    auditedChange(
      tx,
      {
        adminId,
        action: 'Update entity links',
        recordType: 'User',
        id: payload.userId,
        snapshot: userSnapshot,
      },
      async () => {
        const user = await lockUser(tx, payload.userId);
        if (user.isInternal) {
          const message = say('server.users.internalNoEntities');
          throw badRequest(message, { userEntities: message });
        }
        const items = payload.userEntities.map((e) => ({
          ...parseEntityKey(e.entityId)!,
          isSelected: e.isSelected,
        }));
        const ids = (code: string, selected?: boolean) =>
          items
            .filter((e) => e.code === code && (selected === undefined || e.isSelected === selected))
            .map((e) => e.id);
        const [importers, distributors] = await Promise.all([
          ids('Importer').length
            ? tx.db.selectFrom('importers').select('id').where('id', 'in', ids('Importer')).execute()
            : [],
          ids('Distributor').length
            ? tx.db.selectFrom('distributors').select('id').where('id', 'in', ids('Distributor')).execute()
            : [],
        ]);
        if (importers.length + distributors.length !== items.length) {
          throw badRequest(say('server.users.entityUnknown'), { userEntities: msg('user.entityInvalid') });
        }
        // Every listed link is replaced: removed, then the selected ones written (the user row is locked).
        await tx.db
          .deleteFrom('userEntities')
          .where('userId', '=', user.id)
          .where((eb) =>
            eb.or([
              eb('importerId', 'in', [0, ...ids('Importer')]),
              eb('distributorId', 'in', [0, ...ids('Distributor')]),
            ]),
          )
          .execute();
        const links = [
          ...ids('Importer', true).map((importerId) => ({
            userId: user.id,
            importerId,
            distributorId: null,
          })),
          ...ids('Distributor', true).map((distributorId) => ({
            userId: user.id,
            importerId: null,
            distributorId,
          })),
        ];
        if (links.length) await tx.db.insertInto('userEntities').values(links).execute();
        await tx.db.updateTable('users').set(stamp(adminId)).where('id', '=', user.id).execute();
      },
    ),
  );
}
