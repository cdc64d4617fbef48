import { sql } from 'kysely';
import { msg } from '../../../schemas/i18n/msg.ts';
import {
  type FillingAdviceNoteAction,
  type FillingAdviceNoteState,
  fillingAdviceNoteWorkflow,
} from '../../../schemas/workflows/filling-advice-note.ts';
import type { Database } from '../../db/client.ts';
import { badRequest } from '../../errors.ts';
import type { AuthUser } from '../auth-user.ts';
import { bindWorkflow, type TransitionContext } from '../workflow.ts';
import { visibleNotes } from './access.ts';
import { deliverNoteOrders } from './issue.ts';

export interface LockedNote {
  id: number;
  status: string;
}

/** The note locked FOR UPDATE when the user may see it. */
export const lockNote = (tx: Database, user: AuthUser, id: number) =>
  visibleNotes(tx, user).where('n.id', '=', id).select(['n.id', 'n.status']).forUpdate().executeTakeFirst();

type Context = TransitionContext<FillingAdviceNoteState, FillingAdviceNoteAction>;

/** What the Issue call brings besides the action (validated by its route's schema). */
interface IssueInputs {
  cardNumber?: number | null;
  compartments?: { id: number; bayNumber: number | null }[];
}

const STAMPS = {
  Issue: { at: 'issuedAt', by: 'issuedBy' },
  Cancel: { at: 'cancelledAt', by: 'cancelledBy' },
} as const;

/**
 * Issue: the bay of every compartment of the note (each one given, none of another note), then its
 * delivery orders fulfilled, their sales posted and the transfer orders they complete delivered.
 */
async function issue(tx: Database, record: LockedNote, context: Context) {
  const { cardNumber, compartments = [] } = context.inputs as IssueInputs;
  if (!cardNumber || cardNumber < 1)
    throw badRequest(msg('fan.cardNumber'), { cardNumber: msg('fan.cardNumber') });
  const own = await tx.db
    .selectFrom('fillingAdviceNoteCompartments')
    .select('id')
    .where('fillingAdviceNoteId', '=', record.id)
    .execute();
  const bays = new Map(compartments.map((c) => [c.id, c.bayNumber ?? 0]));
  if ([...bays.keys()].some((id) => !own.some((c) => c.id === id)))
    throw badRequest(msg('fan.unknownCompartment'), { compartments: msg('fan.unknownCompartment') });
  if (own.some((c) => !((bays.get(c.id) ?? 0) > 0)))
    throw badRequest(msg('fan.bayNumber'), { compartments: msg('fan.bayNumber') });
  await sql`update filling_advice_note_compartments c set bay_number = v.bay
    from (select unnest(${[...bays.keys()]}::int[]) as id, unnest(${[...bays.values()]}::int[]) as bay) v
    where c.id = v.id`.execute(tx.db);
  // The issue day in the database's time zone, as every record date is read (reports, filters).
  const { rows } = await sql<{
    day: string;
  }>`select to_char(${context.at}::timestamptz, 'YYYY-MM-DD') as day`.execute(tx.db);
  await deliverNoteOrders(tx, record.id, { user: context.user, at: context.at, day: rows[0].day });
}

/**
 * The note workflow on its table. Issuing posts the sales of its delivery orders' lines: the binding
 * names their inventories so the runner locks them first (ledger/locks.ts: the lock order).
 */
export const fillingAdviceNoteBinding = bindWorkflow<
  LockedNote,
  FillingAdviceNoteState,
  FillingAdviceNoteAction
>({
  workflow: fillingAdviceNoteWorkflow,
  async ledgerScope(tx, id, action) {
    if (!fillingAdviceNoteWorkflow.actions[action].effects.includes('issue')) return {};
    const lines = await tx.db
      .selectFrom('fillingAdviceNoteOrders as o')
      .innerJoin('deliveryOrderLines as l', 'l.deliveryOrderId', 'o.deliveryOrderId')
      .where('o.fillingAdviceNoteId', '=', id)
      .where('l.inventoryId', 'is not', null)
      .select('l.inventoryId')
      .execute();
    return { inventories: lines.map((line) => line.inventoryId as number) };
  },
  lockVisible: lockNote,
  async setState(tx, record, context) {
    const stamp = STAMPS[context.actionKey];
    const { cardNumber } = context.inputs as IssueInputs;
    await tx.db
      .updateTable('fillingAdviceNotes')
      .set({
        status: context.to,
        [stamp.at]: context.at,
        [stamp.by]: context.user.id,
        ...(context.actionKey === 'Issue' ? { cardNumber: cardNumber ?? 0 } : {}),
      })
      .where('id', '=', record.id)
      .execute();
  },
  effects: { issue },
});
