import { sql } from 'kysely';
import { PAGE_SIZE } from '../../../schemas/codes.ts';
import type { TransferOrderSearch, TransferOrderSearchAnswer } from '../../../schemas/transfer-order.ts';
import { transferOrderWorkflow } from '../../../schemas/workflows/transfer-order.ts';
import type { Database } from '../../db/client.ts';
import { fullName, isoTime } from '../../db/sql-format.ts';
import type { AuthUser } from '../auth-user.ts';
import { searchPage, stateFilter } from '../search.ts';
import { visibleTransferOrdersNamed } from './access.ts';
import { statusAnswer } from './workflow.ts';

/**
 * POST TransferOrder/Search: the user's visible orders matching the filters, newest first, 20 a page,
 * with the total; one query. Created dates are days of the database's time zone.
 */
export async function searchTransferOrders(
  db: Database,
  user: AuthUser,
  filters: TransferOrderSearch,
): Promise<TransferOrderSearchAnswer> {
  const page = filters.pageNumber ?? 1;
  const states = await stateFilter(db, transferOrderWorkflow, user, 't', filters);
  const number = filters.transferOrderNumber?.replace(/[\\%_]/g, '\\$&');
  const rows = await visibleTransferOrdersNamed(db, user)
    .$if(!!number, (q) => q.where(sql<boolean>`t.transfer_order_number ilike ${`%${number}%`}`))
    .$if(!!filters.createdFrom, (q) => q.where(sql<boolean>`t.created_at >= ${filters.createdFrom}::date`))
    .$if(!!filters.createdTo, (q) =>
      q.where(sql<boolean>`t.created_at < ${filters.createdTo}::date + interval '1 day'`),
    )
    .$if(states !== null, (q) => q.where(states!))
    .$if(filters.productId != null, (q) => q.where('t.productId', '=', filters.productId!))
    .$if(filters.importerId != null, (q) => q.where('t.importerId', '=', filters.importerId!))
    .$if(filters.distributorId != null, (q) => q.where('t.distributorId', '=', filters.distributorId!))
    .select([
      't.id',
      't.transferOrderNumber',
      't.status as state',
      't.progress',
      't.quantity',
      isoTime('t.createdAt').as('createdDate'),
      fullName('cre').as('createdBy'),
      't.importerId',
      'imp.name as importer',
      't.distributorId',
      'dis.name as distributor',
      't.productId',
      'p.name as product',
      sql<number>`count(*) over ()`.as('total'),
    ])
    .orderBy('t.createdAt', 'desc')
    .orderBy('t.id', 'desc')
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE)
    .execute();
  const { results, ...paging } = await searchPage(rows, page, () =>
    searchTransferOrders(db, user, { ...filters, pageNumber: 1 }),
  );
  return {
    requests: results.map(({ state, progress, ...row }) => ({
      ...row,
      status: statusAnswer(state, progress),
    })),
    ...paging,
  };
}
