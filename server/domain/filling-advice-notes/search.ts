import { type RawBuilder, sql } from 'kysely';
import type {
  FillingAdviceNoteSearch,
  FillingAdviceNoteSearchAnswer,
} from '../../../schemas/filling-advice-note.ts';
import {
  type FillingAdviceNoteState,
  fillingAdviceNoteWorkflow,
} from '../../../schemas/workflows/filling-advice-note.ts';
import type { Database } from '../../db/client.ts';
import { fullName, isoTime } from '../../db/sql-format.ts';
import type { AuthUser } from '../auth-user.ts';
import {
  containing,
  dayFrom,
  dayTo,
  holdsText,
  pageOf,
  readPage,
  searchKey,
  stateFilter,
} from '../search.ts';
import { stageOf } from '../workflow.ts';
import { noteQuantity, visibleNotes, visibleNotesNamed } from './access.ts';

/**
 * The notes carrying a delivery order that matches (SQL, for a row of n): the matching orders' ids first,
 * then their notes' ids (arrays, computed once), so the orders' indexes find them rather than each note
 * testing its orders, or every note's orders being joined.
 */
const carries = (condition: RawBuilder<unknown>) =>
  sql<boolean>`n.id = any(array(select o.filling_advice_note_id from filling_advice_note_orders o
    where o.delivery_order_id = any(array(select d.id from delivery_orders d where ${condition}))))`;

/**
 * POST FillingAdviceNote/Search: the user's visible notes matching the filters, newest first, 20 a page,
 * with the (capped) total; one statement (search.ts pageOf). referenceNumber matches the vehicle number
 * or the card number; fulfilled dates are issue dates; importer and delivery order number match the
 * notes carrying such orders.
 */
export async function searchNotes(
  db: Database,
  user: AuthUser,
  filters: FillingAdviceNoteSearch,
): Promise<FillingAdviceNoteSearchAnswer> {
  const page = filters.pageNumber ?? 1;
  const states = await stateFilter(db, fillingAdviceNoteWorkflow, user, 'n', filters);
  const reference = filters.referenceNumber;
  const { results, ...paging } = await readPage(db, searchKey(user, filters), page, (at) => {
    const matches = visibleNotes(db, user)
      .$if(!!reference, (q) =>
        q.where(
          sql<boolean>`(${holdsText('n.vehicleNumber', reference!)} or n.card_number::text like ${containing(reference!)})`,
        ),
      )
      .$if(!!filters.deliveryOrderNumber, (q) =>
        q.where(carries(holdsText('d.deliveryOrderNumber', filters.deliveryOrderNumber!))),
      )
      .$if(!!filters.createdFrom, (q) => q.where(dayFrom('n.createdAt', filters.createdFrom!)))
      .$if(!!filters.createdTo, (q) => q.where(dayTo('n.createdAt', filters.createdTo!)))
      .$if(!!filters.fulfilledFrom, (q) => q.where(dayFrom('n.issuedAt', filters.fulfilledFrom!)))
      .$if(!!filters.fulfilledTo, (q) => q.where(dayTo('n.issuedAt', filters.fulfilledTo!)))
      .$if(states !== null, (q) => q.where(states!))
      .$if(filters.productId != null, (q) => q.where('n.productId', '=', filters.productId!))
      .$if(filters.distributorId != null, (q) => q.where('n.distributorId', '=', filters.distributorId!))
      .$if(filters.importerId != null, (q) => q.where(carries(sql`d.importer_id = ${filters.importerId}`)));
    const { ctes, inPage, counted } = pageOf(matches, { key: 'n.createdAt', id: 'n.id' }, at);
    const rows = visibleNotesNamed(db, user)
      .where(inPage)
      .select([
        'n.id',
        'n.vehicleNumber',
        'n.cardNumber',
        'n.status as state',
        stageOf(fillingAdviceNoteWorkflow, 'n.status').as('stage'),
        noteQuantity('n.id').as('quantity'),
        'n.productId',
        'p.name as product',
        'n.distributorId',
        'dis.name as distributor',
        sql<string>`(select coalesce(string_agg(d.delivery_order_number, ', ' order by d.id), '')
        from filling_advice_note_orders o join delivery_orders d on d.id = o.delivery_order_id
        where o.filling_advice_note_id = n.id)`.as('deliveryOrderNumbers'),
        isoTime('n.createdAt').as('createdDate'),
        fullName('cre').as('createdBy'),
        isoTime('n.issuedAt').as('issuedDate'),
        counted.as('total'),
      ])
      .orderBy('n.createdAt', 'desc')
      .orderBy('n.id', 'desc');
    return { ctes, rows };
  });
  return {
    results: results.map(({ state, ...row }) => ({
      ...row,
      status: fillingAdviceNoteWorkflow.states[state as FillingAdviceNoteState]?.label ?? state,
    })),
    ...paging,
  };
}
