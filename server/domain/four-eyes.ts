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
  const row = await db.db.selectFrom('appSettings').select('value').where('key', '=', KEY).executeTakeFirst();
  return row?.value === 'true';
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

/**
 * A record's earlier actors, from its history (every record type writes one row on creation, into its
 * initial state, and one per action): the submitter made the creation row; the reviewer is whoever took
 * Review into the state the record is in now (a transfer order's review at its current stage).
 */
async function earlierActors(db: Database, workflow: Workflow, recordId: number, state: string) {
  const rows = await db.db
    .selectFrom('recordHistory')
    .select(['action', 'fromState', 'toState', 'userId'])
    .where('recordType', '=', workflow.record)
    .where('recordId', '=', recordId)
    .where((eb) =>
      eb.or([
        eb.and([eb('fromState', 'is', null), eb('toState', '=', workflow.initial)]),
        eb.and([eb('action', '=', 'Review'), eb('toState', '=', state)]),
      ]),
    )
    .orderBy('id')
    .execute();
  const submitter = rows.find((r) => r.fromState === null && r.toState === workflow.initial);
  const reviewer = rows.filter((r) => r.action === 'Review' && r.toState === state).at(-1);
  return { submitter: submitter?.userId ?? null, reviewer: reviewer?.userId ?? null };
}

/**
 * The four-eyes inputs for this user and record, or undefined when the rule can not refuse anything
 * here (the setting is off, or no action from this state needs other eyes).
 */
export async function fourEyesFor(
  db: Database,
  workflow: Workflow,
  recordId: number,
  state: string,
  user: Pick<AuthUser, 'id'>,
): Promise<FourEyes | undefined> {
  if (!needsOtherEyes(workflow, state) || !(await readFourEyes(db))) return undefined;
  return { userId: user.id, actors: await earlierActors(db, workflow, recordId, state) };
}
