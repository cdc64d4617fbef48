import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../helpers/renderApp.tsx';
import { api, server } from '../helpers/server.ts';

const appCodes = http.get(api('Setting/AppCodes'), () => HttpResponse.json({ rCodes: {}, pCodes: {} }));

describe('Forgot password page', () => {
  it('validates the e-mail, posts it, shows the answer, and links back to the login', async () => {
    const bodies: unknown[] = [];
    server.use(
      appCodes,
      http.post(api('Account/ForgotPassword'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: 'If an account exists, a link was sent.' });
      }),
    );
    renderApp('/forgot-password');
    const user = userEvent.setup();
    const email = await screen.findByLabelText(/^Email/);
    expect(screen.getByRole('link', { name: 'Back to login' }).getAttribute('href')).toBe('/');
    await user.type(email, 'nope');
    await user.tab();
    expect(await screen.findByText('Email is invalid.')).toBeTruthy();
    await user.clear(email);
    await user.type(email, '  ada@example.org {Enter}');
    expect(await screen.findByText('If an account exists, a link was sent.')).toBeTruthy();
    expect(bodies).toEqual([{ email: 'ada@example.org' }]);
  });
});

const confirmLink = (expiresInMs: number) =>
  `/email/confirmation?${new URLSearchParams({
    email: 'ada@example.org',
    token: 'tok-9',
    timestamp: new Date(Date.now() + expiresInMs).toISOString(),
  })}`;

describe('Confirm e-mail page', () => {
  it('confirms at once with email and token, showing the message', async () => {
    const bodies: unknown[] = [];
    server.use(
      appCodes,
      http.post(api('Account/ConfirmEmail'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: 'Email successfully confirmed.' });
      }),
    );
    renderApp(confirmLink(60_000));
    expect(await screen.findByText('Email successfully confirmed.')).toBeTruthy();
    expect(bodies).toEqual([{ email: 'ada@example.org', token: 'tok-9' }]);
  });

  it('shows the exact expired text and skips the call once the timestamp has passed', async () => {
    const bodies: unknown[] = [];
    server.use(
      appCodes,
      http.post(api('Account/ConfirmEmail'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: 'Email successfully confirmed.' });
      }),
    );
    renderApp(confirmLink(-60_000));
    expect(
      await screen.findByText('This link has expired. Please contact administrator to send new link.'),
    ).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(bodies).toHaveLength(0);
  });

  it("shows the server's refusal of a used link", async () => {
    server.use(
      appCodes,
      http.post(api('Account/ConfirmEmail'), () =>
        HttpResponse.json({ message: 'This confirmation link is not valid.' }, { status: 400 }),
      ),
    );
    renderApp(confirmLink(60_000));
    expect(await screen.findByText('This confirmation link is not valid.')).toBeTruthy();
  });
});

describe('Admin registration page', () => {
  it('shows the 404 page for an unknown or used code', async () => {
    server.use(
      appCodes,
      http.get(api('Account/Confirm/used-code'), () =>
        HttpResponse.json({ message: 'The registration code was not found.' }, { status: 404 }),
      ),
    );
    renderApp('/AdminRegister/used-code');
    expect(await screen.findByRole('heading', { name: '404 Page not found.' })).toBeTruthy();
  });

  it('registers with the code from the address', async () => {
    const bodies: unknown[] = [];
    server.use(
      appCodes,
      http.get(api('Account/Confirm/good-code'), () => HttpResponse.json({ message: 'ok' })),
      http.post(api('Account/Register-Admin'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          message: 'Administrator successfully registered. You can now sign in.',
          userId: 9,
        });
      }),
    );
    renderApp('/AdminRegister/good-code');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^First name/), 'Grace');
    await user.type(screen.getByLabelText(/^Last name/), 'Weah');
    await user.type(screen.getByLabelText(/^Email/), 'grace@regulator.test');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Harbour#Lights7');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Harbour#Lights7');
    expect(screen.getByText('Strong')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByText('Administrator successfully registered. You can now sign in.'),
    ).toBeTruthy();
    expect(bodies).toEqual([
      {
        firstName: 'Grace',
        lastName: 'Weah',
        email: 'grace@regulator.test',
        password: 'Harbour#Lights7',
        confirmedPassword: 'Harbour#Lights7',
        phone: null,
        adminCode: 'good-code',
      },
    ]);
  });

  it("marks required fields invalid with '{label} is invalid.' on submit", async () => {
    server.use(
      appCodes,
      http.get(api('Account/Confirm/good-code'), () => HttpResponse.json({ message: 'ok' })),
    );
    renderApp('/AdminRegister/good-code');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Register' }));
    expect(await screen.findByText('First name is invalid.')).toBeTruthy();
    expect(screen.getByText('Last name is invalid.')).toBeTruthy();
    expect(screen.getByText('Email is invalid.')).toBeTruthy();
    expect(screen.getByText('Password is invalid.')).toBeTruthy();
  });
});
