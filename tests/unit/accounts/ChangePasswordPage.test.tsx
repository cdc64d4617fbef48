import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../helpers/renderApp.tsx';
import { api, server } from '../helpers/server.ts';
import { makeUser, signIn } from '../helpers/tokens.ts';

const appCodes = http.get(api('Setting/AppCodes'), () => HttpResponse.json({ rCodes: {}, pCodes: {} }));

function changeCalls(answer: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    appCodes,
    http.post(api('Account/ChangePassword'), async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

const ruleMet = (label: string) => screen.getByText(label).closest('li')!.getAttribute('data-met') === 'true';

describe('Change password page', () => {
  it('follows the rules live in the strength indicator and changes the password', async () => {
    signIn(makeUser());
    const bodies = changeCalls(() => HttpResponse.json({ message: 'Password successfully changed.' }));
    renderApp('/change-password');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Current password/), 'Old#Password1');
    const password = screen.getByLabelText(/^New password/);
    await user.type(password, 'abc');
    expect(ruleMet('At least 3 distinct characters')).toBe(true);
    expect(ruleMet('At least one uppercase letter')).toBe(false);
    await user.type(password, 'D');
    expect(ruleMet('At least one uppercase letter')).toBe(true);
    expect(ruleMet('At least one digit')).toBe(false);
    await user.type(password, 'efgh1$');
    expect(ruleMet('At least one digit')).toBe(true);
    expect(ruleMet('At least one of ! @ # $')).toBe(true);
    expect(ruleMet('At least 10 characters')).toBe(true);
    expect(screen.getByText('Strong')).toBeTruthy();
    await user.type(screen.getByLabelText(/^Confirm password/), 'abcDefgh1$');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password successfully changed.')).toBeTruthy();
    expect(bodies).toEqual([
      { currentPassword: 'Old#Password1', newPassword: 'abcDefgh1$', confirmPassword: 'abcDefgh1$' },
    ]);
    // The form is emptied for safety.
    expect((screen.getByLabelText(/^New password/) as HTMLInputElement).value).toBe('');
  });

  it('shows a wrong current password on the field and in the danger banner, staying signed in', async () => {
    signIn(makeUser());
    const message = 'The current password is incorrect.';
    changeCalls(() => HttpResponse.json({ message, errors: { currentPassword: message } }, { status: 400 }));
    renderApp('/change-password');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Current password/), 'Wrong#Password1');
    await user.type(screen.getByLabelText(/^New password/), 'Harbour#Lights7');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Harbour#Lights7{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getAllByText(message)).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Change Password' })).toBeTruthy();
  });

  it('refuses to submit a weak password: the fields say invalid and no call is made', async () => {
    signIn(makeUser());
    const bodies = changeCalls(() => HttpResponse.json({ message: 'never' }));
    renderApp('/change-password');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Current password/), 'Old#Password1');
    await user.type(screen.getByLabelText(/^New password/), 'short');
    await user.type(screen.getByLabelText(/^Confirm password/), 'short{Enter}');
    expect(await screen.findByText('New password is invalid.')).toBeTruthy();
    expect(bodies).toHaveLength(0);
  });

  it('links to it from the profile page, which shows name, e-mail, roles and permissions', async () => {
    signIn(makeUser({ id: 7 }));
    server.use(
      appCodes,
      http.get(api('User/7'), () =>
        HttpResponse.json({
          userDetail: {
            userId: 7,
            firstName: 'Ada',
            lastName: 'Kollie',
            fullName: 'Ada Kollie',
            email: 'ada@example.org',
            roles: [{ name: 'Importer' }],
            permissions: [{ name: 'Create transfer orders' }],
          },
        }),
      ),
    );
    renderApp('/profile/7');
    expect(await screen.findByRole('heading', { name: 'Ada Kollie' })).toBeTruthy();
    expect(screen.getByText('ada@example.org')).toBeTruthy();
    expect(screen.getByText('Importer')).toBeTruthy();
    expect(screen.getByText('Create transfer orders')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change password' }).getAttribute('href')).toBe(
      '/change-password',
    );
  });

  it("shows the 404 page for a profile the server does not show (someone else's)", async () => {
    signIn(makeUser({ id: 7 }));
    server.use(
      appCodes,
      http.get(api('User/8'), () =>
        HttpResponse.json({ message: 'The user was not found.' }, { status: 404 }),
      ),
    );
    renderApp('/profile/8');
    expect(await screen.findByRole('heading', { name: '404 Page not found.' })).toBeTruthy();
  });
});
