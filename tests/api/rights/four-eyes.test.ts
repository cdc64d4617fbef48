import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../server/db/seed/demo.ts';
import { caller, signIn } from '../../helpers/app.ts';
import { addUser } from '../accounts/fixtures.ts';
import { act as actOnRequest, day, inventoryOf } from '../stock-updates/fixtures.ts';
import {
  ACTIONS,
  act,
  create,
  detailAs,
  type Suite,
  transferOrderSuite,
} from '../transfer-orders/fixtures.ts';

// Issue 19, item 2: the four-eyes setting. Off (the default), the stock controller who reviewed a
// request may approve it, as the spec's workflow has it; on, the reviewer and the submitter are refused
// with a 400 naming the rule, nothing changes, and another user of the role may approve.

const REVIEWED = 'Four-eyes rule: you reviewed this record, so another user must approve it.';
const SUBMITTED = 'Four-eyes rule: you submitted this record, so another user must approve it.';

let s: Suite;
/** A second stock controller (R600) and a second Operations user (R200). */
let marketing2: Suite['marketing'];
let operations2: Suite['operations'];
let atlanticPms: number;

const internalCaller = async (role: string) => {
  const { email } = await addUser(s.t, { role, password: DEMO_PASSWORD, emailConfirmed: true });
  return caller(s.t.app, await signIn(s.t.app, email));
};

const setFourEyes = (enabled: unknown) => s.admin('PUT', 'Setting/FourEyes', { enabled });

/** Submits a stock update request of Atlantic as `who` and answers its id. */
async function submitRequest(who: Suite['importer']): Promise<number> {
  const response = await who('POST', 'StockUpdate', {
    createdDate: `${day(3)}T00:00:00.000Z`,
    stockUpdateType: 0,
    referenceNumber: `FE-${Math.random().toString(36).slice(2, 8)}`,
    importerId: s.atlantic,
    inventoryInfos: [{ inventoryId: atlanticPms, quantity: 1_000 }],
  });
  expect(response.statusCode).toBe(200);
  return response.json().id;
}

const requestOf = async (id: number) => (await s.marketing('GET', `StockUpdate/${id}`)).json();
const postings = async (id: number) =>
  (
    await s.t.db.db
      .selectFrom('ledgerMovements')
      .select('id')
      .where('sourceType', '=', 'StockUpdate')
      .where('sourceId', '=', id)
      .execute()
  ).length;

beforeAll(async () => {
  s = await transferOrderSuite();
  marketing2 = await internalCaller('R600');
  operations2 = await internalCaller('R200');
  atlanticPms = await inventoryOf(s.t, s.atlantic, 'T-101');
});
afterAll(() => s.t.close());

describe('GET and PUT Setting/FourEyes', () => {
  it('is off by default; stock control and administrators read it, only administrators change it', async () => {
    for (const who of [s.marketing, s.admin]) {
      const read = await who('GET', 'Setting/FourEyes');
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual({ enabled: false });
    }
    for (const who of [s.importer, s.operations, s.finance, s.controlRoom, s.distributor])
      expect((await who('GET', 'Setting/FourEyes')).statusCode).toBe(403);
    expect((await caller(s.t.app)('GET', 'Setting/FourEyes')).statusCode).toBe(401);
    expect((await s.marketing('PUT', 'Setting/FourEyes', { enabled: true })).statusCode).toBe(403);
    expect((await s.admin('GET', 'Setting/FourEyes')).json()).toEqual({ enabled: false });
  });

  it('refuses anything but a JSON boolean with a 400, changing nothing', async () => {
    for (const enabled of ['true', 1, null, undefined]) {
      const response = await setFourEyes(enabled);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    expect((await s.admin('GET', 'Setting/FourEyes')).json()).toEqual({ enabled: false });
  });
});

describe('the four-eyes rule', () => {
  it('off: the stock controller who reviewed a request approves it, as the spec has it', async () => {
    const id = await submitRequest(s.importer);
    expect((await actOnRequest(s.marketing, id, 10)).statusCode).toBe(200);
    expect((await requestOf(id)).isApprovable).toBe(true);
    expect((await actOnRequest(s.marketing, id, 20)).statusCode).toBe(200);
    expect((await requestOf(id)).status).toBe('Approved');
  });

  it('on: the reviewer is refused with a 400 and the flag, another stock controller approves', async () => {
    const turnOn = await setFourEyes(true);
    expect(turnOn.statusCode).toBe(200);
    expect(turnOn.json()).toEqual({
      enabled: true,
      message: expect.stringContaining('four-eyes rule is on'),
    });
    try {
      const id = await submitRequest(s.importer);
      expect((await actOnRequest(s.marketing, id, 10)).statusCode).toBe(200);
      // The reviewer is not offered Approve; the other stock controller is.
      expect((await requestOf(id)).isApprovable).toBe(false);
      expect((await marketing2('GET', `StockUpdate/${id}`)).json().isApprovable).toBe(true);
      // Nor does it wait for the reviewer ('Waiting for me'): it waits for the other stock controller.
      const waitsFor = async (who: Suite['marketing']) =>
        (await who('POST', 'StockUpdate/Search', { waiting: true, pageNumber: 1 }))
          .json()
          .results.some((row: { id: number }) => row.id === id);
      expect(await waitsFor(s.marketing)).toBe(false);
      expect(await waitsFor(marketing2)).toBe(true);
      const panel = (await s.marketing('GET', 'Dashboard/Waiting')).json();
      expect(
        panel.records.some((r: { record: string; id: number }) => r.record === 'StockUpdate' && r.id === id),
      ).toBe(false);

      const refused = await actOnRequest(s.marketing, id, 20);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(REVIEWED);
      expect((await requestOf(id)).status).toBe('Reviewed');
      expect(await postings(id)).toBe(0);

      expect((await actOnRequest(marketing2, id, 20)).statusCode).toBe(200);
      expect((await requestOf(id)).status).toBe('Approved');
      expect(await postings(id)).toBe(1);
    } finally {
      expect((await setFourEyes(false)).statusCode).toBe(200);
    }
  });

  it('on: the submitter never approves, even once its role lets it', async () => {
    const { id: userId, email } = await addUser(s.t, {
      role: 'R100',
      password: DEMO_PASSWORD,
      emailConfirmed: true,
    });
    await s.t.db.db
      .insertInto('userPermissions')
      .columns(['userId', 'permissionId'])
      .expression((eb) =>
        eb
          .selectFrom('permissions')
          .select([eb.val(userId).as('userId'), 'id'])
          .where('code', '=', 'P100'),
      )
      .execute();
    await s.t.db.db
      .insertInto('userEntities')
      .values({ userId, importerId: s.atlantic, distributorId: null })
      .execute();
    const submitter = caller(s.t.app, await signIn(s.t.app, email));
    const id = await submitRequest(submitter);
    expect((await actOnRequest(s.marketing, id, 10)).statusCode).toBe(200);
    // The submitter moves to stock control (the server reads the role as the database says now).
    const r600 = await s.t.db.db
      .selectFrom('roles')
      .select('id')
      .where('code', '=', 'R600')
      .executeTakeFirstOrThrow();
    await s.t.db.db
      .updateTable('users')
      .set({ roleId: r600.id, isInternal: true })
      .where('id', '=', userId)
      .execute();
    await s.t.db.db.deleteFrom('userPermissions').where('userId', '=', userId).execute();
    // The session cache drops what it read of the user once notified (domain/session-cache.ts).
    await s.t.app.sessions.settle();
    expect((await setFourEyes(true)).statusCode).toBe(200);
    try {
      expect((await submitter('GET', `StockUpdate/${id}`)).json().isApprovable).toBe(false);
      const refused = await actOnRequest(submitter, id, 20);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(SUBMITTED);
      expect((await requestOf(id)).status).toBe('Reviewed');
    } finally {
      expect((await setFourEyes(false)).statusCode).toBe(200);
    }
    // Off again, the same user may approve.
    expect((await actOnRequest(submitter, id, 20)).statusCode).toBe(200);
  });

  it('on: a transfer order reviewed at a stage is approved there by another user of the role', async () => {
    const id = await create(s);
    expect((await setFourEyes(true)).statusCode).toBe(200);
    try {
      expect((await act(s.operations, id, ACTIONS.review)).statusCode).toBe(200);
      expect((await detailAs(s.operations, id)).setting.canApprove).toBe(false);
      expect((await detailAs(operations2, id)).setting.canApprove).toBe(true);
      const refused = await act(s.operations, id, ACTIONS.approve);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(REVIEWED);
      expect((await detailAs(s.operations, id)).status.value).toBe('Reviewed at Operations');

      expect((await act(operations2, id, ACTIONS.approve)).statusCode).toBe(200);
      // At Finance nobody has reviewed it yet: its Operations reviewer's review does not carry over.
      expect((await act(s.finance, id, ACTIONS.approve)).statusCode).toBe(200);
      expect((await detailAs(s.operations, id)).status.value).toBe('Marketing');
    } finally {
      expect((await setFourEyes(false)).statusCode).toBe(200);
    }
  });
});
