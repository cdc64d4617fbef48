import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser, type UsersSuite, usersSuite } from './fixtures.ts';

let s: UsersSuite;
beforeAll(async () => {
  s = await usersSuite();
});
afterAll(() => s.t.close());

const stored = (id: number) =>
  s.t.db.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('POST Account/Register', () => {
  it('registers a user without password or role, recording who created them', async () => {
    const payload = newUser({ firstName: '  Amos ', middleInitial: 'j', phone: '', isInternal: true });
    const response = await s.admin('POST', 'Account/Register', payload);
    expect(response.statusCode).toBe(200);
    const { userId } = response.json();
    expect(userId).toEqual(expect.any(Number));
    const user = await stored(userId);
    expect(user).toMatchObject({
      firstName: 'Amos',
      middleInitial: 'J',
      lastName: 'Kollie',
      email: payload.email,
      phone: null,
      isInternal: true,
      isActive: true,
      emailConfirmed: false,
      passwordHash: null,
      roleId: null,
      createdBy: s.adminId,
    });
    expect(user.createdAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refuses an e-mail already in use, whatever its case, with a clear message', async () => {
    const payload = newUser();
    expect((await s.admin('POST', 'Account/Register', payload)).statusCode).toBe(200);
    const shouted = payload.email.toUpperCase();
    const response = await s.admin(
      'POST',
      'Account/Register',
      newUser({ email: shouted, confirmedEmail: shouted }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'A user with this e-mail already exists.',
      errors: { email: 'A user with this e-mail already exists.' },
    });
    const count = await s.t.db.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('email', 'ilike', payload.email)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('validates with the shared schema: every field message of spec point 5', async () => {
    const response = await s.admin('POST', 'Account/Register', {
      firstName: '  ',
      middleInitial: '7',
      lastName: '',
      email: 'not-an-email',
      confirmedEmail: 'other@example.org',
      phone: 'call me',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'First Name is invalid.',
      errors: {
        firstName: 'First Name is invalid.',
        middleInitial: 'Middle Initial is invalid.',
        lastName: 'Last Name is invalid.',
        email: 'Email is invalid.',
        confirmedEmail: 'Confirm Email is invalid.',
        phone: 'Phone is invalid.',
        isInternal: 'Please choose internal or external.',
      },
    });
  });

  it('takes one letter as middle initial: a digit or a symbol is refused', async () => {
    for (const middleInitial of ['7', '#']) {
      const response = await s.admin('POST', 'Account/Register', newUser({ middleInitial }));
      expect(response.statusCode, middleInitial).toBe(400);
      expect(response.json().errors).toEqual({ middleInitial: 'Middle Initial is invalid.' });
    }
    const accented = await s.admin('POST', 'Account/Register', newUser({ middleInitial: 'é' }));
    expect(accented.statusCode).toBe(200);
  });

  it('refuses a middle initial longer than one character and a confirmation that differs', async () => {
    const response = await s.admin(
      'POST',
      'Account/Register',
      newUser({ middleInitial: 'AB', confirmedEmail: 'someone.else@example.org' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      middleInitial: 'Middle Initial is invalid.',
      confirmedEmail: 'Confirm Email is invalid.',
    });
  });

  it('accepts the loose e-mail pattern and no middle initial or phone', async () => {
    const response = await s.admin(
      'POST',
      'Account/Register',
      newUser({ email: 'x@y.z', confirmedEmail: 'x@y.z', middleInitial: null, phone: null }),
    );
    expect(response.statusCode).toBe(200);
  });
});
