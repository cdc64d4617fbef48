import { sql } from 'kysely';
import type { DaysOfCover, ImporterCover, ProductCover } from '../../schemas/dashboard.ts';
import { shiftDay, today } from '../../schemas/dates.ts';
import type { Database } from '../db/client.ts';
import { summaryBalancesQuery, summaryPeriodColumnsQuery } from './ledger/summaries.ts';
import { newestId, reusedAnswers } from './reuse.ts';

/** The days the average is taken over: the 30 days ending today, today included. */
export const SALES_DAYS = 30;

/** Below this many days a product is flagged, unless PPMS_DAYS_OF_COVER_THRESHOLD says otherwise. */
export const DEFAULT_DAYS_OF_COVER_THRESHOLD = 15;

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * What a stock covers: the average daily sales of the period (sales / 30), the stock over it in days, and
 * whether that is below the threshold. No sales: no days (null, 'no sales'), never flagged.
 */
export function coverOf(stockBalance: number, sales30Days: number, threshold: number) {
  const daily = sales30Days / SALES_DAYS;
  const days = sales30Days > 0 ? stockBalance / daily : null;
  return {
    stockBalance,
    sales30Days,
    averageDailySales: oneDecimal(daily),
    daysOfCover: days === null ? null : oneDecimal(days),
    isBelowThreshold: days !== null && days < threshold,
  };
}

interface CoverRow {
  productId: number;
  productName: string;
  importerId: number | null;
  importerName: string | null;
  stockBalance: number;
  sales30Days: number;
}

/** How long an answer is served again while the ledger's newest movement stays the same. */
export const DAYS_OF_COVER_REUSE_MS = 10_000;
const reused = reusedAnswers<DaysOfCover>(DAYS_OF_COVER_REUSE_MS);

/**
 * Days of cover, computed again when the ledger has a newer movement, the day or threshold changed, or
 * the last answer is DAYS_OF_COVER_REUSE_MS old (reuse.ts): every administrator's dashboard asks for it
 * on every load, and it reads every inventory's running totals (35 ms at 1,211 inventories, most of the
 * dashboard's time).
 */
export async function daysOfCover(
  db: Database,
  threshold: number,
  asOf = today(),
  /** The ledger's newest movement id, when the caller read it (the dashboard, with its other stamp). */
  ledgerStamp?: number,
): Promise<DaysOfCover> {
  const stamp = ledgerStamp ?? (await newestId(db, 'ledger_movements'));
  return reused(db, 'days of cover', `${asOf}|${threshold}|${stamp}`, () =>
    computeDaysOfCover(db, threshold, asOf),
  );
}

/**
 * Days of cover (README, 'Days of cover'): per product, the national stock today (every inventory's
 * balance, from the running totals) over the average daily sales of the last 30 days (`sale` movements,
 * from the running totals too); and the same per importer and product. One statement: the product and
 * the importer-product sums are two grouping sets of the same rows.
 */
async function computeDaysOfCover(db: Database, threshold: number, asOf: string): Promise<DaysOfCover> {
  const from = shiftDay(asOf, -(SALES_DAYS - 1));
  const { rows } = await sql<CoverRow>`
    with balances as (${summaryBalancesQuery({ asOf })}),
    sold as (
      select p.inventory_id, -p.sale as quantity
      from (${summaryPeriodColumnsQuery({ from, to: asOf }, ['sale'])}) p
    )
    select st.product_id, pr.name as product_name, i.importer_id, im.name as importer_name,
      sum(b.stock_balance)::bigint as stock_balance, coalesce(sum(s.quantity), 0)::bigint as sales_30_days
    from inventories i
    join storage_tanks st on st.id = i.storage_tank_id
    join products pr on pr.id = st.product_id
    join importers im on im.id = i.importer_id
    join balances b on b.inventory_id = i.id
    left join sold s on s.inventory_id = i.id
    group by grouping sets ((st.product_id, pr.name), (st.product_id, pr.name, i.importer_id, im.name))
    order by pr.name, st.product_id, im.name nulls first, i.importer_id`.execute(db.db);
  const products: ProductCover[] = [];
  const importers: ImporterCover[] = [];
  for (const row of rows) {
    const cover = {
      productId: row.productId,
      productName: row.productName,
      ...coverOf(row.stockBalance, row.sales30Days, threshold),
    };
    if (row.importerId === null) products.push(cover);
    else if (row.stockBalance !== 0 || row.sales30Days !== 0) {
      importers.push({ importerId: row.importerId, importerName: row.importerName ?? '', ...cover });
    }
  }
  return { asOf, threshold, products, importers };
}
