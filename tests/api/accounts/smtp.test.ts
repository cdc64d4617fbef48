import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, createTestApp, type TestApp } from '../../helpers/app.ts';
import { decodeMessage, linkIn, recipientOf, type SmtpSink, startSmtpSink } from '../../helpers/mail.ts';
import { addUser } from './fixtures.ts';

// The app configured with SMTP_URL against a real SMTP server on loopback, with the second factor on
// for internal users: every mail of this file (codes, activation, reset) travels over SMTP.
let sink: SmtpSink;
let t: TestApp;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${sink.port}?ignoreTLS=true`, twoFactor: 'internal' });
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

const to = (email: string) => (raw: string) => recipientOf(raw).toLowerCase() === email.toLowerCase();

/** Sign-in with the code that arrives by SMTP. */
async function signInWithCode(email: string, password: string): Promise<string> {
  const call = caller(t.app);
  const from = sink.messages.length;
  const first = await call('POST', 'Account/Login', { email, password });
  expect(first.json()).toEqual({ shouldVerify: true });
  const mail = decodeMessage(await sink.waitFor(to(email), from));
  const code = /sign-in code is (\d{6})/.exec(mail)?.[1];
  expect(code).toBeTruthy();
  const second = await call('POST', 'Account/Login2F', { email, password, code });
  expect(second.statusCode).toBe(200);
  return second.json().token;
}

/** Follows a mailed /reset/password link the way the page does: every field from its query. */
const followLink = (link: URL, password: string) =>
  caller(t.app)('POST', 'Account/ResetPassword', {
    newPassword: password,
    confirmedPassword: password,
    currentPassword: link.searchParams.get('currentPassword'),
    email: link.searchParams.get('email'),
    token: link.searchParams.get('token'),
    isNewUser: link.searchParams.get('isNewUser') === 'true',
  });

describe('mail over a real SMTP server', () => {
  it('activation: the admin signs in with an SMTP code, the new user gets the link, sets a password and signs in', async () => {
    const admin = await signInWithCode('admin@ppms.demo', 'Demo@Pass2026');
    const user = await addUser(t, { password: null, role: 'R200' });
    const from = sink.messages.length;
    const sent = await caller(t.app, admin)('POST', 'Account/Activation', { userId: user.id });
    expect(sent.json()).toEqual({ message: 'Account activation email sent.' });

    const raw = await sink.waitFor(to(user.email), from);
    expect(decodeMessage(raw)).toContain('Subject: PPMS: Activate your account');
    const link = linkIn(raw, '/reset/password');
    expect(link.searchParams.get('isNewUser')).toBe('true');
    const set = await followLink(link, 'Bong#Mines2031');
    expect(set.json()).toEqual({ message: 'Password successfully reset.' });

    const token = await signInWithCode(user.email, 'Bong#Mines2031');
    const profile = await caller(t.app, token)('GET', `User/${user.id}`);
    expect(profile.json().userDetail.email).toBe(user.email);
  });

  it('forgot password: the reset link arrives by SMTP, sets a new password, and the owner is told', async () => {
    const user = await addUser(t, { role: 'R100' });
    const from = sink.messages.length;
    const asked = await caller(t.app)('POST', 'Account/ForgotPassword', { email: user.email });
    expect(asked.statusCode).toBe(200);
    const link = linkIn(await sink.waitFor(to(user.email), from), '/reset/password');
    expect(link.searchParams.get('isNewUser')).toBe('false');

    const after = sink.messages.length;
    expect((await followLink(link, 'Sinkor#Beach88')).statusCode).toBe(200);
    const notice = decodeMessage(await sink.waitFor(to(user.email), after));
    expect(notice).toContain('Your password was changed');

    // An external user: no second factor in 'internal' mode.
    const login = await caller(t.app)('POST', 'Account/Login', {
      email: user.email,
      password: 'Sinkor#Beach88',
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().token).toBeTruthy();
  });
});
