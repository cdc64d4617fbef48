import { hasRole } from '../../../schemas/codes.ts';
import { stockUpdateWorkflow } from '../../../schemas/workflows/stock-update.ts';
import type { Database } from '../../db/client.ts';
import type { AuthUser } from '../auth-user.ts';
import { visibleImporterIds } from '../visibility.ts';

/** The importers whose stock updates this user sees: none, some, or all. */
export function stockUpdateImporters(user: AuthUser): number[] | 'all' {
  if (!hasRole(user, ...stockUpdateWorkflow.readers)) return [];
  return visibleImporterIds(user);
}

/** The stock update table limited to what the user may see (aliased su). */
export function visibleStockUpdates(db: Database, user: AuthUser) {
  const importers = stockUpdateImporters(user);
  const query = db.db.selectFrom('stockUpdates as su');
  return importers === 'all' ? query : query.where('su.importerId', 'in', [0, ...importers]);
}
