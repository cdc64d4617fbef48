import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAN_MESSAGES } from '../../../schemas/filling-advice-note.ts';
import { amount } from '../../../schemas/i18n/message.ts';
import { english } from '../../helpers/english.ts';
import {
  approvedTransferOrder,
  createNote,
  issue,
  noteAs,
  notePayload,
  noteSuite,
  oneLineOrder,
  type Suite,
} from './fixtures.ts';

let s: Suite;
beforeAll(async () => {
  s = await noteSuite();
});
afterAll(() => s.t.close());

const order = (quantity: number, productId?: number) => oneLineOrder(s, quantity, productId);

const available = async () =>
  (await s.distributor('GET', 'FillingAdviceNote/FanCreationInfo'))
    .json()
    .deliveryOrders.map((o: { id: number }) => o.id);

describe('GET FillingAdviceNote/FanCreationInfo', () => {
  it("offers the distributor's approved delivery orders that are on no active note, with their transfer orders", async () => {
    const free = await order(3_000);
    const taken = await order(2_000);
    await createNote(s, [taken]);
    const answer = await s.distributor('GET', 'FillingAdviceNote/FanCreationInfo');
    expect(answer.statusCode).toBe(200);
    const offered = answer.json().deliveryOrders;
    const row = offered.find((o: { id: number }) => o.id === free.id);
    expect(row).toMatchObject({
      deliveryOrderNumber: free.number,
      quantity: 3_000,
      status: 'Approved',
      product: 'PMS',
      importer: 'Atlantic Petroleum Importers',
      distributor: 'Capitol Fuel Distributors',
    });
    expect(row.transferOrders).toHaveLength(1);
    expect(row.transferOrders[0]).toMatchObject({ quantity: 3_000 });
    expect(row.transferOrders[0].storageTankNumber).toEqual(expect.any(String));
    expect(offered.map((o: { id: number }) => o.id)).not.toContain(taken.id);
    // Another distributor's user sees none of Capitol's.
    const other = (await s.otherDistributor('GET', 'FillingAdviceNote/FanCreationInfo')).json();
    expect(other.deliveryOrders.map((o: { id: number }) => o.id)).not.toContain(free.id);
  });

  it('is only for the distributor with P400', async () => {
    for (const call of [s.controlRoom, s.importer, s.agent, s.admin]) {
      expect((await call('GET', 'FillingAdviceNote/FanCreationInfo')).statusCode).toBe(403);
    }
  });
});

describe('POST FillingAdviceNote', () => {
  it('creates a New note with pending card and bays, and takes its delivery orders off the available list', async () => {
    const a = await order(6_000);
    const b = await order(4_000);
    const answer = await s.distributor('POST', 'FillingAdviceNote', notePayload([a, b]));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().message).toBe('Filling advice note successfully created.');
    const note = await noteAs(s.distributor, answer.json().id);
    expect(note).toMatchObject({
      vehicleNumber: 'LBR-4471',
      cardNumber: 0,
      status: 'New',
      stage: 0,
      quantity: 10_000,
      product: { id: s.pms, name: 'PMS' },
      distributor: { id: s.capitol, name: 'Capitol Fuel Distributors' },
      issuedDate: null,
      isEditable: true,
      isIssuable: false,
      canCancel: false,
      canAddComment: true,
    });
    expect(note.compartments.map((c: { bayNumber: number }) => c.bayNumber)).toEqual([0, 0]);
    expect(note.deliveryOrders.map((o: { id: number }) => o.id).sort()).toEqual([a.id, b.id].sort());
    expect(note.reviews.map((r: { reviewAction: string }) => r.reviewAction)).toEqual(['Create']);
    expect(await available()).not.toContain(a.id);
    // Control Room sees the actions.
    expect(await noteAs(s.controlRoom, answer.json().id)).toMatchObject({
      isEditable: false,
      isIssuable: true,
      canCancel: true,
    });
  });

  it('refuses a delivery order already on an active note', async () => {
    const a = await order(1_000);
    await createNote(s, [a]);
    const again = await s.distributor('POST', 'FillingAdviceNote', notePayload([a]));
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(english('fan.notAvailable', { number: a.number }));
  });

  it("gives the spec's messages for a note without orders or compartments, and for totals that differ", async () => {
    const empty = await s.distributor('POST', 'FillingAdviceNote', {
      vehicleNumber: '',
      deliveryOrders: [],
      compartments: [],
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({
      vehicleNumber: FAN_MESSAGES.vehicleRequired,
      deliveryOrders: FAN_MESSAGES.deliveryOrderRequired,
      compartments: FAN_MESSAGES.compartmentRequired,
    });
    const a = await order(5_000);
    const short = notePayload([a], {
      compartments: [{ compartmentNumber: 1, quantity: 4_000, destination: 'Monrovia' }],
    });
    const refused = await s.distributor('POST', 'FillingAdviceNote', short);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(FAN_MESSAGES.totalBelow);
    const twice = notePayload([a], {
      compartments: [
        { compartmentNumber: 2, quantity: 2_500, destination: 'Monrovia' },
        { compartmentNumber: 2, quantity: 2_500, destination: 'Kakata' },
      ],
    });
    expect((await s.distributor('POST', 'FillingAdviceNote', twice)).json().message).toBe(
      FAN_MESSAGES.compartmentNumber,
    );
    const blank = notePayload([a], {
      compartments: [{ compartmentNumber: 1, quantity: 5_000, destination: ' ' }],
    });
    expect((await s.distributor('POST', 'FillingAdviceNote', blank)).json().errors).toEqual({
      'compartments[0].destination': FAN_MESSAGES.destinationRequired,
    });
  });

  it('refuses delivery orders of two products, a quantity that is not the order, and an order not approved', async () => {
    const pms = await order(1_000);
    const ago = await order(1_000, s.ago);
    const mixed = await s.distributor('POST', 'FillingAdviceNote', notePayload([pms, ago]));
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().message).toBe(FAN_MESSAGES.oneProduct);
    const less = await s.distributor('POST', 'FillingAdviceNote', notePayload([{ ...pms, quantity: 900 }]));
    expect(less.statusCode).toBe(400);
    expect(less.json().message).toBe(
      english('fan.quantityChanged', { number: pms.number, quantity: amount(1_000) }),
    );
    // Only reviewed, not approved.
    const transferOrderId = await approvedTransferOrder(s, 800);
    const number = `DO-R-${Date.now()}`;
    const created = await s.distributor('POST', 'DeliveryOrder', {
      deliveryOrderNumber: number,
      transferOrders: [{ transferOrderId, inventoryId: s.atlanticPms[0], quantity: 800 }],
    });
    const reviewedId = created.json().id;
    await s.operations('POST', 'DeliveryOrder/StatusUpdate', { deliveryOrderId: reviewedId, status: 5 });
    const reviewed = await s.distributor(
      'POST',
      'FillingAdviceNote',
      notePayload([{ id: reviewedId, quantity: 800 }]),
    );
    expect(reviewed.statusCode).toBe(400);
    expect(reviewed.json().message).toBe(english('fan.notAvailable', { number }));
  });

  it("answers 404 for another distributor's delivery order and 403 to other roles", async () => {
    const theirs = await order(1_000);
    expect((await s.otherDistributor('POST', 'FillingAdviceNote', notePayload([theirs]))).statusCode).toBe(
      404,
    );
    for (const call of [s.controlRoom, s.importer, s.agent]) {
      expect((await call('POST', 'FillingAdviceNote', notePayload([theirs]))).statusCode).toBe(403);
    }
  });
});

describe('PUT FillingAdviceNote and GET FanForEdit', () => {
  it('replaces the vehicle, delivery orders and compartments of a New note', async () => {
    const a = await order(2_000);
    const b = await order(3_000);
    const id = await createNote(s, [a]);
    const info = await s.distributor('GET', `FillingAdviceNote/${id}/FanForEdit`);
    expect(info.statusCode).toBe(200);
    expect(info.json().fillingAdviceNote).toMatchObject({
      id,
      vehicleNumber: 'LBR-4471',
      deliveryOrders: [{ deliveryOrderId: a.id, quantity: 2_000 }],
    });
    // Its own order is offered with the available ones.
    const offered = info.json().deliveryOrders.map((o: { id: number }) => o.id);
    expect(offered).toEqual(expect.arrayContaining([a.id, b.id]));
    const edited = await s.distributor('PUT', 'FillingAdviceNote', {
      id,
      ...notePayload([b], { vehicleNumber: 'LBR-9000' }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().message).toBe('Filling advice note successfully updated.');
    const note = await noteAs(s.distributor, id);
    expect(note).toMatchObject({ vehicleNumber: 'LBR-9000', quantity: 3_000 });
    expect(note.deliveryOrders.map((o: { id: number }) => o.id)).toEqual([b.id]);
    expect(note.compartments.map((c: { bayNumber: number }) => c.bayNumber)).toEqual([0, 0]);
    // The order it let go is available again.
    expect(await available()).toContain(a.id);
    expect(note.reviews.map((r: { reviewAction: string }) => r.reviewAction)).toEqual(['Create', 'Edit']);
  });

  it('refuses editing an issued note, and hides a note from another distributor', async () => {
    const a = await order(2_000);
    const id = await createNote(s, [a]);
    expect((await s.otherDistributor('GET', `FillingAdviceNote/${id}/FanForEdit`)).statusCode).toBe(404);
    expect((await issue(s, id)).statusCode).toBe(200);
    const edit = await s.distributor('PUT', 'FillingAdviceNote', { id, ...notePayload([a]) });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().message).toBe('This filling advice note can no longer be edited.');
    expect((await s.distributor('GET', `FillingAdviceNote/${id}/FanForEdit`)).statusCode).toBe(400);
  });
});

describe('who sees a note', () => {
  it('its distributor and internal staff; another distributor and importers get 404', async () => {
    const id = await createNote(s, [await order(1_500)]);
    for (const call of [s.distributor, s.operations, s.finance, s.marketing, s.controlRoom, s.admin]) {
      expect((await call('GET', `FillingAdviceNote/${id}`)).statusCode).toBe(200);
    }
    for (const call of [s.otherDistributor, s.importer]) {
      expect((await call('GET', `FillingAdviceNote/${id}`)).statusCode).toBe(404);
    }
    expect((await s.agent('GET', `FillingAdviceNote/${id}`)).statusCode).toBe(403);
    expect((await s.distributor('GET', 'FillingAdviceNote/2147483648')).statusCode).toBe(404);
  });
});
