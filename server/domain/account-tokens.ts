import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../db/client.ts';
import type { AccountTokenPurpose } from '../db/types.ts';

/** How long each kind of e-mailed link works. */
export const TOKEN_LIFETIME_MINUTES: Record<AccountTokenPurpose, number> = {
  reset: 60,
  activation: 72 * 60,
  email: 72 * 60,
};

// 32 random bytes: unguessable, so a plain SHA-256 (no salt, no slow hash) is enough to store it.
const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

/**
 * A new single-use token for `purpose`, sent to `email`. The user's earlier unused tokens of the same
 * purpose stop working, so only the newest link in their mailbox opens anything.
 */
export async function issueAccountToken(
  tx: Database,
  userId: number,
  purpose: AccountTokenPurpose,
  email: string,
): Promise<IssuedToken> {
  tx.assertTransaction();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + TOKEN_LIFETIME_MINUTES[purpose] * 60_000);
  await tx.db
    .updateTable('accountTokens')
    .set({ usedAt: new Date() })
    .where('userId', '=', userId)
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .execute();
  await tx.db
    .insertInto('accountTokens')
    .values({ userId, purpose, tokenHash: hashToken(token), email, expiresAt })
    .execute();
  return { token, expiresAt };
}

export type TokenOutcome = { ok: true; userId: number } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * Uses up a token: it must exist, have this purpose, be unused, belong to the user who holds `email`
 * now, and have been sent to that address. An expired token is reported as such (the page says so);
 * anything else is 'invalid' without saying why. The row stays locked until the transaction ends, so
 * two uses of one link cannot both succeed.
 */
export async function consumeAccountToken(
  tx: Database,
  purpose: AccountTokenPurpose,
  email: string,
  token: string,
): Promise<TokenOutcome> {
  tx.assertTransaction();
  const row = await tx.db
    .selectFrom('accountTokens as t')
    .innerJoin('users as u', 'u.id', 't.userId')
    .select(['t.id', 't.userId', 't.usedAt', 't.expiresAt'])
    .where('t.tokenHash', '=', hashToken(token))
    .where('t.purpose', '=', purpose)
    .where(sql`lower(t.email)`, '=', email.toLowerCase())
    .where(sql`lower(u.email)`, '=', email.toLowerCase())
    .forUpdate('t')
    .executeTakeFirst();
  if (!row || row.usedAt) return { ok: false, reason: 'invalid' };
  // The app's clock, as when the token was issued and its link's timeStamp written.
  if (row.expiresAt.getTime() <= Date.now()) return { ok: false, reason: 'expired' };
  await tx.db.updateTable('accountTokens').set({ usedAt: new Date() }).where('id', '=', row.id).execute();
  return { ok: true, userId: row.userId };
}

/** How many tokens of `purpose` the user was sent recently (to keep forgot-password from mail-bombing). */
export async function recentTokenCount(
  db: Database,
  userId: number,
  purpose: AccountTokenPurpose,
  minutes: number,
): Promise<number> {
  const row = await db.db
    .selectFrom('accountTokens')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('userId', '=', userId)
    .where('purpose', '=', purpose)
    .where('createdAt', '>', new Date(Date.now() - minutes * 60_000))
    .executeTakeFirstOrThrow();
  return row.count;
}
