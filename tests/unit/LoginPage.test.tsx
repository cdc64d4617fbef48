import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../src/providers/storageKeys.ts';
import { dashboardAnswer } from './helpers/dashboardAnswer.ts';
import { fillCredentials } from './helpers/login.ts';
import { renderApp } from './helpers/renderApp.tsx';
import { api, server } from './helpers/server.ts';
import { makeTokenObject, makeUser } from './helpers/tokens.ts';

const appCodes = http.get(api('Setting/AppCodes'), () =>
  HttpResponse.json({ rCodes: { R100: true }, pCodes: {} }),
);

describe('Login page', () => {
  it('shows the title, the forgot-password link, and the shared validation texts', async () => {
    server.use(appCodes);
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Petroleum Products Management System' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email is invalid.')).toBeTruthy();
    expect(screen.getByText('Password is required.')).toBeTruthy();
  });

  it('shows the server refusal of a 401 in a danger banner', async () => {
    server.use(
      appCodes,
      http.post(api('Account/Login'), () =>
        HttpResponse.json({ message: 'Invalid credentials.' }, { status: 401 }),
      ),
    );
    renderApp('/');
    const user = await fillCredentials();
    await user.keyboard('{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Invalid credentials.');
    expect(localStorage.getItem(STORAGE_KEYS.tokenObject)).toBeNull();
  });

  it('shows the throttle message of a 429', async () => {
    server.use(
      appCodes,
      http.post(api('Account/Login'), () =>
        HttpResponse.json({ message: 'Too many attempts. Try again later.' }, { status: 429 }),
      ),
    );
    renderApp('/');
    const user = await fillCredentials();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Too many attempts. Try again later.');
  });

  it('moves to the code step on shouldVerify, validates the code, and Go back returns', async () => {
    server.use(
      appCodes,
      http.post(api('Account/Login'), () => HttpResponse.json({ shouldVerify: true })),
    );
    renderApp('/');
    const user = await fillCredentials();
    await user.keyboard('{Enter}');
    expect(await screen.findByLabelText('Code')).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Code is required.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(await screen.findByLabelText('Password')).toBeTruthy();
    expect(screen.queryByLabelText('Code')).toBeNull();
  });

  it('signs in through the code step, stores the token object and opens the dashboard', async () => {
    const answer = makeTokenObject(makeUser());
    let sent: unknown;
    server.use(
      appCodes,
      http.post(api('Account/Login'), () => HttpResponse.json({ shouldVerify: true })),
      http.post(api('Account/Login2F'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(answer);
      }),
      http.get(api('Dashboard'), () => HttpResponse.json(dashboardAnswer())),
    );
    renderApp('/');
    const user = await fillCredentials();
    await user.keyboard('{Enter}');
    await user.type(await screen.findByLabelText('Code'), '123456{Enter}');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(sent).toEqual({ email: 'ada@example.org', password: 'Secret#2024', code: '123456' });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.tokenObject)!)).toEqual(answer);
  });

  it('returns a signed-out visitor to the protected page they asked for', async () => {
    server.use(
      appCodes,
      http.post(api('Account/Login'), () => HttpResponse.json(makeTokenObject(makeUser()))),
      http.get(api('Setting/Filters'), () => HttpResponse.json({})),
      http.post(api('StockUpdate/Search'), () =>
        HttpResponse.json({ results: [], pages: 0, currentPage: 1, total: 0, pageSize: 20 }),
      ),
    );
    renderApp('/stock-request/list');
    // Redirected to the login at '/', the path remembered.
    await screen.findByLabelText('Email');
    expect(sessionStorage.getItem(STORAGE_KEYS.wantedPath)).toBe('/stock-request/list');
    const user = await fillCredentials();
    await user.keyboard('{Enter}');
    // The page's code loads lazily on first use, which takes a while under the test transform.
    expect(await screen.findByRole('heading', { name: 'Stock Updates' }, { timeout: 10_000 })).toBeTruthy();
    // The app bar follows the new session too.
    expect(await screen.findByRole('button', { name: 'Ada Kollie' })).toBeTruthy();
    await waitFor(() => expect(sessionStorage.getItem(STORAGE_KEYS.wantedPath)).toBeNull());
  }, 15_000);
});
