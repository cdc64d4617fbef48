import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register, type UsersSuite, usersSuite } from './fixtures.ts';

let s: UsersSuite;
beforeAll(async () => {
  s = await usersSuite();
});
afterAll(() => s.t.close());

describe('GET User/Search/{term}', () => {
  it('finds users by any part of the name or e-mail, case-insensitively, with the spec fields', async () => {
    const id = await register(s, {
      firstName: 'Patience',
      middleInitial: 'q',
      lastName: 'Dolo-Weah',
      email: 'p.weah@Liberty.example',
      confirmedEmail: 'p.weah@Liberty.example',
    });
    for (const term of ['PATIENCE', 'dolo-w', 'patience q. dolo', 'patience dolo', 'liberty.EX']) {
      const response = await s.admin('GET', `User/Search/${encodeURIComponent(term)}`);
      expect(response.statusCode).toBe(200);
      const { users } = response.json();
      expect(users, term).toHaveLength(1);
      expect(users[0]).toMatchObject({
        id,
        fullName: 'Patience Q. Dolo-Weah',
        email: 'p.weah@Liberty.example',
        isActive: true,
        isInternal: false,
      });
    }
  });

  it('answers an empty list when nothing matches, and treats % and _ as plain characters', async () => {
    for (const term of ['nobody-here', '%', '_']) {
      const response = await s.admin('GET', `User/Search/${encodeURIComponent(term)}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ users: [] });
    }
  });

  it('answers at most 50 users, sorted by last then first name', async () => {
    await s.t.db.db
      .insertInto('users')
      .values(
        Array.from({ length: 60 }, (_, i) => ({
          firstName: `Bulk${String(i).padStart(2, '0')}`,
          lastName: i % 2 ? 'Zeta' : 'Alpha',
          email: `bulk${i}@bulk.example`,
          isInternal: true,
        })),
      )
      .execute();
    const { users } = (await s.admin('GET', 'User/Search/bulk.example')).json();
    expect(users).toHaveLength(50);
    const keys = users.map((u: { fullName: string }) => u.fullName.split(' ').reverse().join(' '));
    expect(keys).toEqual([...keys].sort());
    expect(users[0].fullName).toBe('Bulk00 Alpha');
  });

  it("refuses a blank term with the spec's text", async () => {
    for (const path of ['User/Search/', 'User/Search/%20%20']) {
      const response = await s.admin('GET', path);
      expect(response.statusCode, path).toBe(400);
      expect(response.json().message).toBe('Search term is required to seach users.');
    }
  });
});
