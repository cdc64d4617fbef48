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

/**
 * A sealed span of days: a closed month, or since '-infinity' a running span, everything up to a day
 * (the first of them: everything before the ledger's first month).
 */
export interface Seal {
  since: string;
  until: string;
}

export const BEFORE_EVERYTHING = '-infinity';

/**
 * A range's figures: the sealed spans' sums, less those of `less` where given (a running seal ending
 * before the range), and the ranges compared record by record.
 */
export interface Coverage {
  sealed: Seal[];
  less?: Seal;
  live: Range[];
}

/**
 * What of `range` (from null: since the beginning) the seals cover whole, and the ranges left to compare
 * record by record. The longest of the seals starting on a day is taken (from the beginning: the running
 * seal ending latest in it); seals that overlap one taken already are passed over.
 */
export function coverage(range: Range, seals: readonly Seal[]): Coverage {
  const inside = (seal: Seal) =>
    seal.until <= range.to &&
    (range.from === null ? true : seal.since !== BEFORE_EVERYTHING && seal.since >= range.from);
  const sealed: Seal[] = [];
  const inOrder = [...seals].sort((a, b) =>
    a.since === b.since ? (a.until > b.until ? -1 : 1) : a.since < b.since ? -1 : 1,
  );
  for (const seal of inOrder) {
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

/**
 * A period's coverage: where the running seals end on the day before it and in it, the difference of
 * the two and the days after the later one (at most the last two: every settled day of the last year
 * has its running seal); else what `coverage` finds. The difference's counts of differing record groups
 * are those of the days between, so the report reads two seals, not a year of months and days.
 */
export function periodCoverage(period: { from: string; to: string }, seals: readonly Seal[]): Coverage {
  const dayBefore = shiftDay(period.from, -1);
  const running = seals.filter((seal) => seal.since === BEFORE_EVERYTHING);
  const opening = running.find((seal) => seal.until === dayBefore);
  const closing = running
    .filter((seal) => seal.until > dayBefore && seal.until <= period.to)
    .reduce<Seal | undefined>(
      (latest, seal) => (latest && latest.until > seal.until ? latest : seal),
      undefined,
    );
  if (!opening || !closing) return coverage(period, seals);
  return {
    sealed: [closing],
    less: opening,
    live: closing.until < period.to ? [{ from: shiftDay(closing.until, 1), to: period.to }] : [],
  };
}

/**
 * The sealed part of a coverage as rows of inventory_id, kind, ledger, records and differing (how many
 * record groups differ): the sealed spans' figures, and those of `less` negated.
 */
export const sealedRows = ({ sealed, less }: Coverage) => {
  const rows = sql`
    select inventory_id, kind, ledger, records, differing from reconciliation_seal_figures
    where (since, until) in (
      select * from unnest(${sealed.map((seal) => seal.since)}::date[], ${sealed.map((seal) => seal.until)}::date[]))`;
  if (!less) return rows;
  return sql`${rows}
    union all
    select inventory_id, kind, -ledger, -records, -differing from reconciliation_seal_figures
    where since = ${less.since}::date and until = ${less.until}::date`;
};

/** The seals, in the order of their days (inside a report's transaction: those of its snapshot). */
export async function readSeals(db: Database): Promise<Seal[]> {
  const { rows } = await sql<Seal>`
    select since::text as since, until::text as until from reconciliation_seals
    order by since, until`.execute(db.db);
  return rows;
}
