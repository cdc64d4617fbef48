import { type SelectQueryBuilder, sql } from 'kysely';
import type { DashboardTile } from '../../../schemas/dashboard.ts';
import { stageOptions, stageTiles, statesByCode } from '../../../schemas/workflows/engine.ts';
import type { Workflow } from '../../../schemas/workflows/types.ts';
import type { Database } from '../../db/client.ts';
import { COUNT_AHEAD } from '../search.ts';

/**
 * The dashboard's count tiles of a record type (issue 23: fast at any size): per stage shown as a tile,
 * the records of `visible` in its states, counted as far as a list counts ahead (COUNT_AHEAD) and no
 * further; beyond, the tile says so (`countIsLowerBound`: '2,000+'). One statement, a capped count per
 * stage, each served by the type's status index: a count never reads more than COUNT_AHEAD rows.
 */
export async function stageCountTiles<D, TB extends keyof D>(
  db: Database,
  workflow: Workflow,
  // biome-ignore lint/suspicious/noExplicitAny: the type's visible table, aliased as it likes
  visible: SelectQueryBuilder<D, TB, any>,
  status: string,
): Promise<DashboardTile[]> {
  const tileStates = Object.fromEntries(Object.entries(workflow.states).filter(([, s]) => s.tile));
  const stages = stageOptions({ ...workflow, states: tileStates }).map((s) => s.key);
  const counted = stages.map(
    (stage) =>
      sql<number>`(select count(*)::int from (${visible
        .where(sql<boolean>`${sql.ref(status)} in (${sql.join(statesByCode(workflow, stage))})`)
        .select(sql.lit(1).as('one'))
        .limit(COUNT_AHEAD + 1)}) c)`,
  );
  const { rows } = await sql<{ counts: number[] }>`select array[${sql.join(counted)}] as counts`.execute(
    db.db,
  );
  const counts = stages.map((stage, i) => ({ stage, count: rows[0].counts[i] }));
  return stageTiles(workflow, counts).map((tile) => ({
    ...tile,
    count: Math.min(tile.count, COUNT_AHEAD),
    countIsLowerBound: tile.count > COUNT_AHEAD,
  }));
}
