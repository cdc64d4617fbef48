import { sql } from 'kysely';
import type { DeliveryOrderSearch, DeliveryOrderSearchAnswer } from '../../../schemas/delivery-order.ts';
import { deliveryOrderWorkflow } from '../../../schemas/workflows/delivery-order.ts';
import type { Database } from '../../db/client.ts';
import { fullName, isoTime } from '../../db/sql-format.ts';
import type { AuthUser } from '../auth-user.ts';
import { dayFrom, dayTo, holdsText, pageOf, readPage, searchKey, stateFilter } from '../search.ts';
import { visibleDeliveryOrders, visibleDeliveryOrdersNamed } from './access.ts';
import { statusAnswer } from './workflow.ts';

/**
 * POST DeliveryOrder/Search: the user's visible orders matching the filters, newest first, 20 a page,
 * with the (capped) total, their quantity and transfer order numbers; one statement (search.ts pageOf).
 */
export async function searchDeliveryOrders(
  db: Database,
  user: AuthUser,
  filters: DeliveryOrderSearch,
): Promise<DeliveryOrderSearchAnswer> {
  const page = filters.pageNumber ?? 1;
  const states = await stateFilter(db, deliveryOrderWorkflow, user, 'd', filters);
  const { results, ...paging } = await readPage(db, searchKey(user, filters), page, (at) => {
    const matches = visibleDeliveryOrders(db, user)
      .$if(!!filters.deliveryOrderNumber, (q) =>
        q.where(holdsText('d.deliveryOrderNumber', filters.deliveryOrderNumber!)),
      )
      .$if(!!filters.createdFrom, (q) => q.where(dayFrom('d.submittedAt', filters.createdFrom!)))
      .$if(!!filters.createdTo, (q) => q.where(dayTo('d.submittedAt', filters.createdTo!)))
      .$if(!!filters.fulfilledFrom, (q) => q.where(dayFrom('d.fulfilledAt', filters.fulfilledFrom!)))
      .$if(!!filters.fulfilledTo, (q) => q.where(dayTo('d.fulfilledAt', filters.fulfilledTo!)))
      .$if(states !== null, (q) => q.where(states!))
      .$if(filters.priority != null, (q) => q.where('d.priority', '=', filters.priority!))
      .$if(filters.productId != null, (q) => q.where('d.productId', '=', filters.productId!))
      .$if(filters.importerId != null, (q) => q.where('d.importerId', '=', filters.importerId!))
      .$if(filters.distributorId != null, (q) => q.where('d.distributorId', '=', filters.distributorId!));
    const { ctes, inPage, counted } = pageOf(matches, { key: 'd.submittedAt', id: 'd.id' }, at);
    const rows = visibleDeliveryOrdersNamed(db, user)
      .where(inPage)
      .select([
        'd.id',
        'd.deliveryOrderNumber',
        'd.status as state',
        'd.progress',
        'd.priority',
        isoTime('d.submittedAt').as('submittedDate'),
        fullName('sub').as('submittedBy'),
        sql<string | null>`${isoTime('d.fulfilledAt')}`.as('fulfilledDate'),
        'imp.name as importer',
        'dis.name as distributor',
        'p.name as product',
        sql<number>`(select coalesce(sum(l.quantity), 0) from delivery_order_lines l
        where l.delivery_order_id = d.id)::bigint`.as('quantity'),
        sql<string[]>`array(select t.transfer_order_number from delivery_order_lines l
        join transfer_orders t on t.id = l.transfer_order_id where l.delivery_order_id = d.id order by t.id)`.as(
          'transferOrderNumbers',
        ),
        counted.as('total'),
      ])
      .orderBy('d.submittedAt', 'desc')
      .orderBy('d.id', 'desc');
    return { ctes, rows };
  });
  return {
    results: results.map(({ state, progress, ...row }) => ({
      ...row,
      status: statusAnswer(state, progress),
    })),
    ...paging,
  };
}
