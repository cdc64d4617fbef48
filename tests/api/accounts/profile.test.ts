import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, createTestApp, signIn, type TestApp } from '../../helpers/app.ts';

let t: TestApp;
let ids: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp();
  const users = await t.db.db.selectFrom('users').select(['id', 'email']).execute();
  ids = Object.fromEntries(users.map((u) => [u.email, u.id]));
});
afterAll(() => t.close());

describe('GET User/{id}', () => {
  it("answers the user's own profile detail, with only the permissions the role carries", async () => {
    const token = await signIn(t.app, 'importer@ppms.demo');
    const id = ids['importer@ppms.demo'];
    const response = await caller(t.app, token)('GET', `User/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      userDetail: {
        userId: id,
        firstName: 'Ivan',
        lastName: 'Importer',
        fullName: 'Ivan Importer',
        email: 'importer@ppms.demo',
        roles: [{ name: 'Importer' }],
        permissions: [
          { name: 'Submit stock updates and stock transfers' },
          { name: 'Create transfer orders' },
        ],
      },
    });
  });

  it('is also reached as /user/{id}', async () => {
    const token = await signIn(t.app, 'finance@ppms.demo');
    const response = await caller(t.app, token)('GET', `user/${ids['finance@ppms.demo']}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().userDetail).toMatchObject({ email: 'finance@ppms.demo', permissions: [] });
  });

  it("answers 404 for another user's profile, exactly as for an unknown one", async () => {
    const token = await signIn(t.app, 'distributor@ppms.demo');
    const other = await caller(t.app, token)('GET', `User/${ids['admin@ppms.demo']}`);
    const unknown = await caller(t.app, token)('GET', 'User/987654');
    expect(other.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(other.json()).toEqual(unknown.json());
  });

  it('gives an administrator any profile plus the user-management fields at the top level', async () => {
    const token = await signIn(t.app, 'admin@ppms.demo');
    const response = await caller(t.app, token)('GET', `User/${ids['distributor@ppms.demo']}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.userDetail).toMatchObject({
      email: 'distributor@ppms.demo',
      roles: [{ name: 'Distributor' }],
    });
    expect(body).toMatchObject({
      id: ids['distributor@ppms.demo'],
      firstName: 'Dina',
      lastName: 'Distributor',
      middleInitial: null,
      email: 'distributor@ppms.demo',
      phone: null,
      isActive: true,
      isInternal: false,
      emailConfirmed: true,
      createdBy: null,
      lastUpdatedDate: null,
      lastUpdatedBy: null,
      roles: [{ name: 'Distributor', hasPermissions: true }],
      permissions: [{ name: 'Create delivery orders' }, { name: 'Create filling advice notes' }],
      authorizations: [{ id: expect.stringMatching(/^Distributor-\d+$/), code: 'Distributor' }],
    });
    expect(typeof body.roles[0].id).toBe('number');
    expect(Date.parse(body.createdDate)).toBeGreaterThan(0);
    expect(body.authorizations[0].name).toBeTruthy();
  });

  it('names who created and last updated a user, and shows the middle initial in the full name', async () => {
    const adminId = ids['admin@ppms.demo'];
    await t.db.db
      .updateTable('users')
      .set({ createdBy: adminId, updatedBy: adminId, updatedAt: new Date(), middleInitial: 'k' })
      .where('id', '=', ids['agent@ppms.demo'])
      .execute();
    const token = await signIn(t.app, 'admin@ppms.demo');
    const body = (await caller(t.app, token)('GET', `User/${ids['agent@ppms.demo']}`)).json();
    expect(body.createdBy).toBe('Ama Admin');
    expect(body.lastUpdatedBy).toBe('Ama Admin');
    expect(body.userDetail.fullName).toBe('Abu K. Agent');
  });

  it('does not give a non-administrator the admin fields, even for their own profile', async () => {
    const token = await signIn(t.app, 'controlroom@ppms.demo');
    const body = (await caller(t.app, token)('GET', `User/${ids['controlroom@ppms.demo']}`)).json();
    expect(Object.keys(body)).toEqual(['userDetail']);
  });

  it('answers 404, never 500, for ids that are not ids, and 401 signed out', async () => {
    const token = await signIn(t.app, 'admin@ppms.demo');
    for (const id of ['abc', '0', '-1', '1.5', '99999999999', '2147483648']) {
      expect((await caller(t.app, token)('GET', `User/${id}`)).statusCode).toBe(404);
    }
    expect((await caller(t.app)('GET', `User/${ids['admin@ppms.demo']}`)).statusCode).toBe(401);
  });
});
