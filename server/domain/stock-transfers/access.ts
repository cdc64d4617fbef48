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

/**
 * The stock transfers the user may see (aliased tr), with their origin and destination inventories
 * (fi, ti): an importer user sees those that touch one of its importers' inventories, at either end.
 */
export function visibleStockTransfers(db: Database, user: AuthUser) {
  const importers = stockTransferImporters(user);
  const query = db.db
    .selectFrom('stockTransfers as tr')
    .innerJoin('inventories as fi', 'fi.id', 'tr.fromInventoryId')
    .innerJoin('inventories as ti', 'ti.id', 'tr.toInventoryId');
  if (importers === 'all') return query;
  const ids = [0, ...importers];
  return query.where((eb) => eb.or([eb('fi.importerId', 'in', ids), eb('ti.importerId', 'in', ids)]));
}

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
