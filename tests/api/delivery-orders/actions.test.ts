import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSFER_ORDER_MESSAGES } from '../../../schemas/transfer-order.ts';
import {
  act as actOnTransferOrder,
  available,
  ACTIONS as TRANSFER_ORDER_ACTIONS,
} from '../transfer-orders/fixtures.ts';
import {
  ACTIONS,
  act,
  adjusted,
  approvedTransferOrder,
  createDeliveryOrder,
  deliveryOrderSuite,
  detailAs,
  PRIORITY,
  type Suite,
  setTank,
  tanksOf,
} from './fixtures.ts';

let s: Suite;
beforeAll(async () => {
  s = await deliveryOrderSuite();
});
afterAll(() => s.t.close());

const FLAGS = [
  'isEditable',
  'isCancellable',
  'isReviewable',
  'isApprovable',
  'canUpdateInventory',
  'canManageDocuments',
];
const flagsOf = async (call: Parameters<typeof detailAs>[0], id: number) => {
  const order = await detailAs(call, id);
  return Object.fromEntries(FLAGS.map((flag) => [flag, order[flag]]));
};

/** A New order on a fresh approved transfer order, without a tank. */
async function newOrder(quantity = 1_000) {
  const transferOrderId = await approvedTransferOrder(s, { quantity: 10_000 });
  const id = await createDeliveryOrder(s, [{ transferOrderId, quantity }]);
  return { id, transferOrderId };
}

describe('POST DeliveryOrder/StatusUpdate', () => {
  it('Operations reviews, Control Room assigns the tank and approves with the priority', async () => {
    const { id, transferOrderId } = await newOrder();
    expect(await flagsOf(s.operations, id)).toMatchObject({
      isReviewable: true,
      isApprovable: false,
      isCancellable: false,
    });
    const reviewed = await act(s.operations, id, ACTIONS.review, undefined, 'Papers in order.');
    expect(reviewed.json().message).toBe('Delivery order successfully reviewed.');
    expect(await flagsOf(s.controlRoom, id)).toEqual({
      isEditable: false,
      isCancellable: true,
      isReviewable: false,
      isApprovable: true,
      canUpdateInventory: true,
      canManageDocuments: true,
    });
    const tankless = await act(s.controlRoom, id, ACTIONS.approve, PRIORITY.high);
    expect(tankless.statusCode).toBe(400);
    expect(tankless.json().message).toBe(
      'Every transfer order needs a tank before the delivery order is approved.',
    );
    const [tank] = await tanksOf(s);
    const before = { tank: await adjusted(s, tank.inventoryId), available: await available(s) };
    const tanks = (await s.controlRoom('GET', `DeliveryOrder/${transferOrderId}/Inventories`)).json();
    expect(tanks.map((t: { inventoryId: number }) => t.inventoryId)).toContain(tank.inventoryId);
    const updated = await setTank(s.controlRoom, id, transferOrderId, tank.inventoryId);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().message).toBe('Tank successfully updated.');
    expect(await adjusted(s, tank.inventoryId)).toBe(before.tank - 1_000);
    expect(await available(s)).toBe(before.available);
    const noPriority = await act(s.controlRoom, id, ACTIONS.approve);
    expect(noPriority.statusCode).toBe(400);
    expect(noPriority.json().message).toBe('Priority is required.');
    const approved = await act(s.controlRoom, id, ACTIONS.approve, PRIORITY.high, 'Load first.');
    expect(approved.json().message).toBe('Delivery order successfully approved.');
    const order = await detailAs(s.distributor, id);
    expect(order).toMatchObject({
      status: { progress: 20, value: 'Approved' },
      priority: PRIORITY.high,
      reviewedBy: 'Olu Operations',
      approvedBy: 'Carl Control',
      isApprovable: false,
      isCancellable: false,
    });
    expect(order.transferOrders[0].inventoryInfo).toBe(tank.storageTankNumber);
    expect(
      order.reviews.map((r: { reviewAction: string; comment: string | null }) => [r.reviewAction, r.comment]),
    ).toEqual([
      ['Create', null],
      ['Review', 'Papers in order.'],
      [
        'Update Tank',
        `Tank ${tank.storageTankNumber} for transfer order ${order.transferOrders[0].transferOrderNumber}.`,
      ],
      ['Approve', 'Load first.'],
    ]);
    // The priority changes only while the order is approvable.
    const again = await act(s.controlRoom, id, ACTIONS.approve, PRIORITY.low);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This delivery order is already approved.');
    expect((await detailAs(s.controlRoom, id)).priority).toBe(PRIORITY.high);
  });

  it('refuses each action to the roles it is not for (403) and one the order has moved past (400)', async () => {
    const { id } = await newOrder();
    for (const call of [s.controlRoom, s.distributor, s.importer, s.admin]) {
      expect((await act(call, id, ACTIONS.review)).statusCode).toBe(403);
    }
    expect((await act(s.operations, id, ACTIONS.approve, PRIORITY.low)).statusCode).toBe(403);
    await act(s.operations, id, ACTIONS.review);
    const twice = await act(s.operations, id, ACTIONS.review);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('This delivery order is already reviewed.');
    // The distributor could cancel it while New: once reviewed that is a state to read, not a 403.
    const late = await act(s.distributor, id, ACTIONS.cancel);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('This delivery order is already reviewed.');
    expect((await act(s.otherDistributor, id, ACTIONS.cancel)).statusCode).toBe(404);
    expect((await act(s.operations, id, 99)).statusCode).toBe(400);
  });

  it('lets the distributor or agent cancel while New, and Control Room until fulfilled; a cancelled line frees its tank', async () => {
    const mine = await newOrder();
    expect((await act(s.agent, mine.id, ACTIONS.cancel)).json().message).toBe(
      'Delivery order successfully cancelled.',
    );
    expect((await detailAs(s.distributor, mine.id)).status).toEqual({ progress: 0, value: 'Cancelled' });
    const { id, transferOrderId } = await newOrder(2_000);
    const [tank] = await tanksOf(s);
    const before = await adjusted(s, tank.inventoryId);
    await act(s.operations, id, ACTIONS.review);
    await setTank(s.controlRoom, id, transferOrderId, tank.inventoryId);
    await act(s.controlRoom, id, ACTIONS.approve, PRIORITY.medium);
    expect(await adjusted(s, tank.inventoryId)).toBe(before - 2_000);
    expect((await act(s.controlRoom, id, ACTIONS.cancel)).statusCode).toBe(200);
    expect(await adjusted(s, tank.inventoryId)).toBe(before);
    expect((await detailAs(s.controlRoom, id)).status).toEqual({ progress: 20, value: 'Cancelled' });
    const late = await setTank(s.controlRoom, id, transferOrderId, tank.inventoryId);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('This delivery order is already cancelled.');
  });

  it('refuses a cancel on a transfer order with an active delivery order (400), allows it once that is cancelled', async () => {
    const { id, transferOrderId } = await newOrder();
    expect((await s.controlRoom('GET', `TransferOrder/${transferOrderId}`)).json().setting.canCancel).toBe(
      false,
    );
    const refused = await actOnTransferOrder(s.controlRoom, transferOrderId, TRANSFER_ORDER_ACTIONS.cancel);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(TRANSFER_ORDER_MESSAGES.deliveryOrderActive);
    await act(s.distributor, id, ACTIONS.cancel);
    expect(
      (await actOnTransferOrder(s.controlRoom, transferOrderId, TRANSFER_ORDER_ACTIONS.cancel)).statusCode,
    ).toBe(200);
  });
});

describe('POST DeliveryOrder/InventoryUpdate', () => {
  it("is Control Room's (403 to others) and refuses a tank too small or not the line's, and a line not on the order", async () => {
    const { id, transferOrderId } = await newOrder(3_000);
    const [tank] = await tanksOf(s);
    for (const call of [s.operations, s.distributor, s.importer]) {
      expect((await setTank(call, id, transferOrderId, tank.inventoryId)).statusCode).toBe(403);
    }
    const [agoTank] = await tanksOf(s, s.atlantic, s.ago);
    const wrong = await setTank(s.controlRoom, id, transferOrderId, agoTank.inventoryId);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({
      inventoryId: "The inventory must be one of the transfer order's importer's tanks holding its product.",
    });
    const other = await approvedTransferOrder(s);
    const notOn = await setTank(s.controlRoom, id, other, tank.inventoryId);
    expect(notOn.json().message).toBe('The transfer order is not on this delivery order.');
    const { holdBack } = await import('../transfer-orders/fixtures.ts');
    const room = await adjusted(s, tank.inventoryId);
    const release = await holdBack(s, tank.inventoryId, room - 2_999);
    const small = await setTank(s.controlRoom, id, transferOrderId, tank.inventoryId);
    expect(small.statusCode).toBe(400);
    expect(small.json().message).toBe(
      "Quantity can not be more than the inventory's adjusted balance of 2,999 gallons.",
    );
    expect((await detailAs(s.controlRoom, id)).transferOrders[0].inventoryId).toBeNull();
    await release();
    expect(
      (
        await s.controlRoom('POST', 'DeliveryOrder/InventoryUpdate', { deliveryOrderId: id, transferOrderId })
      ).json().message,
    ).toBe('Inventory is required.');
  });
});

describe('visibility', () => {
  it("shows an order to its distributor's users, its importer's users and internal staff; 404 to others", async () => {
    const { id } = await newOrder();
    for (const call of [
      s.distributor,
      s.agent,
      s.importer,
      s.operations,
      s.finance,
      s.marketing,
      s.controlRoom,
      s.admin,
    ]) {
      expect((await call('GET', `DeliveryOrder/${id}`)).statusCode).toBe(200);
    }
    for (const call of [s.otherDistributor, s.otherImporter]) {
      expect((await call('GET', `DeliveryOrder/${id}`)).statusCode).toBe(404);
      const found = (await call('POST', 'DeliveryOrder/Search', {})).json();
      expect(found.results.some((r: { id: number }) => r.id === id)).toBe(false);
    }
    expect((await s.distributor('GET', 'DeliveryOrder/2147483647')).statusCode).toBe(404);
    expect((await s.distributor('GET', 'DeliveryOrder/abc')).statusCode).toBe(404);
  });
});

describe('POST DeliveryOrder/Search', () => {
  it('filters by number, stage, priority, parties and dates, newest first, 20 a page', async () => {
    const { id } = await newOrder();
    const number = (await detailAs(s.distributor, id)).deliveryOrderNumber;
    const byNumber = (
      await s.distributor('POST', 'DeliveryOrder/Search', { deliveryOrderNumber: number })
    ).json();
    expect(byNumber.results.map((r: { id: number }) => r.id)).toEqual([id]);
    expect(byNumber.results[0]).toMatchObject({
      status: { progress: 0, value: 'New' },
      quantity: 1_000,
      product: 'PMS',
    });
    const stageNew = (await s.operations('POST', 'DeliveryOrder/Search', { stage: 0 })).json();
    expect(stageNew.results.every((r: { status: { value: string } }) => r.status.value === 'New')).toBe(true);
    expect(stageNew.results.map((r: { id: number }) => r.id)).toContain(id);
    const high = (await s.operations('POST', 'DeliveryOrder/Search', { priority: 2 })).json();
    expect(high.results.every((r: { priority: number }) => r.priority === 2)).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    const todays = (
      await s.operations('POST', 'DeliveryOrder/Search', { createdFrom: today, importerId: s.atlantic })
    ).json();
    expect(todays.results.map((r: { id: number }) => r.id)).toContain(id);
    const none = (await s.operations('POST', 'DeliveryOrder/Search', { fulfilledFrom: today })).json();
    expect(none.results.map((r: { id: number }) => r.id)).not.toContain(id);
    expect((await s.operations('POST', 'DeliveryOrder/Search', { stage: 7 })).statusCode).toBe(400);
    expect((await s.operations('POST', 'DeliveryOrder/Search', { priority: 3 })).statusCode).toBe(400);
  });
});

describe('dashboard and filters', () => {
  it('counts the visible orders per stage and offers the stages and priorities', async () => {
    await newOrder();
    const tiles = (await s.distributor('GET', 'Dashboard')).json().deliveryOrders;
    expect(tiles.map((t: { name: string; stage: number }) => [t.name, t.stage])).toEqual([
      ['New', 0],
      ['Reviewed', 10],
      ['Approved', 20],
      ['Fulfilled', 30],
    ]);
    const { results, total } = (await s.distributor('POST', 'DeliveryOrder/Search', { stage: 0 })).json();
    expect(tiles[0].count).toBe(total);
    expect(results.length).toBeGreaterThan(0);
    // Another distributor's tiles count its own orders only, as its searches find them.
    const theirs = (await s.otherDistributor('GET', 'Dashboard')).json().deliveryOrders;
    const theirNew = (await s.otherDistributor('POST', 'DeliveryOrder/Search', { stage: 0 })).json().total;
    expect(theirs[0].count).toBe(theirNew);
    expect(theirNew).toBeLessThan(total);
    const filters = (await s.distributor('GET', 'Setting/Filters')).json();
    expect(filters.deliveryOrderFilter).toEqual({
      stages: [
        { key: 0, value: 'New' },
        { key: 10, value: 'Reviewed' },
        { key: 20, value: 'Approved' },
        { key: 30, value: 'Fulfilled' },
        { key: 40, value: 'Cancelled' },
      ],
      priorities: [
        { key: 0, value: 'Low' },
        { key: 1, value: 'Medium' },
        { key: 2, value: 'High' },
      ],
    });
  });
});
