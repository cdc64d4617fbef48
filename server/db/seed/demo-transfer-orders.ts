import { addDays } from 'date-fns/addDays';
import { subDays } from 'date-fns/subDays';
import { transferOrderWorkflow } from '../../../schemas/workflows/transfer-order.ts';
import { type AuthUser, loadAuthUser } from '../../domain/auth-user.ts';
import { addComment } from '../../domain/comments.ts';
import { transferOrderType } from '../../domain/transfer-orders/definition.ts';
import { transferOrderBinding } from '../../domain/transfer-orders/workflow.ts';
import { createTransferOrder } from '../../domain/transfer-orders/write.ts';
import { runTransition } from '../../domain/workflow.ts';
import type { Database } from '../client.ts';
import { DEMO_USER_BY_ROLE } from './demo.ts';
import { generator, hoursLater } from './demo-history.ts';

// A few months of transfer orders for the demo (DESIGN.md section 7), from the demo importers to the demo
// distributors, made the way real ones are: created under the floor and taken through the approval
// stages by the stage roles with the functions the API calls. Older orders are mostly Approved at
// Control Room, a few cancelled on the way; the last fortnight's wait at every stage. Delivered ones
// come with delivery orders and filling advice notes. Runs once, after the stock history.

const MONTHS_OF_ORDERS = 4;
const { actions } = transferOrderWorkflow;

/** Where an order is left: how many approvals it got, whether it was reviewed at the next stage, or cancelled. */
interface Fate {
  approvals: number;
  reviewed?: boolean;
  cancelledAt?: number;
}

/** The last fortnight's orders, newest last: one waiting at each stage (some reviewed), one cancelled. */
const RECENT: Fate[] = [
  { approvals: 4 },
  { approvals: 3, reviewed: true },
  { approvals: 3 },
  { approvals: 2, reviewed: true },
  { approvals: 2 },
  { approvals: 1 },
  { approvals: 0, cancelledAt: 0 },
  { approvals: 1, reviewed: true },
  { approvals: 0, reviewed: true },
  { approvals: 0 },
];

const COMMENTS = [
  'Payment confirmed against the proforma invoice.',
  'Distributor licence checked and valid.',
  'Quantity agrees with the allocation plan.',
  'Cleared for loading.',
];

export async function seedDemoTransferOrders(db: Database): Promise<void> {
  const users = new Map<string, AuthUser>();
  for (const role of ['R100', 'R200', 'R400', 'R600', 'R700'] as const) {
    const row = await db.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', DEMO_USER_BY_ROLE[role])
      .executeTakeFirst();
    const user = row && (await loadAuthUser(db, row.id));
    if (!user) return;
    users.set(role, user);
  }
  const importerUser = users.get('R100')!;
  /** The stage roles in order: Operations, Finance, Marketing, Control Room. */
  const approvers = ['R200', 'R700', 'R600', 'R400'].map((role) => users.get(role)!);
  const holdings = await db.db
    .selectFrom('inventories as i')
    .innerJoin('storageTanks as st', 'st.id', 'i.storageTankId')
    .select(['i.importerId', 'st.productId'])
    .distinct()
    .where('i.isActive', '=', true)
    .orderBy('i.importerId')
    .orderBy('st.productId')
    .execute();
  const distributors = await db.db.selectFrom('distributors').select('id').orderBy('id').execute();
  const importerIds = [...new Set(holdings.map((h) => h.importerId))];
  if (!distributors.length || !importerIds.length) return;
  const random = generator(9);
  const today = new Date();

  const numberOf = (k: number) => `TO-${1001 + k}`;

  /** The importer's own user creates its orders; for the others Operations enters them from paper. */
  const creatorFor = (importerId: number) =>
    importerUser.importerIds.includes(importerId) ? importerUser : approvers[0];

  const order = async (importerId: number, productId: number, number: string, date: Date, fate: Fate) => {
    let at = hoursLater(date, 8 + random(0, 3));
    const id = await createTransferOrder(
      db,
      creatorFor(importerId),
      {
        transferOrderNumber: number,
        importerId,
        productId,
        quantity: random(8, 36) * 1000,
        distributorId: distributors[random(0, distributors.length - 1)].id,
      },
      { at },
    );
    const act = async (action: keyof typeof actions, stage: number, comment?: string) => {
      at = hoursLater(at, random(2, 20));
      await runTransition(db, transferOrderBinding, {
        id,
        actionCode: actions[action].code,
        user: approvers[stage],
        at,
        comment,
      });
    };
    for (let stage = 0; stage < fate.approvals; stage++) {
      if (random(0, 2) === 0) await act('Review', stage, COMMENTS[stage]);
      await act('Approve', stage, random(0, 1) ? COMMENTS[stage] : undefined);
    }
    if (fate.reviewed) await act('Review', fate.approvals, COMMENTS[fate.approvals]);
    if (fate.cancelledAt !== undefined) {
      await act('Cancel', fate.cancelledAt, 'The distributor withdrew its purchase order.');
    }
    return id;
  };

  // A fortnight's order of each importer in turn, for a few months, rotating through its products.
  let n = 0;
  const start = subDays(today, MONTHS_OF_ORDERS * 30);
  for (let date = addDays(start, 10); date < subDays(today, 16); date = addDays(date, random(3, 6))) {
    const importerId = importerIds[n % importerIds.length];
    const own = holdings.filter((h) => h.importerId === importerId);
    const product = own[Math.floor(n / importerIds.length) % own.length].productId;
    // One in eight falls through on the way; the rest are approved at Control Room.
    const cancelledAt = random(0, 7) === 0 ? random(0, 3) : undefined;
    const fate = cancelledAt === undefined ? { approvals: 4 } : { approvals: cancelledAt, cancelledAt };
    await order(importerId, product, numberOf(n), date, fate);
    n += 1;
  }
  for (const [i, fate] of RECENT.entries()) {
    const importerId = importerIds[i % importerIds.length];
    const own = holdings.filter((h) => h.importerId === importerId);
    const date = subDays(today, RECENT.length - i + 2);
    const id = await order(importerId, own[i % own.length].productId, numberOf(n + i), date, fate);
    if (i === RECENT.length - 1) {
      await addComment(
        db,
        transferOrderType,
        creatorFor(importerId),
        id,
        'Loading requested for the first week of next month.',
      );
    }
  }
}
