import { inventoryBalances } from '../../../server/domain/ledger/index.ts';
import { addInventory, tankId } from '../master-data/roles.ts';
import {
  ACTIONS,
  act,
  book,
  type Call,
  create,
  nextNumber,
  type Suite as OrderSuite,
  transferOrderSuite,
} from '../transfer-orders/fixtures.ts';

export interface Suite extends OrderSuite {
  /** Atlantic's active PMS inventories (T-101 and T-102), ascending. */
  atlanticPms: number[];
  atlanticAgo: number[];
}

export async function noteSuite(): Promise<Suite> {
  const s = await transferOrderSuite();
  // A second PMS tank for Atlantic, so one delivery order can lift from two tanks.
  await addInventory(s.t, s.admin, 'Atlantic Petroleum Importers', await tankId(s.t, 'T-102'));
  const inventoriesOf = async (productId: number) =>
    (
      await inventoryBalances(s.t.db, {
        importerIds: [s.atlantic],
        productIds: [productId],
        activeOnly: true,
      })
    )
      .map((i) => i.inventoryId)
      .sort((a, b) => a - b);
  const suite = { ...s, atlanticPms: await inventoriesOf(s.pms), atlanticAgo: await inventoriesOf(s.ago) };
  // Paynesville's distributor user (P300) may create notes too: it must still never reach Capitol's.
  await s.t.db.db
    .insertInto('userPermissions')
    .columns(['userId', 'permissionId'])
    .expression((eb) =>
      eb
        .selectFrom('users as u')
        .crossJoin('permissions as p')
        .where('u.email', '=', 'paynesville@ppms.test')
        .where('p.code', '=', 'P400')
        .select(['u.id', 'p.id as permissionId']),
    )
    .execute();
  // Enough stock that every test's orders fit the floor.
  for (const inventory of [...suite.atlanticPms, ...suite.atlanticAgo]) await book(s, inventory, 2_000_000);
  return suite;
}

/** A transfer order of Atlantic to Capitol taken through the four stages: Approved. */
export async function approvedTransferOrder(s: Suite, quantity: number, productId = s.pms): Promise<number> {
  const id = await create(s, { quantity, productId });
  for (const call of [s.operations, s.finance, s.marketing, s.controlRoom]) {
    const answer = await act(call, id, ACTIONS.approve);
    if (answer.statusCode !== 200) throw new Error(`approve failed: ${answer.body}`);
  }
  return id;
}

export interface Line {
  transferOrderId: number;
  inventoryId: number;
  quantity: number;
}

/**
 * A delivery order of Capitol on these lines (approved transfer orders of Atlantic, each from a tank)
 * through the delivery order calls: created by the distributor, reviewed by Operations and approved by
 * Control Room.
 */
export async function approvedDeliveryOrder(
  s: Suite,
  lines: Line[],
): Promise<{ id: number; quantity: number; number: string }> {
  const number = nextNumber('DO-T');
  const created = await s.distributor('POST', 'DeliveryOrder', {
    deliveryOrderNumber: number,
    transferOrders: lines,
  });
  if (created.statusCode !== 200) throw new Error(`delivery order: ${created.body}`);
  const { id } = created.json();
  for (const [call, body] of [
    [s.operations, { deliveryOrderId: id, status: 5 }],
    [s.controlRoom, { deliveryOrderId: id, status: 10, priority: 1 }],
  ] as const) {
    const answer = await call('POST', 'DeliveryOrder/StatusUpdate', body);
    if (answer.statusCode !== 200) throw new Error(`delivery order action: ${answer.body}`);
  }
  return { id, number, quantity: lines.reduce((sum, line) => sum + line.quantity, 0) };
}

/**
 * An approved delivery order of `quantity` gallons on a transfer order of its own, from Atlantic's first
 * tank of the product (PMS unless told).
 */
export async function oneLineOrder(s: Suite, quantity: number, productId = s.pms) {
  const inventories = productId === s.ago ? s.atlanticAgo : s.atlanticPms;
  const transferOrderId = await approvedTransferOrder(s, quantity, productId);
  return approvedDeliveryOrder(s, [{ transferOrderId, inventoryId: inventories[0], quantity }]);
}

/** A valid note of these delivery orders, in two compartments (or one for an odd total). */
export const notePayload = (
  orders: { id: number; quantity: number }[],
  overrides: Record<string, unknown> = {},
) => {
  const total = orders.reduce((sum, o) => sum + o.quantity, 0);
  const half = Math.floor(total / 2);
  return {
    vehicleNumber: 'LBR-4471',
    deliveryOrders: orders.map((o) => ({ deliveryOrderId: o.id, quantity: o.quantity })),
    compartments: [
      { compartmentNumber: 1, quantity: total - half, destination: 'Monrovia' },
      ...(half ? [{ compartmentNumber: 2, quantity: half, destination: 'Kakata' }] : []),
    ],
    ...overrides,
  };
};

/** Creates a note as the Capitol distributor and answers its id. */
export async function createNote(s: Suite, orders: { id: number; quantity: number }[]): Promise<number> {
  const response = await s.distributor('POST', 'FillingAdviceNote', notePayload(orders));
  if (response.statusCode !== 200) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json().id;
}

export const FAN_ACTIONS = { issue: 10, cancel: 20 } as const;

/** GET FillingAdviceNote/{id} as that user, answered as JSON. */
export const noteAs = async (call: Call, id: number) => (await call('GET', `FillingAdviceNote/${id}`)).json();

/** Issues a note as Control Room with a card number and bays 1, 2, ... */
export async function issue(s: Suite, id: number, cardNumber = 4711, call: Call = s.controlRoom) {
  const note = await noteAs(s.controlRoom, id);
  return call('POST', 'FillingAdviceNote/StatusUpdate', {
    id,
    status: FAN_ACTIONS.issue,
    cardNumber,
    compartments: note.compartments.map((c: { id: number }, i: number) => ({ id: c.id, bayNumber: i + 1 })),
  });
}

/** The ledger rows a delivery order's sales posted. */
export const salesOf = (s: Suite, deliveryOrderId: number) =>
  s.t.db.db
    .selectFrom('ledgerMovements')
    .select(['inventoryId', 'quantity', 'kind', 'effectiveDate'])
    .where('sourceType', '=', 'DeliveryOrder')
    .where('sourceId', '=', deliveryOrderId)
    .orderBy('inventoryId')
    .execute();

/** Stock and pending balances of inventories, by id. */
export const balancesOf = async (s: Suite, inventoryIds: number[]) =>
  new Map((await inventoryBalances(s.t.db, { inventoryIds })).map((b) => [b.inventoryId, b]));
