import { sql } from 'kysely';
import { PAGE_SIZE } from '../../../schemas/codes.ts';
import type { StockTransferSearch, StockTransferSearchAnswer } from '../../../schemas/stock-transfer.ts';
import { stockTransferWorkflow } from '../../../schemas/workflows/stock-transfer.ts';
import type { Database } from '../../db/client.ts';
import { fullName, isoTime } from '../../db/sql-format.ts';
import type { AuthUser } from '../auth-user.ts';
import { containing, searchPage, stateFilter } from '../search.ts';
import { stageOf } from '../workflow.ts';
import { visibleStockTransfersWithEnds } from './access.ts';

/**
 * POST StockTransfer/Search: the user's visible transfers matching the filters (the importer at either
 * end, the product of the tanks), newest transfer date first, 20 a page, with the total; one query.
 */
export async function searchStockTransfers(
  db: Database,
  user: AuthUser,
  filters: StockTransferSearch,
): Promise<StockTransferSearchAnswer> {
  const page = filters.pageNumber ?? 1;
  const states = await stateFilter(db, stockTransferWorkflow, user, 'tr', filters);
  const { referenceNumber, createdFrom, createdTo, importerId, productId } = filters;
  const rows = await visibleStockTransfersWithEnds(db, user)
    .innerJoin('users as sub', 'sub.id', 'tr.submittedBy')
    .$if(!!referenceNumber, (q) =>
      q.where(sql<boolean>`tr.reference_number ilike ${containing(referenceNumber!)}`),
    )
    .$if(!!createdFrom, (q) => q.where('tr.createdDate', '>=', createdFrom!))
    .$if(!!createdTo, (q) => q.where('tr.createdDate', '<=', createdTo!))
    .$if(states !== null, (q) => q.where(states!))
    .$if(importerId != null, (q) =>
      q.where((eb) => eb.or([eb('fi.importerId', '=', importerId!), eb('ti.importerId', '=', importerId!)])),
    )
    .$if(productId != null, (q) => q.where('fst.productId', '=', productId!))
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
      sql<number>`count(*) over ()`.as('total'),
    ])
    .orderBy('tr.createdDate', 'desc')
    .orderBy('tr.id', 'desc')
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE)
    .execute();
  return searchPage(rows, page, () => searchStockTransfers(db, user, { ...filters, pageNumber: 1 }));
}
