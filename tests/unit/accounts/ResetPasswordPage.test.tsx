import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../helpers/renderApp.tsx';
import { api, server } from '../helpers/server.ts';

const appCodes = http.get(api('Setting/AppCodes'), () => HttpResponse.json({ rCodes: {}, pCodes: {} }));
const EXPIRED = 'Your password reset link has expired. Please submit a new request';

const link = (expiresInMs: number, extra: Record<string, string> = {}, path = '/reset/password') =>
  `${path}?${new URLSearchParams({
    email: 'ada@example.org',
    token: 'tok-123',
    isNewUser: 'false',
    timeStamp: new Date(Date.now() + expiresInMs).toISOString(),
    ...extra,
  })}`;

/** Records every ResetPassword call and answers with `answer`. */
function resetCalls(answer = () => HttpResponse.json({ message: 'Password successfully reset.' })) {
  const bodies: unknown[] = [];
  server.use(
    appCodes,
    http.post(api('Account/ResetPassword'), async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

describe('Reset password page', () => {
  it('shows the exact expired text, no form, and makes no call once timeStamp has passed', async () => {
    const bodies = resetCalls();
    renderApp(link(-60_000));
    expect(await screen.findByText(EXPIRED)).toBeTruthy();
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Submit a new request' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(bodies).toHaveLength(0);
  });

  it('opens under deeper paths too (/reset/password/*) and shows the expired text there', async () => {
    resetCalls();
    renderApp(link(-1000, {}, '/reset/password/anything'));
    expect(await screen.findByText(EXPIRED)).toBeTruthy();
  });

  it('sets the password with the link fields, the strength indicator following the typing', async () => {
    const bodies = resetCalls();
    renderApp(link(30 * 60_000));
    const user = userEvent.setup();
    const password = await screen.findByLabelText(/^New password/);
    expect(screen.getByRole('heading', { name: 'Reset Password' })).toBeTruthy();
    await user.type(password, 'Harbour#Lights7');
    expect(screen.getByText('Strong')).toBeTruthy();
    await user.type(screen.getByLabelText(/^Confirm password/), 'Harbour#Lights7');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Password successfully reset.')).toBeTruthy();
    expect(bodies).toEqual([
      {
        newPassword: 'Harbour#Lights7',
        confirmedPassword: 'Harbour#Lights7',
        currentPassword: null,
        email: 'ada@example.org',
        token: 'tok-123',
        isNewUser: false,
      },
    ]);
    expect(screen.getByRole('link', { name: 'Go to login' }).getAttribute('href')).toBe('/');
  });

  it("checks on blur with '{label} is invalid.', clears on typing, and keeps submit disabled meanwhile", async () => {
    const bodies = resetCalls();
    renderApp(link(30 * 60_000));
    const user = userEvent.setup();
    const password = await screen.findByLabelText(/^New password/);
    await user.type(password, 'weak');
    expect(screen.queryByText('New password is invalid.')).toBeNull();
    await user.tab();
    expect(await screen.findByText('New password is invalid.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reset password' }).hasAttribute('disabled')).toBe(true);
    // Tab moved into the confirmation; clicking back into the password leaves it empty: its own check.
    await user.type(password, 'X');
    expect(screen.queryByText('New password is invalid.')).toBeNull();
    expect(await screen.findByText('Confirm password is invalid.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reset password' }).hasAttribute('disabled')).toBe(true);
    // Made right, both checks pass when left, and submit is enabled again.
    await user.clear(password);
    await user.type(password, 'Harbour#Lights7');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Harbour#Lights7');
    expect(screen.queryByText('Confirm password is invalid.')).toBeNull();
    await user.tab();
    expect(screen.queryByText('New password is invalid.')).toBeNull();
    expect(screen.queryByText('Confirm password is invalid.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Reset password' }).hasAttribute('disabled')).toBe(false);
    expect(bodies).toHaveLength(0);
  });

  it("posts isNewUser for an activation link and shows the server's 400 message", async () => {
    const bodies = resetCalls(() =>
      HttpResponse.json({ message: 'This activation link is not valid.' }, { status: 400 }),
    );
    renderApp(link(30 * 60_000, { isNewUser: 'true' }));
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Set Your Password' })).toBeTruthy();
    await user.type(screen.getByLabelText(/^New password/), 'Harbour#Lights7');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Harbour#Lights7{Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain('This activation link is not valid.');
    expect(bodies).toHaveLength(1);
    expect((bodies[0] as { isNewUser: boolean }).isNewUser).toBe(true);
  });

  it('toggles every password field between hidden and shown', async () => {
    resetCalls();
    renderApp(link(30 * 60_000));
    const user = userEvent.setup();
    const password = await screen.findByLabelText(/^New password/);
    expect(password.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(password.getAttribute('type')).toBe('text');
    expect(screen.getByLabelText(/^Confirm password/).getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(password.getAttribute('type')).toBe('password'));
  });

  it('says the link is incomplete when it has no token', async () => {
    resetCalls();
    renderApp('/reset/password?email=ada%40example.org');
    expect(await screen.findByText(/This link is incomplete/)).toBeTruthy();
  });
});
