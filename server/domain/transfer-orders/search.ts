import type { TransferOrderSearch, TransferOrderSearchAnswer } from '../../../schemas/transfer-order.ts';
import { transferOrderWorkflow } from '../../../schemas/workflows/transfer-order.ts';
import type { Database } from '../../db/client.ts';
import { fullName, isoTime } from '../../db/sql-format.ts';
import type { AuthUser } from '../auth-user.ts';
import { dayFrom, dayTo, holdsText, pageOf, readPage, searchKey, stateFilter } from '../search.ts';
import { visibleTransferOrders, visibleTransferOrdersNamed } from './access.ts';
import { statusAnswer } from './workflow.ts';

/**
 * POST TransferOrder/Search: the user's visible orders matching the filters, newest first, 20 a page,
 * with the (capped) total; one statement (search.ts pageOf). Created dates are days of the database's
 * time zone.
 */
export async function searchTransferOrders(
  db: Database,
  user: AuthUser,
  filters: TransferOrderSearch,
): Promise<TransferOrderSearchAnswer> {
  const page = filters.pageNumber ?? 1;
  const states = await stateFilter(db, transferOrderWorkflow, user, 't', filters);
  const { results, ...paging } = await readPage(db, searchKey(user, filters), page, (at) => {
    const matches = visibleTransferOrders(db, user)
      .$if(!!filters.transferOrderNumber, (q) =>
        q.where(holdsText('t.transferOrderNumber', filters.transferOrderNumber!)),
      )
      .$if(!!filters.createdFrom, (q) => q.where(dayFrom('t.createdAt', filters.createdFrom!)))
      .$if(!!filters.createdTo, (q) => q.where(dayTo('t.createdAt', filters.createdTo!)))
      .$if(states !== null, (q) => q.where(states!))
      .$if(filters.productId != null, (q) => q.where('t.productId', '=', filters.productId!))
      .$if(filters.importerId != null, (q) => q.where('t.importerId', '=', filters.importerId!))
      .$if(filters.distributorId != null, (q) => q.where('t.distributorId', '=', filters.distributorId!));
    const { ctes, inPage, counted } = pageOf(matches, { key: 't.createdAt', id: 't.id' }, at);
    const rows = visibleTransferOrdersNamed(db, user)
      .where(inPage)
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
        counted.as('total'),
      ])
      .orderBy('t.createdAt', 'desc')
      .orderBy('t.id', 'desc');
    return { ctes, rows };
  });
  return {
    requests: results.map(({ state, progress, ...row }) => ({
      ...row,
      status: statusAnswer(state, progress),
    })),
    ...paging,
  };
}
