import type { Kysely } from 'kysely';
import { runSql } from '../run-sql.ts';

// What a table or column means where the reader needs it: `comment on` keeps it in the database (psql's
// \d+ shows it), and `npm run db:types` writes it into server/db/types.ts as a doc comment.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    comment on table ledger_movements is 'The stock ledger: seq, prev_hash and hash are filled by the insert trigger; never updated or deleted.';
    comment on table ledger_daily is 'Derived from ledger_movements by its insert trigger (migration 2026112110).';
    comment on table ledger_monthly is 'Derived from ledger_movements by its insert trigger (migration 2026112110).';
    comment on column ledger_monthly.month is 'The first day of the month.';
    comment on view transfer_order_deliveries is 'What delivery orders hold of each transfer order: a row per delivery order line.';
    comment on column delivery_orders.priority is 'Low 0, Medium 1, High 2; set on approval.';
    comment on column delivery_order_lines.inventory_id is 'The tank the line is lifted from; null until one is assigned.';
    comment on view delivery_order_notes is 'The filling advice note carrying each delivery order (notes that are not cancelled).';
    comment on column filling_advice_notes.card_number is '0 until the note is issued (Pending).';
    comment on table filling_advice_note_orders is 'The delivery orders on a note, each with its whole quantity.';
    comment on column filling_advice_note_compartments.bay_number is '0 until the note is issued (Pending).';
  `,
  );
}
