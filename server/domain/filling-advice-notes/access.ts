import { sql } from 'kysely';
import { hasRole } from '../../../schemas/codes.ts';
import { fillingAdviceNoteWorkflow } from '../../../schemas/workflows/filling-advice-note.ts';
import type { Database } from '../../db/client.ts';
import type { AuthUser } from '../auth-user.ts';

/**
 * The note table limited to what the user may see (aliased n): internal staff see every note; a
 * distributor user its distributors' notes; anyone else none (an importer's stock leaves on them, but
 * the note is the distributor's loading document).
 */
export function visibleNotes(db: Database, user: AuthUser) {
  const query = db.db.selectFrom('fillingAdviceNotes as n');
  if (!hasRole(user, ...fillingAdviceNoteWorkflow.readers)) return query.where(sql<boolean>`false`);
  if (user.isInternal) return query;
  if (hasRole(user, 'R300')) return query.where('n.distributorId', 'in', [0, ...user.distributorIds]);
  return query.where(sql<boolean>`false`);
}

/** The visible notes with their distributor (dis), product (p) and creator (cre) joined. */
export const visibleNotesNamed = (db: Database, user: AuthUser) =>
  visibleNotes(db, user)
    .innerJoin('distributors as dis', 'dis.id', 'n.distributorId')
    .innerJoin('products as p', 'p.id', 'n.productId')
    .innerJoin('users as cre', 'cre.id', 'n.createdBy');

/** Gallons on a note: all its delivery orders (SQL, for a row of n). */
export const noteQuantity = (note: string) =>
  sql<number>`(select coalesce(sum(o.quantity), 0) from filling_advice_note_orders o
    where o.filling_advice_note_id = ${sql.ref(note)})::bigint`;
