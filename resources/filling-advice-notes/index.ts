import LocalGasStationIcon from '@mui/icons-material/LocalGasStation';
import { fillingAdviceNoteWorkflow } from '../../schemas/workflows/filling-advice-note.ts';
import { recordResource } from '../../src/records/recordResource.ts';

/** Filling advice notes: the spec's paths; the pages are the record kit's, read from ./declaration.tsx. */
export default recordResource({
  name: 'filling-advice-notes',
  icon: LocalGasStationIcon,
  recordRepresentation: (record) => `Filling advice note #${record.id}`,
  routes: {
    list: '/filling-advice-notes/list',
    show: fillingAdviceNoteWorkflow.detailRoute,
    create: '/create-filling-advice-note',
    edit: '/edit-filling-advice-note/:id',
  },
  declaration: () => import('./declaration.tsx'),
});
