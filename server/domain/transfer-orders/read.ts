import { TRANSFER_ORDER_ENTITIES } from '../../../schemas/entity-choices.ts';
import { recordWord } from '../../../schemas/i18n/words.ts';
import type { TransferOrderDetail, TransferOrderEditInfo } from '../../../schemas/transfer-order.ts';
import { transferOrderWorkflow } from '../../../schemas/workflows/transfer-order.ts';
import type { Database } from '../../db/client.ts';
import { fullName, isoTime } from '../../db/sql-format.ts';
import { notFound } from '../../errors.ts';
import type { AuthUser } from '../auth-user.ts';
import { commentsOf } from '../comments.ts';
import { documentsOf } from '../documents/documents.ts';
import { historyOf } from '../history.ts';
import { userEntities } from '../user-entities.ts';
import { assertEditable, flagsFor } from '../workflow.ts';
import { visibleTransferOrders, visibleTransferOrdersNamed } from './access.ts';
import { transferOrderType } from './definition.ts';
import { deliveryOrdersOf, hasActiveDeliveryOrder, onDeliveryOrders } from './deliveries.ts';
import { statusAnswer } from './workflow.ts';

const NOT_FOUND = recordWord('TransferOrder', 'The');

/** A visible order with its parties' names and what its delivery orders hold; undefined when not visible. */
const header = (db: Database, user: AuthUser, id: number) =>
  visibleTransferOrdersNamed(db, user)
    .where('t.id', '=', id)
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
    ])
    .executeTakeFirst();

/** GET TransferOrder/{id}: the spec's order, its delivery orders, history, comments, documents and flags. */
export async function transferOrderDetail(
  db: Database,
  user: AuthUser,
  id: number,
): Promise<TransferOrderDetail> {
  const head = await header(db, user, id);
  if (!head) throw notFound(NOT_FOUND);
  const [deliveryOrders, reviews, comments, documents] = await Promise.all([
    deliveryOrdersOf(db, id),
    historyOf(db, transferOrderWorkflow.record, id),
    commentsOf(db, transferOrderType, id, head.status, user),
    documentsOf(db, transferOrderType, id, head.status, user),
  ]);
  const flags = await flagsFor(db, transferOrderWorkflow, { id, status: head.status }, user);
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
    deliveryOrders,
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
