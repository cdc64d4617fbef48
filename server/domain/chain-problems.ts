// What the ledger's and the audit log's verifications (ledger/verify.ts, audit/verify.ts) find wrong in
// a hash chain, alike: a window over the chain flags the links and places, a parallel scan the contents.

/** What a row of a hash chain may have wrong. */
export interface ChainFlags {
  badContent: boolean;
  badLink: boolean;
  badSeq: boolean;
}
export type ChainProblem = 'content' | 'link' | 'sequence';

/** What each problem says of its row. */
export const WHAT_IS_WRONG: Record<ChainProblem, string> = {
  content: 'its content does not match its hash',
  link: 'its link does not match the previous row',
  sequence: 'its place in the chain is wrong (a row is missing or moved)',
};

/**
 * The rows the window flagged (bad link or place), with those whose content does not match its hash
 * marked too, or added (with their own fields).
 */
export function withAltered<R extends ChainFlags & { id: number | string }>(
  chained: readonly R[],
  altered: readonly Omit<R, keyof ChainFlags>[],
): R[] {
  const bad = new Map(chained.map((row) => [Number(row.id), row]));
  for (const row of altered) {
    const known = bad.get(Number(row.id));
    if (known) known.badContent = true;
    else bad.set(Number(row.id), { ...row, badContent: true, badLink: false, badSeq: false } as R);
  }
  return [...bad.values()];
}

/** A flagged row's problems, in the order the messages name them. */
export function chainProblems(row: ChainFlags): ChainProblem[] {
  const found: ChainProblem[] = [];
  if (row.badContent) found.push('content');
  if (row.badLink) found.push('link');
  if (row.badSeq) found.push('sequence');
  return found;
}
