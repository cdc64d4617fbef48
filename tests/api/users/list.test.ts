import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserListAnswer } from '../../../schemas/user.ts';
import { register, type UsersSuite, usersSuite } from './fixtures.ts';

// GET User/List (issue 20, item 8): the admin portal lists every user when the search is empty, with role
// and status, 20 a page; with a term, those matching.

let s: UsersSuite;
beforeAll(async () => {
  s = await usersSuite();
});
afterAll(() => s.t.close());

const list = async (query = '') => {
  const response = await s.admin('GET', `User/List${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as UserListAnswer;
};

describe('GET User/List', () => {
  it('lists every user by name, 20 a page, with the total, each with role and status', async () => {
    const { count } = await s.t.db.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    const first = await list();
    expect(first.total).toBe(Number(count));
    expect(first.users.length).toBe(Math.min(20, Number(count)));
    expect(first.pages).toBe(Math.ceil(Number(count) / 20));
    const names = first.users.map((u) => `${u.lastName} ${u.firstName}`.toLowerCase());
    expect(first.users.map((u) => u.lastName)).toEqual(
      [...first.users].sort((a, b) => a.lastName.localeCompare(b.lastName, 'en')).map((u) => u.lastName),
    );
    expect(names.length).toBeGreaterThan(0);
    const finance = first.users.find((u) => u.email === 'finance@ppms.demo');
    expect(finance).toMatchObject({ role: 'Finance', status: 'Active' });
  });

  it("says 'Awaiting activation' until a password is set, 'Inactive' once deactivated", async () => {
    const id = await register(s, {
      firstName: 'Listed',
      lastName: 'Newcomer',
      email: 'listed.newcomer@example.org',
      confirmedEmail: 'listed.newcomer@example.org',
    });
    const [found] = (await list('?term=listed.newcomer')).users;
    expect(found).toMatchObject({ id, status: 'Awaiting activation' });
    await s.t.db.db.updateTable('users').set({ isActive: false }).where('id', '=', id).execute();
    expect((await list('?term=newcomer')).users[0]).toMatchObject({ id, status: 'Inactive' });
  });

  it('pages on: the second page starts after the first, past the last none', async () => {
    const first = await list();
    if (first.pages > 1) {
      const second = await list('?pageNumber=2');
      expect(second.currentPage).toBe(2);
      expect(second.users[0].id).not.toBe(first.users[0].id);
    }
    const past = await list(`?pageNumber=${first.pages + 5}`);
    expect(past.users).toEqual([]);
    expect(past.total).toBe(first.total);
  });

  it('refuses a bad page number and is for administrators only', async () => {
    expect((await s.admin('GET', 'User/List?pageNumber=0')).statusCode).toBe(400);
    expect((await s.admin('GET', 'User/List?pageNumber=x')).statusCode).toBe(400);
    expect((await s.staff('GET', 'User/List')).statusCode).toBe(403);
  });
});
