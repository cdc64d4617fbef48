import type { ImporterProductsRow, TankSalesRow } from '../../../schemas/reports/answers.ts';
import type { ReportPeriod } from '../../../schemas/reports/payloads.ts';
import type { Database } from '../../db/client.ts';
import type { AuthUser } from '../auth-user.ts';
import { byProduct, importerProductsReport, type Measure, pivotQuery } from './pivot.ts';

// Reports 4 and 5, Sales By Importer and Sales By Tank: the issued delivery-order lines of the period.
// Issuing a filling advice note posts one `sale` movement (negative) per delivery-order line on its
// inventory, on the issue date (sources.ts), so the ledger's sales, read from its summaries, are those
// lines; shown as positive gallons.

const SALES: Measure = { kinds: ['sale'], sign: -1 };

/** Report 4: per importer the user may see, its sales of the period in AGO, PMS and JET-A1. */
export const salesByImporterReport = (
  db: Database,
  user: AuthUser,
  period: ReportPeriod,
): Promise<ImporterProductsRow[]> => importerProductsReport(db, user, period, SALES);

/**
 * Report 5: per storage tank (Tank #), the sales of the period from the inventories the user may see in
 * it (an importer user, its own importer's share of the tank). A tank holds one product, so one of its
 * three columns carries the figure.
 */
export async function salesByTankReport(
  db: Database,
  user: AuthUser,
  period: ReportPeriod,
): Promise<TankSalesRow[]> {
  const { rows } = await pivotQuery(user, period, { sales: SALES }, 'tank').execute(db.db);
  return rows.map((row) => ({
    storageTankId: row.groupId,
    tank: row.groupName,
    byProduct: byProduct(row, 'sales'),
  }));
}
