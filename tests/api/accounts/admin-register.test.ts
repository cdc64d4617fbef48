import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_ADMIN_REGISTERED, issueAdminCode } from '../../../server/domain/admin-codes.ts';
import { caller, createTestApp, signIn, type TestApp } from '../../helpers/app.ts';
import { STRONG } from './fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const registration = (adminCode: string, overrides: Record<string, unknown> = {}) => ({
  firstName: ' Grace ',
  lastName: 'Weah',
  email: 'grace.weah@regulator.test',
  password: STRONG,
  confirmedPassword: STRONG,
  phone: '',
  adminCode,
  ...overrides,
});

const register = (body: unknown) => caller(t.app)('POST', 'Account/Register-Admin', body);
const check = (code: string) => caller(t.app)('GET', `Account/Confirm/${encodeURIComponent(code)}`);

describe('Account/Confirm/{tempCode} and Account/Register-Admin', () => {
  it('answers 404 for a code that was never issued', async () => {
    expect((await check('no-such-code-at-all')).statusCode).toBe(404);
  });

  it('registers an active internal administrator with a confirmed e-mail, once per code', async () => {
    const code = await issueAdminCode(t.db);
    const ok = await check(code);
    expect(ok.statusCode).toBe(200);

    const response = await register(registration(code));
    expect(response.statusCode).toBe(200);
    const { message, userId } = response.json();
    expect(message).toBe('Administrator successfully registered. You can now sign in.');
    const user = await t.db.db
      .selectFrom('users as u')
      .innerJoin('roles as r', 'r.id', 'u.roleId')
      .select(['u.firstName', 'u.phone', 'u.isActive', 'u.isInternal', 'u.emailConfirmed', 'r.code'])
      .where('u.id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({
      firstName: 'Grace',
      phone: null,
      isActive: true,
      isInternal: true,
      emailConfirmed: true,
      code: 'R500',
    });
    const setting = await t.db.db
      .selectFrom('appSettings')
      .select('value')
      .where('key', '=', FIRST_ADMIN_REGISTERED)
      .executeTakeFirst();
    expect(setting).toBeDefined();

    const token = await signIn(t.app, 'grace.weah@regulator.test', STRONG);
    const portal = await caller(t.app, token)('POST', 'Account/Activation', { userId });
    expect(portal.statusCode).toBe(200);

    // Used up: the page's check says 404 and a second registration is refused.
    expect((await check(code)).statusCode).toBe(404);
    const again = await register(registration(code, { email: 'second.admin@regulator.test' }));
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/not valid or has already been used/);
  });

  it('refuses an e-mail that already has an account, leaving the code usable', async () => {
    const code = await issueAdminCode(t.db);
    const taken = await register(registration(code, { email: 'ADMIN@ppms.demo' }));
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({
      message: 'An account with this e-mail already exists.',
      errors: { email: 'An account with this e-mail already exists.' },
    });
    expect((await check(code)).statusCode).toBe(200);
  });

  it('voids an earlier unused code when a new one is issued', async () => {
    const first = await issueAdminCode(t.db);
    const second = await issueAdminCode(t.db);
    expect((await check(first)).statusCode).toBe(404);
    expect((await check(second)).statusCode).toBe(200);
  });

  it('validates with the shared schema: names, e-mail, password rules, confirmation, code', async () => {
    const code = await issueAdminCode(t.db);
    const response = await register({
      firstName: '  ',
      lastName: '',
      email: 'nope',
      password: 'weak',
      confirmedPassword: 'other',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      firstName: 'First name is invalid.',
      lastName: 'Last name is invalid.',
      email: 'Email is invalid.',
      password: 'Password is invalid.',
      confirmedPassword: 'Confirm password is invalid.',
      adminCode: 'The registration code is missing.',
    });
    const common = await register(
      registration(code, { password: 'Admin@12345', confirmedPassword: 'Admin@12345' }),
    );
    expect(common.statusCode).toBe(400);
    expect(common.json().errors.password).toMatch(/most commonly used passwords/);
    expect((await check(code)).statusCode).toBe(200);
  });

  it('lets only one of two simultaneous registrations with one code through', async () => {
    const code = await issueAdminCode(t.db);
    const answers = await Promise.all([
      register(registration(code, { email: 'racer.one@regulator.test' })),
      register(registration(code, { email: 'racer.two@regulator.test' })),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
  });
});
