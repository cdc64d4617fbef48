import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { transferOrderWorkflow } from '../../schemas/workflows/transfer-order.ts';
import { recordResource } from '../../src/records/recordResource.ts';

/** Transfer orders: the spec's paths; the pages are the record kit's, read from ./declaration.tsx. */
export default recordResource({
  name: 'transfer-orders',
  icon: SwapHorizIcon,
  recordRepresentation: (record) => `Transfer order ${record.transferOrderNumber ?? `#${record.id}`}`,
  routes: {
    list: '/transfer-orders/list',
    show: transferOrderWorkflow.detailRoute,
    create: '/create-transfer-order',
    edit: '/edit-transfer-order/:id',
  },
  declaration: () => import('./declaration.tsx'),
});
