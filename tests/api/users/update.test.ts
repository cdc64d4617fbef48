import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, readOutbox, signIn } from '../../helpers/app.ts';
import { newUser, register, type UsersSuite, userIdOf, usersSuite } from './fixtures.ts';

let s: UsersSuite;
beforeAll(async () => {
  s = await usersSuite();
});
afterAll(() => s.t.close());

const stored = (id: number) =>
  s.t.db.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const edit = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  isActive: true,
  firstName: 'Grace',
  middleInitial: 'W',
  lastName: 'Kollie',
  phone: '+231 77 555 0101',
  ...overrides,
});

describe('PUT User', () => {
  it('saves the fields and records who changed the user and when', async () => {
    const id = await register(s);
    const response = await s.admin(
      'PUT',
      'User',
      edit(id, { firstName: 'Gracie', middleInitial: '', phone: '' }),
    );
    expect(response.statusCode).toBe(200);
    const user = await stored(id);
    expect(user).toMatchObject({
      firstName: 'Gracie',
      middleInitial: null,
      phone: null,
      updatedBy: s.adminId,
    });
    expect(user.updatedAt!.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("deactivating ends the user's sessions at once: the old token answers 401", async () => {
    const id = await userIdOf(s.t.db, 'finance@ppms.demo');
    const finance = caller(s.t.app, await signIn(s.t.app, 'finance@ppms.demo'));
    expect((await finance('GET', 'Dashboard')).statusCode).toBe(200);
    const response = await s.admin(
      'PUT',
      'User',
      edit(id, { isActive: false, firstName: 'Fred', lastName: 'Finance' }),
    );
    expect(response.statusCode).toBe(200);
    expect((await finance('GET', 'Dashboard')).statusCode).toBe(401);
    const open = await s.t.db.db
      .selectFrom('sessions')
      .select('id')
      .where('userId', '=', id)
      .where('endedAt', 'is', null)
      .execute();
    expect(open).toEqual([]);
    await expect(signIn(s.t.app, 'finance@ppms.demo')).rejects.toThrow(/401/);
    // Active again: they can sign in again.
    await s.admin('PUT', 'User', edit(id, { isActive: true, firstName: 'Fred', lastName: 'Finance' }));
    await expect(signIn(s.t.app, 'finance@ppms.demo')).resolves.toEqual(expect.any(String));
  });

  it('an edit that keeps the user active leaves their sessions open', async () => {
    const id = await userIdOf(s.t.db, 'marketing@ppms.demo');
    const marketing = caller(s.t.app, await signIn(s.t.app, 'marketing@ppms.demo'));
    await s.admin('PUT', 'User', edit(id, { firstName: 'Mia', lastName: 'Marketing-Dahn' }));
    expect((await marketing('GET', 'Dashboard')).statusCode).toBe(200);
  });

  it('a new e-mail needs its confirmation and leaves the e-mail unconfirmed', async () => {
    const id = await userIdOf(s.t.db, 'operations@ppms.demo');
    const base = edit(id, { firstName: 'Olu', lastName: 'Operations' });
    const missing = await s.admin('PUT', 'User', { ...base, email: 'olu.ops@example.org' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ confirmedEmail: 'Confirm Email is invalid.' });
    expect((await stored(id)).email).toBe('operations@ppms.demo');

    const ok = await s.admin('PUT', 'User', {
      ...base,
      email: 'olu.ops@example.org',
      confirmedEmail: 'olu.ops@example.org',
    });
    expect(ok.statusCode).toBe(200);
    expect(await stored(id)).toMatchObject({ email: 'olu.ops@example.org', emailConfirmed: false });
    // The new address gets a confirmation link (sent once the change is committed).
    const mail = readOutbox(s.t.outbox).filter((m) => /^To: olu\.ops@example\.org$/m.test(m));
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatch(/^Subject: PPMS: Confirm your e-mail address$/m);
  });

  it('the same e-mail sent back (any case) is no change: it stays confirmed', async () => {
    const id = await userIdOf(s.t.db, 'controlroom@ppms.demo');
    const response = await s.admin(
      'PUT',
      'User',
      edit(id, {
        firstName: 'Carl',
        lastName: 'Control',
        email: 'ControlRoom@ppms.demo',
        confirmedEmail: 'ControlRoom@ppms.demo',
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(await stored(id)).toMatchObject({ email: 'controlroom@ppms.demo', emailConfirmed: true });
    expect(readOutbox(s.t.outbox).some((m) => /^To: controlroom@ppms\.demo$/im.test(m))).toBe(false);
  });

  it("refuses another user's e-mail", async () => {
    const id = await register(s);
    const taken = newUser().email;
    await register(s, { email: taken, confirmedEmail: taken });
    const response = await s.admin('PUT', 'User', edit(id, { email: taken, confirmedEmail: taken }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('A user with this e-mail already exists.');
  });

  it('validates: names, middle initial, active flag; unknown user 404', async () => {
    const id = await register(s);
    const bad = await s.admin('PUT', 'User', { id, firstName: '', lastName: ' ', middleInitial: 'AB' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      firstName: 'First Name is invalid.',
      lastName: 'Last Name is invalid.',
      middleInitial: 'Middle Initial is invalid.',
      isActive: expect.any(String),
    });
    expect((await s.admin('PUT', 'User', edit(999_999))).statusCode).toBe(404);
  });

  it('an administrator cannot deactivate their own account', async () => {
    const response = await s.admin(
      'PUT',
      'User',
      edit(s.adminId, { isActive: false, firstName: 'Ama', lastName: 'Admin' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('You cannot deactivate your own account.');
    expect((await stored(s.adminId)).isActive).toBe(true);
  });
});
