import { sql } from 'kysely';
import { hasRole } from '../../../schemas/codes.ts';
import { stockTransferWorkflow } from '../../../schemas/workflows/stock-transfer.ts';
import type { Database } from '../../db/client.ts';
import type { AuthUser } from '../auth-user.ts';
import { visibleImporterIds } from '../visibility.ts';

/** The importers whose inventories' transfers this user sees: none, some, or all. */
export function stockTransferImporters(user: AuthUser): number[] | 'all' {
  if (!hasRole(user, ...stockTransferWorkflow.readers)) return [];
  return visibleImporterIds(user);
}

/** SQL: the transfer (aliased tr) has an end in an inventory of one of these importers. */
export const touchingImporters = (importerIds: readonly number[]) => {
  // Their ids first (an array), so that the ends' indexes find the transfers.
  const inventories = sql`array(select i.id from inventories i where i.importer_id = any(${importerIds}::int[]))`;
  return sql<boolean>`(tr.from_inventory_id = any(${inventories}) or tr.to_inventory_id = any(${inventories}))`;
};

/**
 * The stock transfers the user may see (aliased tr): an importer user sees those that touch one of its
 * importers' inventories, at either end (found through the ends' indexes).
 */
export function stockTransfersSeenBy(db: Database, user: AuthUser) {
  const importers = stockTransferImporters(user);
  const query = db.db.selectFrom('stockTransfers as tr');
  return importers === 'all' ? query : query.where(touchingImporters([0, ...importers]));
}

/** The visible stock transfers (aliased tr) with their origin and destination inventories (fi, ti). */
export const visibleStockTransfers = (db: Database, user: AuthUser) =>
  stockTransfersSeenBy(db, user)
    .innerJoin('inventories as fi', 'fi.id', 'tr.fromInventoryId')
    .innerJoin('inventories as ti', 'ti.id', 'tr.toInventoryId');

/**
 * The visible transfers with what names their ends: importers (fimp, timp), storage tanks (fst, tst) and
 * the product (p), which both ends share.
 */
export const visibleStockTransfersWithEnds = (db: Database, user: AuthUser) =>
  visibleStockTransfers(db, user)
    .innerJoin('importers as fimp', 'fimp.id', 'fi.importerId')
    .innerJoin('importers as timp', 'timp.id', 'ti.importerId')
    .innerJoin('storageTanks as fst', 'fst.id', 'fi.storageTankId')
    .innerJoin('storageTanks as tst', 'tst.id', 'ti.storageTankId')
    .innerJoin('products as p', 'p.id', 'fst.productId');

/** Does the user act for the sending importer (staff, or a user of the origin's importer)? */
export const actsForOrigin = (user: AuthUser, originImporterId: number) => {
  const importers = visibleImporterIds(user);
  return importers === 'all' || importers.includes(originImporterId);
};

/**
 * The user as the workflow's grants see them on a transfer: itself when it acts for the sender; else (the
 * receiving importer's user) without role or permissions, so it holds no grant: it reads and comments.
 */
export const transferActor = (user: AuthUser, originImporterId: number): AuthUser =>
  actsForOrigin(user, originImporterId) ? user : { ...user, rCodes: {}, pCodes: {} };
