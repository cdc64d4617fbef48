import type { Kysely } from 'kysely';
import { runSql } from '../run-sql.ts';

// The history rows that open or close a transfer order's quantity for Daily Loading Analysis (approved
// from another state; cancelled once approved), one per order and event, read from the index alone
// (CONTRIBUTING.md lists it with its reason). The report read each live order's whole history from the
// table: 5 rows for the one it needs, 4,950 orders at national scale.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    create index record_history_order_approvals on record_history (record_id) include (at, to_state)
      where record_type = 'TransferOrder'
        and ((to_state = 'Approved' and from_state is distinct from 'Approved')
          or (from_state = 'Approved' and to_state = 'Cancelled'));
  `,
  );
}
