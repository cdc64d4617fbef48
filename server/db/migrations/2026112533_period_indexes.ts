import type { Kysely } from 'kysely';
import { runSql } from '../run-sql.ts';

// Periods that searches and reports filter on (issue 23; CONTRIBUTING.md lists each index with its reason):
// a month of delivery orders by fulfilment and of notes by issue (the list indexes lead with the
// creation time, which says nothing of when an order was fulfilled), and the transfer orders closed
// (Delivered or Cancelled) since a day, which with the Approved ones are the orders Daily Loading
// Analysis reads; and the stock updates of one type in a period (Overnight and Loading Differences
// weigh what the readings explain: a few requests among a year's hundred thousand).
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    create index delivery_orders_fulfilled on delivery_orders (fulfilled_at) where fulfilled_at is not null;
    create index filling_advice_notes_issued on filling_advice_notes (issued_at) where issued_at is not null;
    create index record_history_transitions on record_history (record_type, to_state, at);
    create index stock_updates_type_day on stock_updates (stock_update_type, created_date);
  `,
  );
}
