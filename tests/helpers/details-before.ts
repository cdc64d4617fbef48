import { sql } from 'kysely';
import { STOCK_UPDATE_TYPES } from '../../schemas/codes.ts';
import { deliveryOrderWorkflow } from '../../schemas/workflows/delivery-order.ts';
import { needsOtherEyes, workflowFlags } from '../../schemas/workflows/engine.ts';
import { fillingAdviceNoteWorkflow } from '../../schemas/workflows/filling-advice-note.ts';
import { stockTransferWorkflow } from '../../schemas/workflows/stock-transfer.ts';
import { stockUpdateWorkflow } from '../../schemas/workflows/stock-update.ts';
import { transferOrderWorkflow } from '../../schemas/workflows/transfer-order.ts';
import type { Workflow } from '../../schemas/workflows/types.ts';
import type { Database } from '../../server/db/client.ts';
import { fullName, isoTime } from '../../server/db/sql-format.ts';
import type { AuthUser } from '../../server/domain/auth-user.ts';
import { visibleDeliveryOrdersNamed } from '../../server/domain/delivery-orders/access.ts';
import { deliveryOrderType } from '../../server/domain/delivery-orders/definition.ts';
import { statusAnswer as deliveryStatus } from '../../server/domain/delivery-orders/workflow.ts';
import { noteQuantity, visibleNotesNamed } from '../../server/domain/filling-advice-notes/access.ts';
import { fillingAdviceNoteType } from '../../server/domain/filling-advice-notes/definition.ts';
import { deliveryOrdersWhere } from '../../server/domain/filling-advice-notes/delivery-orders.ts';
import type { RecordType } from '../../server/domain/record-types/define.ts';
import { requestSteps } from '../../server/domain/requests.ts';
import { READING_COLUMNS } from '../../server/domain/standard-volumes.ts';
import { transferActor, visibleStockTransfersWithEnds } from '../../server/domain/stock-transfers/access.ts';
import { stockTransferType } from '../../server/domain/stock-transfers/definition.ts';
import { visibleStockUpdates } from '../../server/domain/stock-updates/access.ts';
import { stockUpdateType } from '../../server/domain/stock-updates/definition.ts';
import { visibleTransferOrdersNamed } from '../../server/domain/transfer-orders/access.ts';
import { transferOrderType } from '../../server/domain/transfer-orders/definition.ts';
import { hasActiveDeliveryOrder, onDeliveryOrders } from '../../server/domain/transfer-orders/deliveries.ts';
import { statusAnswer as transferStatus } from '../../server/domain/transfer-orders/workflow.ts';
import { stageOf } from '../../server/domain/workflow.ts';

// The record details as GET X/{id} read them before issue 23, a query per part (the record, then its
// history, comments, documents, lines, delivery orders and the four-eyes inputs): kept as the reference
// the one-statement details are held to (tests/api/records/details-one-statement.test.ts). Nothing but
// that test uses it.

const historyOf = (db: Database, record: string, id: number) =>
  db.db
    .selectFrom('recordHistory as h')
    .innerJoin('users as u', 'u.id', 'h.userId')
    .where('h.recordType', '=', record)
    .where('h.recordId', '=', id)
    .select([
      'h.id',
      fullName('u').as('submitter'),
      'h.action as reviewAction',
      isoTime('h.at').as('date'),
      'h.comment',
    ])
    .orderBy('h.id')
    .execute();

const commentsOf = (db: Database, kind: RecordType, id: number, state: string, user: AuthUser) => {
  const mayChange = kind.workflow.comments.states.includes(state);
  return db.db
    .selectFrom('comments as c')
    .innerJoin('users as u', 'u.id', 'c.userId')
    .where('c.recordType', '=', kind.workflow.record)
    .where('c.recordId', '=', id)
    .where('c.deletedAt', 'is', null)
    .select([
      'c.id',
      fullName('u').as('submitter'),
      'c.text',
      isoTime('c.createdAt').as('submittedDate'),
      sql<boolean>`c.edited_at is not null`.as('edited'),
      sql<boolean>`c.user_id = ${user.id} and ${mayChange}`.as('isEditable'),
      sql<boolean>`c.user_id = ${user.id} and ${mayChange}`.as('isDeletable'),
    ])
    .orderBy('c.id')
    .execute();
};

const documentsOf = (db: Database, kind: RecordType, id: number, state: string, user: AuthUser) => {
  const manage = workflowFlags(kind.workflow, state, user).canManageDocuments;
  return db.db
    .selectFrom('documents as d')
    .innerJoin('users as u', 'u.id', 'd.uploadedBy')
    .where('d.recordType', '=', kind.workflow.record)
    .where('d.recordId', '=', id)
    .where('d.deletedAt', 'is', null)
    .select([
      'd.id',
      'd.title',
      isoTime('d.uploadedAt').as('uploadedDate'),
      fullName('u').as('uploadedBy'),
      sql<boolean>`d.uploaded_by = ${user.id} and ${manage}`.as('isDeletable'),
    ])
    .orderBy('d.id')
    .execute();
};

/** The flags with the four-eyes inputs read as they were: the setting, then the record's history rows. */
async function flagsFor(db: Database, workflow: Workflow, id: number, state: string, user: AuthUser) {
  let eyes: Parameters<typeof workflowFlags>[3];
  const setting = await db.db
    .selectFrom('appSettings')
    .select('value')
    .where('key', '=', 'fourEyes')
    .executeTakeFirst();
  if (needsOtherEyes(workflow, state) && setting?.value === 'true') {
    const rows = await db.db
      .selectFrom('recordHistory')
      .select(['action', 'fromState', 'toState', 'userId'])
      .where('recordType', '=', workflow.record)
      .where('recordId', '=', id)
      .orderBy('id')
      .execute();
    const submitter = rows.find((r) => r.fromState === null && r.toState === workflow.initial);
    const reviewer = rows.filter((r) => r.action === 'Review' && r.toState === state).at(-1);
    eyes = {
      userId: user.id,
      actors: { submitter: submitter?.userId ?? null, reviewer: reviewer?.userId ?? null },
    };
  }
  return workflowFlags(workflow, state, user, eyes);
}

export async function transferOrderBefore(db: Database, user: AuthUser, id: number) {
  const head = await visibleTransferOrdersNamed(db, user)
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
  if (!head) return null;
  const deliveryOrders = await db.db
    .selectFrom('transferOrderDeliveries as d')
    .where('d.transferOrderId', '=', id)
    .select([
      'd.id',
      'd.deliveryOrderNumber',
      isoTime('d.submittedDate').as('submittedDate'),
      'd.priority',
      'd.quantity',
      'd.status',
      sql<string | null>`${isoTime('d.fulfilledDate')}`.as('fulfilledDate'),
    ])
    .orderBy('d.submittedDate')
    .orderBy('d.id')
    .execute();
  const flags = await flagsFor(db, transferOrderWorkflow, id, head.status, user);
  return {
    id: head.id,
    transferOrderNumber: head.transferOrderNumber,
    importer: { id: head.importerId, name: head.importerName },
    distributor: { id: head.distributorId, name: head.distributorName },
    product: { id: head.productId, name: head.productName },
    quantity: head.quantity,
    totalDeliveryOrderQuantity: head.totalDeliveryOrderQuantity,
    availableQuantity: head.quantity - head.totalDeliveryOrderQuantity,
    status: transferStatus(head.status, head.progress),
    createdDate: head.createdDate,
    createdBy: head.createdBy,
    submittedBy: head.createdBy,
    deliveryOrders,
    documents: await documentsOf(db, transferOrderType, id, head.status, user),
    reviews: await historyOf(db, transferOrderWorkflow.record, id),
    comments: await commentsOf(db, transferOrderType, id, head.status, user),
    setting: {
      isEditable: flags.isEditable,
      canManageDocuments: flags.canManageDocuments,
      canCancel: flags.canCancel && !head.delivering,
      canReview: flags.canReview,
      canApprove: flags.canApprove,
    },
    canAddComment: flags.canAddComment,
  };
}

export async function stockUpdateBefore(db: Database, user: AuthUser, id: number) {
  const head = await visibleStockUpdates(db, user)
    .innerJoin('importers as imp', 'imp.id', 'su.importerId')
    .where('su.id', '=', id)
    .select([
      'su.id',
      'su.referenceNumber',
      'su.status',
      'su.stockUpdateType',
      'su.importerId',
      'imp.name as importerName',
      'su.createdDate',
      ...requestSteps('su'),
    ])
    .executeTakeFirst();
  if (!head) return null;
  const inventories = await db.db
    .selectFrom('stockUpdateLines as l')
    .innerJoin('inventories as i', 'i.id', 'l.inventoryId')
    .innerJoin('storageTanks as st', 'st.id', 'i.storageTankId')
    .innerJoin('products as p', 'p.id', 'st.productId')
    .where('l.stockUpdateId', '=', id)
    .select([
      'l.inventoryId',
      'st.number as storageTankNumber',
      'p.name as productName',
      'l.quantity',
      ...READING_COLUMNS,
      'l.measuredVolume',
    ])
    .orderBy('st.number')
    .execute();
  const reviews = await historyOf(db, stockUpdateWorkflow.record, id);
  const { importerId, importerName, ...fields } = head;
  const flags = await flagsFor(db, stockUpdateWorkflow, id, head.status, user);
  return {
    ...fields,
    stage: stockUpdateWorkflow.states[head.status as 'New']?.code ?? -1,
    stockUpdateTypeName: STOCK_UPDATE_TYPES[head.stockUpdateType as 0] ?? '',
    importer: { id: importerId, name: importerName },
    quantity: inventories.reduce((sum, line) => sum + line.quantity, 0),
    inventories,
    documents: await documentsOf(db, stockUpdateType, id, head.status, user),
    comments: await commentsOf(db, stockUpdateType, id, head.status, user),
    reviews,
    history: reviews,
    isEditable: flags.isEditable,
    canCancel: flags.canCancel,
    isReviewable: flags.isReviewable,
    isApprovable: flags.isApprovable,
    canManageDocuments: flags.canManageDocuments,
    canAddComment: flags.canAddComment,
  };
}

const end = (side: 'f' | 't') =>
  sql`json_build_object('inventoryId', ${sql.ref(`${side}i.id`)},
    'importerId', ${sql.ref(`${side}i.importerId`)}, 'importerName', ${sql.ref(`${side}imp.name`)},
    'storageTankNumber', ${sql.ref(`${side}st.number`)}, 'productName', p.name)`;

export async function stockTransferBefore(db: Database, user: AuthUser, id: number) {
  const head = await visibleStockTransfersWithEnds(db, user)
    .where('tr.id', '=', id)
    .select([
      'tr.id',
      'tr.referenceNumber',
      'tr.status',
      stageOf(stockTransferWorkflow, 'tr.status').as('stage'),
      'tr.quantity',
      'tr.createdDate',
      ...requestSteps('tr'),
      sql<{ importerId: number }>`${end('f')}`.as('fromInventory'),
      end('t').as('toInventory'),
    ])
    .executeTakeFirst();
  if (!head) return null;
  const actor = transferActor(user, head.fromInventory.importerId);
  const flags = await flagsFor(db, stockTransferWorkflow, id, head.status, actor);
  return {
    ...head,
    documents: await documentsOf(db, stockTransferType, id, head.status, actor),
    comments: await commentsOf(db, stockTransferType, id, head.status, user),
    reviews: await historyOf(db, stockTransferWorkflow.record, id),
    isEditable: flags.isEditable,
    canCancel: flags.canCancel,
    isReviewable: flags.isReviewable,
    isApprovable: flags.isApprovable,
    canManageDocuments: flags.canManageDocuments,
    canAddComment: flags.canAddComment,
  };
}

const nameOrNull = (alias: string) =>
  sql<string | null>`case when ${sql.ref(`${alias}.id`)} is null then null else ${fullName(alias)} end`;
const timeOrNull = (column: string) => sql<string | null>`${isoTime(column)}`;

export async function deliveryOrderBefore(db: Database, user: AuthUser, id: number) {
  const head = await visibleDeliveryOrdersNamed(db, user)
    .leftJoin('users as rev', 'rev.id', 'd.reviewedBy')
    .leftJoin('users as app', 'app.id', 'd.approvedBy')
    .leftJoin('users as ful', 'ful.id', 'd.fulfilledBy')
    .where('d.id', '=', id)
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
      sql<number>`(select coalesce(sum(l.quantity), 0) from delivery_order_lines l
        where l.delivery_order_id = d.id)::bigint`.as('quantity'),
      isoTime('d.submittedAt').as('submittedDate'),
      fullName('sub').as('submittedBy'),
      timeOrNull('d.reviewedAt').as('reviewedDate'),
      nameOrNull('rev').as('reviewedBy'),
      timeOrNull('d.approvedAt').as('approvedDate'),
      nameOrNull('app').as('approvedBy'),
      timeOrNull('d.fulfilledAt').as('fulfilledDate'),
      nameOrNull('ful').as('fulfilledBy'),
    ])
    .executeTakeFirst();
  if (!head) return null;
  const lines = await db.db
    .selectFrom('deliveryOrderLines as l')
    .innerJoin('transferOrders as t', 't.id', 'l.transferOrderId')
    .innerJoin('importers as imp', 'imp.id', 't.importerId')
    .innerJoin('distributors as dis', 'dis.id', 't.distributorId')
    .innerJoin('products as p', 'p.id', 't.productId')
    .leftJoin('inventories as i', 'i.id', 'l.inventoryId')
    .leftJoin('storageTanks as st', 'st.id', 'i.storageTankId')
    .where('l.deliveryOrderId', '=', id)
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
    .orderBy('t.id')
    .execute();
  const note = await db.db
    .selectFrom('deliveryOrderNotes as n')
    .where('n.deliveryOrderId', '=', id)
    .select(['n.id', 'n.cardNumber', isoTime('n.createdDate').as('createdDate'), 'n.status'])
    .select(timeOrNull('n.issuedDate').as('issuedDate'))
    .executeTakeFirst();
  const flags = await flagsFor(db, deliveryOrderWorkflow, id, head.status, user);
  const {
    importerId,
    importerName,
    distributorId,
    distributorName,
    productId,
    productName,
    progress,
    ...rest
  } = head;
  return {
    ...rest,
    status: deliveryStatus(head.status, progress),
    importer: { id: importerId, name: importerName },
    distributor: { id: distributorId, name: distributorName },
    product: { id: productId, name: productName },
    transferOrders: lines.map((line) => ({
      ...line,
      status: transferOrderWorkflow.states[line.status as 'Approved']?.label ?? line.status,
      inventoryInfo: line.inventoryInfo ?? null,
    })),
    fillingAdviceNote: note ?? null,
    documents: await documentsOf(db, deliveryOrderType, id, head.status, user),
    comments: await commentsOf(db, deliveryOrderType, id, head.status, user),
    reviews: await historyOf(db, deliveryOrderWorkflow.record, id),
    isEditable: flags.isEditable,
    isCancellable: flags.isCancellable,
    isReviewable: flags.isReviewable,
    isApprovable: flags.isApprovable,
    canUpdateInventory: flags.canUpdateInventory,
    canManageDocuments: flags.canManageDocuments,
    canAddComment: flags.canAddComment,
  };
}

export async function noteBefore(db: Database, user: AuthUser, id: number) {
  const head = await visibleNotesNamed(db, user)
    .leftJoin('users as iss', 'iss.id', 'n.issuedBy')
    .where('n.id', '=', id)
    .select([
      'n.id',
      'n.vehicleNumber',
      'n.cardNumber',
      'n.status',
      'n.productId',
      'p.name as productName',
      'n.distributorId',
      'dis.name as distributorName',
      noteQuantity('n.id').as('quantity'),
      isoTime('n.createdAt').as('createdDate'),
      fullName('cre').as('createdBy'),
      isoTime('n.issuedAt').as('issuedDate'),
      fullName('iss').as('issuedBy'),
    ])
    .executeTakeFirst();
  if (!head) return null;
  const compartments = await db.db
    .selectFrom('fillingAdviceNoteCompartments as l')
    .select(['l.id', 'l.compartmentNumber', 'l.quantity', 'l.destination', 'l.bayNumber', ...READING_COLUMNS])
    .where('fillingAdviceNoteId', '=', id)
    .orderBy('compartmentNumber')
    .execute();
  const deliveryOrders = await deliveryOrdersWhere(db, (q) =>
    q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('fillingAdviceNoteOrders as o')
          .whereRef('o.deliveryOrderId', '=', 'd.id')
          .where('o.fillingAdviceNoteId', '=', id)
          .select('o.deliveryOrderId'),
      ),
    ),
  );
  const flags = await flagsFor(db, fillingAdviceNoteWorkflow, id, head.status, user);
  const state = fillingAdviceNoteWorkflow.states[head.status as 'New'];
  return {
    id: head.id,
    vehicleNumber: head.vehicleNumber,
    cardNumber: head.cardNumber,
    product: { id: head.productId, name: head.productName },
    distributor: { id: head.distributorId, name: head.distributorName },
    quantity: head.quantity,
    status: state?.label ?? head.status,
    stage: state?.code ?? -1,
    createdDate: head.createdDate,
    createdBy: head.createdBy,
    issuedDate: head.issuedDate,
    issuedBy: head.issuedBy,
    compartments,
    deliveryOrders,
    reviews: await historyOf(db, fillingAdviceNoteWorkflow.record, id),
    comments: await commentsOf(db, fillingAdviceNoteType, id, head.status, user),
    isEditable: flags.isEditable,
    canCancel: flags.canCancel,
    isIssuable: flags.isIssuable,
    canAddComment: flags.canAddComment,
  };
}
