import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { available, holdBack, detailAs as transferOrderAs } from '../transfer-orders/fixtures.ts';
import {
  adjusted,
  approvedTransferOrder,
  createDeliveryOrder,
  deliveryOrderSuite,
  detailAs,
  payload,
  type Suite,
  tanksOf,
} from './fixtures.ts';

let s: Suite;
beforeAll(async () => {
  s = await deliveryOrderSuite();
});
afterAll(() => s.t.close());

const countOrders = async () =>
  Number(
    (
      await s.t.db.db
        .selectFrom('deliveryOrders')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Posts a payload that must be refused with 400 and this message, and checks nothing was written. */
async function refused(body: unknown, message: string, as = s.distributor) {
  const before = await countOrders();
  const answer = await as('POST', 'DeliveryOrder', body);
  expect(answer.statusCode, answer.body).toBe(400);
  expect(answer.json().message).toBe(message);
  expect(await countOrders()).toBe(before);
}

describe('POST DeliveryOrder', () => {
  it('draws on two approved transfer orders; the transfer orders list it and have less available', async () => {
    const first = await approvedTransferOrder(s, { quantity: 10_000 });
    const second = await approvedTransferOrder(s, { quantity: 8_000 });
    const [tank] = await tanksOf(s);
    const response = await s.distributor(
      'POST',
      'DeliveryOrder',
      payload(
        [
          { transferOrderId: first, quantity: 4_000, inventoryId: tank.inventoryId },
          { transferOrderId: second, quantity: 8_000 },
        ],
        { deliveryOrderNumber: 'DO-FIRST' },
      ),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Delivery order successfully created.');
    const order = await detailAs(s.distributor, response.json().id);
    expect(order).toMatchObject({
      deliveryOrderNumber: 'DO-FIRST',
      status: { progress: 0, value: 'New' },
      priority: null,
      quantity: 12_000,
      importer: { id: s.atlantic },
      distributor: { id: s.capitol },
      product: { id: s.pms, name: 'PMS' },
      submittedBy: 'Dina Distributor',
      reviewedDate: null,
      fillingAdviceNote: null,
      isEditable: true,
      isCancellable: true,
      isReviewable: false,
      isApprovable: false,
      canUpdateInventory: false,
    });
    expect(
      order.transferOrders.map((l: { quantity: number; inventoryInfo: string | null }) => [
        l.quantity,
        l.inventoryInfo,
      ]),
    ).toEqual([
      [4_000, tank.storageTankNumber],
      [8_000, null],
    ]);
    const drawn = await transferOrderAs(s.importer, first);
    expect(drawn).toMatchObject({ totalDeliveryOrderQuantity: 4_000, availableQuantity: 6_000 });
    expect(drawn.deliveryOrders).toEqual([
      expect.objectContaining({
        deliveryOrderNumber: 'DO-FIRST',
        quantity: 4_000,
        status: 'New',
        priority: null,
      }),
    ]);
    expect((await transferOrderAs(s.importer, second)).availableQuantity).toBe(0);
  });

  it("keeps the importer's availability: a line leaves its transfer order's remainder, a tank's balance takes it", async () => {
    const id = await approvedTransferOrder(s, { quantity: 9_000 });
    const [tank] = await tanksOf(s);
    const before = { available: await available(s), tank: await adjusted(s, tank.inventoryId) };
    await createDeliveryOrder(s, [{ transferOrderId: id, quantity: 3_000 }]);
    expect(await available(s)).toBe(before.available);
    expect(await adjusted(s, tank.inventoryId)).toBe(before.tank);
    await createDeliveryOrder(s, [{ transferOrderId: id, quantity: 2_000, inventoryId: tank.inventoryId }]);
    expect(await available(s)).toBe(before.available);
    expect(await adjusted(s, tank.inventoryId)).toBe(before.tank - 2_000);
    const [balance] = await tanksOf(s).then((tanks) =>
      tanks.filter((t) => t.inventoryId === tank.inventoryId),
    );
    expect(balance.pendingTrackingOrdersTotal).toBe(tank.pendingTrackingOrdersTotal + 2_000);
  });

  it("refuses a line above its transfer order's remainder, also across orders", async () => {
    const id = await approvedTransferOrder(s, { quantity: 5_000 });
    await refused(
      payload([{ transferOrderId: id, quantity: 5_001 }]),
      'Quantity can not be more than the transfer order available quantity.',
    );
    await createDeliveryOrder(s, [{ transferOrderId: id, quantity: 3_000 }]);
    await refused(
      payload([{ transferOrderId: id, quantity: 2_001 }]),
      'Quantity can not be more than the transfer order available quantity.',
    );
    await createDeliveryOrder(s, [{ transferOrderId: id, quantity: 2_000 }], s.agent);
  });

  it('refuses mixed lines: another product, importer or distributor (the replacement rule)', async () => {
    const pms = await approvedTransferOrder(s);
    const ago = await approvedTransferOrder(s, { productId: s.ago });
    const message =
      'All transfer orders of a delivery order must have the same product, importer and distributor.';
    await refused(
      payload([
        { transferOrderId: pms, quantity: 100 },
        { transferOrderId: ago, quantity: 100 },
      ]),
      message,
    );
  });

  it('refuses a transfer order that is not approved, and one of another distributor as unknown (404)', async () => {
    const { create } = await import('../transfer-orders/fixtures.ts');
    const waiting = await create(s);
    const answer = await s.distributor(
      'POST',
      'DeliveryOrder',
      payload([{ transferOrderId: waiting, quantity: 10 }]),
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/^Transfer order .+ is not approved for delivery orders\.$/);
    const theirs = await approvedTransferOrder(s, { distributorId: s.paynesville });
    const hidden = await s.distributor(
      'POST',
      'DeliveryOrder',
      payload([{ transferOrderId: theirs, quantity: 10 }]),
    );
    expect(hidden.statusCode).toBe(404);
  });

  it("refuses a tank that is not the importer's holding the product, or too small for the line", async () => {
    const id = await approvedTransferOrder(s, { quantity: 20_000 });
    const [otherImporterTank] = await tanksOf(s, s.loneStar, s.pms);
    const [agoTank] = await tanksOf(s, s.atlantic, s.ago);
    for (const tank of [otherImporterTank, agoTank]) {
      await refused(
        payload([{ transferOrderId: id, quantity: 100, inventoryId: tank.inventoryId }]),
        "The inventory must be one of the transfer order's importer's tanks holding its product.",
      );
    }
    const [tank] = await tanksOf(s);
    const room = await adjusted(s, tank.inventoryId);
    const release = await holdBack(s, tank.inventoryId, room - 1_500);
    await refused(
      payload([{ transferOrderId: id, quantity: 1_501, inventoryId: tank.inventoryId }]),
      "Quantity can not be more than the inventory's adjusted balance of 1,500 gallons.",
    );
    await createDeliveryOrder(s, [{ transferOrderId: id, quantity: 1_500, inventoryId: tank.inventoryId }]);
    expect(await adjusted(s, tank.inventoryId)).toBe(0);
    await release();
  });

  it('checks the payload with the shared schema: number, at least one line, whole positive gallons', async () => {
    const id = await approvedTransferOrder(s);
    await refused(
      payload([{ transferOrderId: id, quantity: 10 }], { deliveryOrderNumber: ' ' }),
      'Delivery order number is required.',
    );
    await refused(payload([]), 'At least one transfer order is required to create a delivery order.');
    await refused(
      payload([{ transferOrderId: id, quantity: 1.5 }]),
      'Quantity must be a whole number of gallons.',
    );
    await refused(payload([{ transferOrderId: id, quantity: 0 }]), 'Quantity is required.');
    await refused(
      payload([{ transferOrderId: id, quantity: 100_000_001 }]),
      'Quantity can not be more than 100,000,000 gallons on one line.',
    );
    await refused(
      payload([
        { transferOrderId: id, quantity: 10 },
        { transferOrderId: id, quantity: 10 },
      ]),
      'Each transfer order can appear once.',
    );
  });

  it('refuses a number already used, whatever its case', async () => {
    const id = await approvedTransferOrder(s);
    await s.distributor(
      'POST',
      'DeliveryOrder',
      payload([{ transferOrderId: id, quantity: 10 }], { deliveryOrderNumber: 'DO-SAME' }),
    );
    await refused(
      payload([{ transferOrderId: id, quantity: 10 }], { deliveryOrderNumber: 'do-same' }),
      'Delivery order number do-same is already used by another delivery order.',
    );
  });

  it('is for distributors and agents with P300 only (403)', async () => {
    const id = await approvedTransferOrder(s);
    for (const call of [s.importer, s.operations, s.controlRoom, s.admin]) {
      expect(
        (await call('POST', 'DeliveryOrder', payload([{ transferOrderId: id, quantity: 10 }]))).statusCode,
      ).toBe(403);
    }
  });
});

describe('GET DeliveryOrder/DeliveryOrderCreationInfo', () => {
  it("offers the distributor's approved transfer orders with what is left, and their importers' tanks", async () => {
    const id = await approvedTransferOrder(s, { quantity: 7_000 });
    await createDeliveryOrder(s, [{ transferOrderId: id, quantity: 2_500 }]);
    const info = (await s.distributor('GET', 'DeliveryOrder/DeliveryOrderCreationInfo')).json();
    expect(info.transferOrders.find((t: { id: number }) => t.id === id)).toMatchObject({
      quantity: 7_000,
      availableQuantity: 4_500,
      importerId: s.atlantic,
      distributorId: s.capitol,
      productId: s.pms,
      status: 'Approved',
    });
    expect(
      info.transferOrders.every(
        (t: { distributorId: number; availableQuantity: number }) =>
          t.distributorId === s.capitol && t.availableQuantity > 0,
      ),
    ).toBe(true);
    const tanks = await tanksOf(s);
    for (const tank of tanks) {
      expect(info.inventories).toContainEqual(
        expect.objectContaining({
          inventoryId: tank.inventoryId,
          adjustedStockBalance: tank.adjustedStockBalance,
        }),
      );
    }
    const other = (await s.otherDistributor('GET', 'DeliveryOrder/DeliveryOrderCreationInfo')).json();
    expect(other.transferOrders.some((t: { id: number }) => t.id === id)).toBe(false);
  });
});

describe('PUT DeliveryOrder and GET DeliveryOrder/{id}/DoForEdit', () => {
  it('edits a New order, its own lines counted as available', async () => {
    const id = await approvedTransferOrder(s, { quantity: 6_000 });
    const order = await createDeliveryOrder(s, [{ transferOrderId: id, quantity: 6_000 }]);
    const info = (await s.distributor('GET', `DeliveryOrder/${order}/DoForEdit`)).json();
    expect(info.deliveryOrder).toMatchObject({
      deliveryOrderId: order,
      transferOrders: [{ transferOrderId: id, quantity: 6_000, inventoryId: null }],
    });
    expect(info.transferOrders.find((t: { id: number }) => t.id === id).availableQuantity).toBe(6_000);
    const [tank] = await tanksOf(s);
    const edited = await s.distributor('PUT', 'DeliveryOrder', {
      deliveryOrderId: order,
      ...payload([{ transferOrderId: id, quantity: 5_000, inventoryId: tank.inventoryId }], {
        deliveryOrderNumber: 'DO-EDITED',
      }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().message).toBe('Delivery order successfully updated.');
    const detail = await detailAs(s.agent, order);
    expect(detail).toMatchObject({ deliveryOrderNumber: 'DO-EDITED', quantity: 5_000 });
    expect(detail.transferOrders[0].inventoryId).toBe(tank.inventoryId);
    expect(detail.reviews.map((r: { reviewAction: string }) => r.reviewAction)).toEqual(['Create', 'Edit']);
    const over = await s.distributor('PUT', 'DeliveryOrder', {
      deliveryOrderId: order,
      ...payload([{ transferOrderId: id, quantity: 6_001 }]),
    });
    expect(over.json().message).toBe('Quantity can not be more than the transfer order available quantity.');
    expect((await detailAs(s.agent, order)).deliveryOrderNumber).toBe('DO-EDITED');
  });

  it('refuses an edit once reviewed (400) and another distributor (404)', async () => {
    const id = await approvedTransferOrder(s);
    const order = await createDeliveryOrder(s, [{ transferOrderId: id, quantity: 100 }]);
    const body = { deliveryOrderId: order, ...payload([{ transferOrderId: id, quantity: 50 }]) };
    expect((await s.otherDistributor('PUT', 'DeliveryOrder', body)).statusCode).toBe(404);
    expect((await s.otherDistributor('GET', `DeliveryOrder/${order}/DoForEdit`)).statusCode).toBe(404);
    await s.operations('POST', 'DeliveryOrder/StatusUpdate', { deliveryOrderId: order, status: 5 });
    const late = await s.distributor('PUT', 'DeliveryOrder', body);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('This delivery order can no longer be edited.');
    expect((await s.distributor('GET', `DeliveryOrder/${order}/DoForEdit`)).statusCode).toBe(400);
  });
});
