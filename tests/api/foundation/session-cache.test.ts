import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Listen } from '../../../server/db/client.ts';
import { SessionCache } from '../../../server/domain/session-cache.ts';
import { caller, createTestApp, signIn, type TestApp } from '../../helpers/app.ts';

// The per-process cache of open sessions (server/domain/session-cache.ts): what a call reads of its
// session is kept for a few seconds, and the notifications of migration 2026112534 drop it when the
// session ends or the user's access changes, whichever process or statement changed it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sessionOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sid as string;
const userIdOf = async (email: string) =>
  (await t.db.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
const dashboard = async (token: string) => caller(t.app, token)('GET', 'Dashboard');

describe('the session cache', () => {
  it('keeps a session it read: ended behind the notifications, it still answers until its time is up', async () => {
    const token = await signIn(t.app, 'marketing@ppms.demo');
    expect((await dashboard(token)).statusCode).toBe(200);
    // Without its notification, the end of the session does not reach the cache: what proves the
    // calls above and below answer from it, and that the notification is what ends a cached session.
    await sql`alter table sessions disable trigger sessions_ended`.execute(t.db.db);
    try {
      await t.db.db
        .updateTable('sessions')
        .set({ endedAt: new Date() })
        .where('id', '=', sessionOf(token))
        .execute();
      await t.app.sessions.settle();
      expect((await dashboard(token)).statusCode).toBe(200);
    } finally {
      await sql`alter table sessions enable trigger sessions_ended`.execute(t.db.db);
    }
  });

  it('refuses a session ended by any statement as soon as it is notified', async () => {
    const token = await signIn(t.app, 'marketing@ppms.demo');
    expect((await dashboard(token)).statusCode).toBe(200);
    await t.db.db
      .updateTable('sessions')
      .set({ endedAt: new Date() })
      .where('id', '=', sessionOf(token))
      .execute();
    await t.app.sessions.settle();
    expect((await dashboard(token)).statusCode).toBe(401);
  });

  it('refuses the sessions of a user deactivated by any statement', async () => {
    const token = await signIn(t.app, 'agent@ppms.demo');
    expect((await dashboard(token)).statusCode).toBe(200);
    const id = await userIdOf('agent@ppms.demo');
    await t.db.db.updateTable('users').set({ isActive: false }).where('id', '=', id).execute();
    await t.app.sessions.settle();
    try {
      expect((await dashboard(token)).statusCode).toBe(401);
    } finally {
      await t.db.db.updateTable('users').set({ isActive: true }).where('id', '=', id).execute();
    }
  });

  it("reads a user's permissions again once they change, and everyone's once a role's do", async () => {
    const token = await signIn(t.app, 'importer@ppms.demo');
    const canSubmit = async () => (await dashboard(token)).json().settings.canCreateStockUpdates as boolean;
    expect(await canSubmit()).toBe(true);
    const userId = await userIdOf('importer@ppms.demo');
    const p100 = (
      await t.db.db
        .selectFrom('permissions')
        .select('id')
        .where('code', '=', 'P100')
        .executeTakeFirstOrThrow()
    ).id;
    await t.db.db
      .deleteFrom('userPermissions')
      .where('userId', '=', userId)
      .where('permissionId', '=', p100)
      .execute();
    await t.app.sessions.settle();
    expect(await canSubmit()).toBe(false);
    await t.db.db.insertInto('userPermissions').values({ userId, permissionId: p100 }).execute();
    await t.app.sessions.settle();
    expect(await canSubmit()).toBe(true);

    const carried = await t.db.db
      .deleteFrom('rolePermissions')
      .where('permissionId', '=', p100)
      .returningAll()
      .execute();
    await t.app.sessions.settle();
    try {
      expect(await canSubmit()).toBe(false);
    } finally {
      await t.db.db.insertInto('rolePermissions').values(carried).execute();
      await t.app.sessions.settle();
    }
    expect(await canSubmit()).toBe(true);
  });

  it('ends a session in every process before the sign-out answers, however late another hears of it', async () => {
    // Another process, whose notifications reach its cache 300 ms late (a busy event loop, or a
    // connection slower than ours): the sign-out must wait until it has dropped the session.
    const late: Listen = (channel, onMessage, onState) =>
      t.db.listen(channel, (payload) => setTimeout(() => onMessage(payload), 300), onState);
    const other = new SessionCache(Object.create(t.db, { listen: { value: late } }));
    await other.start();
    try {
      const token = await signIn(t.app, 'marketing@ppms.demo');
      const userId = await userIdOf('marketing@ppms.demo');
      expect(await other.user(userId, sessionOf(token)), 'kept by the other process').not.toBeNull();
      expect((await caller(t.app, token)('POST', 'Account/Logout')).statusCode).toBe(200);
      expect(await other.user(userId, sessionOf(token)), 'refused there at once').toBeNull();
    } finally {
      await other.close();
    }
  });

  it('answers nothing from the cache while it can not listen, nor keeps a read a notification overlapped', async () => {
    let setListening: (listening: boolean) => void = () => {};
    let notify: (payload: string) => void = () => {};
    const listen: Listen = async (_channel, onMessage, onState) => {
      notify = onMessage;
      setListening = onState;
      onState(true);
      return {
        name: 'watched',
        listeners: async () => ['watched'],
        notify: async () => {},
        stop: async () => {},
      };
    };
    const token = await signIn(t.app, 'marketing@ppms.demo');
    const sessionId = sessionOf(token);
    const userId = await userIdOf('marketing@ppms.demo');
    let reads = 0;
    const watchedDb = Object.create(t.db, {
      listen: { value: listen },
      db: {
        get: () => {
          reads += 1;
          return t.db.db;
        },
      },
    });
    const watched = new SessionCache(watchedDb);
    await watched.start();
    expect(await watched.user(userId, sessionId)).not.toBeNull();
    const afterFirst = reads;
    await watched.user(userId, sessionId);
    expect(reads, 'a second call answers from the cache').toBe(afterFirst);
    setListening(false);
    await watched.user(userId, sessionId);
    const whileDown = reads;
    expect(whileDown, 'not listening: read again').toBeGreaterThan(afterFirst);
    await watched.user(userId, sessionId);
    expect(reads, 'and again').toBeGreaterThan(whileDown);
    setListening(true);
    // A notification while the session is read: that read is answered but not kept.
    const pending = watched.user(userId, sessionId);
    notify('u:0');
    await pending;
    const afterOverlap = reads;
    await watched.user(userId, sessionId);
    expect(reads, 'the overlapped read was not kept').toBeGreaterThan(afterOverlap);
    await watched.close();
  });

  it('still lets a token expire on time, though its signature was checked once only', async () => {
    const token = await signIn(t.app, 'marketing@ppms.demo');
    expect((await dashboard(token)).statusCode).toBe(200);
    const { exp } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { exp: number };
    const atExpiry = vi.spyOn(Date, 'now').mockReturnValue(exp * 1000 - 1000);
    try {
      expect((await dashboard(token)).statusCode).toBe(200);
      // Past the expiry and the 5 seconds of clock tolerance jwtVerify allows.
      atExpiry.mockReturnValue(exp * 1000 + 6000);
      expect((await dashboard(token)).statusCode).toBe(401);
    } finally {
      atExpiry.mockRestore();
    }
  });
});
