import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_COUNT_AHEAD } from '../../../schemas/audit.ts';
import { DEMO_PASSWORD } from '../../../server/db/seed/demo.ts';
import { verifyAudit } from '../../../server/domain/audit/verify.ts';
import { caller, signIn } from '../../helpers/app.ts';
import { addUser, STRONG, STRONGER } from '../accounts/fixtures.ts';
import { act, type Suite, stockUpdateSuite, submit } from '../stock-updates/fixtures.ts';

// The audit log (issue 19, item 1): each kind of event writes one row in the transaction of its change,
// no row holds a secret, the chain verifies and names an altered or a deleted row, and only
// administrators read it.

let s: Suite;
beforeAll(async () => {
  s = await stockUpdateSuite();
});
afterAll(() => s.t.close());

const rows = (where: { kind?: string; userId?: number; recordType?: string; recordId?: number } = {}) => {
  let query = s.t.db.db.selectFrom('auditEvents').selectAll().orderBy('seq');
  if (where.kind) query = query.where('kind', '=', where.kind);
  if (where.userId) query = query.where('userId', '=', where.userId);
  if (where.recordType) query = query.where('recordType', '=', where.recordType);
  if (where.recordId) query = query.where('recordId', '=', where.recordId);
  return query.execute();
};
const count = async () =>
  Number((await sql<{ n: number }>`select count(*) as n from audit_events`.execute(s.t.db.db)).rows[0].n);
const login = (email: string, password: string) =>
  caller(s.t.app)('POST', 'Account/Login', { email, password });

describe('what the audit log hears', () => {
  it('the demo history already fills it, and the chain verifies', async () => {
    expect((await rows({ kind: 'record-change' })).length).toBeGreaterThan(20);
    const verify = await s.admin('GET', 'Audit/Verify');
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toMatchObject({ ok: true, problems: [] });
  });

  it('sign-in, failed sign-in, throttled sign-in and sign-out, with the address', async () => {
    const user = await addUser(s.t, { role: 'R200' });
    expect((await login(user.email, STRONG)).statusCode).toBe(200);
    const token = (await login(user.email, STRONG)).json().token as string;
    expect((await caller(s.t.app, token)('POST', 'Account/Logout')).statusCode).toBe(200);
    for (let i = 0; i < 6; i++) await login(user.email, 'Wrong#Guess99');
    const mine = await rows({ userId: user.id });
    const kinds = mine.map((r) => r.kind);
    expect(kinds.filter((k) => k === 'sign-in')).toHaveLength(2);
    expect(kinds).toContain('sign-out');
    expect(kinds.filter((k) => k === 'sign-in-failed').length).toBeGreaterThanOrEqual(5);
    expect(kinds).toContain('sign-in-throttled');
    expect(mine.every((r) => r.address === '127.0.0.1' && r.role === 'R200')).toBe(true);
  });

  it('a password change and a record state change', async () => {
    const user = await addUser(s.t, { role: 'R200' });
    const token = await signIn(s.t.app, user.email, STRONG);
    const changed = await caller(s.t.app, token)('POST', 'Account/ChangePassword', {
      currentPassword: STRONG,
      newPassword: STRONGER,
      confirmPassword: STRONGER,
    });
    expect(changed.statusCode).toBe(200);
    expect((await rows({ userId: user.id, kind: 'password-change' })).length).toBe(1);

    const id = await submit(s);
    expect((await act(s.marketing, id, 10, 'Papers checked')).statusCode).toBe(200);
    const history = await rows({ recordType: 'StockUpdate', recordId: id });
    expect(history.map((r) => [r.kind, (r.detail as { action: string }).action, r.role])).toEqual([
      ['record-change', 'Submit', 'R100'],
      ['record-change', 'Review', 'R600'],
    ]);
  });

  it('administrative changes with before and after: a product, a user, the loss tolerance', async () => {
    const product = await s.admin('POST', 'Product', { name: 'Audit Kerosene', unitOfMeasure: 'Gallons' });
    expect(product.statusCode).toBe(200);
    const [created] = await rows({ recordType: 'products', recordId: product.json().id });
    expect(created.detail).toMatchObject({
      action: 'Create product',
      before: null,
      after: { name: 'Audit Kerosene' },
    });

    const user = await addUser(s.t, { role: 'R200' });
    const roles = (await s.admin('GET', `Role/User/${user.id}`)).json() as { id: number; name: string }[];
    const other = roles.find((r) => !(r as { isSelected?: boolean }).isSelected)!;
    const update = await s.admin('POST', 'Administration/UpdateUserRole', {
      userId: user.id,
      userRoles: roles.map((r) => ({ id: r.id, isSelected: r.id === other.id })),
    });
    expect(update.statusCode).toBe(200);
    const [roleRow] = await rows({ recordType: 'User', recordId: user.id, kind: 'admin-change' });
    const detail = roleRow.detail as {
      before: { user: { roleId: number } };
      after: { user: { roleId: number } };
    };
    expect(detail.after.user.roleId).toBe(other.id);
    expect(detail.before.user.roleId).not.toBe(other.id);
    expect(roleRow.role).toBe('R500');

    expect((await s.admin('PUT', 'Report/LossTolerance', { percent: 1, gallons: 7 })).statusCode).toBe(200);
    const tolerance = (await rows({ recordType: 'Setting' })).at(-1)!;
    expect(tolerance.detail).toMatchObject({ action: 'Loss tolerance', after: { gallons: 7 } });
  });

  it('a refused change writes no row', async () => {
    const before = await count();
    expect((await s.admin('POST', 'Product', { name: '', unitOfMeasure: 'Gallons' })).statusCode).toBe(400);
    const id = await submit(s);
    const afterSubmit = await count();
    // Approving before review is refused by the workflow: nothing of it is audited.
    expect((await act(s.importer, id, 20)).statusCode).toBeGreaterThanOrEqual(400);
    expect(await count()).toBe(afterSubmit);
    expect(afterSubmit).toBe(before + 1);
  });

  it('a change that fails at its commit leaves no audit row: they share one transaction', async () => {
    // Test-only deferred triggers refuse these changes when they commit, after their audit rows were
    // written: an audit row written outside the change's transaction would stay.
    const user = await addUser(s.t, { role: 'R200' });
    await sql`create function audit_refuse_test() returns trigger language plpgsql as $$
      begin raise exception 'refused at commit for the test'; end $$`.execute(s.t.db.db);
    await sql`create constraint trigger audit_refuse_product after insert on products
      deferrable initially deferred for each row when (new.name = 'Doomed Kerosene')
      execute function audit_refuse_test()`.execute(s.t.db.db);
    await sql
      .raw(`create constraint trigger audit_refuse_session after insert on sessions
      deferrable initially deferred for each row when (new.user_id = ${user.id})
      execute function audit_refuse_test()`)
      .execute(s.t.db.db);
    const before = await count();
    try {
      const product = await s.admin('POST', 'Product', { name: 'Doomed Kerosene', unitOfMeasure: 'Gallons' });
      expect(product.statusCode).toBe(500);
      expect((await login(user.email, STRONG)).statusCode).toBe(500);
    } finally {
      await sql`drop trigger audit_refuse_product on products`.execute(s.t.db.db);
      await sql`drop trigger audit_refuse_session on sessions`.execute(s.t.db.db);
      await sql`drop function audit_refuse_test()`.execute(s.t.db.db);
    }
    expect(await count()).toBe(before);
    const products = await s.t.db.db
      .selectFrom('products')
      .select('id')
      .where('name', '=', 'Doomed Kerosene')
      .execute();
    expect(products).toEqual([]);
  });

  it('no row holds a password, a hash or a token', async () => {
    const user = await addUser(s.t, { role: 'R200' });
    const token = await signIn(s.t.app, user.email, STRONG);
    await login(user.email, 'Secret#Attempt12');
    const text = JSON.stringify(await rows());
    const hashes = (await s.t.db.db.selectFrom('users').select('passwordHash').execute()).flatMap((u) =>
      u.passwordHash ? [u.passwordHash] : [],
    );
    expect(hashes.length).toBeGreaterThan(5);
    expect(text).toContain('"before":{"user"');
    for (const secret of [
      STRONG,
      STRONGER,
      DEMO_PASSWORD,
      'Secret#Attempt12',
      token,
      'passwordHash',
      'password_hash',
      ...hashes,
    ]) {
      expect(text).not.toContain(secret);
    }
  });
});

describe('GET Audit', () => {
  it('administrators only', async () => {
    for (const call of [s.importer, s.marketing, s.operations]) {
      expect((await call('GET', 'Audit')).statusCode).toBe(403);
      expect((await call('GET', 'Audit/Verify')).statusCode).toBe(403);
    }
    expect((await s.anonymous('GET', 'Audit')).statusCode).toBe(401);
  });

  it('filters by user, kind, record and date, 50 a page, newest first', async () => {
    // Written last, but of an hour ago (as an entry given its time is): last in the chain, not the newest.
    await sql`insert into audit_events (kind, user_id, role, at)
      values ('sign-out', null, null, now() - interval '1 hour')`.execute(s.t.db.db);
    const all = (await s.admin('GET', 'Audit')).json();
    expect(all.total).toBe(await count());
    expect(all.rows).toHaveLength(50);
    // Newest first: by time, then place in the chain, page after page.
    const { rows: order } = await sql<{ seq: number }>`select seq from audit_events
      order by at desc, seq desc limit 100`.execute(s.t.db.db);
    const second = (await s.admin('GET', 'Audit?pageNumber=2')).json();
    expect([...all.rows, ...second.rows].map((r: { seq: number }) => r.seq)).toEqual(order.map((r) => r.seq));

    const id = await submit(s);
    const record = (await s.admin('GET', `Audit?recordType=StockUpdate&recordId=${id}`)).json();
    expect(record.total).toBe(1);
    expect(record.rows[0]).toMatchObject({ kind: 'record-change', user: 'importer@ppms.demo', role: 'R100' });
    const byUser = (await s.admin('GET', `Audit?userId=${record.rows[0].userId}&kind=record-change`)).json();
    expect(
      byUser.rows.every(
        (r: { userId: number; kind: string }) =>
          r.userId === record.rows[0].userId && r.kind === 'record-change',
      ),
    ).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    const todays = (await s.admin('GET', `Audit?from=${today}&to=${today}`)).json();
    expect(todays.total).toBeGreaterThan(0);
    expect(todays.total).toBeLessThan(all.total + 2);
    expect((await s.admin('GET', 'Audit?from=2000-01-01&to=2000-01-02')).json().total).toBe(0);
  });

  it('counts the matches up to a spreadsheet past the page: "at least" beyond', async () => {
    const user = await addUser(s.t, { role: 'R200' });
    const written = AUDIT_COUNT_AHEAD + 60;
    // Through the chain's trigger, as writeAudit's rows go in.
    await sql`insert into audit_events (kind, user_id, role, detail)
      select 'sign-out', ${user.id}, 'R200', jsonb_build_object('n', n)
      from generate_series(1, ${written}) n`.execute(s.t.db.db);
    const first = (await s.admin('GET', `Audit?userId=${user.id}`)).json();
    expect(first).toMatchObject({ total: AUDIT_COUNT_AHEAD, totalIsLowerBound: true });
    expect(first.rows.map((r: { detail: string }) => JSON.parse(r.detail).n)).toEqual(
      Array.from({ length: 50 }, (_, i) => written - i),
    );
    // Three pages on, the cap is past the last match: the count is exact.
    const fourth = (await s.admin('GET', `Audit?userId=${user.id}&pageNumber=4`)).json();
    expect(fourth).toMatchObject({ total: written, totalIsLowerBound: false });
    expect(JSON.parse(fourth.rows[0].detail).n).toBe(written - 150);
    expect((await s.admin('GET', 'Audit?kind=sign-out')).json().totalIsLowerBound).toBe(true);
  });

  it('refuses bad filters with 400', async () => {
    for (const query of [
      'kind=nonsense',
      'userId=-1',
      'from=yesterday',
      'pageNumber=0',
      'from=2026-01-02&to=2026-01-01',
      'recordId=5',
    ]) {
      const response = await s.admin('GET', `Audit?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    // A record id names a record of one type.
    const alone = (await s.admin('GET', 'Audit?recordId=5')).json();
    expect(alone.message).toBe('Record type is required with a record id.');
    expect(JSON.stringify(alone.errors)).toContain(alone.message);
  });
});

describe('GET Audit/Verify', () => {
  const withoutGuard = async (change: () => Promise<unknown>) => {
    await sql`alter table audit_events disable trigger audit_events_append_only`.execute(s.t.db.db);
    try {
      await change();
    } finally {
      await sql`alter table audit_events enable trigger audit_events_append_only`.execute(s.t.db.db);
    }
  };

  it('the table refuses UPDATE and DELETE', async () => {
    await expect(
      sql`update audit_events set kind = 'sign-out' where seq = 1`.execute(s.t.db.db),
    ).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_events where seq = 1`.execute(s.t.db.db)).rejects.toThrow(
      /append-only/,
    );
  });

  it('runs one at a time: those asked while one runs share the next, begun after they asked', async () => {
    const first = verifyAudit(s.t.db);
    const [second, third] = [verifyAudit(s.t.db), verifyAudit(s.t.db)];
    const [a, b, c] = await Promise.all([first, second, third]);
    expect(b).toBe(c);
    expect(a).not.toBe(b);
    expect([a.ok, b.ok]).toEqual([true, true]);
  });

  it('names an altered row, then a deleted one', async () => {
    const [row] = await rows({ kind: 'sign-in' });
    const address = row.address;
    await withoutGuard(() =>
      sql`update audit_events set address = '10.9.9.9' where id = ${row.id}`.execute(s.t.db.db),
    );
    const altered = (await s.admin('GET', 'Audit/Verify')).json();
    expect(altered.ok).toBe(false);
    expect(altered.problems).toEqual([
      expect.objectContaining({ id: Number(row.id), problems: ['content'] }),
    ]);
    await withoutGuard(() =>
      sql`update audit_events set address = ${address} where id = ${row.id}`.execute(s.t.db.db),
    );
    expect((await s.admin('GET', 'Audit/Verify')).json().ok).toBe(true);

    const victim = (await rows({ kind: 'record-change' }))[3];
    await withoutGuard(() => sql`delete from audit_events where id = ${victim.id}`.execute(s.t.db.db));
    const deleted = (await s.admin('GET', 'Audit/Verify')).json();
    expect(deleted.ok).toBe(false);
    expect(deleted.problems[0].problems).toEqual(expect.arrayContaining(['link', 'sequence']));
  });
});
