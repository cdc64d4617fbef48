import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import RegisterUser from '../../../src/pages/admin-portal/users/RegisterUser.tsx';
import UsersManagement from '../../../src/pages/admin-portal/users/UsersManagement.tsx';
import { renderInAdmin } from '../helpers/renderInAdmin.tsx';
import { api, server } from '../helpers/server.ts';
import { makeUser, signIn } from '../helpers/tokens.ts';

const box = (name: string) =>
  screen.getByRole('textbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement;

function setup() {
  signIn(makeUser({ rCodes: { R500: true }, isInternal: true }));
  renderInAdmin(<RegisterUser />);
  return userEvent.setup();
}

describe('Register User', () => {
  it("flags a field '{label} is invalid.' on blur, clears it on typing, and disables Submit meanwhile", async () => {
    const user = setup();
    // Nothing is flagged at the start of the form.
    expect(screen.queryByText(/is invalid\./)).toBeNull();
    await user.click(box('First Name'));
    await user.tab();
    expect(await screen.findByText('First Name is invalid.')).toBeTruthy();
    expect(submit().disabled).toBe(true);
    await user.type(box('First Name'), 'G');
    expect(screen.queryByText('First Name is invalid.')).toBeNull();
    expect(submit().disabled).toBe(false);

    await user.type(box('Middle Initial'), '7');
    await user.tab();
    expect(await screen.findByText('Middle Initial is invalid.')).toBeTruthy();
    await user.type(box('Email'), 'grace@example');
    await user.tab();
    expect(await screen.findByText('Email is invalid.')).toBeTruthy();
  });

  it('requires internal or external and an identical confirmed e-mail', async () => {
    const user = setup();
    await user.type(box('First Name'), 'Grace');
    await user.type(box('Last Name'), 'Kollie');
    await user.type(box('Email'), 'grace@example.org');
    await user.type(box('Confirm Email'), 'grace@example.com');
    await user.click(submit());
    expect(await screen.findByText('Please choose internal or external.')).toBeTruthy();
    expect(screen.getByText('Confirm Email is invalid.')).toBeTruthy();
  });

  it("registers, then shows 'New User Registration Successful' with the activation button", async () => {
    let body: unknown;
    server.use(
      http.post(api('Account/Register'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ userId: 77, message: 'User successfully registered.' });
      }),
      http.post(api('Account/Activation'), () => HttpResponse.json({ message: 'sent' })),
    );
    const user = setup();
    await user.click(screen.getByRole('radio', { name: /External/ }));
    await user.type(box('First Name'), '  Grace ');
    await user.type(box('Middle Initial'), 'w');
    await user.type(box('Last Name'), 'Kollie');
    await user.type(box('Email'), 'grace@example.org');
    await user.type(box('Confirm Email'), 'grace@example.org');
    await user.click(submit());
    expect(await screen.findByText('New User Registration Successful')).toBeTruthy();
    expect(body).toEqual({
      firstName: 'Grace',
      middleInitial: 'W',
      lastName: 'Kollie',
      email: 'grace@example.org',
      confirmedEmail: 'grace@example.org',
      phone: null,
      isInternal: false,
    });
    await user.click(screen.getByRole('button', { name: 'Send account activation email' }));
    expect(await screen.findByRole('button', { name: 'Email Sent!' })).toBeTruthy();
  });

  it("shows the server's refusal in a red alert and on the field", async () => {
    server.use(
      http.post(api('Account/Register'), () =>
        HttpResponse.json(
          {
            message: 'A user with this e-mail already exists.',
            errors: { email: 'A user with this e-mail already exists.' },
          },
          { status: 400 },
        ),
      ),
    );
    const user = setup();
    await user.click(screen.getByRole('radio', { name: /Internal/ }));
    await user.type(box('First Name'), 'Grace');
    await user.type(box('Last Name'), 'Kollie');
    await user.type(box('Email'), 'grace@example.org');
    await user.type(box('Confirm Email'), 'grace@example.org');
    await user.click(submit());
    await waitFor(() =>
      expect(screen.getAllByText('A user with this e-mail already exists.')).toHaveLength(2),
    );
    expect(screen.getByRole('alert').className).toMatch(/Error/);
  });
});

describe('Users Management tabs', () => {
  it('opens on Search, and remembers the chosen tab', async () => {
    signIn(makeUser({ rCodes: { R500: true }, isInternal: true }));
    const first = renderInAdmin(<UsersManagement />);
    expect(screen.getByRole('tab', { name: 'Search' }).getAttribute('aria-selected')).toBe('true');
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Register User' }));
    expect(screen.getByRole('form', { name: 'Register User' })).toBeTruthy();
    first.unmount();
    renderInAdmin(<UsersManagement />);
    expect(screen.getByRole('tab', { name: 'Register User' }).getAttribute('aria-selected')).toBe('true');
  });
});
