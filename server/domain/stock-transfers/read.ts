import { sql } from 'kysely';
import {
  STOCK_TRANSFER_MESSAGES,
  type StockTransferDetail,
  type StockTransferEditInfo,
} from '../../../schemas/stock-transfer.ts';
import { stockTransferWorkflow } from '../../../schemas/workflows/stock-transfer.ts';
import type { Database } from '../../db/client.ts';
import { fullName, isoTime } from '../../db/sql-format.ts';
import { notFound } from '../../errors.ts';
import type { AuthUser } from '../auth-user.ts';
import { commentsOf } from '../comments.ts';
import { documentsOf } from '../documents/documents.ts';
import { historyOf } from '../history.ts';
import { assertEditable, stageCode } from '../requests.ts';
import { userEntities } from '../user-entities.ts';
import { flagsFor } from '../workflow.ts';
import { transferActor, visibleStockTransfers } from './access.ts';
import { stockTransferKind } from './workflow.ts';

const NOT_FOUND = 'The stock transfer request';

/** A visible transfer with its two ends' importers, tanks and product, and its steps; one query. */
function header(db: Database, user: AuthUser, id: number) {
  return visibleStockTransfers(db, user)
    .innerJoin('importers as fimp', 'fimp.id', 'fi.importerId')
    .innerJoin('importers as timp', 'timp.id', 'ti.importerId')
    .innerJoin('storageTanks as fst', 'fst.id', 'fi.storageTankId')
    .innerJoin('storageTanks as tst', 'tst.id', 'ti.storageTankId')
    .innerJoin('products as fp', 'fp.id', 'fst.productId')
    .innerJoin('products as tp', 'tp.id', 'tst.productId')
    .innerJoin('users as sub', 'sub.id', 'tr.submittedBy')
    .leftJoin('users as rev', 'rev.id', 'tr.reviewedBy')
    .leftJoin('users as app', 'app.id', 'tr.approvedBy')
    .leftJoin('users as can', 'can.id', 'tr.cancelledBy')
    .where('tr.id', '=', id)
    .select([
      'tr.id',
      'tr.referenceNumber',
      'tr.status',
      stageCode(stockTransferWorkflow, 'tr.status').as('stage'),
      'tr.quantity',
      'tr.createdDate',
      isoTime('tr.submittedAt').as('submittedDate'),
      fullName('sub').as('submitter'),
      isoTime('tr.reviewedAt').as('reviewedDate'),
      sql<string | null>`${fullName('rev')}`.as('reviewedBy'),
      isoTime('tr.approvedAt').as('approvedDate'),
      sql<string | null>`${fullName('app')}`.as('approvedBy'),
      isoTime('tr.cancelledAt').as('cancelledDate'),
      sql<string | null>`${fullName('can')}`.as('cancelledBy'),
      'tr.fromInventoryId',
      'fi.importerId as fromImporterId',
      'fimp.name as fromImporterName',
      'fst.number as fromTankNumber',
      'fp.name as fromProductName',
      'tr.toInventoryId',
      'ti.importerId as toImporterId',
      'timp.name as toImporterName',
      'tst.number as toTankNumber',
      'tp.name as toProductName',
    ])
    .executeTakeFirst();
}

/** GET StockTransfer/{id}: the spec's detail, the flags of what this user may do now, history, comments, documents. */
export async function stockTransferDetail(
  db: Database,
  user: AuthUser,
  id: number,
): Promise<StockTransferDetail> {
  const head = await header(db, user, id);
  if (!head) throw notFound(NOT_FOUND);
  const actor = transferActor(user, head.fromImporterId);
  const [reviews, comments, documents] = await Promise.all([
    historyOf(db, stockTransferWorkflow.record, id),
    commentsOf(db, stockTransferKind, id, head.status, user),
    documentsOf(db, stockTransferKind, id, head.status, actor),
  ]);
  const flags = flagsFor(stockTransferWorkflow, head.status, actor);
  return {
    id: head.id,
    referenceNumber: head.referenceNumber,
    status: head.status,
    stage: head.stage,
    quantity: head.quantity,
    createdDate: head.createdDate,
    submittedDate: head.submittedDate,
    submitter: head.submitter,
    reviewedDate: head.reviewedDate,
    reviewedBy: head.reviewedBy,
    approvedDate: head.approvedDate,
    approvedBy: head.approvedBy,
    cancelledDate: head.cancelledDate,
    cancelledBy: head.cancelledBy,
    fromInventory: {
      inventoryId: head.fromInventoryId,
      importerId: head.fromImporterId,
      importerName: head.fromImporterName,
      storageTankNumber: head.fromTankNumber,
      productName: head.fromProductName,
    },
    toInventory: {
      inventoryId: head.toInventoryId,
      importerId: head.toImporterId,
      importerName: head.toImporterName,
      storageTankNumber: head.toTankNumber,
      productName: head.toProductName,
    },
    documents,
    comments,
    reviews,
    isEditable: flags.isEditable,
    canCancel: flags.canCancel,
    isReviewable: flags.isReviewable,
    isApprovable: flags.isApprovable,
    canManageDocuments: flags.canManageDocuments,
    canAddComment: flags.canAddComment,
  };
}

/**
 * GET stockTransfer/{id}/GetEditInfo: a transfer the user may still edit, as a PUT payload, with the
 * importers to choose from as POST User/Entities answers them for the submit form.
 */
export async function stockTransferEditInfo(
  db: Database,
  user: AuthUser,
  id: number,
): Promise<StockTransferEditInfo> {
  const record = await visibleStockTransfers(db, user)
    .where('tr.id', '=', id)
    .select([
      'tr.id',
      'tr.status',
      'fi.importerId as originImporterId',
      'tr.fromInventoryId',
      'tr.toInventoryId',
      'tr.quantity',
      'tr.referenceNumber',
      'tr.createdDate',
    ])
    .executeTakeFirst();
  if (!record) throw notFound(NOT_FOUND);
  const { status, originImporterId, ...stockTransfer } = record;
  assertEditable(
    stockTransferWorkflow,
    status,
    transferActor(user, originImporterId),
    STOCK_TRANSFER_MESSAGES.notEditable,
  );
  const { importers } = await userEntities(db, user, {
    includeImporters: true,
    includeDistributors: false,
    ensureImporterAuthorization: false,
    ensureDistributorAuthorization: false,
    calculateAdjustedStockBalance: true,
  });
  return { importers, stockTransfer };
}
