import type { Database } from '../../../server/db/client.ts';
import { caller, createTestApp, signIn, type TestApp } from '../../helpers/app.ts';

/** One suite's app, an administrator's client, and a non-administrator's (Control Room, R400). */
export interface UsersSuite {
  t: TestApp;
  admin: ReturnType<typeof caller>;
  staff: ReturnType<typeof caller>;
  adminId: number;
}

export async function usersSuite(): Promise<UsersSuite> {
  const t = await createTestApp();
  const [adminToken, staffToken] = await Promise.all([
    signIn(t.app, 'admin@ppms.demo'),
    signIn(t.app, 'controlroom@ppms.demo'),
  ]);
  const adminId = await userIdOf(t.db, 'admin@ppms.demo');
  return { t, admin: caller(t.app, adminToken), staff: caller(t.app, staffToken), adminId };
}

export async function userIdOf(db: Database, email: string): Promise<number> {
  const row = await db.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function roleIdOf(db: Database, code: string): Promise<number> {
  const row = await db.db.selectFrom('roles').select('id').where('code', '=', code).executeTakeFirstOrThrow();
  return row.id;
}

export async function permissionIdOf(db: Database, code: string): Promise<number> {
  const row = await db.db
    .selectFrom('permissions')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return row.id;
}

let counter = 0;

/** A registration payload with a unique e-mail. */
export function newUser(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const email = `new.user${counter}.${Math.random().toString(36).slice(2, 8)}@example.org`;
  return {
    firstName: 'Grace',
    middleInitial: 'w',
    lastName: 'Kollie',
    email,
    confirmedEmail: email,
    phone: '+231 77 555 0101',
    isInternal: false,
    ...overrides,
  };
}

/** Registers a user through the API and answers their id. */
export async function register(suite: UsersSuite, overrides: Record<string, unknown> = {}): Promise<number> {
  const response = await suite.admin('POST', 'Account/Register', newUser(overrides));
  if (response.statusCode !== 200) throw new Error(`register failed: ${response.body}`);
  return response.json().userId as number;
}

/** Gives a user a role through the API. */
export async function giveRole(suite: UsersSuite, userId: number, code: string): Promise<void> {
  const id = await roleIdOf(suite.t.db, code);
  const response = await suite.admin('POST', 'Administration/UpdateUserRole', {
    userId,
    userRoles: [{ id, isSelected: true }],
  });
  if (response.statusCode !== 200) throw new Error(`role failed: ${response.body}`);
}
