import { type Expression, sql } from 'kysely';
import { type FourEyes, needsOtherEyes } from '../../schemas/workflows/engine.ts';
import type { Workflow } from '../../schemas/workflows/types.ts';
import type { Database } from '../db/client.ts';
import { writeAudit } from './audit/write.ts';
import type { AuthUser } from './auth-user.ts';

// The four-eyes setting (issue 19, item 2): off by default, as the spec's workflow has it. When on, an
// action declared with `otherEyes` (Approve) is refused to the record's submitter and to the user whose
// review brought it into its current state (schemas/workflows/engine.ts, fourEyesRefusal). Kept in
// app_settings so that every API process reads the same.

const KEY = 'fourEyes';

/** Is the four-eyes rule on? */
export async function readFourEyes(db: Database): Promise<boolean> {
  const { rows } = await sql<{ enabled: boolean }>`select ${fourEyesOn()} as enabled`.execute(db.db);
  return rows[0].enabled;
}

/**
 * Turns the rule on or off, in one transaction that locks the setting's row: the one place the setting
 * changes, so the audit row of the change (issue 19, item 1) is written here, in the same transaction.
 * Answers whether it was on before and is on now.
 */
export async function saveFourEyes(
  db: Database,
  user: AuthUser,
  enabled: boolean,
): Promise<{ before: boolean; enabled: boolean }> {
  return db.transaction(async (tx) => {
    const value = String(enabled);
    await tx.db
      .insertInto('appSettings')
      .values({ key: KEY, value: 'false' })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    const row = await tx.db
      .selectFrom('appSettings')
      .select('value')
      .where('key', '=', KEY)
      .forUpdate()
      .executeTakeFirstOrThrow();
    await tx.db.updateTable('appSettings').set({ value }).where('key', '=', KEY).execute();
    const before = row.value === 'true';
    await writeAudit(tx, [
      {
        kind: 'admin-change',
        userId: user.id,
        recordType: 'Setting',
        detail: { action: 'Four-eyes', before: { fourEyes: before }, after: { fourEyes: enabled } },
      },
    ]);
    return { before, enabled };
  });
}

/** Is the four-eyes rule on? (SQL, for a statement that reads more.) */
export const fourEyesOn = () =>
  sql<boolean>`coalesce((select s.value = 'true' from app_settings s where s.key = ${KEY}), false)`;

/**
 * A record's earlier actors, from its history (every record type writes one row on creation, into its
 * initial state, and one per action), as SQL for a record's id and state: the submitter made the
 * creation row; the reviewer is whoever took Review into the state the record is in now (a transfer
 * order's review at its current stage).
 */
export function earlierActors(workflow: Workflow, recordId: Expression<number>, state: Expression<string>) {
  const history = sql`record_history h where h.record_type = ${workflow.record} and h.record_id = ${recordId}`;
  return {
    submitterId: sql<number | null>`(select h.user_id from ${history}
      and h.from_state is null and h.to_state = ${workflow.initial} order by h.id limit 1)`,
    reviewerId: sql<number | null>`(select h.user_id from ${history}
      and h.action = 'Review' and h.to_state = ${state} order by h.id desc limit 1)`,
  };
}

/** What a record's four-eyes inputs are read from: the setting and its earlier actors (fourEyesOn, earlierActors). */
export interface FourEyesRow {
  fourEyesOn: boolean;
  submitterId: number | null;
  reviewerId: number | null;
}

/**
 * The four-eyes inputs for this user and record from what was read, or undefined when the rule can not
 * refuse anything here (the setting is off, or no action from this state needs other eyes).
 */
export const fourEyesOf = (
  workflow: Workflow,
  state: string,
  user: Pick<AuthUser, 'id'>,
  row: FourEyesRow,
): FourEyes | undefined =>
  needsOtherEyes(workflow, state) && row.fourEyesOn
    ? { userId: user.id, actors: { submitter: row.submitterId, reviewer: row.reviewerId } }
    : undefined;

/** The four-eyes inputs for this user and record (fourEyesOf), in one query. */
export async function fourEyesFor(
  db: Database,
  workflow: Workflow,
  recordId: number,
  state: string,
  user: Pick<AuthUser, 'id'>,
): Promise<FourEyes | undefined> {
  if (!needsOtherEyes(workflow, state)) return undefined;
  const actors = earlierActors(workflow, sql.val(recordId), sql.val(state));
  const { rows } = await sql<FourEyesRow>`select ${fourEyesOn()} as four_eyes_on,
    ${actors.submitterId} as submitter_id, ${actors.reviewerId} as reviewer_id`.execute(db.db);
  return fourEyesOf(workflow, state, user, rows[0]);
}
