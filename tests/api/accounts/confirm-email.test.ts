import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMailContext } from '../../../server/domain/account-mail.ts';
import { sendEmailConfirmation } from '../../../server/domain/email-confirmation.ts';
import { caller, createTestApp, type TestApp } from '../../helpers/app.ts';
import { decodeMessage, linkIn } from '../../helpers/mail.ts';
import { addUser, ageTokens, mailsTo, waitForMail } from './fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://console.example.org' });
});
afterAll(() => t.close());

/** What PUT User does after changing an e-mail: the exported function, then the mailed link. */
async function confirmationLink(userId: number, email: string, n = 1) {
  await sendEmailConfirmation(accountMailContext(t.app), userId);
  return linkIn(await waitForMail(t, email, n), '/email/confirmation');
}

const confirm = (link: URL) =>
  caller(t.app)('POST', 'Account/ConfirmEmail', {
    email: link.searchParams.get('email'),
    token: link.searchParams.get('token'),
  });

const emailConfirmed = async (userId: number) =>
  (
    await t.db.db
      .selectFrom('users')
      .select('emailConfirmed')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow()
  ).emailConfirmed;

describe('Account/ConfirmEmail', () => {
  it('confirms the address through the mailed link (email, token, timestamp), once', async () => {
    const user = await addUser(t);
    const link = await confirmationLink(user.id, user.email);
    expect(link.origin).toBe('https://console.example.org');
    expect(link.searchParams.get('email')).toBe(user.email);
    expect(Date.parse(link.searchParams.get('timestamp')!)).toBeGreaterThan(Date.now() + 71 * 3_600_000);
    expect(decodeMessage(await waitForMail(t, user.email))).toContain(
      'Subject: PPMS: Confirm your e-mail address',
    );

    const response = await confirm(link);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Email successfully confirmed.' });
    expect(await emailConfirmed(user.id)).toBe(true);

    const again = await confirm(link);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/not valid/);
  });

  it('refuses an expired link with the spec text and leaves the address unconfirmed', async () => {
    const user = await addUser(t);
    const link = await confirmationLink(user.id, user.email);
    await ageTokens(t, user.id, 72 * 60 + 1);
    const response = await confirm(link);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'This link has expired. Please contact administrator to send new link.',
    );
    expect(await emailConfirmed(user.id)).toBe(false);
  });

  it('refuses a link for an address the user no longer has', async () => {
    const user = await addUser(t);
    const link = await confirmationLink(user.id, user.email);
    await t.db.db
      .updateTable('users')
      .set({ email: `moved.${user.email}` })
      .where('id', '=', user.id)
      .execute();
    expect((await confirm(link)).statusCode).toBe(400);
    expect(await emailConfirmed(user.id)).toBe(false);
  });

  it('refuses a forged token and an older link once a newer one is sent', async () => {
    const user = await addUser(t);
    const first = await confirmationLink(user.id, user.email, 1);
    const second = await confirmationLink(user.id, user.email, 2);
    const forged = new URL(second);
    forged.searchParams.set('token', 'A'.repeat(43));
    expect((await confirm(forged)).statusCode).toBe(400);
    expect((await confirm(first)).statusCode).toBe(400);
    expect(await emailConfirmed(user.id)).toBe(false);
    expect((await confirm(second)).statusCode).toBe(200);
  });

  it('writes the token inside the caller transaction: nothing is sent when it rolls back', async () => {
    const user = await addUser(t);
    await expect(
      t.db.transaction(async (tx) => {
        await sendEmailConfirmation(accountMailContext(t.app, undefined, tx), user.id);
        throw new Error('the edit failed');
      }),
    ).rejects.toThrow('the edit failed');
    const tokens = await t.db.db
      .selectFrom('accountTokens')
      .select('id')
      .where('userId', '=', user.id)
      .execute();
    expect(tokens).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsTo(t, user.email)).toHaveLength(0);
  });

  it('answers 400 for a missing token or a bad e-mail', async () => {
    const response = await caller(t.app)('POST', 'Account/ConfirmEmail', { email: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      email: 'Email is invalid.',
      token: 'The link is incomplete: it has no token.',
    });
  });
});
