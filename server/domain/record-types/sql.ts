import { sql } from 'kysely';
import type { Workflow } from '../../../schemas/workflows/types.ts';

// SQL pieces the record types' definitions share.

/** Values as a SQL list: in (${listed(states)}). */
export const listed = (values: readonly string[]) => sql.join(values.map((v) => sql`${v}`));

/**
 * Constants (the declaration's states) as a SQL list of literals: in (${literals(states)}). A generic
 * plan then knows how few rows are in them, where with values it guesses (CONTRIBUTING, 'planned per call').
 */
export const literals = (values: readonly string[]) => sql.join(values.map((v) => sql.lit(v)));

/** The states a record reaches when its postings are made: the targets of its postToLedger actions. */
export function postedStates(workflow: Workflow): string[] {
  return [
    ...new Set(
      Object.values(workflow.actions)
        .filter((action) => action.effects.includes('postToLedger'))
        .flatMap((action) => Object.values(action.transitions) as string[]),
    ),
  ];
}
