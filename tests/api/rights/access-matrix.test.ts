import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleCode } from '../../../schemas/codes.ts';
import { DEMO_PASSWORD, DEMO_USER_BY_ROLE } from '../../../server/db/seed/demo.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { addUser, STRONG } from '../accounts/fixtures.ts';
import {
  type Context,
  type ContractRequest,
  mailedCode,
  REQUESTS,
  requestUrl,
} from '../contract/requests.ts';
import { addExternalUser } from '../stock-updates/fixtures.ts';
import { ACCESS_MATRIX, type Cell, COLUMNS, type Column, parseMatrix } from './access-matrix.ts';

// Issue 19, item 5: the access matrix of ./access-matrix.ts walked against the real server, every
// documented call x every column, on one seeded database with one session per column. Each call is
// made with the contract test's valid request (tests/api/contract/requests.ts, built once per call), its
// token swapped for the column's. Every differing cell is reported at once; a documented call without
// a row fails (deny by default: a call nobody wrote down is a call nobody decided on).

interface Operation {
  name: string;
  method: string;
  path: string;
}

let t: TestApp;
let operations: Operation[];
const sessions = new Map<string, string>();

const ctx: Context = {
  get t() {
    return t;
  },
  async as(role) {
    const key = `demo:${role}`;
    if (!sessions.has(key)) sessions.set(key, await ctx.signIn(DEMO_USER_BY_ROLE[role]));
    return sessions.get(key)!;
  },
  async signIn(email, password = DEMO_PASSWORD) {
    const first = await ctx.call('', 'POST', 'Account/Login', { email, password });
    if (first.json.token) return first.json.token;
    const second = await ctx.call('', 'POST', 'Account/Login2F', {
      email,
      password,
      code: mailedCode(t, email),
    });
    if (!second.json.token) throw new Error(`sign-in of ${email}: ${JSON.stringify(second.json)}`);
    return second.json.token;
  },
  async call(token, method, path, body) {
    const response = await t.app.inject({
      method: method as 'GET',
      url: `/api/v1/${path}`,
      payload: body as object,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { status: response.statusCode, json: response.body ? response.json() : undefined };
  },
};

const ROLE_OF: Record<string, RoleCode> = { 'R100*': 'R100', 'R300*': 'R300', 'R1100*': 'R1100' };

/** Another importer's or distributor's user, with the permissions of the demo user of its role. */
async function otherEntityUser(role: RoleCode): Promise<string> {
  const demo = await t.db.db
    .selectFrom('users as u')
    .innerJoin('userEntities as ue', 'ue.userId', 'u.id')
    .select(['u.id', 'ue.importerId', 'ue.distributorId'])
    .where('u.email', '=', DEMO_USER_BY_ROLE[role])
    .executeTakeFirstOrThrow();
  const table = demo.importerId ? 'importers' : 'distributors';
  const own = demo.importerId ?? demo.distributorId!;
  const other = await t.db.db
    .selectFrom(table)
    .select('id')
    .where('id', '<>', own)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const permissions = await t.db.db
    .selectFrom('userPermissions as up')
    .innerJoin('permissions as p', 'p.id', 'up.permissionId')
    .select('p.code')
    .where('up.userId', '=', demo.id)
    .execute();
  const email = `other.${role.toLowerCase()}@matrix.test`;
  await addExternalUser(
    t,
    email,
    role,
    permissions.map((p) => p.code),
    demo.importerId ? { importerId: other.id } : { distributorId: other.id },
  );
  return ctx.signIn(email);
}

/** A signed-in user of the role, then deactivated: its token must open nothing. */
async function deactivatedSession(): Promise<string> {
  const user = await addUser(t, { role: 'R500', password: STRONG, emailConfirmed: true });
  const token = await ctx.signIn(user.email, STRONG);
  await t.db.db.updateTable('users').set({ isActive: false }).where('id', '=', user.id).execute();
  return token;
}

/**
 * Calls that end or change the caller's own session or password: each column gets a new user of its
 * role (password STRONG), so the shared sessions live on.
 */
const OWN_SESSION = new Set(['logout', 'refreshToken', 'changePassword']);

async function tokenOf(column: Column, operation: string): Promise<string | undefined> {
  if (column === 'none') return undefined;
  if (column === 'off') {
    if (!sessions.has('off')) sessions.set('off', await deactivatedSession());
    return sessions.get('off');
  }
  const role = (ROLE_OF[column] ?? column) as RoleCode;
  if (OWN_SESSION.has(operation)) {
    const user = await addUser(t, { role, password: STRONG, emailConfirmed: true });
    return ctx.signIn(user.email, STRONG);
  }
  if (column in ROLE_OF) {
    if (!sessions.has(column)) sessions.set(column, await otherEntityUser(role));
    return sessions.get(column);
  }
  return ctx.as(role);
}

function send(operation: Operation, request: ContractRequest, token: string | undefined) {
  const url = requestUrl(operation.path, request);
  return t.app.inject({
    method: operation.method as 'GET',
    url,
    payload: request.raw?.payload ?? (request.body as object),
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...request.raw?.headers },
  });
}

const classOf = (status: number): Cell => (status >= 200 && status < 300 ? '2xx' : (String(status) as Cell));

/**
 * The order columns are walked in: the refused ones first, so that a call that changes its record
 * (an approval, a deletion) reaches them unchanged, then the roles in the table's order.
 */
const WALK: readonly Column[] = ['none', 'off', 'R100*', 'R300*', 'R1100*', ...COLUMNS.slice(0, 8)];

beforeAll(async () => {
  // A second factor for internal users, as the contract test runs: Login2F is one of the calls.
  t = await createTestApp({ twoFactor: 'internal' });
  const doc: { paths: Record<string, Record<string, { operationId?: string }>> } = (
    await t.app.inject({ method: 'GET', url: '/api/v1/docs/json' })
  ).json();
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      name: op.operationId ?? `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
    })),
  );
});
afterAll(() => t.close());

describe('the access matrix', () => {
  const expected = parseMatrix(ACCESS_MATRIX);

  it('has a row for every documented call, and only for those (deny by default)', () => {
    expect([...expected.keys()].sort()).toEqual(operations.map((o) => o.name).sort());
  });

  it('every call x every role, none and deactivated, own and another entity answers as the table says', async () => {
    const started = Date.now();
    const differences: string[] = [];
    const observed = new Map<string, Record<Column, Cell>>();
    let cells = 0;
    for (const operation of [...operations].sort((a, b) => a.name.localeCompare(b.name))) {
      const build = REQUESTS[operation.name];
      if (!build) {
        differences.push(`${operation.name}: no valid request in tests/api/contract/requests.ts`);
        continue;
      }
      const request = await build(ctx);
      const row = {} as Record<Column, Cell>;
      for (const column of WALK) {
        const response = await send(operation, request, await tokenOf(column, operation.name));
        row[column] = classOf(response.statusCode);
        cells += 1;
        const want = expected.get(operation.name)?.[column];
        if (want !== row[column])
          differences.push(
            `${operation.name} as ${column}: expected ${want ?? 'no row'}, answered ${response.statusCode} ${response.body.slice(0, 120)}`,
          );
      }
      observed.set(operation.name, row);
    }
    console.info(`access matrix: ${cells} cells in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    if (differences.length && process.env.ACCESS_MATRIX_SHOW) {
      // The answered table, in the file's format, to compare by eye (never copied in unread).
      const lines = [...observed].map(([name, row]) =>
        [name.padEnd(34), ...COLUMNS.map((c) => row[c].padEnd(6))].join(' ').trimEnd(),
      );
      console.info(lines.join('\n'));
    }
    expect(differences).toEqual([]);
    // About 1,550 calls in one walk: well under the suite's 30 s on a quiet machine, not on a loaded one.
  }, 180_000);
});
