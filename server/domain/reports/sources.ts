import { sql } from 'kysely';
import { recordSources } from '../record-types/index.ts';

// The records behind the ledger (issue 12, item 5). The ledger says what moved; these say what the
// approved records should have moved. Product Movement reads a movement's status and receiver here,
// and with its switch off the open records' lines; Stock Reconciliation compares both sides to the
// gallon. Each source is one query of rows:
//   source_type   the movement's source_type ('StockUpdate', 'StockTransfer', 'DeliveryOrder')
//   source_id     the record's id (the movement's source_id)
//   inventory_id, kind, quantity (signed gallons), effective_date
//   importer_id   the inventory's importer: a report of one importer narrows the open records by it
//   effective_at  the start of effective_date in the session's time zone, or the time the day is read
//                 from (a delivery order's): a range of days on it is one an index on that time serves
//   status        the record's status, as its detail page shows it
//   receiver      who receives stock that leaves the importer, or '-'
//   is_open       an open record (New, Reviewed...): not posted yet, it would post this line
// Cancelled records are left out: they post nothing and are not shown.
//
// The conventions every posting follows (so that both sides meet):
// - a stock update posts one movement per line on its inventory, kind and sign by its type
//   (ledger/kinds.ts), source_type 'StockUpdate', on the request's date;
// - a stock transfer posts transfer_out (negative) on the origin and transfer_in on the destination,
//   source_type 'StockTransfer', on the transfer's date;
// - issuing a filling advice note posts one `sale` movement (negative) per delivery-order line on that
//   line's inventory, source_type 'DeliveryOrder', source_id the delivery order's id, on the issue date,
//   and makes the delivery order Fulfilled (fulfilled_at: the issue time). The issue day is read here as
//   the day of fulfilled_at in the database's time zone, as the delivery-order filters read it.

/** Every source's rows, one union: each record type's definition gives its own (record-types/). */
export const recordRows = () => sql.join(recordSources(), sql` union all `);
