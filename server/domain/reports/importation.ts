import type { ImporterProductsRow } from '../../../schemas/reports/answers.ts';
import type { ReportPeriod } from '../../../schemas/reports/payloads.ts';
import type { Database } from '../../db/client.ts';
import type { AuthUser } from '../auth-user.ts';
import { byProduct, importerPivotQuery } from './pivot.ts';

/**
 * Report 3, Product Importation: per importer the user may see, the approved shipments of the period
 * (the ledger's shipment movements, from its summaries) in AGO, PMS and JET-A1.
 */
export async function importationReport(
  db: Database,
  user: AuthUser,
  period: ReportPeriod,
): Promise<ImporterProductsRow[]> {
  const { rows } = await importerPivotQuery(user, period, {
    shipments: { kinds: ['shipment'], sign: 1 },
  }).execute(db.db);
  return rows.map((row) => ({
    importerId: row.importerId,
    importer: row.importer,
    byProduct: byProduct(row, 'shipments'),
  }));
}
