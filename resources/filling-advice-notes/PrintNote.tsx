import { Button } from '@mui/material';
import type { FillingAdviceNoteDetail } from '../../schemas/filling-advice-note.ts';
import { fillingAdviceNoteWorkflow } from '../../schemas/workflows/filling-advice-note.ts';
import { t } from '../../src/i18n/t.ts';
import { currentUser } from '../../src/providers/tokenStore.ts';
import type { PartProps } from '../../src/records/types.ts';
import { canAccess } from '../../src/routing/routeAccess.ts';
import { PrintReport, usePrint } from '../../src/widgets/PrintReport.tsx';
import { PrintedNote } from './PrintedNote.tsx';

const ISSUED = fillingAdviceNoteWorkflow.states.Issued.label;

/** The spec: Print only for an issued note, and for Control Room with P401; it prints the loading document alone. */
export function PrintNote({ record }: PartProps<FillingAdviceNoteDetail>) {
  const print = usePrint();
  if (record.status !== ISSUED || !canAccess(currentUser(), 'filling-advice-notes', 'print')) return null;
  return (
    <>
      <Button variant="contained" color="secondary" onClick={print}>
        {t('common.print')}
      </Button>
      <PrintReport label={t('notes.note')}>
        <PrintedNote record={record} />
      </PrintReport>
    </>
  );
}
