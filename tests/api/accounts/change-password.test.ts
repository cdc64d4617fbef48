import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, createTestApp, signIn, type TestApp } from '../../helpers/app.ts';
import { decodeMessage } from '../../helpers/mail.ts';
import { addUser, openSessions, STRONG, STRONGER, waitForMail } from './fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const change = (token: string, body: Record<string, unknown>) =>
  caller(t.app, token)('POST', 'Account/ChangePassword', {
    currentPassword: STRONG,
    newPassword: STRONGER,
    confirmPassword: STRONGER,
    ...body,
  });

describe('Account/ChangePassword', () => {
  it('changes the password, keeps this session, ends the others, and tells the owner', async () => {
    const user = await addUser(t);
    const here = await signIn(t.app, user.email, STRONG);
    const elsewhere = await signIn(t.app, user.email, STRONG);
    expect(await openSessions(t, user.id)).toBe(2);

    const response = await change(here, {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Password successfully changed.' });
    expect(await openSessions(t, user.id)).toBe(1);
    expect((await caller(t.app, here)('GET', 'Dashboard')).statusCode).toBe(200);
    expect((await caller(t.app, elsewhere)('GET', 'Dashboard')).statusCode).toBe(401);
    await signIn(t.app, user.email, STRONGER);
    expect(
      (await caller(t.app)('POST', 'Account/Login', { email: user.email, password: STRONG })).statusCode,
    ).toBe(401);
    expect(decodeMessage(await waitForMail(t, user.email))).toContain('was changed. Every other session');
  });

  it('refuses a wrong current password with 400 (not 401: the user stays signed in)', async () => {
    const user = await addUser(t);
    const token = await signIn(t.app, user.email, STRONG);
    const response = await change(token, { currentPassword: 'Wrong#Password1' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'The current password is incorrect.',
      errors: { currentPassword: 'The current password is incorrect.' },
    });
    expect((await caller(t.app, token)('GET', 'Dashboard')).statusCode).toBe(200);
    await signIn(t.app, user.email, STRONG);
  });

  it('stops guessing: after five wrong current passwords it answers 429, even to the right one', async () => {
    const user = await addUser(t);
    const token = await signIn(t.app, user.email, STRONG);
    for (let i = 0; i < 5; i++) {
      expect((await change(token, { currentPassword: `Wrong#Guess${i}x` })).statusCode).toBe(400);
    }
    expect((await change(token, {})).statusCode).toBe(429);
  });

  it.each([
    ['fewer than 10 characters', 'Ab1#cdefg'],
    ['no symbol of ! @ # $', 'Abcdefgh12'],
    ['no digit', 'Abcdefgh#!'],
    ['no uppercase letter', 'abcdefgh#1'],
    ['fewer than 3 distinct characters (with other rules unmet too)', 'aaaaaaaaaaaa'],
  ])('refuses a new password with %s', async (_rule, weak) => {
    const user = await addUser(t);
    const token = await signIn(t.app, user.email, STRONG);
    const response = await change(token, { newPassword: weak, confirmPassword: weak });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ newPassword: 'New password is invalid.' });
    await signIn(t.app, user.email, STRONG);
  });

  it('refuses a confirmation that differs, the current password again, and a common password', async () => {
    const user = await addUser(t);
    const token = await signIn(t.app, user.email, STRONG);
    const mismatch = await change(token, { confirmPassword: 'Something#Else1' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toEqual({ confirmPassword: 'Confirm password is invalid.' });
    const same = await change(token, { newPassword: STRONG, confirmPassword: STRONG });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe('The new password must be different from the current password.');
    const common = await change(token, { newPassword: 'Welcome@2026', confirmPassword: 'Welcome@2026' });
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toMatch(/most commonly used passwords/);
    await signIn(t.app, user.email, STRONG);
  });

  it('needs a signed-in user', async () => {
    const response = await caller(t.app)('POST', 'Account/ChangePassword', {
      currentPassword: STRONG,
      newPassword: STRONGER,
      confirmPassword: STRONGER,
    });
    expect(response.statusCode).toBe(401);
  });
});
