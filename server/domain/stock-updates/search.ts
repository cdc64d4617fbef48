import { type RawBuilder, sql } from 'kysely';
import { STOCK_UPDATE_TYPES } from '../../../schemas/codes.ts';
import type { StockUpdateSearch, StockUpdateSearchAnswer } from '../../../schemas/stock-update.ts';
import { stockUpdateWorkflow } from '../../../schemas/workflows/stock-update.ts';
import type { Database } from '../../db/client.ts';
import { fullName, isoTime } from '../../db/sql-format.ts';
import type { AuthUser } from '../auth-user.ts';
import { holdsText, inventoriesHolding, pageOf, readPage, searchKey, stateFilter } from '../search.ts';
import { stageOf } from '../workflow.ts';
import { visibleStockUpdates } from './access.ts';

const typeNames = sql.join(
  Object.entries(STOCK_UPDATE_TYPES).map(([code, name]) => sql`when ${Number(code)} then ${name}`),
  sql` `,
);

/**
 * The page's requests' quantities and products (their lines' total, their products' names), read for the
 * page's ids at once. Read per request, each request's lines were joined to a hash of every inventory
 * (1,211 at scale 1), built 20 times a page. At scale 1, in process, medians of 200 alternated: page 1
 * 2.06 to 0.84 ms, importer + product 2.24 to 1.03, page 500 3.04 to 1.88; a reference number 1.98 to 2.13
 * (its one row, and a statement longer to plan). Every line has an inventory, its tank and its product
 * (keys, not null), so the join keeps every line in the total.
 */
const linesOfPage = (pageIds: RawBuilder<number[]>) =>
  sql<{ stockUpdateId: number; quantity: number; productNames: string }>`(
    select l.stock_update_id, sum(l.quantity) as quantity,
      string_agg(distinct p.name, ', ' order by p.name) as product_names
    from stock_update_lines l join inventories i on i.id = l.inventory_id
    join storage_tanks st on st.id = i.storage_tank_id join products p on p.id = st.product_id
    where l.stock_update_id = any(${pageIds})
    group by l.stock_update_id)`;

/**
 * POST StockUpdate/Search: the user's visible requests matching the filters, newest request date
 * first, 20 a page, with the (capped) total; one statement (search.ts pageOf).
 */
export async function searchStockUpdates(
  db: Database,
  user: AuthUser,
  filters: StockUpdateSearch,
): Promise<StockUpdateSearchAnswer> {
  const page = filters.pageNumber ?? 1;
  const states = await stateFilter(db, stockUpdateWorkflow, user, 'su', filters);
  return readPage(db, searchKey(user, filters), page, (at) => {
    const matches = visibleStockUpdates(db, user)
      .$if(!!filters.referenceNumber, (q) =>
        q.where(holdsText('su.referenceNumber', filters.referenceNumber!)),
      )
      .$if(!!filters.createdFrom, (q) => q.where('su.createdDate', '>=', filters.createdFrom!))
      .$if(!!filters.createdTo, (q) => q.where('su.createdDate', '<=', filters.createdTo!))
      .$if(states !== null, (q) => q.where(states!))
      .$if(filters.requestType != null, (q) => q.where('su.stockUpdateType', '=', filters.requestType!))
      .$if(filters.importerId != null, (q) => q.where('su.importerId', '=', filters.importerId!))
      .$if(filters.productId != null, (q) =>
        q.where(
          // A lookup per request by its lines' key (a scalar subquery: never planned as a join of every line).
          sql<boolean>`(select 1 from stock_update_lines l where l.stock_update_id = su.id
          and l.inventory_id = any(${inventoriesHolding(filters.productId!)}) limit 1) is not null`,
        ),
      );
    const { ctes, inPage, pageIds, counted } = pageOf(matches, { key: 'su.createdDate', id: 'su.id' }, at);
    const rows = visibleStockUpdates(db, user)
      .where(inPage)
      .innerJoin('importers as imp', 'imp.id', 'su.importerId')
      .innerJoin('users as sub', 'sub.id', 'su.submittedBy')
      .leftJoin(linesOfPage(pageIds).as('lines'), 'lines.stockUpdateId', 'su.id')
      .select([
        'su.id',
        'su.referenceNumber',
        'su.createdDate',
        'su.status',
        stageOf(stockUpdateWorkflow, 'su.status').as('stage'),
        'su.stockUpdateType',
        sql<string>`case su.stock_update_type ${typeNames} end`.as('stockUpdateTypeName'),
        'su.importerId',
        'imp.name as importer',
        fullName('sub').as('submittedBy'),
        isoTime('su.submittedAt').as('submittedDate'),
        sql<number>`coalesce(lines.quantity, 0)::bigint`.as('quantity'),
        sql<string>`coalesce(lines.product_names, '')`.as('productNames'),
        counted.as('total'),
      ])
      .orderBy('su.createdDate', 'desc')
      .orderBy('su.id', 'desc');
    return { ctes, rows };
  });
}
