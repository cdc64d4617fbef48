import type { Kysely } from 'kysely';
import { runSql } from '../run-sql.ts';

// The per-line bound of schemas/numbers.ts (MAX_LINE_QUANTITY, 100,000,000 gallons) in the database too,
// so that no path around the application's checks can store a line beyond it. NOT VALID: rows written
// before the bound existed are left alone (no update could fix them: the ledger is append-only);
// every new or updated row is held to it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    alter table ledger_movements add constraint ledger_movements_quantity_bound
      check (quantity between -100000000 and 100000000) not valid;
    alter table stock_update_lines add constraint stock_update_lines_quantity_bound
      check (quantity <= 100000000) not valid;
  `,
  );
}
