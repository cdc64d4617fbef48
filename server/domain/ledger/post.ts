import type { Database } from '../../db/client.ts';
import { MOVEMENT_KINDS, type MovementKind } from './kinds.ts';

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
 * record change that caused them). The insert trigger locks each inventory's chain and fills seq,
 * prev_hash and hash; rows go in ascending inventory order so concurrent postings lock alike.
 * `recordedAt` is for the demo seed only: real postings are recorded at the transaction's time.
 */
export async function postMovements(
  tx: Database,
  movements: MovementInput[],
  options: { recordedAt?: Date } = {},
): Promise<PostedMovement[]> {
  tx.assertTransaction();
  if (!movements.length) return [];
  for (const m of movements) {
    if (!Number.isSafeInteger(m.quantity) || m.quantity === 0) {
      throw new Error(`A movement needs a whole, non-zero quantity; got ${m.quantity}.`);
    }
    if (!MOVEMENT_KINDS.includes(m.kind)) throw new Error(`Unknown movement kind ${m.kind}.`);
    if (!DATE.test(m.effectiveDate))
      throw new Error(`Effective date must be yyyy-MM-dd; got ${m.effectiveDate}.`);
  }
  const rows = [...movements]
    .sort((a, b) => a.inventoryId - b.inventoryId)
    .map((m) => ({ ...m, ...(options.recordedAt ? { recordedAt: options.recordedAt } : {}) }));
  return tx.db
    .insertInto('ledgerMovements')
    .values(rows)
    .returning(['id', 'inventoryId', 'quantity', 'seq', 'hash'])
    .execute();
}
