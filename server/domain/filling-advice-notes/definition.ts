import { fillingAdviceNoteWorkflow } from '../../../schemas/workflows/filling-advice-note.ts';
import { defineRecordType, statusOf } from '../record-types/define.ts';
import { visibleNotes } from './access.ts';
import { fillingAdviceNoteBinding } from './workflow.ts';

/**
 * Filling advice notes (spec part 2): approved delivery orders loaded on one vehicle. No documents; its
 * sales are its delivery orders' (their definition gives the ledger and the reports their rows).
 */
export const fillingAdviceNoteType = defineRecordType({
  workflow: fillingAdviceNoteWorkflow,
  binding: fillingAdviceNoteBinding,
  documents: false,
  visibleState: (db, user, id, lock) =>
    statusOf(visibleNotes(db, user).where('n.id', '=', id).select('n.status'), lock),
  waiting: {
    table: 'filling_advice_notes',
    number: null,
    created: 'created_at',
    visibleIds: (db, user) => visibleNotes(db, user).select('n.id'),
  },
});
