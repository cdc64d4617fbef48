import { hasRole } from '../../../schemas/codes.ts';
import type { DashboardTile } from '../../../schemas/dashboard.ts';
import { fillingAdviceNoteWorkflow } from '../../../schemas/workflows/filling-advice-note.ts';
import type { Database } from '../../db/client.ts';
import type { AuthUser } from '../auth-user.ts';
import { stageCountTiles } from '../record-types/tiles.ts';
import { visibleNotes } from './access.ts';

/** Dashboard tiles: the user's visible notes per stage (New, Issued), counted up to 2,000 (record-types/tiles.ts). */
export async function fillingAdviceNoteTiles(db: Database, user: AuthUser): Promise<DashboardTile[]> {
  if (!hasRole(user, ...fillingAdviceNoteWorkflow.readers)) return [];
  return stageCountTiles(db, fillingAdviceNoteWorkflow, visibleNotes(db, user), 'n.status');
}
