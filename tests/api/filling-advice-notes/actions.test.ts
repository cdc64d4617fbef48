import { format } from 'date-fns/format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAN_MESSAGES } from '../../../schemas/filling-advice-note.ts';
import { english } from '../../helpers/english.ts';
import { detailAs } from '../transfer-orders/fixtures.ts';
import {
  approvedDeliveryOrder,
  approvedTransferOrder,
  balancesOf,
  createNote,
  FAN_ACTIONS,
  issue,
  noteAs,
  noteSuite,
  oneLineOrder,
  type Suite,
  salesOf,
} from './fixtures.ts';

let s: Suite;
beforeAll(async () => {
  s = await noteSuite();
});
afterAll(() => s.t.close());

const statusUpdate = (body: Record<string, unknown>, call = s.controlRoom) =>
  call('POST', 'FillingAdviceNote/StatusUpdate', body);

const deliveryOrderState = async (id: number) =>
  s.t.db.db
    .selectFrom('deliveryOrders')
    .select(['status', 'progress', 'fulfilledAt', 'fulfilledBy'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('issuing a note', () => {
  it('fulfils its delivery orders, posts one sale per line and delivers only the transfer orders it covers', async () => {
    const [tank1, tank2] = s.atlanticPms;
    // T1 is covered by this note's two orders; T2 only in part.
    const t1 = await approvedTransferOrder(s, 7_000);
    const t2 = await approvedTransferOrder(s, 9_000);
    const a = await approvedDeliveryOrder(s, [
      { transferOrderId: t1, inventoryId: tank1, quantity: 4_000 },
      { transferOrderId: t2, inventoryId: tank2, quantity: 5_000 },
    ]);
    const b = await approvedDeliveryOrder(s, [{ transferOrderId: t1, inventoryId: tank1, quantity: 3_000 }]);
    const id = await createNote(s, [a, b]);
    const before = await balancesOf(s, [tank1, tank2]);

    const answer = await issue(s, id, 90210);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().message).toBe('Filling advice note successfully issued.');

    const after = await balancesOf(s, [tank1, tank2]);
    for (const [tank, lifted] of [
      [tank1, 7_000],
      [tank2, 5_000],
    ] as const) {
      const [was, now] = [before.get(tank)!, after.get(tank)!];
      expect(now.stockBalance).toBe(was.stockBalance - lifted);
      expect(now.pendingTrackingOrdersTotal).toBe(was.pendingTrackingOrdersTotal - lifted);
      // The stock left the tank and the delivery orders let go of it: what may still be sold is the same.
      expect(now.adjustedStockBalance).toBe(was.adjustedStockBalance);
    }
    const today = format(new Date(), 'yyyy-MM-dd');
    expect(await salesOf(s, a.id)).toEqual([
      { inventoryId: tank1, quantity: -4_000, kind: 'sale', effectiveDate: today },
      { inventoryId: tank2, quantity: -5_000, kind: 'sale', effectiveDate: today },
    ]);
    expect(await salesOf(s, b.id)).toEqual([
      { inventoryId: tank1, quantity: -3_000, kind: 'sale', effectiveDate: today },
    ]);
    for (const order of [a, b]) {
      expect(await deliveryOrderState(order.id)).toMatchObject({
        status: 'Fulfilled',
        progress: 30,
        fulfilledAt: expect.any(Date),
      });
    }
    const delivered = await detailAs(s.controlRoom, t1);
    expect(delivered.status).toEqual({ progress: 40, value: 'Delivered' });
    expect(delivered.reviews.at(-1)).toMatchObject({
      reviewAction: 'Deliver',
      submitter: 'Carl Control',
      comment: `Delivered by filling advice note #${id}.`,
    });
    expect((await detailAs(s.controlRoom, t2)).status).toEqual({ progress: 30, value: 'Approved' });

    const note = await noteAs(s.distributor, id);
    expect(note).toMatchObject({
      status: 'Issued',
      stage: 10,
      cardNumber: 90210,
      issuedBy: 'Carl Control',
      issuedDate: expect.any(String),
      isEditable: false,
    });
    expect(note.compartments.map((c: { bayNumber: number }) => c.bayNumber)).toEqual([1, 2]);
    expect(note.deliveryOrders.map((o: { status: string }) => o.status)).toEqual(['Fulfilled', 'Fulfilled']);
    expect(await noteAs(s.controlRoom, id)).toMatchObject({ isIssuable: false, canCancel: false });
  });

  it('delivers a transfer order once a later note covers the rest', async () => {
    const t = await approvedTransferOrder(s, 5_000);
    const first = await approvedDeliveryOrder(s, [
      { transferOrderId: t, inventoryId: s.atlanticPms[0], quantity: 2_000 },
    ]);
    expect((await issue(s, await createNote(s, [first]))).statusCode).toBe(200);
    expect((await detailAs(s.controlRoom, t)).status.value).toBe('Approved');
    const rest = await approvedDeliveryOrder(s, [
      { transferOrderId: t, inventoryId: s.atlanticPms[1], quantity: 3_000 },
    ]);
    expect((await issue(s, await createNote(s, [rest]))).statusCode).toBe(200);
    expect((await detailAs(s.controlRoom, t)).status).toEqual({ progress: 40, value: 'Delivered' });
  });

  it('answers 400 and posts once when the note is issued twice', async () => {
    const order = await oneLineOrder(s, 1_200);
    const id = await createNote(s, [order]);
    expect((await issue(s, id)).statusCode).toBe(200);
    const again = await issue(s, id);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This filling advice note is already issued.');
    expect(await salesOf(s, order.id)).toHaveLength(1);
  });

  it('needs a card number and a bay for every compartment of the note, and changes nothing without them', async () => {
    const order = await oneLineOrder(s, 2_000);
    const id = await createNote(s, [order]);
    const [c1, c2] = (await noteAs(s.controlRoom, id)).compartments.map((c: { id: number }) => c.id);
    const issueWith = (cardNumber: unknown, compartments: { id: number; bayNumber: number }[]) =>
      statusUpdate({ id, status: FAN_ACTIONS.issue, cardNumber, compartments });
    const noCard = await issueWith(0, [
      { id: c1, bayNumber: 1 },
      { id: c2, bayNumber: 2 },
    ]);
    expect(noCard.statusCode).toBe(400);
    expect(noCard.json().message).toBe(FAN_MESSAGES.cardNumber);
    const zeroBay = await issueWith(5, [
      { id: c1, bayNumber: 1 },
      { id: c2, bayNumber: 0 },
    ]);
    expect(zeroBay.json().message).toBe(FAN_MESSAGES.bayNumber);
    const missing = await issueWith(5, [{ id: c1, bayNumber: 1 }]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(FAN_MESSAGES.bayNumber);
    const textCard = await issueWith('5', [
      { id: c1, bayNumber: 1 },
      { id: c2, bayNumber: 2 },
    ]);
    expect(textCard.statusCode).toBe(400);
    const foreign = await issueWith(5, [
      { id: c1, bayNumber: 1 },
      { id: c2, bayNumber: 2 },
      { id: c2 + 1_000_000, bayNumber: 3 },
    ]);
    expect(foreign.json().message).toBe(FAN_MESSAGES.unknownCompartment);
    expect((await noteAs(s.controlRoom, id)).status).toBe('New');
    expect(await salesOf(s, order.id)).toEqual([]);
  });

  it('refuses to issue a note whose delivery order was cancelled meanwhile, posting nothing', async () => {
    const order = await oneLineOrder(s, 1_000);
    const id = await createNote(s, [order]);
    const cancelled = await s.controlRoom('POST', 'DeliveryOrder/StatusUpdate', {
      deliveryOrderId: order.id,
      status: 25,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const refused = await issue(s, id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      english('fan.orderNotApproved', { number: order.number, word: 'cancelled' }),
    );
    expect(await salesOf(s, order.id)).toEqual([]);
    expect((await noteAs(s.controlRoom, id)).status).toBe('New');
  });

  it('is for Control Room only', async () => {
    const id = await createNote(s, [await oneLineOrder(s, 1_000)]);
    for (const call of [s.distributor, s.operations, s.admin]) {
      expect((await issue(s, id, 7, call)).statusCode).toBe(403);
    }
    expect((await issue(s, id, 7, s.otherDistributor)).statusCode).toBe(403);
    expect((await statusUpdate({ id, status: FAN_ACTIONS.cancel }, s.distributor)).statusCode).toBe(403);
  });
});

describe('cancelling a note', () => {
  it('releases its delivery orders, still Approved, for another note; it can not be issued or cancelled again', async () => {
    const order = await oneLineOrder(s, 1_000);
    const id = await createNote(s, [order]);
    const cancelled = await statusUpdate({ id, status: FAN_ACTIONS.cancel, comment: 'Truck broke down' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().message).toBe('Filling advice note successfully cancelled.');
    expect((await deliveryOrderState(order.id)).status).toBe('Approved');
    const offered = (await s.distributor('GET', 'FillingAdviceNote/FanCreationInfo')).json().deliveryOrders;
    expect(offered.map((o: { id: number }) => o.id)).toContain(order.id);
    expect((await issue(s, id)).json().message).toBe('This filling advice note is already cancelled.');
    expect((await statusUpdate({ id, status: FAN_ACTIONS.cancel })).statusCode).toBe(400);
    const note = await noteAs(s.distributor, id);
    expect(note).toMatchObject({ status: 'Cancelled', isEditable: false, canAddComment: false });
    expect(note.reviews.at(-1)).toMatchObject({ reviewAction: 'Cancel', comment: 'Truck broke down' });
    // A new note may take the order.
    expect(await createNote(s, [order])).toEqual(expect.any(Number));
  });
});

describe('comments on a note', () => {
  it('are open while New and Issued to whoever sees it', async () => {
    const id = await createNote(s, [await oneLineOrder(s, 1_000)]);
    const added = await s.distributor('POST', 'FillingAdviceNote/Comments', {
      entityId: id,
      text: 'Driver: J. Doe',
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(
      (await s.otherDistributor('POST', 'FillingAdviceNote/Comments', { entityId: id, text: 'x' }))
        .statusCode,
    ).toBe(404);
    expect((await issue(s, id)).statusCode).toBe(200);
    expect(
      (await s.controlRoom('POST', 'FillingAdviceNote/Comments', { entityId: id, text: 'Left bay 1' }))
        .statusCode,
    ).toBe(200);
    const { comments } = await noteAs(s.distributor, id);
    expect(comments.map((c: { text: string }) => c.text)).toEqual(['Driver: J. Doe', 'Left bay 1']);
  });
});
