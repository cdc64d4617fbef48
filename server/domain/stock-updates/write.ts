import { msg } from '../../../schemas/i18n/msg.ts';
import { recordWord } from '../../../schemas/i18n/words.ts';
import {
  DIFFERENCE_TYPES,
  type StockUpdateEditInput,
  type StockUpdateInput,
} from '../../../schemas/stock-update.ts';
import { DEFAULT_VOLUME_TABLE, type VolumeTable } from '../../../schemas/volume-correction.ts';
import { stockUpdateWorkflow } from '../../../schemas/workflows/stock-update.ts';
import type { Database } from '../../db/client.ts';
import { badRequest, notFound } from '../../errors.ts';
import type { AuthUser } from '../auth-user.ts';
import { recordHistory } from '../history.ts';
import { assertAdjustedBalances, lockLedger, STOCK_UPDATE_MOVEMENTS } from '../ledger/index.ts';
import { standardLines, storedReadings } from '../standard-volumes.ts';
import { visibleImporterIds } from '../visibility.ts';
import { assertEditable } from '../workflow.ts';
import { lockStockUpdate } from './workflow.ts';

const RECORD = stockUpdateWorkflow.record;

/** The lines worth keeping (zero quantities drop out), each with its field in the payload. */
const linesOf = (input: StockUpdateInput) =>
  input.inventoryInfos
    .map((line, index) => ({
      ...line,
      field: `inventoryInfos[${index}].quantity`,
      line: `inventoryInfos[${index}]`,
    }))
    .filter((line) => (line.quantity ?? 0) > 0);

/**
 * Writes the lines: with readings, quantity is the net standard volume (what the ledger, the pending
 * totals and every balance check count) and the gross and readings are kept beside it.
 */
async function insertLines(
  tx: Database,
  table: VolumeTable,
  input: StockUpdateInput,
  stockUpdateId: number,
  lines: ReturnType<typeof linesOf>,
) {
  const difference = DIFFERENCE_TYPES.includes(input.stockUpdateType);
  const standard = await standardLines(
    tx,
    table,
    lines.map((l) => ({ ...l, field: l.line })),
    difference,
  );
  await tx.db
    .insertInto('stockUpdateLines')
    .values(
      lines.map((line, index) => ({
        stockUpdateId,
        inventoryId: line.inventoryId,
        ...storedReadings(table, standard[index]),
        measuredVolume: standard[index].measuredVolume,
      })),
    )
    .execute();
}

/**
 * After the lines are written: a loss (shortage, overnight or loading difference) fits each line's
 * inventory's adjusted balance, the other open records on it counted (the ledger's invariant).
 */
/**
 * The request's locks in the lock order (ledger/locks.ts): for a loss, the importer-products of its
 * lines first (a loss lowers the importer's availability, which transfer orders are checked against),
 * then the lines' inventories.
 */
async function lockLines(tx: Database, input: StockUpdateInput, lines: ReturnType<typeof linesOf>) {
  const inventories = lines.map((line) => line.inventoryId);
  const products =
    STOCK_UPDATE_MOVEMENTS[input.stockUpdateType].sign < 0
      ? await tx.db
          .selectFrom('inventories as i')
          .innerJoin('storageTanks as st', 'st.id', 'i.storageTankId')
          .select(['i.importerId', 'st.productId'])
          .where('i.id', 'in', inventories)
          .execute()
      : [];
  await lockLedger(tx, { importerProducts: products, inventories });
}

const checkLosses = (tx: Database, input: StockUpdateInput, lines: ReturnType<typeof linesOf>) =>
  STOCK_UPDATE_MOVEMENTS[input.stockUpdateType].sign < 0 ? assertAdjustedBalances(tx, lines) : undefined;

/**
 * The importer must be one the user acts for (else 404, as if it did not exist) and active; every line
 * must be one of its active inventories (else 400). The caller holds the lines' inventory locks, so no
 * deactivation can slip in between this check and the commit (locks.ts).
 */
async function checkImporterAndLines(
  tx: Database,
  user: AuthUser,
  importerId: number,
  lines: { inventoryId: number }[],
) {
  const visible = visibleImporterIds(user);
  if (visible !== 'all' && !visible.includes(importerId)) throw notFound(msg('the.importer'));
  const importer = await tx.db
    .selectFrom('importers')
    .select(['id', 'isActive'])
    .where('id', '=', importerId)
    .forShare()
    .executeTakeFirst();
  if (!importer) throw notFound(msg('the.importer'));
  if (!importer.isActive)
    throw badRequest(msg('transferOrder.importerInactive'), {
      importerId: msg('transferOrder.importerInactive'),
    });
  const ids = lines.map((l) => l.inventoryId);
  const owned = await tx.db
    .selectFrom('inventories')
    .select('id')
    .where('importerId', '=', importerId)
    .where('isActive', '=', true)
    .where('id', 'in', ids)
    .execute();
  if (owned.length !== new Set(ids).size) {
    throw badRequest(msg('stockUpdate.inventoryNotOfImporter'), {
      inventoryInfos: msg('stockUpdate.inventoryNotOfImporter'),
    });
  }
}

/**
 * POST stockUpdate: a New request with its lines, and a 'Submit' history row. `at` (when it was
 * submitted) is for the demo seed, which replays months of history; real requests are submitted now.
 */
export async function createStockUpdate(
  db: Database,
  user: AuthUser,
  input: StockUpdateInput,
  options: { at?: Date; volumeTable?: VolumeTable } = {},
): Promise<number> {
  const lines = linesOf(input);
  if (!lines.length) throw badRequest(msg('spec.completeAllFields'));
  return db.transaction(async (tx) => {
    await lockLines(tx, input, lines);
    await checkImporterAndLines(tx, user, input.importerId, lines);
    const { id } = await tx.db
      .insertInto('stockUpdates')
      .values({
        referenceNumber: input.referenceNumber ?? null,
        stockUpdateType: input.stockUpdateType,
        importerId: input.importerId,
        createdDate: input.createdDate.slice(0, 10),
        status: stockUpdateWorkflow.initial,
        submittedBy: user.id,
        ...(options.at ? { submittedAt: options.at } : {}),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertLines(tx, options.volumeTable ?? DEFAULT_VOLUME_TABLE, input, id, lines);
    await checkLosses(tx, input, lines);
    await recordHistory(tx, {
      recordType: RECORD,
      recordId: id,
      action: 'Submit',
      toState: 'New',
      at: options.at,
      userId: user.id,
    });
    return id;
  });
}

/** PUT StockUpdate: replaces the fields and lines of a New request, with an 'Edit' history row. */
export async function editStockUpdate(
  db: Database,
  user: AuthUser,
  input: StockUpdateEditInput,
  options: { volumeTable?: VolumeTable } = {},
): Promise<void> {
  const lines = linesOf(input);
  if (!lines.length) throw badRequest(msg('spec.completeAllFields'));
  await db.transaction(async (tx) => {
    await lockLines(tx, input, lines);
    const record = await lockStockUpdate(tx, user, input.stockUpdateId);
    if (!record) throw notFound(recordWord('StockUpdate', 'The'));
    assertEditable(stockUpdateWorkflow, record.status, user);
    await checkImporterAndLines(tx, user, input.importerId, lines);
    await tx.db
      .updateTable('stockUpdates')
      .set({
        referenceNumber: input.referenceNumber ?? null,
        stockUpdateType: input.stockUpdateType,
        importerId: input.importerId,
        createdDate: input.createdDate.slice(0, 10),
        updatedAt: new Date(),
        updatedBy: user.id,
      })
      .where('id', '=', record.id)
      .execute();
    await tx.db.deleteFrom('stockUpdateLines').where('stockUpdateId', '=', record.id).execute();
    await insertLines(tx, options.volumeTable ?? DEFAULT_VOLUME_TABLE, input, record.id, lines);
    await checkLosses(tx, input, lines);
    await recordHistory(tx, { recordType: RECORD, recordId: record.id, action: 'Edit', userId: user.id });
  });
}
