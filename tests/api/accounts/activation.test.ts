import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, createTestApp, signIn, type TestApp } from '../../helpers/app.ts';
import { decodeMessage, linkIn } from '../../helpers/mail.ts';
import { addUser, ageTokens, STRONG, waitForMail } from './fixtures.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'admin@ppms.demo');
});
afterAll(() => t.close());

const activate = (userId: unknown, token = admin) =>
  caller(t.app, token)('POST', 'Account/Activation', { userId });

/** Sends the activation mail (the `n`-th mail to that user) and reads its link. */
async function activationLink(user: { id: number; email: string }, n = 1) {
  const response = await activate(user.id);
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ message: 'Account activation email sent.' });
  return linkIn(await waitForMail(t, user.email, n), '/reset/password');
}

const setPassword = (link: URL, password = STRONG, isNewUser = true) =>
  caller(t.app)('POST', 'Account/ResetPassword', {
    newPassword: password,
    confirmedPassword: password,
    currentPassword: link.searchParams.get('currentPassword'),
    email: link.searchParams.get('email'),
    token: link.searchParams.get('token'),
    isNewUser,
  });

const emailConfirmed = async (userId: number) =>
  (
    await t.db.db
      .selectFrom('users')
      .select('emailConfirmed')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow()
  ).emailConfirmed;

describe('Account/Activation', () => {
  it('mails a new user a link with isNewUser=true, valid 72 hours; the first password confirms the e-mail', async () => {
    const user = await addUser(t, { password: null });
    const before = Date.now();
    const link = await activationLink(user);
    expect(link.searchParams.get('isNewUser')).toBe('true');
    expect(link.searchParams.get('email')).toBe(user.email);
    const hours = (Date.parse(link.searchParams.get('timeStamp')!) - before) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThan(72.1);
    expect(decodeMessage(await waitForMail(t, user.email))).toContain('Subject: PPMS: Activate your account');
    expect(await emailConfirmed(user.id)).toBe(false);

    const response = await setPassword(link);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Password successfully reset.' });
    expect(await emailConfirmed(user.id)).toBe(true);
    await signIn(t.app, user.email, STRONG);
  });

  it('refuses the activation link as a reset link, after use, and after 72 hours', async () => {
    const user = await addUser(t, { password: null });
    const link = await activationLink(user);
    expect((await setPassword(link, STRONG, false)).statusCode).toBe(400);
    await ageTokens(t, user.id, 72 * 60 + 1);
    const expired = await setPassword(link);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(
      'This link has expired. Please contact administrator to send new link.',
    );

    const fresh = await activationLink(user, 2);
    expect((await setPassword(fresh)).statusCode).toBe(200);
    const reused = await setPassword(fresh, 'Second#Try2026');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toMatch(/not valid/);
  });

  it('voids the earlier activation link when it is sent again', async () => {
    const user = await addUser(t, { password: null });
    const first = await activationLink(user, 1);
    const second = await activationLink(user, 2);
    expect((await setPassword(first)).statusCode).toBe(400);
    expect((await setPassword(second)).statusCode).toBe(200);
  });

  it('is for administrators only: 401 signed out, 403 for other roles', async () => {
    const user = await addUser(t, { password: null });
    expect((await caller(t.app)('POST', 'Account/Activation', { userId: user.id })).statusCode).toBe(401);
    const finance = await signIn(t.app, 'finance@ppms.demo');
    expect((await activate(user.id, finance)).statusCode).toBe(403);
  });

  it('answers 404 for an unknown user and 400 for a user id that is not one', async () => {
    const unknown = await activate(999_999);
    expect(unknown.statusCode).toBe(404);
    for (const bad of ['abc', -1, 1.5, 99_999_999_999, null]) {
      const response = await activate(bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('User is invalid.');
    }
  });
});
