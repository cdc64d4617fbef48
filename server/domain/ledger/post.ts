import { MAX_LINE_QUANTITY } from '../../../schemas/numbers.ts';
import type { Database } from '../../db/client.ts';
import { badRequest } from '../../errors.ts';
import { say } from '../../i18n/index.ts';
import { assertNoNegativeDay } from './invariant.ts';
import { MOVEMENT_KINDS, type MovementKind } from './kinds.ts';
import { lockLedger } from './locks.ts';

export interface MovementInput {
  inventoryId: number;
  /** Signed whole gallons: positive adds stock, negative removes it. */
  quantity: number;
  kind: MovementKind;
  /** The day the stock changed ('yyyy-MM-dd'); back-dating is allowed. */
  effectiveDate: string;
  /** The record that caused it: 'StockUpdate', 'StockTransfer', 'FillingAdviceNote'... */
  sourceType: string;
  sourceId: number;
  userId: number | null;
}

export interface PostedMovement {
  id: number;
  inventoryId: number;
  quantity: number;
  seq: number;
  hash: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Appends movements to the ledger inside the caller's transaction (so they commit or vanish with the
 * record change that caused them). It takes the inventories' locks (the caller should already hold them:
 * see locks.ts) and, under them, refuses an inventory that is not active (400) and a removal that
 * leaves a balance below zero on its day or any later one (400: the ledger's invariant, invariant.ts).
 * The insert trigger fills
 * seq, prev_hash and hash. `recordedAt` is for the demo seed only: real postings are recorded at the
 * transaction's time.
 */
export async function postMovements(
  tx: Database,
  movements: MovementInput[],
  options: { recordedAt?: Date } = {},
): Promise<PostedMovement[]> {
  tx.assertTransaction();
  if (!movements.length) return [];
  for (const m of movements) {
    if (!Number.isSafeInteger(m.quantity) || m.quantity === 0 || Math.abs(m.quantity) > MAX_LINE_QUANTITY) {
      throw new Error(
        `A movement needs a whole, non-zero quantity of at most ${MAX_LINE_QUANTITY}; got ${m.quantity}.`,
      );
    }
    if (!MOVEMENT_KINDS.includes(m.kind)) throw new Error(`Unknown movement kind ${m.kind}.`);
    if (!DATE.test(m.effectiveDate))
      throw new Error(`Effective date must be yyyy-MM-dd; got ${m.effectiveDate}.`);
  }
  const inventoryIds = [...new Set(movements.map((m) => m.inventoryId))];
  await lockLedger(tx, { inventories: inventoryIds });
  const inactive = await tx.db
    .selectFrom('inventories as i')
    .innerJoin('storageTanks as st', 'st.id', 'i.storageTankId')
    .select('st.number')
    .where('i.id', 'in', inventoryIds)
    .where('i.isActive', '=', false)
    .orderBy('st.number')
    .executeTakeFirst();
  if (inactive) throw badRequest(say('server.records.notPosted', { tank: inactive.number }));
  const rows = [...movements]
    .sort((a, b) => a.inventoryId - b.inventoryId)
    .map((m) => ({ ...m, ...(options.recordedAt ? { recordedAt: options.recordedAt } : {}) }));
  const posted = await tx.db
    .insertInto('ledgerMovements')
    .values(rows)
    .returning(['id', 'inventoryId', 'quantity', 'seq', 'hash'])
    .execute();
  await assertNoNegativeDay(tx, movements);
  return posted;
}
