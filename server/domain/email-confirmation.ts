import type { ConfirmEmailPayload } from '../../schemas/account.ts';
import type { Message } from '../../schemas/i18n/message.ts';
import { msg } from '../../schemas/i18n/msg.ts';
import { badRequest } from '../errors.ts';
import { say } from '../i18n/index.ts';
import { type AccountMailContext, confirmationLink, hours, lockRecipient } from './account-mail.ts';
import { consumeAccountToken, issueAccountToken } from './account-tokens.ts';
import { productMail } from './mail.ts';

const EMAIL_CONFIRMED = say('server.account.emailConfirmed');
const INVALID_CONFIRMATION_LINK = say('server.account.confirmationInvalid');

/**
 * Mails the user a link to /email/confirmation that confirms their current address (valid 72 hours;
 * a newer one voids it). For PUT User after an administrator changes a user's e-mail: call it with
 * `accountMailContext(app, request, tx)` inside that transaction, so the token is written with the
 * change and the mail leaves only once it commits.
 */
export async function sendEmailConfirmation(ctx: AccountMailContext, userId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const user = await lockRecipient(tx, userId);
    const { token, expiresAt } = await issueAccountToken(tx, user.id, 'email', user.email);
    const url = confirmationLink(ctx.baseUrl, user.email, token, expiresAt);
    tx.onCommit(() =>
      ctx.mailer.send(
        productMail(
          user.email,
          'Confirm your e-mail address',
          [
            `Hello ${user.firstName},`,
            'Your e-mail address in the Petroleum Products Management System was set to this one.',
            `Open the link below to confirm it. It works once and expires in ${hours('email')} hours.`,
          ],
          { label: 'Confirm my e-mail address', url },
        ),
      ),
    );
  });
}

/** POST Account/ConfirmEmail: the link's token confirms the address it was sent to, once. */
export async function confirmEmail(
  ctx: Pick<AccountMailContext, 'db'>,
  payload: ConfirmEmailPayload,
): Promise<{ message: Message }> {
  await ctx.db.transaction(async (tx) => {
    const outcome = await consumeAccountToken(tx, 'email', payload.email, payload.token);
    if (!outcome.ok) {
      throw badRequest(outcome.reason === 'expired' ? msg('spec.linkExpired') : INVALID_CONFIRMATION_LINK);
    }
    await tx.db.updateTable('users').set({ emailConfirmed: true }).where('id', '=', outcome.userId).execute();
  });
  return { message: EMAIL_CONFIRMED };
}
