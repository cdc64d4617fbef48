import { sql } from 'kysely';
import type { TokenUser } from '../../schemas/codes.ts';
import type { Database } from '../db/client.ts';

/** Who is calling, as the database says now: role, permissions and entity links are never taken from the token. */
export interface AuthUser extends TokenUser {
  isActive: boolean;
  roleCode: string | null;
  importerIds: number[];
  distributorIds: number[];
}

/**
 * Everything a request needs to know about a user, in one query. Only permissions that the user's role
 * carries count, so a permission left over from an earlier role grants nothing.
 */
const authUserQuery = (db: Database, userId: number) =>
  db.db
    .selectFrom('users as u')
    .leftJoin('roles as r', 'r.id', 'u.roleId')
    .where('u.id', '=', userId)
    .select([
      'u.id',
      'u.firstName',
      'u.lastName',
      'u.email',
      'u.isInternal',
      'u.isActive',
      'r.code as roleCode',
      sql<string[]>`coalesce((
        select array_agg(p.code order by p.code) from user_permissions up
        join permissions p on p.id = up.permission_id
        join role_permissions rp on rp.permission_id = up.permission_id and rp.role_id = u.role_id
        where up.user_id = u.id), '{}')`.as('permissionCodes'),
      sql<number[]>`coalesce((select array_agg(ue.importer_id order by ue.importer_id) from user_entities ue
        where ue.user_id = u.id and ue.importer_id is not null), '{}')`.as('importerIds'),
      sql<
        number[]
      >`coalesce((select array_agg(ue.distributor_id order by ue.distributor_id) from user_entities ue
        where ue.user_id = u.id and ue.distributor_id is not null), '{}')`.as('distributorIds'),
    ]);

function toAuthUser(row: Awaited<ReturnType<ReturnType<typeof authUserQuery>['executeTakeFirst']>>) {
  if (!row) return null;
  const { permissionCodes, ...user } = row;
  return {
    ...user,
    rCodes: user.roleCode ? { [user.roleCode]: true } : {},
    pCodes: Object.fromEntries(permissionCodes.map((code) => [code, true])),
  };
}

/** The user as the database says now, or null. */
export async function loadAuthUser(db: Database, userId: number): Promise<AuthUser | null> {
  return toAuthUser(await authUserQuery(db, userId).executeTakeFirst());
}

/**
 * The user of a session that is still open, in the same one query: null once the session has ended
 * (signed out, or ended by a deactivation or a password reset, in any process: nothing is cached).
 */
export async function loadSessionUser(
  db: Database,
  userId: number,
  sessionId: string,
): Promise<AuthUser | null> {
  const row = await authUserQuery(db, userId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('sessions as s')
          .select('s.id')
          .where('s.id', '=', sessionId)
          .whereRef('s.userId', '=', 'u.id')
          .where('s.endedAt', 'is', null),
      ),
    )
    .executeTakeFirst();
  return toAuthUser(row);
}

/** The `user` claim of a token: the spec's fields, nothing more. */
export const tokenUser = (user: AuthUser): TokenUser => ({
  id: user.id,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  isInternal: user.isInternal,
  rCodes: user.rCodes,
  pCodes: user.pCodes,
});

/**
 * What a read's query may be built from of its user (the key of a query compiled once for the user,
 * db/compiled.ts): who, the role, permissions and entity links.
 */
export const queryKeyOf = (user: AuthUser) =>
  JSON.stringify([
    user.id,
    user.roleCode,
    user.isInternal,
    Object.keys(user.pCodes).sort(),
    user.importerIds,
    user.distributorIds,
  ]);
