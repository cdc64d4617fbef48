import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { LoginShell } from '../../../src/pages/login/LoginShell.tsx';
import { STORAGE_KEYS } from '../../../src/providers/storageKeys.ts';
import { fillCredentials } from '../helpers/login.ts';
import { api, server } from '../helpers/server.ts';
import { makeTokenObject, makeUser } from '../helpers/tokens.ts';

// The signed-out start page on its own (src/main.tsx): the same sign-in as inside the app, then it
// hands over to the app at the remembered path.

const appCodes = http.get(api('Setting/AppCodes'), () =>
  HttpResponse.json({ rCodes: { R100: true }, pCodes: {} }),
);

async function signIn() {
  const user = await fillCredentials();
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return user;
}

describe('the sign-in page on its own', () => {
  it('loads the app codes, shows the spec texts and a plain forgot-password link', async () => {
    server.use(appCodes);
    render(<LoginShell openApp={vi.fn()} />);
    expect(await screen.findByRole('heading', { name: 'Petroleum Products Management System' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email is invalid.')).toBeTruthy();
    expect(screen.getByText('Password is required.')).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.appCodes)).toContain('R100'));
  });

  it('opens the app at the remembered path once signed in, showing Loading... meanwhile', async () => {
    let opened = () => {};
    const openApp = vi.fn(() => new Promise<void>((resolve) => (opened = resolve)));
    const answer = makeTokenObject(makeUser());
    server.use(
      appCodes,
      http.post(api('Account/Login'), () => HttpResponse.json(answer)),
    );
    sessionStorage.setItem(STORAGE_KEYS.wantedPath, '/stock-request/list');
    render(<LoginShell openApp={openApp} />);
    await signIn();
    expect(await screen.findByText('Loading...')).toBeTruthy();
    expect(openApp).toHaveBeenCalledWith('/stock-request/list');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.tokenObject)!)).toEqual(answer);
    opened();
  });

  it('asks for the e-mailed code when the server says so', async () => {
    const openApp = vi.fn(async () => {});
    server.use(
      appCodes,
      http.post(api('Account/Login'), () => HttpResponse.json({ shouldVerify: true })),
      http.post(api('Account/Login2F'), () => HttpResponse.json(makeTokenObject(makeUser()))),
    );
    render(<LoginShell openApp={openApp} />);
    const user = await signIn();
    await user.type(await screen.findByLabelText('Code'), '123456{Enter}');
    await waitFor(() => expect(openApp).toHaveBeenCalledWith('/'));
  });

  it('shows the server refusal, and says so when the app can not load', async () => {
    server.use(
      appCodes,
      http.post(api('Account/Login'), () =>
        HttpResponse.json({ message: 'Invalid credentials.' }, { status: 401 }),
      ),
    );
    const { unmount } = render(<LoginShell openApp={vi.fn()} />);
    await signIn();
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid credentials.');
    unmount();

    server.use(http.post(api('Account/Login'), () => HttpResponse.json(makeTokenObject(makeUser()))));
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<LoginShell openApp={() => Promise.reject(new Error('chunk failed'))} />);
    await signIn();
    expect((await screen.findByRole('alert')).textContent).toContain('The console could not load.');
    quiet.mockRestore();
  });
});
