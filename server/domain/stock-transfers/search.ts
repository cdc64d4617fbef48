import { sql } from 'kysely';
import type { StockTransferSearch, StockTransferSearchAnswer } from '../../../schemas/stock-transfer.ts';
import { stockTransferWorkflow } from '../../../schemas/workflows/stock-transfer.ts';
import type { Database } from '../../db/client.ts';
import { fullName, isoTime } from '../../db/sql-format.ts';
import type { AuthUser } from '../auth-user.ts';
import { holdsText, inventoriesHolding, pageOf, readPage, searchKey, stateFilter } from '../search.ts';
import { stageOf } from '../workflow.ts';
import { stockTransfersSeenBy, touchingImporters, visibleStockTransfersWithEnds } from './access.ts';

/**
 * POST StockTransfer/Search: the user's visible transfers matching the filters (the importer at either
 * end, the product of the tanks), newest transfer date first, 20 a page, with the (capped) total; one
 * statement (search.ts pageOf).
 */
export async function searchStockTransfers(
  db: Database,
  user: AuthUser,
  filters: StockTransferSearch,
): Promise<StockTransferSearchAnswer> {
  const page = filters.pageNumber ?? 1;
  const states = await stateFilter(db, stockTransferWorkflow, user, 'tr', filters);
  const { referenceNumber, createdFrom, createdTo, importerId, productId } = filters;
  return readPage(db, searchKey(user, filters), page, (at) => {
    const matches = stockTransfersSeenBy(db, user)
      .$if(!!referenceNumber, (q) => q.where(holdsText('tr.referenceNumber', referenceNumber!)))
      .$if(!!createdFrom, (q) => q.where('tr.createdDate', '>=', createdFrom!))
      .$if(!!createdTo, (q) => q.where('tr.createdDate', '<=', createdTo!))
      .$if(states !== null, (q) => q.where(states!))
      .$if(importerId != null, (q) => q.where(touchingImporters([importerId!])))
      // Both ends hold the same product: the origin's tank tells it.
      .$if(productId != null, (q) =>
        q.where(sql<boolean>`tr.from_inventory_id = any(${inventoriesHolding(productId!)})`),
      );
    const { ctes, inPage, counted } = pageOf(matches, { key: 'tr.createdDate', id: 'tr.id' }, at);
    const rows = visibleStockTransfersWithEnds(db, user)
      .where(inPage)
      .innerJoin('users as sub', 'sub.id', 'tr.submittedBy')
      .select([
        'tr.id',
        'tr.referenceNumber',
        'tr.createdDate',
        isoTime('tr.submittedAt').as('submittedDate'),
        fullName('sub').as('submittedBy'),
        'tr.status',
        stageOf(stockTransferWorkflow, 'tr.status').as('stage'),
        'fimp.name as fromImporter',
        'fst.number as fromInventory',
        'timp.name as toImporter',
        'tst.number as toInventory',
        'p.name as productName',
        'tr.quantity',
        counted.as('total'),
      ])
      .orderBy('tr.createdDate', 'desc')
      .orderBy('tr.id', 'desc');
    return { ctes, rows };
  });
}
