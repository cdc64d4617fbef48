import { sql } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type {
  DeliverableTransferOrder,
  DeliveryOrderCreationInfo,
  DeliveryOrderDetail,
  DeliveryOrderEditInfo,
  DeliveryOrderInventory,
} from '../../../schemas/delivery-order.ts';
import { recordWord } from '../../../schemas/i18n/words.ts';
import { deliveryOrderWorkflow } from '../../../schemas/workflows/delivery-order.ts';
import { transferOrderWorkflow } from '../../../schemas/workflows/transfer-order.ts';
import type { Database } from '../../db/client.ts';
import { compiledOnce } from '../../db/compiled.ts';
import { fullName, isoTime } from '../../db/sql-format.ts';
import { notFound } from '../../errors.ts';
import { type AuthUser, queryKeyOf } from '../auth-user.ts';
import { deliveryOrderQuantity } from '../filling-advice-notes/delivery-orders.ts';
import { inventoryBalances } from '../ledger/index.ts';
import { activityColumns, activityOf } from '../record-types/detail.ts';
import { visibleTransferOrders, visibleTransferOrdersNamed } from '../transfer-orders/access.ts';
import { remainderOf } from '../transfer-orders/deliveries.ts';
import { assertEditable } from '../workflow.ts';
import { visibleDeliveryOrders, visibleDeliveryOrdersNamed } from './access.ts';
import { deliveryOrderType } from './definition.ts';
import { statusAnswer } from './workflow.ts';

const NOT_FOUND = recordWord('DeliveryOrder', 'The');

/** A user's name from a nullable users join, or null. */
const nameOrNull = (alias: string) =>
  sql<string | null>`case when ${sql.ref(`${alias}.id`)} is null then null else ${fullName(alias)} end`;
const timeOrNull = (column: string) => sql<string | null>`${isoTime(column)}`;

const detailQuery = compiledOnce();

/**
 * GET DeliveryOrder/{id}: the order, its lines with their tanks, its note, history, comments, documents,
 * flags; one statement.
 */
export async function deliveryOrderDetail(
  db: Database,
  user: AuthUser,
  id: number,
): Promise<DeliveryOrderDetail> {
  const [head] = await detailQuery(db, queryKeyOf(user), { id }, (at) =>
    visibleDeliveryOrdersNamed(db, user)
      .leftJoin('users as rev', 'rev.id', 'd.reviewedBy')
      .leftJoin('users as app', 'app.id', 'd.approvedBy')
      .leftJoin('users as ful', 'ful.id', 'd.fulfilledBy')
      .where('d.id', '=', at.id)
      .select([
        'd.id',
        'd.deliveryOrderNumber',
        'd.status',
        'd.progress',
        'd.priority',
        'd.importerId',
        'imp.name as importerName',
        'd.distributorId',
        'dis.name as distributorName',
        'd.productId',
        'p.name as productName',
        deliveryOrderQuantity('d.id').as('quantity'),
        isoTime('d.submittedAt').as('submittedDate'),
        fullName('sub').as('submittedBy'),
        timeOrNull('d.reviewedAt').as('reviewedDate'),
        nameOrNull('rev').as('reviewedBy'),
        timeOrNull('d.approvedAt').as('approvedDate'),
        nameOrNull('app').as('approvedBy'),
        timeOrNull('d.fulfilledAt').as('fulfilledDate'),
        nameOrNull('ful').as('fulfilledBy'),
        jsonArrayFrom(
          db.db
            .selectFrom('deliveryOrderLines as l')
            .innerJoin('transferOrders as t', 't.id', 'l.transferOrderId')
            .innerJoin('importers as imp', 'imp.id', 't.importerId')
            .innerJoin('distributors as dis', 'dis.id', 't.distributorId')
            .innerJoin('products as p', 'p.id', 't.productId')
            .leftJoin('inventories as i', 'i.id', 'l.inventoryId')
            .leftJoin('storageTanks as st', 'st.id', 'i.storageTankId')
            .where('l.deliveryOrderId', '=', sql<number>`d.id`)
            .select([
              't.id',
              't.transferOrderNumber',
              'imp.name as importer',
              'dis.name as distributor',
              'p.name as product',
              'l.quantity',
              isoTime('t.createdAt').as('date'),
              't.status',
              'l.inventoryId',
              'st.number as inventoryInfo',
            ])
            .orderBy('t.id'),
        ).as('lines'),
        jsonObjectFrom(
          db.db
            .selectFrom('deliveryOrderNotes as n')
            .where('n.deliveryOrderId', '=', sql<number>`d.id`)
            .select(['n.id', 'n.cardNumber', isoTime('n.createdDate').as('createdDate'), 'n.status'])
            .select(timeOrNull('n.issuedDate').as('issuedDate')),
        ).as('note'),
        ...activityColumns(db, deliveryOrderType, 'd'),
      ]),
  );
  if (!head) throw notFound(NOT_FOUND);
  const { record, flags, reviews, comments, documents } = activityOf(deliveryOrderType, head, user);
  const {
    importerId,
    importerName,
    distributorId,
    distributorName,
    productId,
    productName,
    progress,
    lines,
    note,
    ...rest
  } = record;
  return {
    ...rest,
    status: statusAnswer(head.status, progress),
    importer: { id: importerId, name: importerName },
    distributor: { id: distributorId, name: distributorName },
    product: { id: productId, name: productName },
    transferOrders: lines.map((line) => ({
      ...line,
      status:
        transferOrderWorkflow.states[line.status as keyof typeof transferOrderWorkflow.states]?.label ??
        line.status,
      inventoryInfo: line.inventoryInfo ?? null,
    })),
    fillingAdviceNote: note ?? null,
    documents,
    comments,
    reviews,
    isEditable: flags.isEditable,
    isCancellable: flags.isCancellable,
    isReviewable: flags.isReviewable,
    isApprovable: flags.isApprovable,
    canUpdateInventory: flags.canUpdateInventory,
    canManageDocuments: flags.canManageDocuments,
    canAddComment: flags.canAddComment,
  };
}

/**
 * The user's approved transfer orders with what delivery orders may still take of them (the
 * `editing` order's own lines counted back: an edit replaces them), those with nothing left only when
 * the edited order draws on them; and the active tanks of their importers holding their products, with
 * adjusted balances (the edited order's own lines counted back the same way).
 */
async function choices(db: Database, user: AuthUser, editing?: number): Promise<DeliveryOrderCreationInfo> {
  const except = editing ?? 0;
  const remainder = remainderOf('t', except);
  const drawnByEdited = sql<boolean>`exists (select 1 from delivery_order_lines own
    where own.transfer_order_id = t.id and own.delivery_order_id = ${except})`;
  const transferOrders: DeliverableTransferOrder[] = await visibleTransferOrdersNamed(db, user)
    .where('t.status', '=', 'Approved')
    .where((eb) => eb.or([eb(remainder, '>', 0), drawnByEdited]))
    .select([
      't.id',
      't.transferOrderNumber',
      't.importerId',
      'imp.name as importer',
      't.distributorId',
      'dis.name as distributor',
      't.productId',
      'p.name as product',
      't.quantity',
      remainder.as('availableQuantity'),
      isoTime('t.createdAt').as('date'),
      't.status',
    ])
    .orderBy('t.createdAt')
    .orderBy('t.id')
    .execute();
  const inventories = await tanksFor(db, transferOrders, except);
  return { transferOrders, inventories };
}

/** The active tanks of these importer-products with adjusted balances, `except`'s own lines counted back. */
async function tanksFor(
  db: Database,
  pairs: { importerId: number; productId: number }[],
  except: number,
): Promise<DeliveryOrderInventory[]> {
  if (!pairs.length) return [];
  const [balances, own] = await Promise.all([
    inventoryBalances(db, {
      importerIds: [...new Set(pairs.map((p) => p.importerId))],
      productIds: [...new Set(pairs.map((p) => p.productId))],
      activeOnly: true,
    }),
    db.db
      .selectFrom('deliveryOrderLines')
      .where('deliveryOrderId', '=', except)
      .where('inventoryId', 'is not', null)
      .select(['inventoryId', sql<number>`sum(quantity)::bigint`.as('quantity')])
      .groupBy('inventoryId')
      .execute(),
  ]);
  return balances
    .filter((b) => pairs.some((p) => p.importerId === b.importerId && p.productId === b.productId))
    .map((b) => ({
      inventoryId: b.inventoryId,
      importerId: b.importerId,
      productId: b.productId,
      storageTankNumber: b.storageTankNumber,
      productName: b.productName,
      adjustedStockBalance:
        b.adjustedStockBalance + Number(own.find((o) => o.inventoryId === b.inventoryId)?.quantity ?? 0),
    }));
}

/** GET DeliveryOrder/DeliveryOrderCreationInfo. */
export const deliveryOrderCreationInfo = (db: Database, user: AuthUser) => choices(db, user);

/** GET DeliveryOrder/{id}/DoForEdit, for an order this user may still edit. */
export async function deliveryOrderEditInfo(
  db: Database,
  user: AuthUser,
  id: number,
): Promise<DeliveryOrderEditInfo> {
  const order = await visibleDeliveryOrders(db, user)
    .where('d.id', '=', id)
    .select(['d.id', 'd.status', 'd.deliveryOrderNumber'])
    .executeTakeFirst();
  if (!order) throw notFound(NOT_FOUND);
  assertEditable(deliveryOrderWorkflow, order.status, user);
  const [lines, info] = await Promise.all([
    db.db
      .selectFrom('deliveryOrderLines')
      .where('deliveryOrderId', '=', id)
      .select(['transferOrderId', 'inventoryId', 'quantity'])
      .orderBy('transferOrderId')
      .execute(),
    choices(db, user, id),
  ]);
  return {
    ...info,
    deliveryOrder: {
      deliveryOrderId: order.id,
      deliveryOrderNumber: order.deliveryOrderNumber,
      transferOrders: lines,
    },
  };
}

/** GET DeliveryOrder/{transferOrderId}/Inventories: the tanks a line on this transfer order may use. */
export async function transferOrderTanks(
  db: Database,
  user: AuthUser,
  transferOrderId: number,
): Promise<DeliveryOrderInventory[]> {
  const order = await visibleTransferOrders(db, user)
    .where('t.id', '=', transferOrderId)
    .select(['t.importerId', 't.productId'])
    .executeTakeFirst();
  if (!order) throw notFound(recordWord('TransferOrder', 'The'));
  return tanksFor(db, [order], 0);
}
