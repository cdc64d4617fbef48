import { sql } from 'kysely';
import { hashPassword } from '../../../server/domain/passwords.ts';
import { readOutbox, type TestApp } from '../../helpers/app.ts';
import { recipientOf } from '../../helpers/mail.ts';

/** A password that meets every rule and is on no common list. */
export const STRONG = 'Harbour#Lights7';
export const STRONGER = 'Paynesville$Road42';

let counter = 0;

/** A new user straight in the database (the admin's registration is another area's call). */
export async function addUser(
  t: TestApp,
  options: { role?: string; password?: string | null; isActive?: boolean; emailConfirmed?: boolean } = {},
) {
  counter += 1;
  const email = `user${counter}.${Date.now()}@accounts.test`;
  const role = await t.db.db
    .selectFrom('roles')
    .select(['id', 'isInternal'])
    .where('code', '=', options.role ?? 'R200')
    .executeTakeFirstOrThrow();
  const row = await t.db.db
    .insertInto('users')
    .values({
      firstName: 'Test',
      lastName: `User${counter}`,
      email,
      isInternal: role.isInternal,
      roleId: role.id,
      isActive: options.isActive ?? true,
      emailConfirmed: options.emailConfirmed ?? false,
      passwordHash: options.password === null ? null : await hashPassword(options.password ?? STRONG),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, email };
}

/** The messages sent to `email` so far, oldest first. */
export const mailsTo = (t: TestApp, email: string) =>
  readOutbox(t.outbox).filter((raw) => recipientOf(raw).toLowerCase() === email.toLowerCase());

/** Waits for the `count`-th message to `email` (mail after commit may land a moment after the answer). */
export async function waitForMail(t: TestApp, email: string, count = 1): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mails = mailsTo(t, email);
    if (mails.length >= count) return mails[count - 1];
    if (Date.now() > deadline)
      throw new Error(`expected ${count} message(s) to ${email}, got ${mails.length}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Moves every token of the user `minutes` into the past (expiry included). */
export async function ageTokens(t: TestApp, userId: number, minutes: number) {
  await sql`update account_tokens set expires_at = expires_at - make_interval(mins => ${minutes}::int),
    created_at = created_at - make_interval(mins => ${minutes}::int) where user_id = ${userId}`.execute(
    t.db.db,
  );
}

export const openSessions = async (t: TestApp, userId: number) =>
  (
    await t.db.db
      .selectFrom('sessions')
      .select('id')
      .where('userId', '=', userId)
      .where('endedAt', 'is', null)
      .execute()
  ).length;
