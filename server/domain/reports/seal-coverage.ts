import { sql } from 'kysely';
import { shiftDay } from '../../../schemas/dates.ts';
import type { Database } from '../../db/client.ts';

// What a Stock Reconciliation reads from its seals and what it compares afresh (reconciliation-seals.ts
// makes the seals; reconciliation.ts reads them through these).

/** Days from `from` (null: since the beginning) to `to`, both included. */
export interface Range {
  from: string | null;
  to: string;
}

/** A sealed span of days; since '-infinity' covers everything before the ledger's first month. */
export interface Seal {
  since: string;
  until: string;
}

export const BEFORE_EVERYTHING = '-infinity';

/**
 * What of `range` (from null: since the beginning) the seals cover whole, and the ranges left to compare
 * record by record. Seals that overlap one taken already are passed over (the sealer makes none).
 */
export function coverage(range: Range, seals: readonly Seal[]): { sealed: Seal[]; live: Range[] } {
  const inside = (seal: Seal) =>
    seal.until <= range.to &&
    (range.from === null ? true : seal.since !== BEFORE_EVERYTHING && seal.since >= range.from);
  const sealed: Seal[] = [];
  for (const seal of [...seals].sort((a, b) => (a.since < b.since ? -1 : 1))) {
    if (inside(seal) && !sealed.some((taken) => taken.until >= seal.since)) sealed.push(seal);
  }
  const live: Range[] = [];
  let next: string | null = range.from;
  for (const seal of sealed) {
    if (seal.since !== BEFORE_EVERYTHING && (next === null || next < seal.since)) {
      live.push({ from: next, to: shiftDay(seal.since, -1) });
    }
    next = shiftDay(seal.until, 1);
  }
  if (next === null || next <= range.to) live.push({ from: next, to: range.to });
  return { sealed, live };
}

/** The seals, in the order of their days (inside a report's transaction: those of its snapshot). */
export async function readSeals(db: Database): Promise<Seal[]> {
  const { rows } = await sql<Seal>`
    select since::text as since, until::text as until from reconciliation_seals order by since`.execute(
    db.db,
  );
  return rows;
}
