import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { deliveryOrderWorkflow } from '../../schemas/workflows/delivery-order.ts';
import { recordResource } from '../../src/records/recordResource.ts';

/** Delivery orders: the spec's paths; the pages are the record kit's, read from ./declaration.tsx. */
export default recordResource({
  name: 'delivery-orders',
  icon: LocalShippingIcon,
  recordRepresentation: (record) => `Delivery order ${record.deliveryOrderNumber ?? `#${record.id}`}`,
  routes: {
    list: '/delivery-orders/list',
    show: deliveryOrderWorkflow.detailRoute,
    create: '/create-delivery-order',
    edit: '/edit-delivery-order/:id',
  },
  declaration: () => import('./declaration.tsx'),
});
