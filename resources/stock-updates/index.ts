import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { stockUpdateWorkflow } from '../../schemas/workflows/stock-update.ts';
import { recordResource } from '../../src/records/recordResource.ts';

/** Stock update requests: the spec's paths; the pages are the record kit's, read from ./declaration.tsx. */
export default recordResource({
  name: 'stock-updates',
  icon: LocalShippingIcon,
  recordRepresentation: (record) => `Stock update request #${record.id}`,
  routes: {
    list: '/stock-request/list',
    show: stockUpdateWorkflow.detailRoute,
    create: '/submit-stock-update',
    edit: '/edit-stock-request/:id',
  },
  declaration: () => import('./declaration.tsx'),
});
