import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db/client.ts';

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
