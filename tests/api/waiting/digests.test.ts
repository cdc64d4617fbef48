import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recordHistory } from '../../../server/domain/history.ts';
import type { Mailer, MailMessage } from '../../../server/domain/mail.ts';
import { RECORD_TYPES } from '../../../server/domain/record-types/index.ts';
import { DIGEST_GAP_MINUTES, sendDueDigests } from '../../../server/domain/waiting-digests.ts';
import { ACTIONS, act, create, type Suite, transferOrderSuite } from '../transfer-orders/fixtures.ts';

// The 'waiting for me' mail (issue 20, item 2): a record that reaches a step makes a digest due for who
// may take it, in the same transaction; at most one digest per user per hour; none when turned off.

const BASE = 'https://ppms.example';
let s: Suite;
let sent: MailMessage[];
const mailer: Mailer = {
  async send(message) {
    sent.push(message);
  },
};
const send = (now = new Date()) => sendDueDigests(s.t.db, RECORD_TYPES, mailer, BASE, now);
const to = (email: string) => sent.filter((m) => m.to === email);
const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

let dueAfterSeed: number;
beforeAll(async () => {
  s = await transferOrderSuite();
  const { count } = await s.t.db.db
    .selectFrom('waitingDigests')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('due', '=', true)
    .executeTakeFirstOrThrow();
  dueAfterSeed = Number(count);
});
afterAll(() => s.t.close());
beforeEach(async () => {
  // Each case starts with every digest sent long ago and none due.
  await s.t.db.db.updateTable('waitingDigests').set({ due: false, lastSentAt: null }).execute();
  await s.t.db.db.updateTable('users').set({ mailWaiting: true }).execute();
  sent = [];
});

describe('the waiting digest', () => {
  it('owes nobody a digest for the demo history', () => {
    expect(dueAfterSeed).toBe(0);
  });

  it('mails Operations a new order, then Finance once Operations approves it, each with its link', async () => {
    const id = await create(s);
    expect(await send()).toBeGreaterThan(0);
    const [operations] = to('operations@ppms.demo');
    expect(operations.subject).toMatch(/wait(s)? for you$/);
    expect(operations.text).toContain(`${BASE}/transfer-order-detail/${id}`);
    expect(to('finance@ppms.demo')).toEqual([]);
    // Not the importer who made it: it can only withdraw it.
    expect(to('importer@ppms.demo')).toEqual([]);

    expect((await act(s.operations, id, ACTIONS.approve)).statusCode).toBe(200);
    await send();
    const [finance] = to('finance@ppms.demo');
    expect(finance.text).toContain(`${BASE}/transfer-order-detail/${id}`);
    expect(finance.html).toContain(`${BASE}/transfer-order-detail/${id}`);
  });

  it('sends at most one digest per user per hour; what came meanwhile goes in the next', async () => {
    await create(s);
    await send();
    expect(to('operations@ppms.demo')).toHaveLength(1);
    const second = await create(s);
    await send(later(DIGEST_GAP_MINUTES - 1));
    expect(to('operations@ppms.demo')).toHaveLength(1);
    await send(later(DIGEST_GAP_MINUTES + 1));
    const mails = to('operations@ppms.demo');
    expect(mails).toHaveLength(2);
    expect(mails[1].text).toContain(`/transfer-order-detail/${second}`);
  });

  it('sends nothing to a user who turned it off on the profile', async () => {
    const off = await s.finance('PUT', 'Profile/Notifications', { mailWaiting: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ mailWaiting: false });
    expect((await s.finance('GET', 'Profile/Notifications')).json()).toEqual({ mailWaiting: false });
    const id = await create(s);
    expect((await act(s.operations, id, ACTIONS.approve)).statusCode).toBe(200);
    await send();
    expect(to('finance@ppms.demo')).toEqual([]);
  });

  it('marks nothing for a change that rolls back: the mark is in its transaction', async () => {
    const id = await create(s);
    await send();
    sent = [];
    const user = await s.t.db.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'operations@ppms.demo')
      .executeTakeFirstOrThrow();
    await expect(
      s.t.db.transaction(async (tx) => {
        await recordHistory(tx, {
          recordType: 'TransferOrder',
          recordId: id,
          action: 'Approve',
          toState: 'Finance',
          userId: user.id,
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await send(later(DIGEST_GAP_MINUTES * 3))).toBe(0);
  });

  it('refuses a setting that is not true or false', async () => {
    const response = await s.finance('PUT', 'Profile/Notifications', { mailWaiting: 'no' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('mailWaiting');
  });
});
