import { sql } from 'kysely';
import { hasRole } from '../../../schemas/codes.ts';
import type { DashboardTile } from '../../../schemas/dashboard.ts';
import { stageTiles } from '../../../schemas/workflows/engine.ts';
import { fillingAdviceNoteWorkflow } from '../../../schemas/workflows/filling-advice-note.ts';
import type { Database } from '../../db/client.ts';
import type { AuthUser } from '../auth-user.ts';
import { stageOf } from '../workflow.ts';
import { visibleNotes } from './access.ts';

/** Dashboard tiles: the user's visible notes per stage (New, Issued), in one query. */
export async function fillingAdviceNoteTiles(db: Database, user: AuthUser): Promise<DashboardTile[]> {
  if (!hasRole(user, ...fillingAdviceNoteWorkflow.readers)) return [];
  const counts = await visibleNotes(db, user)
    .select([
      stageOf(fillingAdviceNoteWorkflow, 'n.status').as('stage'),
      sql<number>`count(*)::int`.as('count'),
    ])
    .groupBy(sql.ref('stage'))
    .execute();
  return stageTiles(fillingAdviceNoteWorkflow, counts);
}
