import { sql } from 'kysely';
import type { StockBalanceRow } from '../../../schemas/reports/answers.ts';
import { today } from '../../../schemas/search.ts';
import type { Database } from '../../db/client.ts';
import type { AuthUser } from '../auth-user.ts';
import { summaryBalancesQuery } from '../ledger/summaries.ts';
import { visibleInventories } from './scope.ts';

/**
 * Report 1, Stock Balance Summary - Products: one row per importer the user may see that holds an
 * inventory, with its AGO, PMS and JET ledger balances as of the day (today when none is given), read
 * from the ledger summaries and summed per importer and product in one statement.
 */
export async function stockBalanceReport(
  db: Database,
  user: AuthUser,
  selectedDate: string | null,
): Promise<StockBalanceRow[]> {
  const { rows } = await sql<{ importerId: number; importer: string; ago: number; pms: number; jet: number }>`
    select v.importer_id, min(v.importer) as importer,
      coalesce(sum(b.stock_balance) filter (where v.product_key = 'ago'), 0)::bigint as ago,
      coalesce(sum(b.stock_balance) filter (where v.product_key = 'pms'), 0)::bigint as pms,
      coalesce(sum(b.stock_balance) filter (where v.product_key = 'jet'), 0)::bigint as jet
    from (${visibleInventories(user)}) v
    join (${summaryBalancesQuery({ asOf: selectedDate ?? today() })}) b on b.inventory_id = v.inventory_id
    group by v.importer_id
    order by min(v.importer), v.importer_id`.execute(db.db);
  return rows.map(({ importerId, importer, ...balanceByProduct }) => ({
    importerId,
    importer,
    balanceByProduct,
  }));
}
