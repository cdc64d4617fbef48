import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { stockTransferWorkflow } from '../../schemas/workflows/stock-transfer.ts';
import { recordResource } from '../../src/records/recordResource.ts';

/** Stock transfers: the spec's paths; the pages are the record kit's, read from ./declaration.tsx. */
export default recordResource({
  name: 'stock-transfers',
  icon: SwapHorizIcon,
  recordRepresentation: (record) => `Stock transfer #${record.id}`,
  routes: {
    list: '/stock-transfer/list',
    show: stockTransferWorkflow.detailRoute,
    create: '/submit-stock-transfer',
    edit: '/edit-stock-transfer/:id',
  },
  declaration: () => import('./declaration.tsx'),
});
