import { type SelectQueryBuilder, sql } from 'kysely';
import type { WaitingAnswer } from '../../../schemas/dashboard.ts';
import { waitingStates } from '../../../schemas/workflows/engine.ts';
import type { Database } from '../../db/client.ts';
import type { DB } from '../../db/types.ts';
import type { AuthUser } from '../auth-user.ts';
import type { DefinedRecordType } from './define.ts';

// 'Waiting for me' (issue 20): the records whose next step the user may take. Which states wait for whom
// is the declarations' (engine.ts waitingStates); which records the user sees is each type's own
// visibility query; when a record entered its state is its history's last row that led there.

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

/** The records of one type waiting for the user, oldest first, at most `limit`, with how many in all. */
function waitingOf(
  db: Database,
  user: AuthUser,
  type: DefinedRecordType,
  source: WaitingSource,
  limit: number,
) {
  const states = waitingStates(type.workflow, user);
  if (!states.length) return Promise.resolve([]);
  const { record } = type.workflow;
  return sql<{ id: number; number: string | null; state: string; since: Date; total: string }>`
    select r.id, ${source.number ? sql`r.${sql.ref(source.number)}` : sql`null`}::text as number,
      r.status as state, ${since(record, source.created)} as since, count(*) over () as total
    from ${sql.table(source.table)} r
    where r.status in (${sql.join(states)}) and r.id in (${source.visibleIds(db, user)})
    order by since, r.id
    limit ${limit}`
    .execute(db.db)
    .then(({ rows }) =>
      rows.map((row) => ({ ...row, since: new Date(row.since), record, label: type.workflow.label })),
    );
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
