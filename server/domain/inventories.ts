import { amount, type Message } from '../../schemas/i18n/message.ts';
import { invalid, msg } from '../../schemas/i18n/msg.ts';
import type { ImporterInventory, InventoryChoice } from '../../schemas/importer.ts';
import type { TankInventory } from '../../schemas/inventory.ts';
import type { Database } from '../db/client.ts';
import { badRequest } from '../errors.ts';
import {
  type InventoryBalance,
  inventoryBalances,
  type LedgerScope,
  lockLedger,
  openRecordsOn,
} from './ledger/index.ts';

// Inventories (an importer's stake in a storage tank) as the master-data screens show them, with
// balances from the ledger's one-query balance function.

const balancesPart = (b: InventoryBalance) => ({
  stockBalance: b.stockBalance,
  adjustedStockBalance: b.adjustedStockBalance,
  pendingIncomingStockTransfersTotal: b.pendingIncomingStockTransfersTotal,
  pendingShipmentsTotal: b.pendingShipmentsTotal,
  pendingOveragesTotal: b.pendingOveragesTotal,
  pendingShortagesTotal: b.pendingShortagesTotal,
  pendingOutGoingStockTransfersTotal: b.pendingOutGoingStockTransfersTotal,
  pendingTrackingOrdersTotal: b.pendingTrackingOrdersTotal,
});

export const toImporterInventory = (b: InventoryBalance): ImporterInventory => ({
  inventoryId: b.inventoryId,
  storageTank: { id: b.storageTankId, number: b.storageTankNumber },
  storageTankNumber: b.storageTankNumber,
  product: { id: b.productId, name: b.productName },
  productName: b.productName,
  ...balancesPart(b),
});

/** The active inventories of these importers with their balances, grouped by importer (one query). */
export async function importerInventories(db: Database, importerIds: number[]) {
  const rows = importerIds.length ? await inventoryBalances(db, { importerIds, activeOnly: true }) : [];
  const byImporter = new Map<number, ImporterInventory[]>(importerIds.map((id) => [id, []]));
  for (const row of rows) byImporter.get(row.importerId)?.push(toImporterInventory(row));
  return byImporter;
}

/** The importers' inventories in one tank, limited to the importers the user may see. */
export async function tankInventories(
  db: Database,
  storageTankId: number,
  importerIds: number[] | 'all',
): Promise<TankInventory[]> {
  const rows = await inventoryBalances(db, {
    storageTankIds: [storageTankId],
    activeOnly: true,
    ...(importerIds === 'all' ? {} : { importerIds }),
  });
  return rows.map((b) => ({
    id: b.inventoryId,
    importerId: b.importerId,
    importerName: b.importerName,
    ...balancesPart(b),
  }));
}

const inventoriesLeaving = (tx: Database, importerId: number, choices: InventoryChoice[]) => {
  const removed = choices.filter((c) => !c.isSelected).map((c) => c.storageTankId);
  return removed.length
    ? tx.db
        .selectFrom('inventories')
        .select('id')
        .where('importerId', '=', importerId)
        .where('storageTankId', 'in', removed)
        .where('isActive', '=', true)
        .orderBy('id')
        .execute()
    : Promise.resolve([]);
};

/** What an importer's save locks before its row (locks.ts): the inventories it may deactivate. */
export async function importerSaveScope(
  tx: Database,
  importerId: number,
  choices: InventoryChoice[],
): Promise<LedgerScope> {
  return { inventories: (await inventoriesLeaving(tx, importerId, choices)).map((i) => i.id) };
}

const refuse = (message: Message) => badRequest(message, { inventories: message });

/**
 * Applies the storage tank checkboxes: a selected tank gets an active inventory (created, or the old one
 * reactivated); an unselected one is deactivated, kept for its ledger history, unless its stock balance
 * is positive or open records have lines on it, which refuses the whole save. Runs inside the
 * importer's save transaction, which took the inventories' locks first (importerSaveScope): postings,
 * submissions and edits of these inventories wait, so what is checked here stays true until commit.
 */
export async function syncImporterInventories(tx: Database, importerId: number, choices: InventoryChoice[]) {
  tx.assertTransaction();
  const selected = choices.filter((c) => c.isSelected).map((c) => c.storageTankId);
  if (selected.length) {
    const known = await tx.db.selectFrom('storageTanks').select('id').where('id', 'in', selected).execute();
    if (known.length !== selected.length) throw refuse(invalid('Storage Tank'));
    await tx.db
      .insertInto('inventories')
      .values(selected.map((storageTankId) => ({ importerId, storageTankId, isActive: true })))
      .onConflict((oc) => oc.columns(['importerId', 'storageTankId']).doUpdateSet({ isActive: true }))
      .execute();
  }
  const ids = (await inventoriesLeaving(tx, importerId, choices)).map((i) => i.id);
  if (!ids.length) return;
  // Already held when the scope saw the same inventories (the usual case); see locks.ts otherwise.
  await lockLedger(tx, { inventories: ids });
  const balances = await inventoryBalances(tx, { inventoryIds: ids });
  const holding = balances.find((b) => b.stockBalance > 0);
  if (holding) {
    throw refuse(
      msg('importer.tankHasBalance', {
        tank: holding.storageTankNumber,
        balance: amount(holding.stockBalance),
      }),
    );
  }
  const open = await openRecordsOn(tx, ids);
  const held = balances.find((b) => open.has(b.inventoryId));
  if (held)
    throw refuse(
      msg('importer.tankHasOpenRecords', {
        tank: held.storageTankNumber,
        records: open.get(held.inventoryId)!.join(', '),
      }),
    );
  await tx.db.updateTable('inventories').set({ isActive: false }).where('id', 'in', ids).execute();
}
