import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from '../../src/providers/authProvider.ts';
import { STORAGE_KEYS } from '../../src/providers/storageKeys.ts';
import { rememberWantedPath } from '../../src/providers/tokenStore.ts';
import { api, server } from './helpers/server.ts';
import { makeToken, makeTokenObject, makeUser, signIn } from './helpers/tokens.ts';

const provider = () => {
  const reload = vi.fn();
  return { reload, auth: createAuthProvider({ reload }) };
};

describe('checkAuth', () => {
  it('accepts a token that decodes to a user with a later expiration', async () => {
    signIn();
    await expect(provider().auth.checkAuth({})).resolves.toBeUndefined();
  });
  it('refuses an expired token object', async () => {
    signIn(makeUser(), -60);
    await expect(provider().auth.checkAuth({})).rejects.toMatchObject({ redirectTo: '/' });
  });
  it('refuses a token object whose expiration passed even if the JWT is still valid', async () => {
    const value = { token: makeToken(makeUser()), expiration: new Date(Date.now() - 1000).toISOString() };
    localStorage.setItem(STORAGE_KEYS.tokenObject, JSON.stringify(value));
    await expect(provider().auth.checkAuth({})).rejects.toBeDefined();
  });
  it('refuses a garbage token, garbage storage and nothing stored', async () => {
    const { auth } = provider();
    await expect(auth.checkAuth({})).rejects.toBeDefined();
    localStorage.setItem(
      STORAGE_KEYS.tokenObject,
      JSON.stringify({ token: 'not.a.jwt', expiration: '2999-01-01' }),
    );
    await expect(auth.checkAuth({})).rejects.toBeDefined();
    localStorage.setItem(STORAGE_KEYS.tokenObject, '{nope');
    await expect(auth.checkAuth({})).rejects.toBeDefined();
  });
});

describe('login', () => {
  it('stores the token object and returns to the remembered path', async () => {
    const answer = makeTokenObject(makeUser());
    let body: unknown;
    server.use(
      http.post(api('Account/Login'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(answer);
      }),
    );
    rememberWantedPath('/stock-request/list?stage=10');
    const result = await provider().auth.login({ email: 'a@b.co', password: 'pw' });
    expect(body).toEqual({ email: 'a@b.co', password: 'pw' });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.tokenObject)!)).toEqual(answer);
    expect(result).toEqual({ redirectTo: '/stock-request/list?stage=10' });
    expect(sessionStorage.getItem(STORAGE_KEYS.wantedPath)).toBeNull();
  });
  it('passes shouldVerify on without storing anything, and sends the code to Login2F', async () => {
    server.use(
      http.post(api('Account/Login'), () => HttpResponse.json({ shouldVerify: true })),
      http.post(api('Account/Login2F'), async ({ request }) => {
        const { code } = (await request.json()) as { code: string };
        return code === '123456'
          ? HttpResponse.json(makeTokenObject(makeUser()))
          : HttpResponse.json({ message: 'Invalid code.' }, { status: 400 });
      }),
    );
    const { auth } = provider();
    expect(await auth.login({ email: 'a@b.co', password: 'pw' })).toEqual({
      shouldVerify: true,
      redirectTo: false,
    });
    expect(localStorage.getItem(STORAGE_KEYS.tokenObject)).toBeNull();
    await expect(auth.login({ email: 'a@b.co', password: 'pw', code: '1' })).rejects.toMatchObject({
      status: 400,
    });
    expect(await auth.login({ email: 'a@b.co', password: 'pw', code: '123456' })).toEqual({
      redirectTo: '/',
    });
    expect(localStorage.getItem(STORAGE_KEYS.tokenObject)).not.toBeNull();
  });
});

describe('logout', () => {
  it('calls Account/Logout with the token, clears token, app codes and app filters, and reloads', async () => {
    signIn();
    const sent: string[] = [];
    server.use(
      http.post(api('Account/Logout'), ({ request }) => {
        sent.push(request.headers.get('Authorization') ?? '');
        return HttpResponse.json({ message: 'Signed out.' });
      }),
    );
    localStorage.setItem(STORAGE_KEYS.appCodes, '{}');
    localStorage.setItem(STORAGE_KEYS.appFilters, '{}');
    localStorage.setItem(STORAGE_KEYS.reportMetric, 'true');
    const { auth, reload } = provider();
    await auth.logout({});
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/^Bearer ey/);
    expect(localStorage.getItem(STORAGE_KEYS.tokenObject)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.appCodes)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.appFilters)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.reportMetric)).toBe('true');
    expect(reload).toHaveBeenCalledTimes(1);
  });
  it('still clears storage when the server call fails', async () => {
    signIn();
    server.use(http.post(api('Account/Logout'), () => HttpResponse.json({ message: 'x' }, { status: 500 })));
    const { auth, reload } = provider();
    await auth.logout({});
    expect(localStorage.getItem(STORAGE_KEYS.tokenObject)).toBeNull();
    expect(reload).toHaveBeenCalled();
  });
  it('does not call the server nor reload when nobody is signed in', async () => {
    const { auth, reload } = provider();
    await expect(auth.logout({})).resolves.toBe('/');
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('canAccess', () => {
  const ask = (resource: string, action = 'route') => provider().auth.canAccess!({ resource, action });
  it('lets anyone open public routes', async () => {
    expect(await ask('/forgot-password')).toBe(true);
    expect(await ask('/reset/password/extra')).toBe(true);
  });
  it('refuses signed-in and guarded routes to signed-out visitors', async () => {
    expect(await ask('/change-password')).toBe(false);
    expect(await ask('/transfer-orders/list')).toBe(false);
  });
  it('checks the role list of guarded routes', async () => {
    signIn(makeUser({ rCodes: { R100: true } }));
    expect(await ask('/profile/:id')).toBe(true);
    expect(await ask('/submit-stock-update')).toBe(true);
    expect(await ask('/edit-transfer-order/12')).toBe(true);
    expect(await ask('/admin-portal')).toBe(false);
    expect(await ask('/filling-advice-notes/list')).toBe(true);
    signIn(makeUser({ rCodes: { R1100: true }, pCodes: { P300: true } }));
    expect(await ask('/transfer-orders/list')).toBe(true);
    expect(await ask('/filling-advice-notes/list')).toBe(false);
    expect(await ask('/create-delivery-order')).toBe(true);
    signIn(makeUser({ rCodes: { R500: true, R100: false }, isInternal: true }));
    expect(await ask('/admin-portal')).toBe(true);
    expect(await ask('/submit-stock-update')).toBe(false);
  });
  it('applies the role-with-permission pairs to actions', async () => {
    signIn(makeUser({ rCodes: { R100: true }, pCodes: { P200: true } }));
    expect(await ask('transfer-orders', 'create')).toBe(true);
    expect(await ask('stock-updates', 'create')).toBe(false);
    signIn(makeUser({ rCodes: { R1100: true }, pCodes: { P300: true } }));
    expect(await ask('delivery-orders', 'create')).toBe(true);
    expect(await ask('filling-advice-notes', 'create')).toBe(false);
    expect(await ask('unknown', 'create')).toBe(false);
  });
  it('refuses unknown routes', async () => {
    signIn(makeUser({ rCodes: { R500: true } }));
    expect(await ask('/nowhere')).toBe(false);
  });
});

describe('identity, permissions and refresh', () => {
  it('reads the user from the token', async () => {
    signIn(makeUser({ id: 42, firstName: 'Jo', lastName: 'Doe' }));
    const { auth } = provider();
    expect(await auth.getIdentity!()).toMatchObject({ id: 42, fullName: 'Jo Doe' });
    expect(await auth.getPermissions!({})).toMatchObject({ id: 42, rCodes: { R100: true } });
  });
  it('stores the token object that Account/Refresh answers', async () => {
    signIn();
    const fresh = makeTokenObject(makeUser(), 7200);
    server.use(http.post(api('Account/Refresh'), () => HttpResponse.json(fresh)));
    await provider().auth.refreshSession();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.tokenObject)!)).toEqual(fresh);
  });
});
