import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../src/providers/storageKeys.ts';
import { dashboardAnswer } from './helpers/dashboardAnswer.ts';
import { renderApp } from './helpers/renderApp.tsx';
import { api, server } from './helpers/server.ts';
import { makeUser, signIn } from './helpers/tokens.ts';

const appCodes = http.get(api('Setting/AppCodes'), () => HttpResponse.json({ rCodes: {}, pCodes: {} }));

describe('route guards and fallback pages', () => {
  it('sends a role without access to /unauthorized', async () => {
    server.use(appCodes);
    signIn(makeUser({ rCodes: { R100: true } }));
    renderApp('/admin-portal');
    expect(await screen.findByRole('heading', { name: '401 Unauthorized!' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeTruthy();
  });

  it('opens a guarded route for a listed role', async () => {
    server.use(appCodes);
    signIn(makeUser({ rCodes: { R600: true }, isInternal: true }));
    server.use(
      http.get(api('FillingAdviceNote/4'), () =>
        HttpResponse.json({ message: 'Not found.' }, { status: 404 }),
      ),
    );
    renderApp('/filling-advice-note-detail/4');
    // The record kit's detail page, loaded lazily.
    const heading = screen.findByRole('heading', { name: 'Filling Advice Note Detail' }, { timeout: 30_000 });
    expect(await heading).toBeTruthy();
  });

  it('shows 404 for unknown paths', async () => {
    server.use(appCodes);
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: '404 Page not found.' })).toBeTruthy();
  });

  it('sends a visitor with an expired token to the login, remembering the path', async () => {
    server.use(appCodes);
    signIn(makeUser(), -5);
    renderApp('/change-password');
    expect(await screen.findByLabelText('Email')).toBeTruthy();
    expect(sessionStorage.getItem(STORAGE_KEYS.wantedPath)).toBe('/change-password');
  });

  it('loads the app codes on start when they are not stored', async () => {
    server.use(
      http.get(api('Setting/AppCodes'), () => HttpResponse.json({ rCodes: { R100: true }, pCodes: {} })),
    );
    renderApp('/');
    await screen.findByLabelText('Email');
    await vi.waitFor(() =>
      expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.appCodes)!)).toEqual({
        rCodes: { R100: true },
        pCodes: {},
      }),
    );
  });

  it('logs out from the user menu: server call, storage cleared, page reloaded', async () => {
    let loggedOut = false;
    server.use(
      appCodes,
      http.get(api('Dashboard'), () => HttpResponse.json(dashboardAnswer())),
      http.post(api('Account/Logout'), () => {
        loggedOut = true;
        return HttpResponse.json({ message: 'Bye.' });
      }),
    );
    signIn(makeUser({ id: 12 }));
    const { reload } = renderApp('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ada Kollie' }));
    expect(screen.getByRole('menuitem', { name: 'Profile' }).getAttribute('href')).toBe('/profile/12');
    expect(screen.getByRole('menuitem', { name: 'Change password' }).getAttribute('href')).toBe(
      '/change-password',
    );
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    await vi.waitFor(() => expect(reload).toHaveBeenCalled());
    expect(loggedOut).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.tokenObject)).toBeNull();
  });
});
