import { type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { WaitingAnswer } from '../../../schemas/dashboard.ts';
import { canTake, waitingStates } from '../../../schemas/workflows/engine.ts';
import type { ActionDeclaration, Workflow } from '../../../schemas/workflows/types.ts';
import type { Database } from '../../db/client.ts';
import type { DB } from '../../db/types.ts';
import type { AuthUser } from '../auth-user.ts';
import { readFourEyes } from '../four-eyes.ts';
import type { DefinedRecordType } from './define.ts';
import { literals } from './sql.ts';

// 'Waiting for me' (issue 20): the records whose next step the user may take. Which states wait for whom
// is the declarations' (engine.ts waitingStates); which records the user sees is each type's own
// visibility query; when a record entered its state is its history's last row that led there. Under the
// four-eyes rule a record the user may not approve, having submitted or reviewed it, does not wait for them.

/** Where a record type keeps what the panel shows: its table, its number column and when it was made. */
export interface WaitingSource {
  table: string;
  /** The column of its number (a transfer order's), or null for records known by their id. */
  number: string | null;
  /** When the record was made: its state's start while its history has no row leading there. */
  created: string;
  /** The ids of the records the user sees: the type's visibility query. */
  // biome-ignore lint/suspicious/noExplicitAny: each type selects from its own aliased table
  visibleIds(db: Database, user: AuthUser): SelectQueryBuilder<DB, any, { id: number }>;
}

/** When the record of row r entered its current state. */
const since = (record: string, created: string) => sql<Date>`coalesce(
  (select max(h.at) from record_history h
    where h.record_type = ${record} and h.record_id = r.id and h.to_state = r.status),
  r.${sql.ref(created)})`;

/**
 * Under the four-eyes rule, the states whose every step forward this user may take needs other eyes
 * (Approve), with the earlier actors it excludes: there a record the user submitted or reviewed into its
 * state does not wait for them, since they may not take its step.
 */
function otherEyesStates(workflow: Workflow, user: AuthUser, states: readonly string[]) {
  return states.flatMap((state) => {
    const steps = Object.values<ActionDeclaration<string>>(workflow.actions).filter(
      (action) => !action.withdraws && canTake(action, state, user),
    );
    const actors = (['submitter', 'reviewer'] as const).filter((actor) =>
      steps.every((action) => action.otherEyes?.includes(actor)),
    );
    return actors.length ? [{ state, actors }] : [];
  });
}

/**
 * SQL: the row aliased `alias` waits for the user: it is in a state where the user may take a step
 * forward, and, under the four-eyes rule, not one whose step the user is refused as its submitter or
 * reviewer. Visibility is the caller's query's. The panel and every list's waiting filter use it.
 */
export async function waitingCondition(
  db: Database,
  workflow: Workflow,
  user: AuthUser,
  alias: string,
): Promise<RawBuilder<boolean>> {
  const states = waitingStates(workflow, user);
  if (!states.length) return sql<boolean>`false`;
  const excluded = (await readFourEyes(db)) ? otherEyesStates(workflow, user, states) : [];
  const ref = (column: string) => sql.ref(`${alias}.${column}`);
  // The states as literals: a generic plan then knows how few records wait in them, where with values it
  // read the records of every state.
  const inState = sql<boolean>`${ref('status')} in (${literals(states)})`;
  if (!excluded.length) return inState;
  const refused = sql.join(
    excluded.map(
      ({
        state,
        actors,
      }) => sql`(${ref('status')} = ${sql.lit(state)} and exists (select 1 from record_history h
        where h.record_type = ${workflow.record} and h.record_id = ${ref('id')} and h.user_id = ${user.id}
          and (${sql.join(
            actors.map((actor) =>
              actor === 'submitter'
                ? sql`(h.from_state is null and h.to_state = ${sql.lit(workflow.initial)})`
                : sql`(h.action = 'Review' and h.to_state = ${ref('status')})`,
            ),
            sql` or `,
          )})))`,
    ),
    sql` or `,
  );
  return sql<boolean>`(${inState} and not (${refused}))`;
}

/** The records of one type waiting for the user, oldest first, at most `limit`, with how many in all. */
async function waitingOf(
  db: Database,
  user: AuthUser,
  type: DefinedRecordType,
  source: WaitingSource,
  limit: number,
) {
  if (!waitingStates(type.workflow, user).length) return [];
  const { record } = type.workflow;
  const { rows } = await sql<{
    id: number;
    number: string | null;
    state: string;
    since: Date;
    total: string;
  }>`
    select r.id, ${source.number ? sql`r.${sql.ref(source.number)}` : sql`null`}::text as number,
      r.status as state, ${since(record, source.created)} as since, count(*) over () as total
    from ${sql.table(source.table)} r
    where ${await waitingCondition(db, type.workflow, user, 'r')} and r.id in (${source.visibleIds(db, user)})
    order by since, r.id
    limit ${limit}`.execute(db.db);
  return rows.map((row) => ({ ...row, since: new Date(row.since), record, label: type.workflow.label }));
}

/** Every record type's records waiting for the user, oldest first: the first `limit` and the total. */
export async function waitingFor(
  db: Database,
  user: AuthUser,
  types: readonly DefinedRecordType[],
  limit: number,
): Promise<WaitingAnswer> {
  const perType = await Promise.all(
    types.flatMap((type) => (type.waiting ? [waitingOf(db, user, type, type.waiting, limit)] : [])),
  );
  const rows = perType.flat().sort((a, b) => a.since.getTime() - b.since.getTime() || a.id - b.id);
  return {
    total: perType.reduce((sum, typeRows) => sum + Number(typeRows[0]?.total ?? 0), 0),
    records: rows.slice(0, limit).map(({ total: _total, state, since, ...row }) => ({
      ...row,
      since: since.toISOString(),
      status: types.find((t) => t.workflow.record === row.record)?.workflow.states[state]?.label ?? state,
    })),
  };
}
