import { SignJWT } from 'jose';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, createTestApp, readOutbox, signIn, type TestApp } from '../../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const decodeUser = (token: string) => {
  const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
  return { payload, user: JSON.parse(payload.user) };
};

describe('Account/Login', () => {
  it('answers the spec token object with the user claim as JSON text', async () => {
    const response = await caller(t.app)('POST', 'Account/Login', {
      email: 'Importer@PPMS.demo',
      password: 'Demo@Pass2026',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['expiration', 'token']);
    expect(new Date(body.expiration).getTime()).toBeGreaterThan(Date.now());
    const { payload, user } = decodeUser(body.token);
    expect(typeof payload.user).toBe('string');
    expect(user.rCodes).toEqual({ R100: true });
    expect(user.pCodes).toEqual({ P100: true, P200: true });
    expect(user.email).toBe('importer@ppms.demo');
    expect(payload.sid).toMatch(/^[0-9a-f-]{36}$/);
    expect(payload.exp).toBeGreaterThan(payload.iat);
    expect(JSON.stringify(payload)).not.toMatch(/password|hash/i);
  });

  it('answers 401 Invalid credentials for a wrong password and for an unknown account alike', async () => {
    const call = caller(t.app);
    const wrong = await call('POST', 'Account/Login', {
      email: 'finance@ppms.demo',
      password: 'Wrong@Pass2026',
    });
    const unknown = await call('POST', 'Account/Login', {
      email: 'nobody@ppms.demo',
      password: 'Wrong@Pass2026',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid credentials.' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('validates with the shared schema: 400 with every field message', async () => {
    const response = await caller(t.app)('POST', 'Account/Login', { email: 'not-an-email', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Email is invalid.',
      errors: { email: 'Email is invalid.', password: 'Password is required.' },
    });
  });

  it('answers 400, not 500, for a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Account/Login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBeTruthy();
  });

  it('throttles the sixth rapid failure for one account from one address, even with the right password', async () => {
    const call = caller(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (
          await call('POST', 'Account/Login', {
            email: 'operations@ppms.demo',
            password: `Nope@${i}Pass2026`,
          })
        ).statusCode,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const right = await call('POST', 'Account/Login', {
      email: 'operations@ppms.demo',
      password: 'Demo@Pass2026',
    });
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toMatch(/Too many failed sign-in attempts/);
    // Other accounts are not affected by one account's lock.
    expect(
      (await call('POST', 'Account/Login', { email: 'finance@ppms.demo', password: 'Demo@Pass2026' }))
        .statusCode,
    ).toBe(200);
  });

  it('matches paths case-insensitively and with a trailing slash', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/LOGIN/',
      payload: { email: 'admin@ppms.demo', password: 'Demo@Pass2026' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('tokens and sessions', () => {
  it('answers 401 without a token, with a garbage token, and with a tampered token', async () => {
    const token = await signIn(t.app, 'admin@ppms.demo');
    expect((await caller(t.app)('GET', 'Dashboard')).statusCode).toBe(401);
    expect((await caller(t.app, 'garbage')('GET', 'Dashboard')).statusCode).toBe(401);
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    claims.sub = '2';
    const tampered = [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
    expect((await caller(t.app, tampered)('GET', 'Dashboard')).statusCode).toBe(401);
    expect((await caller(t.app, token)('GET', 'Dashboard')).statusCode).toBe(200);
  });

  it('refuses an alg:none token and one signed with another key', async () => {
    const token = await signIn(t.app, 'admin@ppms.demo');
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${token.split('.')[1]}.`;
    expect((await caller(t.app, none)('GET', 'Dashboard')).statusCode).toBe(401);
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('not-the-server-secret-not-the-server-secret'));
    expect((await caller(t.app, forged)('GET', 'Dashboard')).statusCode).toBe(401);
  });

  it('refuses a token signed with the real secret that lacks exp, iat or sub, or outlives the token lifetime', async () => {
    const token = await signIn(t.app, 'admin@ppms.demo');
    const { exp, iat, sub, ...claims } = decodeUser(token).payload;
    const key = new TextEncoder().encode(t.app.jwtSecret);
    const now = Math.floor(Date.now() / 1000);
    const sign = (extra: Record<string, unknown>) =>
      new SignJWT({ ...claims, ...extra }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key);
    const status = async (extra: Record<string, unknown>) =>
      (await caller(t.app, await sign(extra))('GET', 'Dashboard')).statusCode;
    // The same claims re-signed pass: what follows is refused for the claim it changes, not the signing.
    expect(await status({ exp, iat, sub })).toBe(200);
    expect(await status({ iat, sub })).toBe(401);
    expect(await status({ exp, sub })).toBe(401);
    expect(await status({ exp, iat })).toBe(401);
    expect(await status({ exp: '9999999999', iat, sub })).toBe(401);
    // Issued now but valid for a year, issued in the future, or issued before the lifetime allows.
    expect(await status({ exp: now + 365 * 86_400, iat: now, sub })).toBe(401);
    expect(await status({ exp: now + 3600 + 60, iat: now + 3600, sub })).toBe(401);
    expect(await status({ exp: now + 60, iat: now - 365 * 86_400, sub })).toBe(401);
  });

  it('ends the session at logout: the same token answers 401 afterwards', async () => {
    const token = await signIn(t.app, 'marketing@ppms.demo');
    const call = caller(t.app, token);
    expect((await call('GET', 'Dashboard')).statusCode).toBe(200);
    const logout = await call('POST', 'Account/Logout');
    expect(logout.statusCode).toBe(200);
    expect((await call('GET', 'Dashboard')).statusCode).toBe(401);
    expect((await call('POST', 'Account/Refresh')).statusCode).toBe(401);
  });

  it('ends every session of a deactivated user at once, and refuses their sign-in', async () => {
    const token = await signIn(t.app, 'agent@ppms.demo');
    await t.db.db
      .updateTable('users')
      .set({ isActive: false })
      .where('email', '=', 'agent@ppms.demo')
      .execute();
    expect((await caller(t.app, token)('GET', 'Dashboard')).statusCode).toBe(401);
    const again = await caller(t.app)('POST', 'Account/Login', {
      email: 'agent@ppms.demo',
      password: 'Demo@Pass2026',
    });
    expect(again.statusCode).toBe(401);
    await t.db.db
      .updateTable('users')
      .set({ isActive: true })
      .where('email', '=', 'agent@ppms.demo')
      .execute();
  });

  it('refreshes a token for the same session with a later expiry', async () => {
    const token = await signIn(t.app, 'controlroom@ppms.demo');
    const response = await caller(t.app, token)('POST', 'Account/Refresh');
    expect(response.statusCode).toBe(200);
    const fresh = response.json();
    expect(decodeUser(fresh.token).payload.sid).toBe(decodeUser(token).payload.sid);
    expect(decodeUser(fresh.token).user.pCodes).toEqual({ P401: true });
  });
});

describe('second factor', () => {
  let t2: TestApp;
  beforeAll(async () => {
    t2 = await createTestApp({ twoFactor: 'internal' });
  });
  afterAll(() => t2.close());

  const mailedCode = () => {
    const messages = readOutbox(t2.outbox);
    const match = messages.at(-1)?.match(/sign-in code is (\d{6})/);
    if (!match) throw new Error('no code was mailed');
    return match[1];
  };

  it('asks internal users for an e-mailed code; the code works once', async () => {
    const call = caller(t2.app);
    const credentials = { email: 'finance@ppms.demo', password: 'Demo@Pass2026' };
    const first = await call('POST', 'Account/Login', credentials);
    expect(first.json()).toEqual({ shouldVerify: true });
    const code = mailedCode();
    const missing = await call('POST', 'Account/Login2F', credentials);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Code is required.');
    const ok = await call('POST', 'Account/Login2F', { ...credentials, code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().token).toBeTruthy();
    const reused = await call('POST', 'Account/Login2F', { ...credentials, code });
    expect(reused.statusCode).toBe(400);
  });

  it('lets external users in without a code in internal mode', async () => {
    const response = await caller(t2.app)('POST', 'Account/Login', {
      email: 'importer@ppms.demo',
      password: 'Demo@Pass2026',
    });
    expect(response.json().token).toBeTruthy();
  });

  it('stops a code after five wrong attempts and refuses an expired code', async () => {
    const call = caller(t2.app);
    const credentials = { email: 'marketing@ppms.demo', password: 'Demo@Pass2026' };
    await call('POST', 'Account/Login', credentials);
    const code = mailedCode();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      expect((await call('POST', 'Account/Login2F', { ...credentials, code: wrong })).statusCode).toBe(400);
    // Wrong codes are failed sign-ins too (throttle.test.ts); past their short delay, the code stays dead.
    await sql`update login_failures set at = at - interval '1 minute'`.execute(t2.db.db);
    expect((await call('POST', 'Account/Login2F', { ...credentials, code })).statusCode).toBe(400);

    await sql`update login_failures set at = at - interval '1 minute'`.execute(t2.db.db);
    expect((await call('POST', 'Account/Login', credentials)).json()).toEqual({ shouldVerify: true });
    const fresh = mailedCode();
    await sql`update verification_codes set expires_at = now() - interval '1 minute' where used_at is null`.execute(
      t2.db.db,
    );
    expect((await call('POST', 'Account/Login2F', { ...credentials, code: fresh })).statusCode).toBe(400);
  });

  it('stores codes hashed, never in clear', async () => {
    await caller(t2.app)('POST', 'Account/Login', { email: 'admin@ppms.demo', password: 'Demo@Pass2026' });
    const code = mailedCode();
    const rows = await t2.db.db.selectFrom('verificationCodes').select('codeHash').execute();
    expect(rows.some((r) => r.codeHash.includes(code))).toBe(false);
  });
});
