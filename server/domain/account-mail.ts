import type { FastifyInstance, FastifyRequest } from 'fastify';
import { msg } from '../../schemas/i18n/msg.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { AccountTokenPurpose } from '../db/types.ts';
import { notFound } from '../errors.ts';
import { issueAccountToken, TOKEN_LIFETIME_MINUTES } from './account-tokens.ts';
import { type Mailer, productMail } from './mail.ts';

/**
 * What sending an account link needs. `db` may be a transaction: the token is then written in it and
 * the mail leaves only once it commits (Database.transaction joins the caller's transaction).
 */
export interface AccountMailContext {
  db: Database;
  mailer: Mailer;
  /** The console's address, without a trailing slash: links are `${baseUrl}/reset/password?...`. */
  baseUrl: string;
}

/**
 * PPMS_PUBLIC_URL when set; otherwise the origin the request came to. Production should set
 * PPMS_PUBLIC_URL: a forged Host header on a forgot-password call would otherwise put a foreign
 * address into the link mailed to the real owner.
 */
export function publicBaseUrl(config: Pick<Config, 'publicUrl'>, request?: FastifyRequest): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, '');
  if (request) return `${request.protocol}://${request.host}`;
  return 'http://localhost';
}

/** The context for a route: the app's mailer, its database (or the given transaction), the base URL. */
export const accountMailContext = (
  app: FastifyInstance,
  request?: FastifyRequest,
  db: Database = app.db,
): AccountMailContext => ({ db, mailer: app.mailer, baseUrl: publicBaseUrl(app.config, request) });

export const hours = (purpose: AccountTokenPurpose) => TOKEN_LIFETIME_MINUTES[purpose] / 60;

/** The spec's reset page reads email, token, isNewUser and timeStamp (the link's expiry) from the query. */
export function passwordLink(
  baseUrl: string,
  email: string,
  token: string,
  isNewUser: boolean,
  expiresAt: Date,
) {
  const query = new URLSearchParams({
    email,
    token,
    isNewUser: String(isNewUser),
    timeStamp: expiresAt.toISOString(),
  });
  return `${baseUrl}/reset/password?${query}`;
}

/** The spec's confirm page reads email, token and timestamp (lowercase s) from the query. */
export function confirmationLink(baseUrl: string, email: string, token: string, expiresAt: Date) {
  const query = new URLSearchParams({ email, token, timestamp: expiresAt.toISOString() });
  return `${baseUrl}/email/confirmation?${query}`;
}

/** The user a link is for, locked until the transaction ends; 404 when there is none. */
export async function lockRecipient(tx: Database, userId: number) {
  const user = await tx.db
    .selectFrom('users')
    .select(['id', 'email', 'firstName'])
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  if (!user) throw notFound(msg('the.user'));
  return user;
}

/**
 * Account activation (POST Account/Activation): a link where the user sets a first password, which
 * also confirms the address. Valid 72 hours; a newer one voids it.
 */
export async function sendActivation(ctx: AccountMailContext, userId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const user = await lockRecipient(tx, userId);
    const { token, expiresAt } = await issueAccountToken(tx, user.id, 'activation', user.email);
    const url = passwordLink(ctx.baseUrl, user.email, token, true, expiresAt);
    tx.onCommit(() =>
      ctx.mailer.send(
        productMail(
          user.email,
          'Activate your account',
          [
            `Hello ${user.firstName},`,
            'An account has been created for you in the Petroleum Products Management System.',
            `Open the link below to set your password. It works once and expires in ${hours('activation')} hours.`,
          ],
          { label: 'Set your password', url },
        ),
      ),
    );
  });
}

/**
 * Password reset for a known user. The mail is not awaited: forgot-password answers in the same time
 * whether or not the account exists, however slow the mail server is.
 */
export async function sendPasswordReset(
  ctx: AccountMailContext,
  user: { id: number; email: string; firstName: string },
  onMailError: (error: unknown) => void,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const { token, expiresAt } = await issueAccountToken(tx, user.id, 'reset', user.email);
    const url = passwordLink(ctx.baseUrl, user.email, token, false, expiresAt);
    tx.onCommit(() => {
      ctx.mailer
        .send(
          productMail(
            user.email,
            'Reset your password',
            [
              `Hello ${user.firstName},`,
              'Someone asked to reset the password of your account. If it was you, open the link below.',
              `It works once and expires in ${TOKEN_LIFETIME_MINUTES.reset} minutes.`,
              'If it was not you, ignore this message: your password stays as it is.',
            ],
            { label: 'Reset my password', url },
          ),
        )
        .catch(onMailError);
    });
  });
}

const CHANGE_TEXT = {
  reset: 'was reset through an e-mailed link. Every session of the account was signed out.',
  set: 'was set through your activation link. Every earlier session of the account was signed out.',
  changed: 'was changed. Every other session of the account was signed out.',
} as const;

/** Sent after any password change, so an owner who did not make it hears of it. */
export const passwordChangedMail = (
  user: { email: string; firstName: string },
  how: keyof typeof CHANGE_TEXT,
) =>
  productMail(user.email, 'Your password was changed', [
    `Hello ${user.firstName},`,
    `On ${new Date().toUTCString()} the password of your account ${CHANGE_TEXT[how]}`,
    'If you did not do this, contact your administrator at once.',
  ]);
