import type { Kysely } from 'kysely';
import { runSql } from '../run-sql.ts';

// The transfer orders waiting to be lifted (Approved) with what Daily Loading Analysis reads of them, read
// from the index alone (CONTRIBUTING.md lists it with its reason). It holds only the orders in that state,
// a few thousand at national scale, so it costs a write only when an order enters or leaves it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    create index transfer_orders_approved on transfer_orders (id)
      include (transfer_order_number, importer_id, distributor_id, product_id, quantity)
      where status = 'Approved';
  `,
  );
}
