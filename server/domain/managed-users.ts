import { sql } from 'kysely';
import { PAGE_SIZE } from '../../schemas/codes.ts';
import { msg } from '../../schemas/i18n/msg.ts';
import type {
  RegistrationPayload,
  UserListAnswer,
  UserListQuery,
  UserSearchRow,
  UserUpdatePayload,
} from '../../schemas/user.ts';
import type { Database } from '../db/client.ts';
import { badRequest, notFound } from '../errors.ts';
import { say } from '../i18n/index.ts';
import { auditedChange, userSnapshot } from './audit/admin.ts';
import { searchPage } from './search.ts';
import { endUserSessions } from './sessions.ts';

// The administrator's side of users: find, register and edit them. Roles, permissions and entity
// links are in user-authorization.ts.

const SEARCH_LIMIT = 50;

/** The user's row, locked until the transaction ends; 404 when there is none. */
export async function lockUser(tx: Database, userId: number) {
  tx.assertTransaction();
  const user = await tx.db
    .selectFrom('users')
    .select(['id', 'email', 'isActive', 'isInternal', 'roleId'])
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  if (!user) throw notFound(msg('the.user'));
  return user;
}

/** What every change writes on the user's row. */
export const stamp = (adminId: number) => ({ updatedAt: new Date(), updatedBy: adminId });

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** "First M. Last": the middle initial shown uppercase, left out when there is none. */
const fullName = sql<string>`concat_ws(' ', u.first_name, upper(u.middle_initial) || '.', u.last_name)`;

/** Users whose name or e-mail contains the term, case-insensitively; at most 50, by name. */
/** Users with what the admin lists show: name, e-mail, role and status; those matching the term if one. */
function userRows(db: Database, term: string | null) {
  const pattern = term ? `%${escapeLike(term)}%` : null;
  return db.db
    .selectFrom('users as u')
    .leftJoin('roles as r', 'r.id', 'u.roleId')
    .select([
      'u.id',
      fullName.as('fullName'),
      'u.firstName',
      'u.middleInitial',
      'u.lastName',
      'u.email',
      'u.isActive',
      'u.isInternal',
      'r.name as role',
      sql<string>`case when not u.is_active then 'Inactive'
        when u.password_hash is null then 'Awaiting activation' else 'Active' end`.as('status'),
    ])
    .$if(pattern !== null, (q) =>
      q.where((eb) =>
        eb.or([
          eb(fullName, 'ilike', pattern),
          eb(sql`concat_ws(' ', u.first_name, u.last_name)`, 'ilike', pattern),
          eb('u.email', 'ilike', pattern),
        ]),
      ),
    )
    .orderBy('u.lastName')
    .orderBy('u.firstName')
    .orderBy('u.id');
}

/** GET User/Search/{term} (the spec's): at most 50 users matching the term, by name. */
export async function searchUsers(db: Database, rawTerm: string): Promise<UserSearchRow[]> {
  const term = rawTerm.trim();
  if (!term) throw badRequest(msg('user.userSearchTermRequired'));
  return userRows(db, term).limit(SEARCH_LIMIT).execute();
}

/** GET User/List: every user, or those matching the term, one page of PAGE_SIZE, with the total. */
export async function listUsers(db: Database, query: UserListQuery): Promise<UserListAnswer> {
  const page = query.pageNumber ?? 1;
  const rows = await userRows(db, query.term || null)
    .select(sql<number>`count(*) over ()`.as('total'))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE)
    .execute();
  const { results, ...paging } = await searchPage(rows, page, () =>
    listUsers(db, { ...query, pageNumber: 1 }),
  );
  return { users: results, ...paging };
}

async function assertEmailFree(tx: Database, email: string, exceptUserId?: number) {
  const taken = await tx.db
    .selectFrom('users')
    .select('id')
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .$if(exceptUserId !== undefined, (q) => q.where('id', '<>', exceptUserId!))
    .executeTakeFirst();
  if (taken) throw badRequest(msg('user.duplicateEmail'), { email: msg('user.duplicateEmail') });
}

const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === '23505';

/** A new user without a password or role; the activation e-mail lets them set a password. */
export async function registerUser(db: Database, adminId: number, payload: RegistrationPayload) {
  return db.transaction((tx) =>
    auditedChange(
      tx,
      { adminId, action: 'Register user', recordType: 'User', id: null, snapshot: userSnapshot },
      async () => {
        await assertEmailFree(tx, payload.email);
        try {
          const row = await tx.db
            .insertInto('users')
            .values({
              firstName: payload.firstName,
              middleInitial: payload.middleInitial,
              lastName: payload.lastName,
              email: payload.email,
              phone: payload.phone,
              isInternal: payload.isInternal,
              createdBy: adminId,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          return row.id;
        } catch (error) {
          // Two registrations of one e-mail at the same moment: the unique index decides.
          if (isUniqueViolation(error)) throw badRequest(msg('user.duplicateEmail'));
          throw error;
        }
      },
    ),
  );
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Edits a user. Deactivation ends their sessions at once (the next call with an old token is 401).
 * A new e-mail is unconfirmed until its owner confirms it: `onEmailChanged` runs inside the same
 * transaction (to send the confirmation link once it commits).
 */
export async function updateUser(
  db: Database,
  adminId: number,
  payload: UserUpdatePayload,
  onEmailChanged: (tx: Database, userId: number) => Promise<void>,
) {
  return db.transaction((tx) =>
    auditedChange(
      tx,
      { adminId, action: 'Update user', recordType: 'User', id: payload.id, snapshot: userSnapshot },
      async () => {
        const user = await lockUser(tx, payload.id);
        if (user.id === adminId && !payload.isActive) {
          throw badRequest(say('server.users.ownDeactivation'), {
            isActive: say('server.users.ownDeactivation'),
          });
        }
        const newEmail = payload.email && !sameEmail(payload.email, user.email) ? payload.email : null;
        if (newEmail) await assertEmailFree(tx, newEmail, user.id);
        try {
          await tx.db
            .updateTable('users')
            .set({
              firstName: payload.firstName,
              middleInitial: payload.middleInitial,
              lastName: payload.lastName,
              phone: payload.phone,
              isActive: payload.isActive,
              ...(newEmail ? { email: newEmail, emailConfirmed: false } : {}),
              ...stamp(adminId),
            })
            .where('id', '=', user.id)
            .execute();
        } catch (error) {
          if (isUniqueViolation(error)) throw badRequest(msg('user.duplicateEmail'));
          throw error;
        }
        if (user.isActive && !payload.isActive) await endUserSessions(tx, user.id);
        if (newEmail) await onEmailChanged(tx, user.id);
      },
    ),
  );
}
