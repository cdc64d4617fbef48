import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type {
  ChangePasswordPayload,
  ForgotPasswordPayload,
  ResetPasswordPayload,
} from '../../schemas/account.ts';
import type { Message } from '../../schemas/i18n/message.ts';
import { msg } from '../../schemas/i18n/msg.ts';
import { badRequest, unauthorized } from '../errors.ts';
import { say } from '../i18n/index.ts';
import { type AccountMailContext, passwordChangedMail, sendPasswordReset } from './account-mail.ts';
import { consumeAccountToken, recentTokenCount } from './account-tokens.ts';
import { writeAudit } from './audit/write.ts';
import { assertUncommonPassword } from './common-passwords.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { endUserSessions } from './sessions.ts';
import { assertNotThrottled, clearFailures, recordFailure } from './sign-in-throttle.ts';

const FORGOT_PASSWORD_ANSWER = say('server.account.resetRequested');
const PASSWORD_CHANGED = say('server.account.passwordChanged');
const WRONG_CURRENT_PASSWORD = say('server.account.wrongCurrentPassword');
const SAME_PASSWORD = say('server.account.samePassword');

const INVALID_RESET_LINK = say('server.account.resetLinkInvalid');
const INVALID_ACTIVATION_LINK = say('server.account.activationLinkInvalid');

/** At most this many reset mails per account per hour; more requests get the same answer and no mail. */
const RESET_MAILS_PER_HOUR = 5;

/**
 * POST Account/ForgotPassword. The answer is the same whether or not the address belongs to an
 * account, so the call cannot be used to find out who has one; only a real, active account gets mail.
 */
export async function requestPasswordReset(
  ctx: AccountMailContext,
  payload: ForgotPasswordPayload,
  log: FastifyBaseLogger,
): Promise<{ message: Message }> {
  const user = await ctx.db.db
    .selectFrom('users')
    .select(['id', 'email', 'firstName', 'isActive'])
    .where(sql`lower(email)`, '=', payload.email.toLowerCase())
    .executeTakeFirst();
  if (user?.isActive && (await recentTokenCount(ctx.db, user.id, 'reset', 60)) < RESET_MAILS_PER_HOUR) {
    await sendPasswordReset(ctx, user, (error) => log.error({ err: error }, 'password reset mail failed'));
  }
  return { message: FORGOT_PASSWORD_ANSWER };
}

/**
 * POST Account/ResetPassword: sets a password through an e-mailed link. isNewUser says which link:
 * activation (first password; it also confirms the address it was mailed to) or reset. Either way
 * every session of the user ends and the owner is told by mail.
 */
export async function resetPassword(
  ctx: AccountMailContext,
  payload: ResetPasswordPayload,
  ip: string,
): Promise<{ message: Message }> {
  assertUncommonPassword(payload.newPassword, 'newPassword');
  const purpose = payload.isNewUser ? 'activation' : 'reset';
  // Hashing is slow on purpose; done before the transaction so no row stays locked meanwhile.
  const passwordHash = await hashPassword(payload.newPassword);
  await ctx.db.transaction(async (tx) => {
    const outcome = await consumeAccountToken(tx, purpose, payload.email, payload.token);
    if (!outcome.ok) {
      const message =
        outcome.reason === 'expired'
          ? purpose === 'reset'
            ? msg('spec.resetLinkExpired')
            : msg('spec.linkExpired')
          : purpose === 'reset'
            ? INVALID_RESET_LINK
            : INVALID_ACTIVATION_LINK;
      throw badRequest(message);
    }
    const user = await tx.db
      .updateTable('users')
      .set({ passwordHash, ...(purpose === 'activation' ? { emailConfirmed: true } : {}) })
      .where('id', '=', outcome.userId)
      .returning(['id', 'email', 'firstName'])
      .executeTakeFirstOrThrow();
    await endUserSessions(tx, user.id);
    // The owner proved control of the mailbox: their own address's failures for the account no longer
    // hold them back (another address's stay counted).
    await clearFailures(tx, user.email, ip);
    await writeAudit(tx, [{ kind: 'password-reset', userId: user.id, detail: { purpose } }]);
    tx.onCommit(() => ctx.mailer.send(passwordChangedMail(user, purpose === 'reset' ? 'reset' : 'set')));
  });
  return { message: msg('spec.passwordReset') };
}

/**
 * Wrong current passwords count as failed sign-ins of the account from this address (the same
 * throttle as Account/Login), so a stolen session cannot be used to guess the password at leisure.
 */
async function assertCurrentPassword(
  ctx: AccountMailContext,
  user: { email: string; passwordHash: string | null },
  password: string,
  ip: string,
) {
  await assertNotThrottled(ctx.db, user.email, ip);
  if (!(await verifyPassword(password, user.passwordHash))) {
    await recordFailure(ctx.db, user.email, ip);
    throw badRequest(WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD });
  }
}

/**
 * POST Account/ChangePassword for the signed-in user: the current password must be right (a 400 the
 * page shows, not a 401 that would sign the user out). Every other session ends; this one stays.
 */
export async function changePassword(
  ctx: AccountMailContext,
  caller: { id: number; sessionId: string; ip: string },
  payload: ChangePasswordPayload,
): Promise<{ message: Message }> {
  const user = await ctx.db.db
    .selectFrom('users')
    .select(['id', 'email', 'firstName', 'passwordHash'])
    .where('id', '=', caller.id)
    .executeTakeFirst();
  if (!user) throw unauthorized();
  await assertCurrentPassword(ctx, user, payload.currentPassword, caller.ip);
  if (payload.newPassword === payload.currentPassword) {
    throw badRequest(SAME_PASSWORD, { newPassword: SAME_PASSWORD });
  }
  assertUncommonPassword(payload.newPassword, 'newPassword');
  const passwordHash = await hashPassword(payload.newPassword);
  await ctx.db.transaction(async (tx) => {
    // Only if the password is still the one just checked (a concurrent change would have replaced it).
    const changed = await tx.db
      .updateTable('users')
      .set({ passwordHash })
      .where('id', '=', user.id)
      .where('passwordHash', '=', user.passwordHash)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) {
      throw badRequest(WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD });
    }
    await endUserSessions(tx, user.id, caller.sessionId);
    await writeAudit(tx, [{ kind: 'password-change', userId: user.id }]);
    tx.onCommit(() => ctx.mailer.send(passwordChangedMail(user, 'changed')));
  });
  return { message: PASSWORD_CHANGED };
}
