import { sql } from 'kysely';
import { STOCK_TRANSFER_ENTITIES } from '../../../schemas/entity-choices.ts';
import { recordWord } from '../../../schemas/i18n/words.ts';
import type {
  StockTransferDetail,
  StockTransferEditInfo,
  TransferEnd,
} from '../../../schemas/stock-transfer.ts';
import { stockTransferWorkflow } from '../../../schemas/workflows/stock-transfer.ts';
import type { Database } from '../../db/client.ts';
import { compiledOnce } from '../../db/compiled.ts';
import { notFound } from '../../errors.ts';
import { type AuthUser, queryKeyOf } from '../auth-user.ts';
import { activityColumns, activityOf } from '../record-types/detail.ts';
import { requestSteps } from '../requests.ts';
import { userEntities } from '../user-entities.ts';
import { assertEditable, stageOf } from '../workflow.ts';
import { transferActor, visibleStockTransfers, visibleStockTransfersWithEnds } from './access.ts';
import { stockTransferType } from './definition.ts';

const NOT_FOUND = recordWord('StockTransfer', 'The');

/** One end of a transfer as the detail shows it, from the joins of visibleStockTransfersWithEnds. */
const end = (side: 'f' | 't') =>
  sql<TransferEnd>`json_build_object('inventoryId', ${sql.ref(`${side}i.id`)},
    'importerId', ${sql.ref(`${side}i.importerId`)}, 'importerName', ${sql.ref(`${side}imp.name`)},
    'storageTankNumber', ${sql.ref(`${side}st.number`)}, 'productName', p.name)`;

const detailQuery = compiledOnce();

/**
 * GET StockTransfer/{id}: the spec's detail, the flags of what this user may do now, history, comments,
 * documents; one statement.
 */
export async function stockTransferDetail(
  db: Database,
  user: AuthUser,
  id: number,
): Promise<StockTransferDetail> {
  const [head] = await detailQuery(db, queryKeyOf(user), { id }, (at) =>
    visibleStockTransfersWithEnds(db, user)
      .where('tr.id', '=', at.id)
      .select([
        'tr.id',
        'tr.referenceNumber',
        'tr.status',
        stageOf(stockTransferWorkflow, 'tr.status').as('stage'),
        'tr.quantity',
        'tr.createdDate',
        ...requestSteps('tr'),
        end('f').as('fromInventory'),
        end('t').as('toInventory'),
        ...activityColumns(db, stockTransferType, 'tr'),
      ]),
  );
  if (!head) throw notFound(NOT_FOUND);
  const actor = transferActor(user, head.fromInventory.importerId);
  const { record, flags, reviews, comments, documents } = activityOf(stockTransferType, head, user, actor);
  return {
    ...record,
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
  assertEditable(stockTransferWorkflow, status, transferActor(user, originImporterId));
  const { importers } = await userEntities(db, user, STOCK_TRANSFER_ENTITIES);
  return { importers, stockTransfer };
}
