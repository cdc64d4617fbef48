import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { UserDetail, UserProfileAnswer } from '../../schemas/account.ts';
import type { Database } from '../db/client.ts';

const personName = (alias: string) =>
  sql<
    string | null
  >`nullif(concat_ws(' ', ${sql.ref(`${alias}.firstName`)}, ${sql.ref(`${alias}.lastName`)}), '')`;

/** One query for the user, their role, the permissions that role carries, and their entities. */
async function loadUser(db: Database, userId: number) {
  return db.db
    .selectFrom('users as u')
    .leftJoin('users as c', 'c.id', 'u.createdBy')
    .leftJoin('users as m', 'm.id', 'u.updatedBy')
    .where('u.id', '=', userId)
    .select((eb) => [
      'u.id',
      'u.firstName',
      'u.lastName',
      'u.middleInitial',
      'u.email',
      'u.phone',
      'u.isActive',
      'u.isInternal',
      'u.emailConfirmed',
      'u.createdAt',
      'u.updatedAt',
      personName('c').as('createdBy'),
      personName('m').as('lastUpdatedBy'),
      jsonArrayFrom(
        eb
          .selectFrom('roles as role')
          .whereRef('role.id', '=', 'u.roleId')
          .select([
            'role.id',
            'role.name',
            sql<boolean>`exists (select 1 from role_permissions rp where rp.role_id = role.id)`.as(
              'hasPermissions',
            ),
          ]),
      ).as('roles'),
      // Only permissions the user's role carries count (as for sign-in): a leftover grants nothing.
      jsonArrayFrom(
        eb
          .selectFrom('userPermissions as up')
          .innerJoin('permissions as p', 'p.id', 'up.permissionId')
          .innerJoin('rolePermissions as rp', (join) =>
            join.onRef('rp.permissionId', '=', 'up.permissionId').onRef('rp.roleId', '=', 'u.roleId'),
          )
          .whereRef('up.userId', '=', 'u.id')
          .select(['p.id', 'p.name'])
          .orderBy('p.code'),
      ).as('permissions'),
      jsonArrayFrom(
        eb
          .selectFrom('userEntities as ue')
          .leftJoin('importers as i', 'i.id', 'ue.importerId')
          .leftJoin('distributors as d', 'd.id', 'ue.distributorId')
          .whereRef('ue.userId', '=', 'u.id')
          .select([
            sql<string>`case when ue.importer_id is not null then 'Importer-' || ue.importer_id
              else 'Distributor-' || ue.distributor_id end`.as('id'),
            sql<string>`coalesce(i.name, d.name)`.as('name'),
            sql<'Importer' | 'Distributor'>`case when ue.importer_id is not null then 'Importer'
              else 'Distributor' end`.as('code'),
          ])
          .orderBy(sql`coalesce(i.name, d.name)`),
      ).as('authorizations'),
    ])
    .executeTakeFirst();
}

/**
 * GET User/{id}: {userDetail} for the profile page; for an administrator also the admin fields at the
 * top level (user management reads those), so one call serves both. null when there is no such user.
 */
export async function userProfile(
  db: Database,
  userId: number,
  withAdminFields: boolean,
): Promise<UserProfileAnswer | null> {
  const user = await loadUser(db, userId);
  if (!user) return null;
  const userDetail: UserDetail = {
    userId: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: [user.firstName, user.middleInitial && `${user.middleInitial.toUpperCase()}.`, user.lastName]
      .filter(Boolean)
      .join(' '),
    email: user.email,
    roles: user.roles.map((role) => ({ name: role.name })),
    permissions: user.permissions.map((permission) => ({ name: permission.name })),
  };
  if (!withAdminFields) return { userDetail };
  return {
    userDetail,
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    middleInitial: user.middleInitial,
    email: user.email,
    phone: user.phone,
    isActive: user.isActive,
    isInternal: user.isInternal,
    emailConfirmed: user.emailConfirmed,
    createdDate: user.createdAt.toISOString(),
    createdBy: user.createdBy,
    lastUpdatedDate: user.updatedAt?.toISOString() ?? null,
    lastUpdatedBy: user.lastUpdatedBy,
    roles: user.roles,
    permissions: user.permissions,
    authorizations: user.authorizations,
  };
}
