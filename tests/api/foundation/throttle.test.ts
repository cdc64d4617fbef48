import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '../../../server/db/seed/demo.ts';
import { addressKey, delayAfter, THROTTLE } from '../../../server/domain/sign-in-throttle.ts';
import { createTestApp, readOutbox, type TestApp } from '../../helpers/app.ts';

// Failed sign-ins slow down the address they come from, never the account as a whole: whoever guesses
// at the administrator's password can not keep the administrator out.

// The throttle reads the app's clock (Date). It is held still here, so no wait runs out while a slow
// machine answers: only `wait` moves it on.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ twoFactor: 'internal' });
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

const ATTACKER = '203.0.113.9';
const OWNER = '198.51.100.20';

const post = (url: string, payload: object, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1/Account/${url}`, payload, remoteAddress });
const login = (email: string, password: string, from: string) => post('Login', { email, password }, from);

/** The last sign-in code mailed to `email`. */
const codeFor = (email: string) => {
  const mail = readOutbox(t.outbox)
    .filter((raw) => raw.includes(`To: ${email}`))
    .at(-1);
  const match = mail?.match(/sign-in code is (\d{6})/);
  if (!match) throw new Error(`no code mailed to ${email}`);
  return match[1];
};

/** Moves the app's clock `seconds` on, as if the caller had waited. */
const wait = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);

describe('sign-in throttling by account and address', () => {
  it('twenty wrong passwords for the administrator from one address: the right one from another signs in at once', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++)
      statuses.push((await login('admin@ppms.demo', `Wrong#Guess${i}x`, ATTACKER)).statusCode);
    expect(statuses.slice(0, THROTTLE.freePerAccountAndAddress)).toEqual(Array(5).fill(401));
    expect(statuses.slice(THROTTLE.freePerAccountAndAddress)).toEqual(Array(15).fill(429));

    // With the second factor on for staff, the right password answers shouldVerify, then the code.
    const owner = await login('admin@ppms.demo', DEMO_PASSWORD, OWNER);
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toEqual({ shouldVerify: true });
    const signedIn = await post(
      'Login2F',
      { email: 'admin@ppms.demo', password: DEMO_PASSWORD, code: codeFor('admin@ppms.demo') },
      OWNER,
    );
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().token).toBeTruthy();

    // The attacker's address is still refused, even with the right password, and told how long to wait.
    const attacker = await login('admin@ppms.demo', DEMO_PASSWORD, ATTACKER);
    expect(attacker.statusCode).toBe(429);
    expect(attacker.json().message).toMatch(/^Too many failed sign-in attempts\. Please wait \d+ seconds?/);
    expect(Number(attacker.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('makes the address wait twice as long after each further failure', async () => {
    const from = '203.0.113.10';
    const email = 'finance@ppms.demo';
    for (let i = 0; i < 5; i++) expect((await login(email, `Wrong#Guess${i}x`, from)).statusCode).toBe(401);
    const retries: number[] = [];
    for (let failures = 5; failures < 9; failures++) {
      const refused = await login(email, 'Wrong#Again1x', from);
      expect(refused.statusCode).toBe(429);
      const retry = Number(refused.headers['retry-after']);
      retries.push(retry);
      // One second short of the wait it was told, the address is still refused; then it may try again.
      wait(retry - 1);
      expect((await login(email, 'Wrong#Again1x', from)).statusCode).toBe(429);
      wait(1);
      expect((await login(email, 'Wrong#Again1x', from)).statusCode).toBe(401);
    }
    expect(retries).toEqual([1, 2, 4, 8]);
    expect(delayAfter(100, THROTTLE.freePerAccountAndAddress)).toBe(THROTTLE.maxDelaySeconds);
    // Failures older than the window are forgotten.
    wait(THROTTLE.windowMinutes * 60);
    expect((await login(email, DEMO_PASSWORD, from)).json()).toEqual({ shouldVerify: true });
  });

  it('slows an address that tries many accounts (twenty failures, whatever the accounts)', async () => {
    const from = '203.0.113.11';
    for (let i = 0; i < THROTTLE.freePerAddress; i++) {
      const response = await login(`nobody${i}@ppms.demo`, 'Wrong#Guess1x', from);
      expect(response.statusCode).toBe(401);
    }
    expect((await login('importer@ppms.demo', DEMO_PASSWORD, from)).statusCode).toBe(429);
    expect((await login('importer@ppms.demo', DEMO_PASSWORD, OWNER)).statusCode).toBe(200);
  });

  it('counts wrong second-factor codes the same way: the owner elsewhere still gets in', async () => {
    const email = 'marketing@ppms.demo';
    const credentials = { email, password: DEMO_PASSWORD };
    expect((await login(email, DEMO_PASSWORD, ATTACKER)).json()).toEqual({ shouldVerify: true });
    const code = codeFor(email);
    const wrong = code === '000000' ? '111111' : '000000';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await post('Login2F', { ...credentials, code: wrong }, ATTACKER)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);

    expect((await login(email, DEMO_PASSWORD, OWNER)).json()).toEqual({ shouldVerify: true });
    const owner = await post('Login2F', { ...credentials, code: codeFor(email) }, OWNER);
    expect(owner.statusCode).toBe(200);
    expect((await post('Login2F', { ...credentials, code: codeFor(email) }, ATTACKER)).statusCode).toBe(429);
  });

  it('forgets only its own address when the owner signs in', async () => {
    const email = 'controlroom@ppms.demo';
    for (let i = 0; i < 5; i++) await login(email, `Wrong#Guess${i}x`, ATTACKER);
    for (let i = 0; i < 4; i++) await login(email, `Wrong#Guess${i}x`, OWNER);
    expect((await login(email, DEMO_PASSWORD, OWNER)).statusCode).toBe(200);
    expect((await login(email, DEMO_PASSWORD, ATTACKER)).statusCode).toBe(429);
  });
});

describe('the address a failure is counted from', () => {
  it('is the IPv4 address, and an IPv6 caller by its /64 network', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('2001:db8:85a3:12::8a2e:370:7334')).toBe('2001:db8:85a3:12::/64');
    expect(addressKey('2001:db8:85a3:12:ffff::1')).toBe(addressKey('2001:db8:85a3:12::2'));
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});
