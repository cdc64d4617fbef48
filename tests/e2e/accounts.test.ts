import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { issueAdminCode } from '../../server/domain/admin-codes.ts';
import { readOutbox } from '../helpers/app.ts';
import {
  describeBrowser,
  LoginPage,
  serve,
  servedBrowser,
  signOut as signOutOf,
} from '../helpers/browser.ts';
import { linkIn, recipientOf } from '../helpers/mail.ts';

const session = servedBrowser();

const signOut = () => signOutOf(session.browser.page, session.server.url);

/** The newest message the server's outbox holds for `email`, waiting for it to be written. */
async function mailTo(email: string, count: number): Promise<string> {
  let mails: string[] = [];
  await expect
    .poll(
      () => {
        mails = readOutbox(session.server.outbox).filter((raw) => recipientOf(raw) === email);
        return mails.length;
      },
      { timeout: 10_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return mails[count - 1];
}

/** Page object of the password fields shared by the reset, change and registration pages. */
const PasswordForm = (page: Page) => ({
  field: (label: string) => page.getByLabel(label, { exact: false }).and(page.locator('input')),
  rule: (label: string) =>
    page.getByRole('list', { name: 'Password rules' }).getByRole('listitem').filter({ hasText: label }),
  async ruleMet(label: string) {
    return (await this.rule(label).getAttribute('data-met')) === 'true';
  },
  strength: () => page.getByRole('progressbar', { name: 'Password strength' }),
});

describeBrowser('account pages in a real browser', () => {
  it('forgot password: the mailed link resets the password, and the new one signs in', async () => {
    await signOut();
    const page = session.browser.page;
    await page.goto(new URL('/', session.server.url).toString());
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Forgot Password' }).waitFor();
    await page.getByLabel('Email').fill('marketing@ppms.demo');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText(/If an account exists for this e-mail address/).waitFor();

    const link = linkIn(await mailTo('marketing@ppms.demo', 1), '/reset/password');
    expect(link.origin).toBe(new URL(session.server.url).origin);
    await page.goto(link.toString());
    const form = PasswordForm(page);
    await form.field('New password').fill('Sinkor#Beach88');
    await form.field('Confirm password').fill('Sinkor#Beach88');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('Password successfully reset.').waitFor();
    await page.getByRole('link', { name: 'Go to login' }).click();

    await LoginPage(page, session.server.url).signIn('marketing@ppms.demo', 'Sinkor#Beach88');
    await page.getByRole('button', { name: 'Mia Marketing' }).waitFor();
  });

  it('change password: the strength indicator follows the typing, Show reveals, the new password works', async () => {
    await signOut();
    const page = session.browser.page;
    await LoginPage(page, session.server.url).signIn('finance@ppms.demo');
    await page.getByRole('button', { name: 'Fred Finance' }).click();
    await page.getByRole('menuitem', { name: 'Change password' }).click();
    await page.getByRole('heading', { name: 'Change Password' }).waitFor();

    const form = PasswordForm(page);
    await form.field('Current password').fill('Demo@Pass2026');
    const password = form.field('New password');
    await password.pressSequentially('lowercase');
    expect(await form.ruleMet('At least 3 distinct characters')).toBe(true);
    expect(await form.ruleMet('At least one uppercase letter')).toBe(false);
    expect(await form.ruleMet('At least 10 characters')).toBe(false);
    await expect.poll(() => form.strength().getAttribute('aria-valuetext')).toBe('Weak: 1 of 5 rules met');
    await password.pressSequentially('Z9$');
    await expect.poll(() => form.strength().getAttribute('aria-valuetext')).toBe('Strong: 5 of 5 rules met');
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await form.field('Confirm password').fill('lowercaseZ9$');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Password successfully changed.').waitFor();

    await signOut();
    await LoginPage(page, session.server.url).signIn('finance@ppms.demo', 'lowercaseZ9$');
    await page.getByRole('button', { name: 'Fred Finance' }).waitFor();
  });

  it('shows the exact expired texts for expired reset and confirmation links', async () => {
    await signOut();
    const page = session.browser.page;
    const past = new Date(Date.now() - 60_000).toISOString();
    const reset = new URL('/reset/password', session.server.url);
    reset.search = new URLSearchParams({
      email: 'admin@ppms.demo',
      token: 'x',
      isNewUser: 'false',
      timeStamp: past,
    }).toString();
    await page.goto(reset.toString());
    await page
      .getByText('Your password reset link has expired. Please submit a new request', { exact: true })
      .waitFor();
    expect(await page.getByLabel('New password').count()).toBe(0);

    const confirm = new URL('/email/confirmation', session.server.url);
    confirm.search = new URLSearchParams({
      email: 'admin@ppms.demo',
      token: 'x',
      timestamp: past,
    }).toString();
    await page.goto(confirm.toString());
    await page
      .getByText('This link has expired. Please contact administrator to send new link.', { exact: true })
      .waitFor();
  });

  it('first administrator: the one-time address registers, then shows 404', async () => {
    await signOut();
    const page = session.browser.page;
    const code = await issueAdminCode(session.server.db);
    await page.goto(new URL(`/AdminRegister/${code}`, session.server.url).toString());
    await page.getByRole('heading', { name: 'Administrator Registration' }).waitFor();
    const form = PasswordForm(page);
    await form.field('First name').fill('Grace');
    await form.field('Last name').fill('Weah');
    await form.field('Email').fill('grace.weah@regulator.test');
    await form.field('Password').first().fill('Harbour#Lights7');
    await form.field('Confirm password').fill('Harbour#Lights7');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Administrator successfully registered. You can now sign in.').waitFor();

    await page.goto(new URL(`/AdminRegister/${code}`, session.server.url).toString());
    await page.getByRole('heading', { name: '404 Page not found.' }).waitFor();

    await LoginPage(page, session.server.url).navigate();
    await LoginPage(page, session.server.url).signIn('grace.weah@regulator.test', 'Harbour#Lights7');
    await page.getByRole('link', { name: /admin portal/i }).waitFor();
  });

  it('second factor: the e-mailed code completes the sign-in', async () => {
    const twoFactor = await serve({ twoFactor: 'internal' });
    try {
      const page = session.browser.page;
      await page.goto(twoFactor.url);
      await page.evaluate(() => localStorage.clear());
      await LoginPage(page, twoFactor.url).signIn('operations@ppms.demo');
      await page.getByText('A verification code was sent to operations@ppms.demo.').waitFor();
      let code: string | undefined;
      await expect
        .poll(
          () => {
            const mail = readOutbox(twoFactor.outbox).find(
              (raw) => recipientOf(raw) === 'operations@ppms.demo',
            );
            code = mail && /sign-in code is (\d{6})/.exec(mail)?.[1];
            return code;
          },
          { timeout: 10_000 },
        )
        .toBeTruthy();
      await page.getByLabel('Code', { exact: true }).fill(code!);
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.getByRole('button', { name: 'Olu Operations' }).waitFor();
    } finally {
      await twoFactor.close();
    }
  });
});
