import { sql } from 'kysely';
import { PAGE_SIZE } from '../../../schemas/codes.ts';
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
import { stateFilter } from '../search.ts';
import { stageOf } from '../workflow.ts';
import { noteQuantity, visibleNotesNamed } from './access.ts';

const escapeLike = (text: string | null | undefined) => text?.replace(/[\\%_]/g, '\\$&');

/** The notes carrying a delivery order that matches (SQL, for a row of n). */
const carries = (condition: ReturnType<typeof sql<boolean>>) =>
  sql<boolean>`exists (select 1 from filling_advice_note_orders o
    join delivery_orders d on d.id = o.delivery_order_id
    where o.filling_advice_note_id = n.id and ${condition})`;

/**
 * POST FillingAdviceNote/Search: the user's visible notes matching the filters, newest first, 20 a page,
 * with the total; one query. referenceNumber matches the vehicle number or the card number; fulfilled
 * dates are issue dates; importer and delivery order number match the notes carrying such orders.
 */
export async function searchNotes(
  db: Database,
  user: AuthUser,
  filters: FillingAdviceNoteSearch,
): Promise<FillingAdviceNoteSearchAnswer> {
  const page = filters.pageNumber ?? 1;
  const states = await stateFilter(db, fillingAdviceNoteWorkflow, user, 'n', filters);
  const reference = escapeLike(filters.referenceNumber);
  const orderNumber = escapeLike(filters.deliveryOrderNumber);
  const rows = await visibleNotesNamed(db, user)
    .$if(!!reference, (q) =>
      q.where(
        sql<boolean>`(n.vehicle_number ilike ${`%${reference}%`} or n.card_number::text like ${`%${reference}%`})`,
      ),
    )
    .$if(!!orderNumber, (q) => q.where(carries(sql`d.delivery_order_number ilike ${`%${orderNumber}%`}`)))
    .$if(!!filters.createdFrom, (q) => q.where(sql<boolean>`n.created_at >= ${filters.createdFrom}::date`))
    .$if(!!filters.createdTo, (q) =>
      q.where(sql<boolean>`n.created_at < ${filters.createdTo}::date + interval '1 day'`),
    )
    .$if(!!filters.fulfilledFrom, (q) => q.where(sql<boolean>`n.issued_at >= ${filters.fulfilledFrom}::date`))
    .$if(!!filters.fulfilledTo, (q) =>
      q.where(sql<boolean>`n.issued_at < ${filters.fulfilledTo}::date + interval '1 day'`),
    )
    .$if(states !== null, (q) => q.where(states!))
    .$if(filters.productId != null, (q) => q.where('n.productId', '=', filters.productId!))
    .$if(filters.distributorId != null, (q) => q.where('n.distributorId', '=', filters.distributorId!))
    .$if(filters.importerId != null, (q) => q.where(carries(sql`d.importer_id = ${filters.importerId}`)))
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
      sql<number>`count(*) over ()`.as('total'),
    ])
    .orderBy('n.createdAt', 'desc')
    .orderBy('n.id', 'desc')
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE)
    .execute();
  let total = rows.length ? Number(rows[0].total) : 0;
  if (!rows.length && page > 1) {
    // Past the last page: the count still tells the browser how many pages there are.
    total = (await searchNotes(db, user, { ...filters, pageNumber: 1 })).total;
  }
  return {
    results: rows.map(({ total: _total, state, ...row }) => ({
      ...row,
      status: fillingAdviceNoteWorkflow.states[state as FillingAdviceNoteState]?.label ?? state,
    })),
    pages: Math.ceil(total / PAGE_SIZE),
    currentPage: page,
    total,
    pageSize: PAGE_SIZE,
  };
}
