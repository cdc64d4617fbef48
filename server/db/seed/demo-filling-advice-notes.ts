import { deliveryOrderWorkflow } from '../../../schemas/workflows/delivery-order.ts';
import { fillingAdviceNoteWorkflow } from '../../../schemas/workflows/filling-advice-note.ts';
import { type AuthUser, loadAuthUser } from '../../domain/auth-user.ts';
import { addComment } from '../../domain/comments.ts';
import { deliveryOrderBinding } from '../../domain/delivery-orders/workflow.ts';
import { createDeliveryOrder } from '../../domain/delivery-orders/write.ts';
import { fillingAdviceNoteType } from '../../domain/filling-advice-notes/definition.ts';
import { fillingAdviceNoteBinding } from '../../domain/filling-advice-notes/workflow.ts';
import { createNote } from '../../domain/filling-advice-notes/write.ts';
import { inventoryBalances } from '../../domain/ledger/index.ts';
import { runTransition } from '../../domain/workflow.ts';
import type { Database } from '../client.ts';
import { DEMO_USER_BY_ROLE } from './demo.ts';
import { generator, hoursLater } from './demo-history.ts';

// Filling advice notes for the demo, made the way real ones are, with the functions the API calls:
// - over the demo months, most approved transfer orders that no delivery order draws on yet are lifted
//   whole: a delivery order (created with its tank, reviewed by Operations, approved by Control Room) on
//   a note issued a few days after the order's approval, so the sales stand in the ledger on those days
//   and the transfer orders are Delivered (the newest one's note is still New). The demo distributor's user enters its own; for the
//   distributors without a user Operations enters them from paper, as it does their transfer orders;
// - of the approved demo delivery orders, all but the last go on issued notes, the last on a New one.
// Runs once, after the delivery orders.

const DESTINATIONS = ['Monrovia', 'Kakata', 'Gbarnga', 'Buchanan', 'Ganta', 'Paynesville'];
const notes = fillingAdviceNoteWorkflow.actions;
const orders = deliveryOrderWorkflow.actions;

async function demoUser(db: Database, role: keyof typeof DEMO_USER_BY_ROLE) {
  const row = await db.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', DEMO_USER_BY_ROLE[role])
    .executeTakeFirst();
  return row ? loadAuthUser(db, row.id) : undefined;
}

export async function seedDemoFillingAdviceNotes(db: Database): Promise<void> {
  const [operations, distributor, controlRoom] = await Promise.all(
    (['R200', 'R300', 'R400'] as const).map((role) => demoUser(db, role)),
  );
  if (!operations || !distributor || !controlRoom) return;
  const random = generator(13);
  const latest = hoursLater(new Date(), -1);
  /** Not later than an hour ago: the demo replays the past. */
  const past = (date: Date) => (date > latest ? latest : date);
  let vehicle = 0;

  /** Who enters a distributor's orders and notes: its own user, or Operations from paper. */
  const enteredBy = (distributorId: number) =>
    distributor.distributorIds.includes(distributorId) ? distributor : operations;

  /** A note of these delivery orders in two or three compartments, issued unless `leaveNew`. */
  const load = async (
    creator: AuthUser,
    deliveryOrders: { id: number; quantity: number }[],
    at: Date,
    leaveNew = false,
  ) => {
    const total = deliveryOrders.reduce((sum, o) => sum + o.quantity, 0);
    const parts = total >= 3000 ? random(2, 3) : 1;
    const share = Math.floor(total / parts);
    const compartments = Array.from({ length: parts }, (_, i) => ({
      compartmentNumber: i + 1,
      quantity: i === parts - 1 ? total - share * (parts - 1) : share,
      destination: DESTINATIONS[random(0, DESTINATIONS.length - 1)],
    }));
    const vehicleNumber = `LBR-${4100 + (vehicle++ % 40) * 7}`;
    const id = await createNote(
      db,
      creator,
      {
        vehicleNumber,
        deliveryOrders: deliveryOrders.map((o) => ({ deliveryOrderId: o.id, quantity: o.quantity })),
        compartments,
      },
      { at },
    );
    if (leaveNew) {
      await addComment(db, fillingAdviceNoteType, creator, id, 'Truck booked for the morning loading.');
      return;
    }
    const own = await db.db
      .selectFrom('fillingAdviceNoteCompartments')
      .select('id')
      .where('fillingAdviceNoteId', '=', id)
      .orderBy('compartmentNumber')
      .execute();
    await runTransition(db, fillingAdviceNoteBinding, {
      id,
      actionCode: notes.Issue.code,
      user: controlRoom,
      at: past(hoursLater(at, random(3, 20))),
      inputs: {
        cardNumber: 50_000 + id * 17,
        compartments: own.map((c) => ({ id: c.id, bayNumber: random(1, 6) })),
      },
    });
  };

  // The transfer orders lifted whole, oldest first; one in four is left for later.
  const untouched = await db.db
    .selectFrom('transferOrders as t')
    .select(['t.id', 't.importerId', 't.productId', 't.quantity', 't.distributorId'])
    .select((eb) =>
      eb
        .selectFrom('recordHistory as h')
        .whereRef('h.recordId', '=', 't.id')
        .where('h.recordType', '=', 'TransferOrder')
        .select((e) => e.fn.max('h.at').as('at'))
        .as('approvedAt'),
    )
    .where('t.status', '=', 'Approved')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('transferOrderDeliveries as d')
            .whereRef('d.transferOrderId', '=', 't.id')
            .select('d.id'),
        ),
      ),
    )
    .orderBy('t.createdAt')
    .orderBy('t.id')
    .execute();
  for (const [k, order] of untouched.entries()) {
    if (k % 4 === 3 || !order.approvedAt) continue;
    const [tank] = (
      await inventoryBalances(db, {
        importerIds: [order.importerId],
        productIds: [order.productId],
        activeOnly: true,
      })
    ).sort((x, y) => y.adjustedStockBalance - x.adjustedStockBalance);
    if (!tank || tank.adjustedStockBalance < order.quantity) continue;
    let at = past(hoursLater(new Date(order.approvedAt), random(6, 30)));
    const creator = enteredBy(order.distributorId);
    const id = await createDeliveryOrder(
      db,
      creator,
      {
        deliveryOrderNumber: `DO-${1501 + k}`,
        transferOrders: [
          { transferOrderId: order.id, quantity: order.quantity, inventoryId: tank.inventoryId },
        ],
      },
      { at },
    );
    for (const [action, user] of [
      ['Review', operations],
      ['Approve', controlRoom],
    ] as const) {
      at = past(hoursLater(at, random(2, 10)));
      await runTransition(db, deliveryOrderBinding, {
        id,
        actionCode: orders[action].code,
        user: user as AuthUser,
        at,
        inputs: { priority: random(0, 2) },
      });
    }
    // The newest is still loading: its note is New.
    const leaveNew = k === untouched.length - 1;
    await load(creator, [{ id, quantity: order.quantity }], past(hoursLater(at, random(4, 24))), leaveNew);
  }

  // The approved demo delivery orders: all but the newest on issued notes, the newest on a New one.
  const approved = await db.db
    .selectFrom('deliveryOrders as d')
    .innerJoin('deliveryOrderLines as l', 'l.deliveryOrderId', 'd.id')
    .select(['d.id', 'd.approvedAt', 'd.distributorId'])
    .select((eb) => eb.fn.sum<number>('l.quantity').as('quantity'))
    .where('d.status', '=', 'Approved')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('deliveryOrderNotes as n').whereRef('n.deliveryOrderId', '=', 'd.id').select('n.id'),
        ),
      ),
    )
    .groupBy(['d.id', 'd.approvedAt', 'd.distributorId'])
    .orderBy('d.approvedAt')
    .orderBy('d.id')
    .execute();
  for (const [k, order] of approved.entries()) {
    const at = past(hoursLater(order.approvedAt ?? latest, random(2, 8)));
    const leaveNew = k === approved.length - 1;
    await load(
      enteredBy(order.distributorId),
      [{ id: order.id, quantity: Number(order.quantity) }],
      at,
      leaveNew,
    );
  }
}
