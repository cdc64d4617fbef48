import { sql } from 'kysely';
import {
  type RegistrationPayload,
  USER_MESSAGES,
  type UserSearchRow,
  type UserUpdatePayload,
} from '../../schemas/user.ts';
import type { Database } from '../db/client.ts';
import { badRequest, notFound } from '../errors.ts';
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
  if (!user) throw notFound('The user');
  return user;
}

/** What every change writes on the user's row. */
export const stamp = (adminId: number) => ({ updatedAt: new Date(), updatedBy: adminId });

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** "First M. Last": the middle initial shown uppercase, left out when there is none. */
const fullName = sql<string>`concat_ws(' ', first_name, upper(middle_initial) || '.', last_name)`;

/** Users whose name or e-mail contains the term, case-insensitively; at most 50, by name. */
export async function searchUsers(db: Database, rawTerm: string): Promise<UserSearchRow[]> {
  const term = rawTerm.trim();
  if (!term) throw badRequest(USER_MESSAGES.userSearchTermRequired);
  const pattern = `%${escapeLike(term)}%`;
  return db.db
    .selectFrom('users')
    .select([
      'id',
      fullName.as('fullName'),
      'firstName',
      'middleInitial',
      'lastName',
      'email',
      'isActive',
      'isInternal',
    ])
    .where((eb) =>
      eb.or([
        eb(fullName, 'ilike', pattern),
        eb(sql`concat_ws(' ', first_name, last_name)`, 'ilike', pattern),
        eb('email', 'ilike', pattern),
      ]),
    )
    .orderBy('lastName')
    .orderBy('firstName')
    .orderBy('id')
    .limit(SEARCH_LIMIT)
    .execute();
}

async function assertEmailFree(tx: Database, email: string, exceptUserId?: number) {
  const taken = await tx.db
    .selectFrom('users')
    .select('id')
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .$if(exceptUserId !== undefined, (q) => q.where('id', '<>', exceptUserId!))
    .executeTakeFirst();
  if (taken) throw badRequest(USER_MESSAGES.duplicateEmail, { email: USER_MESSAGES.duplicateEmail });
}

const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === '23505';

/** A new user without a password or role; the activation e-mail lets them set a password. */
export async function registerUser(db: Database, adminId: number, payload: RegistrationPayload) {
  return db.transaction(async (tx) => {
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
      if (isUniqueViolation(error)) throw badRequest(USER_MESSAGES.duplicateEmail);
      throw error;
    }
  });
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
  return db.transaction(async (tx) => {
    const user = await lockUser(tx, payload.id);
    if (user.id === adminId && !payload.isActive) {
      throw badRequest('You cannot deactivate your own account.', {
        isActive: 'You cannot deactivate your own account.',
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
      if (isUniqueViolation(error)) throw badRequest(USER_MESSAGES.duplicateEmail);
      throw error;
    }
    if (user.isActive && !payload.isActive) await endUserSessions(tx, user.id);
    if (newEmail) await onEmailChanged(tx, user.id);
  });
}
