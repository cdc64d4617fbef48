import type { ImporterProductsRow } from '../../../schemas/reports/answers.ts';
import type { ReportPeriod } from '../../../schemas/reports/payloads.ts';
import type { Database } from '../../db/client.ts';
import type { AuthUser } from '../auth-user.ts';
import { importerProductsReport } from './pivot.ts';

/**
 * Report 3, Product Importation: per importer the user may see, the approved shipments of the period
 * (the ledger's shipment movements, from its summaries) in AGO, PMS and JET-A1.
 */
export const importationReport = (
  db: Database,
  user: AuthUser,
  period: ReportPeriod,
): Promise<ImporterProductsRow[]> =>
  importerProductsReport(db, user, period, { kinds: ['shipment'], sign: 1 });
