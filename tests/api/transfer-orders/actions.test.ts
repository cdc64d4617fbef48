import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../../helpers/app.ts';
import { multipart, PDF } from '../../helpers/multipart.ts';
import { ACTIONS, act, available, create, detailAs, type Suite, transferOrderSuite } from './fixtures.ts';

let s: Suite;
beforeAll(async () => {
  s = await transferOrderSuite();
});
afterAll(() => s.t.close());

const history = async (id: number) =>
  (await detailAs(s.operations, id)).reviews.map(
    (r: { reviewAction: string; submitter: string; comment: string | null }) =>
      [r.reviewAction, r.submitter, r.comment] as const,
  );

describe('POST TransferOrder/Actions: the four stages', () => {
  it('climbs Operations, Finance, Marketing and Control Room, each stage role reviewing and approving', async () => {
    const id = await create(s);
    const steps = [
      [s.operations, 10, 'Operations'],
      [s.finance, 20, 'Finance'],
      [s.marketing, 30, 'Marketing'],
      [s.controlRoom, 30, 'Control Room'],
    ] as const;
    for (const [call, next, stage] of steps) {
      const before = await detailAs(call, id);
      expect(before.setting).toMatchObject({ canReview: true, canApprove: true, canCancel: true });
      const reviewed = await act(call, id, ACTIONS.review, `Checked at ${stage}`);
      expect(reviewed.statusCode).toBe(200);
      expect(reviewed.json().message).toBe('Transfer order successfully reviewed.');
      expect((await detailAs(call, id)).status).toEqual({
        progress: before.status.progress,
        value: `Reviewed at ${stage}`,
      });
      const approved = await act(call, id, ACTIONS.approve, `Approved at ${stage}`);
      expect(approved.json().message).toBe('Transfer order successfully approved.');
      expect((await detailAs(call, id)).status.progress).toBe(next);
    }
    const done = await detailAs(s.controlRoom, id);
    expect(done.status).toEqual({ progress: 30, value: 'Approved' });
    expect(done.setting).toMatchObject({
      canReview: false,
      canApprove: false,
      canCancel: true,
      isEditable: false,
    });
    expect(await history(id)).toEqual([
      ['Create', 'Ivan Importer', null],
      ['Review', 'Olu Operations', 'Checked at Operations'],
      ['Approve', 'Olu Operations', 'Approved at Operations'],
      ['Review', 'Fred Finance', 'Checked at Finance'],
      ['Approve', 'Fred Finance', 'Approved at Finance'],
      ['Review', 'Mia Marketing', 'Checked at Marketing'],
      ['Approve', 'Mia Marketing', 'Approved at Marketing'],
      ['Review', 'Carl Control', 'Checked at Control Room'],
      ['Approve', 'Carl Control', 'Approved at Control Room'],
    ]);
  });

  it("refuses a stage's action to the other stages' roles (403): Finance can not approve at Operations", async () => {
    const id = await create(s);
    for (const call of [s.finance, s.marketing, s.controlRoom]) {
      for (const code of [ACTIONS.review, ACTIONS.approve, ACTIONS.cancel]) {
        expect((await act(call, id, code)).statusCode).toBe(403);
      }
    }
    const refused = await act(s.finance, id, ACTIONS.approve);
    expect(refused.json().message).toBe('You may not approve a transfer order that is at Operations.');
    expect((await detailAs(s.finance, id)).setting).toMatchObject({ canApprove: false, canReview: false });
    expect((await detailAs(s.operations, id)).status.progress).toBe(0);
  });

  it('lets a distributor, an agent and the administrator see the order but never act (403)', async () => {
    const id = await create(s, { distributorId: s.capitol });
    for (const call of [s.distributor, s.agent, s.admin]) {
      const order = await detailAs(call, id);
      expect(order.setting).toEqual({
        isEditable: false,
        canManageDocuments: false,
        canCancel: false,
        canReview: false,
        canApprove: false,
      });
      for (const code of [ACTIONS.review, ACTIONS.approve, ACTIONS.cancel]) {
        expect((await act(call, id, code)).statusCode).toBe(403);
      }
    }
    expect((await act(s.importer, id, ACTIONS.review)).statusCode).toBe(403);
  });

  it('answers a stale action with 400: already at the next stage, already reviewed, already cancelled', async () => {
    const id = await create(s);
    expect((await act(s.operations, id, ACTIONS.review)).statusCode).toBe(200);
    const twice = await act(s.operations, id, ACTIONS.review);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('This transfer order is already reviewed at Operations.');
    expect((await act(s.operations, id, ACTIONS.approve)).statusCode).toBe(200);
    const again = await act(s.operations, id, ACTIONS.approve);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This transfer order is already at Finance.');
    const late = await act(s.importer, id, ACTIONS.cancel);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('This transfer order is already at Finance.');
    expect((await act(s.finance, id, ACTIONS.cancel, 'Unpaid')).statusCode).toBe(200);
    for (const call of [s.finance, s.marketing, s.operations]) {
      const after = await act(call, id, ACTIONS.approve);
      expect(after.statusCode).toBe(400);
      expect(after.json().message).toBe('This transfer order is already cancelled.');
    }
  });

  it('cancels: the importer or Operations at Operations, each stage role at its stage, Control Room once Approved', async () => {
    const byImporter = await create(s);
    expect((await detailAs(s.importer, byImporter)).setting.canCancel).toBe(true);
    const cancelled = await act(s.importer, byImporter, ACTIONS.cancel, 'Entered twice');
    expect(cancelled.json().message).toBe('Transfer order successfully cancelled.');
    const order = await detailAs(s.importer, byImporter);
    expect(order.status).toEqual({ progress: 0, value: 'Cancelled' });
    expect(order.setting).toMatchObject({ isEditable: false, canCancel: false, canManageDocuments: false });
    expect(order.canAddComment).toBe(false);

    const atMarketing = await create(s);
    await act(s.operations, atMarketing, ACTIONS.approve);
    await act(s.finance, atMarketing, ACTIONS.approve);
    expect((await detailAs(s.importer, atMarketing)).setting.canCancel).toBe(false);
    expect((await act(s.marketing, atMarketing, ACTIONS.cancel)).statusCode).toBe(200);
    // A cancelled order stays where it stopped.
    expect((await detailAs(s.marketing, atMarketing)).status).toEqual({ progress: 20, value: 'Cancelled' });

    const approved = await create(s);
    for (const call of [s.operations, s.finance, s.marketing, s.controlRoom])
      await act(call, approved, ACTIONS.approve);
    expect((await act(s.marketing, approved, ACTIONS.cancel)).json().message).toBe(
      'This transfer order is already approved.',
    );
    expect((await act(s.controlRoom, approved, ACTIONS.cancel)).statusCode).toBe(200);
  });

  it('keeps the approved order in the open remainders until it is cancelled', async () => {
    const before = await available(s);
    const id = await create(s, { quantity: 4_000 });
    for (const call of [s.operations, s.finance, s.marketing, s.controlRoom])
      await act(call, id, ACTIONS.approve);
    expect(await available(s)).toBe(before - 4_000);
    await act(s.controlRoom, id, ACTIONS.cancel);
    expect(await available(s)).toBe(before);
  });

  it('refuses unknown orders (404), invisible ones (404) and codes that are no action (400)', async () => {
    const id = await create(s);
    expect((await act(s.operations, 999_999, ACTIONS.approve)).statusCode).toBe(404);
    expect((await act(s.otherImporter, id, ACTIONS.cancel)).statusCode).toBe(404);
    for (const actionCode of [0, 15, 30, '10', null]) {
      const response = await s.operations('POST', 'TransferOrder/Actions', {
        actionCode,
        transferOrderId: id,
      });
      expect(response.statusCode, String(actionCode)).toBe(400);
    }
    expect((await act(caller(s.t.app), id, ACTIONS.approve)).statusCode).toBe(401);
  });
});

describe('visibility of an order', () => {
  it("shows an order to its importer's and its distributor's users and to staff, 404 to anyone else", async () => {
    const id = await create(s, { distributorId: s.capitol });
    for (const call of [
      s.importer,
      s.distributor,
      s.agent,
      s.operations,
      s.finance,
      s.marketing,
      s.controlRoom,
      s.admin,
    ]) {
      expect((await call('GET', `TransferOrder/${id}`)).statusCode).toBe(200);
    }
    for (const call of [s.otherImporter, s.otherDistributor]) {
      const response = await call('GET', `TransferOrder/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('The transfer order was not found.');
    }
    for (const path of ['TransferOrder/999999', 'TransferOrder/abc', 'TransferOrder/0']) {
      expect((await s.operations('GET', path)).statusCode).toBe(404);
    }
  });
});

describe('comments and documents on an order', () => {
  it('lets anyone who sees the order comment while it is open, in its history, and no more once cancelled', async () => {
    const id = await create(s, { distributorId: s.capitol });
    const added = await s.distributor('POST', 'TransferOrder/Comments', {
      entityId: id,
      text: 'Trucks ready Monday',
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().message).toBe('Comment successfully added.');
    const order = await detailAs(s.finance, id);
    expect(order.comments.map((c: { submitter: string; text: string }) => [c.submitter, c.text])).toEqual([
      ['Dina Distributor', 'Trucks ready Monday'],
    ]);
    expect(order.reviews.at(-1)).toMatchObject({ reviewAction: 'Comment', submitter: 'Dina Distributor' });
    expect(
      (await s.otherDistributor('POST', 'TransferOrder/Comments', { entityId: id, text: 'Peek' })).statusCode,
    ).toBe(404);
    await act(s.importer, id, ACTIONS.cancel);
    const late = await s.operations('POST', 'TransferOrder/Comments', { entityId: id, text: 'Too late' });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('Comments can no longer be added: this transfer order is cancelled.');
  });

  it("lets the importer and the stage's role upload (document type 1), others not", async () => {
    const id = await create(s);
    const upload = (call: typeof s.importer, title: string) => {
      const body = multipart({ entityId: String(id), entityType: '1', title }, { name: 'a.pdf', data: PDF });
      return call('POST', 'Document', body.payload, body.headers);
    };
    expect((await upload(s.importer, 'Proforma invoice')).statusCode).toBe(200);
    expect((await upload(s.operations, 'Allocation')).statusCode).toBe(200);
    expect((await upload(s.finance, 'Receipt')).statusCode).toBe(403);
    expect((await upload(s.distributor, 'Licence')).statusCode).toBe(403);
    const titles = (await detailAs(s.finance, id)).documents.map((d: { title: string }) => d.title);
    expect(titles).toEqual(['Proforma invoice', 'Allocation']);
  });
});
