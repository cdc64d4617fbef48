import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, createTestApp, signIn, type TestApp } from '../../helpers/app.ts';
import { decodeMessage, linkIn } from '../../helpers/mail.ts';
import { addUser, ageTokens, mailsTo, openSessions, STRONG, STRONGER, waitForMail } from './fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FORGOT_ANSWER =
  'If an account exists for this e-mail address, a link to reset its password has been sent to it.';

const forgot = (email: string) => caller(t.app)('POST', 'Account/ForgotPassword', { email });

/** Asks for a reset and reads the link's query from the mail (the `n`-th mail to that address). */
async function resetLink(email: string, n: number) {
  expect((await forgot(email)).statusCode).toBe(200);
  const link = linkIn(await waitForMail(t, email, n), '/reset/password');
  return {
    link,
    email: link.searchParams.get('email')!,
    token: link.searchParams.get('token')!,
    isNewUser: link.searchParams.get('isNewUser') === 'true',
  };
}

const reset = (body: Record<string, unknown>) =>
  caller(t.app)('POST', 'Account/ResetPassword', {
    newPassword: STRONGER,
    confirmedPassword: STRONGER,
    currentPassword: null,
    ...body,
  });

describe('Account/ForgotPassword', () => {
  it('answers the same for an existing, an unknown and an inactive account; only the existing one gets mail', async () => {
    const user = await addUser(t);
    const inactive = await addUser(t, { isActive: false });
    const known = await forgot(user.email.toUpperCase());
    const unknown = await forgot('nobody.at.all@accounts.test');
    const off = await forgot(inactive.email);
    for (const response of [known, unknown, off]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: FORGOT_ANSWER });
    }
    await waitForMail(t, user.email);
    // Give any stray mail the time to land before asserting there is none.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsTo(t, 'nobody.at.all@accounts.test')).toHaveLength(0);
    expect(mailsTo(t, inactive.email)).toHaveLength(0);
    expect(mailsTo(t, user.email)).toHaveLength(1);
  });

  it('validates the e-mail with the shared schema', async () => {
    const response = await forgot('not-an-email');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Email is invalid.', errors: { email: 'Email is invalid.' } });
  });

  it('mails a link to /reset/password with email, token, isNewUser=false and a timeStamp 60 minutes ahead', async () => {
    const user = await addUser(t);
    const before = Date.now();
    const { link, email, token, isNewUser } = await resetLink(user.email, 1);
    // No PPMS_PUBLIC_URL here: the request's own origin (inject's Host is localhost:80).
    expect(link.origin).toBe('http://localhost');
    expect(email).toBe(user.email);
    expect(token).toMatch(/^[\w-]{40,}$/);
    expect(isNewUser).toBe(false);
    const expires = Date.parse(link.searchParams.get('timeStamp')!);
    expect(expires - before).toBeGreaterThan(59 * 60_000);
    expect(expires - before).toBeLessThan(61 * 60_000);
    // Stored hashed: the token itself is nowhere in the table.
    const rows = await t.db.db
      .selectFrom('accountTokens')
      .select('tokenHash')
      .where('userId', '=', user.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).not.toContain(token);
  });

  it('uses PPMS_PUBLIC_URL for links when it is set', async () => {
    const other = await createTestApp({ publicUrl: 'https://ppms.example.org/' });
    try {
      await caller(other.app)('POST', 'Account/ForgotPassword', { email: 'finance@ppms.demo' });
      const deadline = Date.now() + 10_000;
      while (mailsTo(other, 'finance@ppms.demo').length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(linkIn(mailsTo(other, 'finance@ppms.demo')[0], '/reset/password').origin).toBe(
        'https://ppms.example.org',
      );
    } finally {
      await other.close();
    }
  });

  it('sends at most five reset mails per account per hour, answering the same afterwards', async () => {
    const user = await addUser(t);
    for (let i = 1; i <= 5; i++) await resetLink(user.email, i);
    const sixth = await forgot(user.email);
    expect(sixth.json()).toEqual({ message: FORGOT_ANSWER });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsTo(t, user.email)).toHaveLength(5);
    await ageTokens(t, user.id, 61);
    await resetLink(user.email, 6);
  });
});

describe('Account/ResetPassword', () => {
  it('sets the password: the new one signs in, the old one no longer does, every session ends, the owner is told', async () => {
    const user = await addUser(t, { password: STRONG });
    const session = await signIn(t.app, user.email, STRONG);
    expect(await openSessions(t, user.id)).toBe(1);
    const { email, token } = await resetLink(user.email, 1);
    const response = await reset({ email, token, isNewUser: false });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Password successfully reset.' });
    expect(await openSessions(t, user.id)).toBe(0);
    expect((await caller(t.app, session)('GET', 'Dashboard')).statusCode).toBe(401);
    await signIn(t.app, user.email, STRONGER);
    const old = await caller(t.app)('POST', 'Account/Login', { email: user.email, password: STRONG });
    expect(old.statusCode).toBe(401);
    const notice = decodeMessage(await waitForMail(t, user.email, 2));
    expect(notice).toContain('Subject: PPMS: Your password was changed');
    expect(notice).toContain('was reset through an e-mailed link');
    // A reset is not an activation: the address stays as it was.
    const row = await t.db.db
      .selectFrom('users')
      .select('emailConfirmed')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.emailConfirmed).toBe(false);
  });

  it('refuses a link used once already', async () => {
    const user = await addUser(t);
    const { email, token } = await resetLink(user.email, 1);
    expect((await reset({ email, token })).statusCode).toBe(200);
    const again = await reset({
      email,
      token,
      newPassword: 'Another#Pass99',
      confirmedPassword: 'Another#Pass99',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/not valid/);
    await signIn(t.app, user.email, STRONGER);
  });

  it('refuses an expired link with the spec text', async () => {
    const user = await addUser(t);
    const { email, token } = await resetLink(user.email, 1);
    await ageTokens(t, user.id, 61);
    const response = await reset({ email, token });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Your password reset link has expired. Please submit a new request');
    await signIn(t.app, user.email, STRONG);
  });

  it('refuses a forged token, another address, and a reset token presented as an activation', async () => {
    const user = await addUser(t);
    const other = await addUser(t);
    const { email, token } = await resetLink(user.email, 1);
    const forged = await reset({ email, token: `${token.slice(0, -2)}xx` });
    const elsewhere = await reset({ email: other.email, token });
    const asActivation = await reset({ email, token, isNewUser: true });
    for (const response of [forged, elsewhere, asActivation]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/not valid/);
    }
    // None of those used the token up.
    expect((await reset({ email, token })).statusCode).toBe(200);
  });

  it('voids an older link once a newer one is sent', async () => {
    const user = await addUser(t);
    const first = await resetLink(user.email, 1);
    const second = await resetLink(user.email, 2);
    expect((await reset({ email: user.email, token: first.token })).statusCode).toBe(400);
    expect((await reset({ email: user.email, token: second.token })).statusCode).toBe(200);
  });

  it.each([
    ['fewer than 10 characters', 'Short#1Aa'],
    ['no symbol of ! @ # $', 'NoSymbolHere12'],
    ['a symbol outside ! @ # $ only', 'Percent%Sign12'],
    ['no digit', 'NoDigits#Here'],
    ['no uppercase letter', 'no#uppercase12'],
    // A symbol, a digit and a capital are three distinct characters already, so this rule never fails
    // alone; the unit tests check it on its own.
    ['fewer than 3 distinct characters', '1111111111##'],
  ])('refuses a new password with %s, and keeps the link usable', async (_rule, weak) => {
    const user = await addUser(t);
    const { email, token } = await resetLink(user.email, 1);
    const response = await reset({ email, token, newPassword: weak, confirmedPassword: weak });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'New password is invalid.',
      errors: { newPassword: 'New password is invalid.' },
    });
    expect((await reset({ email, token })).statusCode).toBe(200);
  });

  it('refuses a confirmation that differs, and a common password that meets every rule', async () => {
    const user = await addUser(t);
    const { email, token } = await resetLink(user.email, 1);
    const mismatch = await reset({ email, token, confirmedPassword: `${STRONGER}x` });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toEqual({ confirmedPassword: 'Confirm password is invalid.' });
    const common = await reset({
      email,
      token,
      newPassword: 'Password@123',
      confirmedPassword: 'Password@123',
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().errors.newPassword).toMatch(/most commonly used passwords/);
    expect((await reset({ email, token })).statusCode).toBe(200);
  });

  it('lets one of two simultaneous uses of a link succeed, never both', async () => {
    const user = await addUser(t);
    const { email, token } = await resetLink(user.email, 1);
    const answers = await Promise.all([reset({ email, token }), reset({ email, token })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
  });

  it('answers 400 with every field message for an empty body', async () => {
    const response = await caller(t.app)('POST', 'Account/ResetPassword', {});
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual([
      'confirmedPassword',
      'email',
      'newPassword',
      'token',
    ]);
  });
});
