import { TRANSFER_ORDER_ENTITIES } from '../../../schemas/entity-choices.ts';
import { recordWord } from '../../../schemas/i18n/words.ts';
import type { TransferOrderDetail, TransferOrderEditInfo } from '../../../schemas/transfer-order.ts';
import { transferOrderWorkflow } from '../../../schemas/workflows/transfer-order.ts';
import type { Database } from '../../db/client.ts';
import { compiledOnce } from '../../db/compiled.ts';
import { fullName, isoTime } from '../../db/sql-format.ts';
import { notFound } from '../../errors.ts';
import { type AuthUser, queryKeyOf } from '../auth-user.ts';
import { activityColumns, activityOf } from '../record-types/detail.ts';
import { userEntities } from '../user-entities.ts';
import { assertEditable } from '../workflow.ts';
import { visibleTransferOrders, visibleTransferOrdersNamed } from './access.ts';
import { transferOrderType } from './definition.ts';
import { deliveryOrdersOf, hasActiveDeliveryOrder, onDeliveryOrders } from './deliveries.ts';
import { statusAnswer } from './workflow.ts';

const detailQuery = compiledOnce();
const NOT_FOUND = recordWord('TransferOrder', 'The');

/** GET TransferOrder/{id}: the spec's order, its delivery orders, history, comments, documents and flags; one statement. */
export async function transferOrderDetail(
  db: Database,
  user: AuthUser,
  id: number,
): Promise<TransferOrderDetail> {
  const [head] = await detailQuery(db, queryKeyOf(user), { id }, (at) =>
    visibleTransferOrdersNamed(db, user)
      .where('t.id', '=', at.id)
      .select([
        't.id',
        't.transferOrderNumber',
        't.status',
        't.progress',
        't.quantity',
        't.importerId',
        'imp.name as importerName',
        't.distributorId',
        'dis.name as distributorName',
        't.productId',
        'p.name as productName',
        isoTime('t.createdAt').as('createdDate'),
        fullName('cre').as('createdBy'),
        onDeliveryOrders('t').as('totalDeliveryOrderQuantity'),
        hasActiveDeliveryOrder('t.id').as('delivering'),
        deliveryOrdersOf(db, 't.id').as('deliveryOrders'),
        ...activityColumns(db, transferOrderType, 't'),
      ]),
  );
  if (!head) throw notFound(NOT_FOUND);
  const { flags, reviews, comments, documents } = activityOf(transferOrderType, head, user);
  return {
    id: head.id,
    transferOrderNumber: head.transferOrderNumber,
    importer: { id: head.importerId, name: head.importerName },
    distributor: { id: head.distributorId, name: head.distributorName },
    product: { id: head.productId, name: head.productName },
    quantity: head.quantity,
    totalDeliveryOrderQuantity: head.totalDeliveryOrderQuantity,
    availableQuantity: head.quantity - head.totalDeliveryOrderQuantity,
    status: statusAnswer(head.status, head.progress),
    createdDate: head.createdDate,
    createdBy: head.createdBy,
    submittedBy: head.createdBy,
    deliveryOrders: head.deliveryOrders,
    documents,
    reviews,
    comments,
    setting: {
      isEditable: flags.isEditable,
      canManageDocuments: flags.canManageDocuments,
      // Nobody cancels an order a delivery order is drawing on (the Cancel action refuses it too).
      canCancel: flags.canCancel && !head.delivering,
      canReview: flags.canReview,
      canApprove: flags.canApprove,
    },
    canAddComment: flags.canAddComment,
  };
}

/**
 * GET TransferOrder/{id}/GetEditInfo, for an order this user may still edit: the order, and the
 * importers, products and distributors to choose from, as the create form gets them. The order's own
 * quantity is part of its product's open remainders; an edit replaces it, so it counts as available.
 */
export async function transferOrderEditInfo(
  db: Database,
  user: AuthUser,
  id: number,
): Promise<TransferOrderEditInfo> {
  const order = await visibleTransferOrders(db, user)
    .where('t.id', '=', id)
    .select([
      't.id',
      't.status',
      't.transferOrderNumber',
      't.importerId',
      't.productId',
      't.quantity',
      't.distributorId',
    ])
    .executeTakeFirst();
  if (!order) throw notFound(NOT_FOUND);
  assertEditable(transferOrderWorkflow, order.status, user);
  const entities = await userEntities(db, user, TRANSFER_ORDER_ENTITIES);
  const { status: _status, ...transferOrder } = order;
  return {
    ...entities,
    importers: entities.importers.map((importer) => ({
      ...importer,
      products: importer.products.map((product) =>
        importer.id === order.importerId && product.id === order.productId && product.availableBalance != null
          ? { ...product, availableBalance: product.availableBalance + order.quantity }
          : product,
      ),
    })),
    transferOrder,
  };
}
