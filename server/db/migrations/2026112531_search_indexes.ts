import type { Kysely } from 'kysely';
import { runSql } from '../run-sql.ts';

// Searches that stay fast at any size (issue 23; CONTRIBUTING.md lists each index with its reason).
// A search reads the ids of its page from the visible, filtered table in list order (newest first, then
// id), so each typical filter has an index that leads with it and ends in that order: the page is then a
// walk down the index to its offset, and the capped count a walk of at most 100 pages more. Number and
// reference searches are case-insensitive substrings (ilike '%...%'), served by trigram indexes
// (pg_trgm, a trusted extension PostgreSQL and PGlite both ship).
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    create extension if not exists pg_trgm;

    create index transfer_orders_number_trgm on transfer_orders using gin (transfer_order_number gin_trgm_ops);
    create index transfer_orders_importer_list on transfer_orders (importer_id, created_at desc, id desc);
    create index transfer_orders_importer_product_list
      on transfer_orders (importer_id, product_id, created_at desc, id desc);
    create index transfer_orders_distributor_list on transfer_orders (distributor_id, created_at desc, id desc);
    create index transfer_orders_status_list on transfer_orders (status, created_at desc, id desc);

    create index delivery_orders_number_trgm on delivery_orders using gin (delivery_order_number gin_trgm_ops);
    create index delivery_orders_importer_list on delivery_orders (importer_id, submitted_at desc, id desc);
    create index delivery_orders_importer_product_list
      on delivery_orders (importer_id, product_id, submitted_at desc, id desc);
    create index delivery_orders_distributor_list on delivery_orders (distributor_id, submitted_at desc, id desc);
    create index delivery_orders_status_list on delivery_orders (status, submitted_at desc, id desc);

    create index filling_advice_notes_vehicle_trgm on filling_advice_notes using gin (vehicle_number gin_trgm_ops);
    create index filling_advice_notes_card_trgm on filling_advice_notes using gin ((card_number::text) gin_trgm_ops);
    create index filling_advice_notes_distributor_list
      on filling_advice_notes (distributor_id, created_at desc, id desc);
    create index filling_advice_notes_status_list on filling_advice_notes (status, created_at desc, id desc);

    create index stock_updates_reference_trgm on stock_updates using gin (reference_number gin_trgm_ops);
    create index stock_updates_importer_list on stock_updates (importer_id, created_date desc, id desc);
    create index stock_updates_status_list on stock_updates (status, created_date desc, id desc);

    create index stock_transfers_reference_trgm on stock_transfers using gin (reference_number gin_trgm_ops);
    create index stock_transfers_status_list on stock_transfers (status, created_date desc, id desc);
  `,
  );
}
