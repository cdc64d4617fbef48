import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { AdminRegistrationPayload } from '../../schemas/account.ts';
import type { Database } from '../db/client.ts';
import { badRequest } from '../errors.ts';
import { say } from '../i18n/index.ts';
import { userSnapshot } from './audit/admin.ts';
import { writeAudit } from './audit/write.ts';

export const FIRST_ADMIN_REGISTERED = 'first_admin_registered';

export const hashAdminCode = (code: string) => createHash('sha256').update(code).digest('base64url');

/** A new single-use code for /AdminRegister/{tempCode}; earlier unused codes stop working. */
export async function issueAdminCode(db: Database): Promise<string> {
  const code = randomBytes(18).toString('base64url');
  await db.transaction(async (tx) => {
    await tx.db.updateTable('adminCodes').set({ usedAt: new Date() }).where('usedAt', 'is', null).execute();
    await tx.db
      .insertInto('adminCodes')
      .values({ codeHash: hashAdminCode(code) })
      .execute();
  });
  return code;
}

/** True until an administrator has registered through a code (Account/Register-Admin records it). */
export async function awaitingFirstAdministrator(db: Database): Promise<boolean> {
  const row = await db.db
    .selectFrom('appSettings')
    .select('key')
    .where('key', '=', FIRST_ADMIN_REGISTERED)
    .executeTakeFirst();
  return !row;
}

/** GET Account/Confirm/{tempCode}: whether the code can still register an administrator. */
export async function adminCodeIsOpen(db: Database, code: string): Promise<boolean> {
  const row = await db.db
    .selectFrom('adminCodes')
    .select('id')
    .where('codeHash', '=', hashAdminCode(code))
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return !!row;
}

const INVALID_ADMIN_CODE = say('server.account.adminCodeInvalid');
export const ADMIN_REGISTERED = say('server.account.adminRegistered');
const EMAIL_TAKEN = say('server.account.emailTaken');

/**
 * POST Account/Register-Admin: uses up the code and creates an active internal administrator (R500)
 * whose e-mail counts as confirmed (the person holding the code printed by the server set it up).
 * The code row stays locked until the end, so one code registers one administrator.
 */
export async function registerAdministrator(
  db: Database,
  payload: AdminRegistrationPayload,
  passwordHash: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    const code = await tx.db
      .selectFrom('adminCodes')
      .select('id')
      .where('codeHash', '=', hashAdminCode(payload.adminCode))
      .where('usedAt', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!code) throw badRequest(INVALID_ADMIN_CODE);
    const role = await tx.db
      .selectFrom('roles')
      .select('id')
      .where('code', '=', 'R500')
      .executeTakeFirstOrThrow();
    const user = await tx.db
      .insertInto('users')
      .values({
        firstName: payload.firstName,
        lastName: payload.lastName,
        email: payload.email,
        phone: payload.phone,
        passwordHash,
        isActive: true,
        isInternal: true,
        emailConfirmed: true,
        roleId: role.id,
      })
      // The unique index on lower(email) decides, even against a registration at the same moment.
      .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!user) throw badRequest(EMAIL_TAKEN, { email: EMAIL_TAKEN });
    await tx.db.updateTable('adminCodes').set({ usedAt: new Date() }).where('id', '=', code.id).execute();
    await tx.db
      .insertInto('appSettings')
      .values({ key: FIRST_ADMIN_REGISTERED, value: new Date().toISOString() })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    await writeAudit(tx, [
      {
        kind: 'admin-change',
        userId: user.id,
        recordType: 'User',
        recordId: user.id,
        detail: { action: 'Register administrator', before: null, after: await userSnapshot(tx, user.id) },
      },
    ]);
    return user.id;
  });
}
