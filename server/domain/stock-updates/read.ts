import { type Expression, sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { STOCK_UPDATE_TYPES } from '../../../schemas/codes.ts';
import { msg } from '../../../schemas/i18n/msg.ts';
import { recordWord } from '../../../schemas/i18n/words.ts';
import type { StockUpdateDetail, StockUpdateEditInfo } from '../../../schemas/stock-update.ts';
import { stockUpdateWorkflow } from '../../../schemas/workflows/stock-update.ts';
import type { Database } from '../../db/client.ts';
import { compiledOnce } from '../../db/compiled.ts';
import { badRequest, notFound } from '../../errors.ts';
import { type AuthUser, queryKeyOf } from '../auth-user.ts';
import { inventoryBalances } from '../ledger/balances.ts';
import { activityColumns, activityOf } from '../record-types/detail.ts';
import { requestSteps } from '../requests.ts';
import { READING_COLUMNS } from '../standard-volumes.ts';
import { assertEditable } from '../workflow.ts';
import { visibleStockUpdates } from './access.ts';
import { stockUpdateType } from './definition.ts';

const typeName = (type: number) => STOCK_UPDATE_TYPES[type as keyof typeof STOCK_UPDATE_TYPES] ?? '';
const stageOf = (status: string) =>
  stockUpdateWorkflow.states[status as keyof typeof stockUpdateWorkflow.states]?.code ?? -1;

/** A request's lines with their tanks and products (`stockUpdateId`: its id), by tank number. */
const linesQuery = (db: Database, stockUpdateId: Expression<number>) =>
  db.db
    .selectFrom('stockUpdateLines as l')
    .innerJoin('inventories as i', 'i.id', 'l.inventoryId')
    .innerJoin('storageTanks as st', 'st.id', 'i.storageTankId')
    .innerJoin('products as p', 'p.id', 'st.productId')
    .where('l.stockUpdateId', '=', stockUpdateId)
    .select([
      'l.inventoryId',
      'st.number as storageTankNumber',
      'p.name as productName',
      'l.quantity',
      ...READING_COLUMNS,
      'l.measuredVolume',
    ])
    .orderBy('st.number');

const linesOf = (db: Database, id: number) => linesQuery(db, sql.val(id)).execute();

const detailQuery = compiledOnce();

/** GET StockUpdate/{id}: the spec's detail, flags for this user, history, comments and documents; one statement. */
export async function stockUpdateDetail(
  db: Database,
  user: AuthUser,
  id: number,
): Promise<StockUpdateDetail> {
  const [head] = await detailQuery(db, queryKeyOf(user), { id }, (at) =>
    visibleStockUpdates(db, user)
      .innerJoin('importers as imp', 'imp.id', 'su.importerId')
      .where('su.id', '=', at.id)
      .select([
        'su.id',
        'su.referenceNumber',
        'su.status',
        'su.stockUpdateType',
        'su.importerId',
        'imp.name as importerName',
        'su.createdDate',
        ...requestSteps('su'),
        jsonArrayFrom(linesQuery(db, sql<number>`su.id`)).as('inventories'),
        ...activityColumns(db, stockUpdateType, 'su'),
      ]),
  );
  if (!head) throw notFound(recordWord('StockUpdate', 'The'));
  const { record, flags, reviews, comments, documents } = activityOf(stockUpdateType, head, user);
  const { importerId, importerName, inventories, ...fields } = record;
  return {
    ...fields,
    stage: stageOf(head.status),
    stockUpdateTypeName: typeName(head.stockUpdateType),
    importer: { id: importerId, name: importerName },
    quantity: inventories.reduce((sum, line) => sum + line.quantity, 0),
    inventories,
    documents,
    comments,
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

/** The importers a user may submit for, with their active inventories and balances (two queries). */
export async function submittableImporters(
  db: Database,
  user: AuthUser,
): Promise<StockUpdateEditInfo['importers']> {
  const importers = await db.db
    .selectFrom('importers')
    .select(['id', 'name'])
    .where('isActive', '=', true)
    .$if(!user.isInternal, (q) => q.where('id', 'in', [0, ...user.importerIds]))
    .orderBy('name')
    .execute();
  const balances = await inventoryBalances(db, { importerIds: importers.map((i) => i.id), activeOnly: true });
  return importers.map((importer) => ({
    ...importer,
    inventories: balances
      .filter((b) => b.importerId === importer.id)
      .map((b) => ({
        inventoryId: b.inventoryId,
        storageTankNumber: b.storageTankNumber,
        productName: b.productName,
        stockBalance: b.stockBalance,
        adjustedStockBalance: b.adjustedStockBalance,
      })),
  }));
}

/** GET StockUpdate/{id}/GetEditInfo: only for a request this user may still edit. */
export async function stockUpdateEditInfo(
  db: Database,
  user: AuthUser,
  id: number,
): Promise<StockUpdateEditInfo> {
  const record = await visibleStockUpdates(db, user)
    .where('su.id', '=', id)
    .select([
      'su.id',
      'su.status',
      'su.importerId',
      'su.stockUpdateType',
      'su.referenceNumber',
      'su.createdDate',
    ])
    .executeTakeFirst();
  if (!record) throw notFound(recordWord('StockUpdate', 'The'));
  assertEditable(stockUpdateWorkflow, record.status, user);
  const [importers, lines] = await Promise.all([submittableImporters(db, user), linesOf(db, id)]);
  if (!importers.some((i) => i.id === record.importerId)) throw badRequest(msg('stockUpdate.notEditable'));
  const { status: _status, ...fields } = record;
  return {
    importers,
    stockUpdate: {
      ...fields,
      stockUpdateId: record.id,
      // As the form gave them: with readings, the gross observed gallons.
      inventoryInfos: lines.map((l) => ({
        inventoryId: l.inventoryId,
        quantity: l.grossQuantity ?? l.quantity,
        temperature: l.temperature,
        gravity: l.gravity,
        measuredVolume: l.measuredVolume,
      })),
    },
  };
}
