import { DELIVERY_ORDER_PRIORITIES } from '../../schemas/codes.ts';
import {
  type DeliveryOrderCreationInfo,
  type DeliveryOrderDetail,
  type DeliveryOrderEditInfo,
  type DeliveryOrderListItem,
  deliveryOrderApprovalSchema,
  deliveryOrderEditSchema,
  deliveryOrderSchema,
  deliveryOrderSearchSchema,
} from '../../schemas/delivery-order.ts';
import { deliveryOrderWorkflow } from '../../schemas/workflows/delivery-order.ts';
import {
  CREATED_RANGE,
  DISTRIBUTOR_FILTER,
  IMPORTER_FILTER,
  PRODUCT_FILTER,
  WAITING_FILTER,
} from '../../src/records/list/filters.ts';
import { StatusChip } from '../../src/records/StatusChip.tsx';
import { defineForm, type RecordDeclaration } from '../../src/records/types.ts';
import { formatDate, formatDateTime } from '../../src/widgets/format/formatDate.ts';
import { formatNumber } from '../../src/widgets/format/formatNumber.ts';
import { DeliveryOrderFields } from './DeliveryOrderFields.tsx';
import { DeliveryOrderLines } from './DeliveryOrderLines.tsx';
import { FillingAdviceNoteBlock } from './FillingAdviceNoteBlock.tsx';
import {
  type DeliveryOrderFormValues,
  type DeliveryOrderOptions,
  type DeliveryOrderRequest,
  fingerprint,
  newFormValues,
  optionsOf,
  toPayload,
  valuesFromEditInfo,
} from './formValues.ts';
import deliveryOrders from './index.ts';
import { PriorityInput } from './PriorityInput.tsx';

const FULFILLED = deliveryOrderWorkflow.states.Fulfilled.code;
const MEDIUM = 1;

const priorityName = (priority: number | null | undefined) =>
  priority == null ? null : DELIVERY_ORDER_PRIORITIES[priority as keyof typeof DELIVERY_ORDER_PRIORITIES];

/** Delivery orders (spec part 2): everything the kit's list, detail and form pages show of them. */
const declaration: RecordDeclaration<DeliveryOrderDetail, DeliveryOrderListItem> = {
  resource: deliveryOrders,
  texts: {
    list: 'Delivery Orders',
    show: 'Delivery Order Detail',
    create: 'Create Delivery Order',
    edit: 'Edit Delivery Order',
    links: { edit: 'Edit' },
    record: 'delivery order',
    dialogTitle: 'Delivery Order',
  },
  list: {
    search: { key: 'deliveryOrderNumber', label: 'Delivery Order Number' },
    filters: [
      WAITING_FILTER,
      CREATED_RANGE,
      {
        kind: 'dateRange',
        from: 'fulfilledFrom',
        to: 'fulfilledTo',
        fromLabel: 'Fulfilled From',
        toLabel: 'Fulfilled To',
      },
      { kind: 'select', key: 'stage', label: 'Stage', options: (o) => o.deliveryOrderFilter?.stages },
      {
        kind: 'select',
        key: 'priority',
        label: 'Priority',
        options: (o) => o.deliveryOrderFilter?.priorities,
      },
      PRODUCT_FILTER,
      IMPORTER_FILTER,
      DISTRIBUTOR_FILTER,
    ],
    searchSchema: deliveryOrderSearchSchema,
    card: {
      title: (row) => row.deliveryOrderNumber,
      titleWidth: '11rem',
      status: (row) => row.status?.value,
      fields: [
        { label: 'Quantity', value: (row) => `${formatNumber(row.quantity)} Gal.` },
        { label: 'Submitted Date', value: (row) => formatDate(row.submittedDate) },
        { label: 'Priority', value: (row) => priorityName(row.priority) },
        { label: 'Product', value: (row) => row.product },
        { label: 'Transfer Orders', value: (row) => row.transferOrderNumbers?.join(', '), wide: true },
        { label: 'Importer', value: (row) => row.importer, wide: true },
        { label: 'Distributor', value: (row) => row.distributor, wide: true },
      ],
      highlight: (row) =>
        row.status?.progress === FULFILLED && row.status.value !== 'Cancelled' ? 'success' : undefined,
    },
  },
  show: {
    information: {
      title: 'Order Information',
      fields: [
        { label: 'Delivery Order Number', value: (r) => r.deliveryOrderNumber },
        { label: 'Status', value: (r) => <StatusChip status={r.status?.value} /> },
        { label: 'Priority', value: (r) => priorityName(r.priority) },
        { label: 'Product', value: (r) => r.product?.name },
        { label: 'Quantity', value: (r) => `${formatNumber(r.quantity)} Gal.` },
        { label: 'Importer', value: (r) => r.importer?.name },
        { label: 'Distributor', value: (r) => r.distributor?.name },
        { label: 'Submitted Date', value: (r) => formatDateTime(r.submittedDate) },
        { label: 'Submitted By', value: (r) => r.submittedBy },
        { label: 'Reviewed Date', value: (r) => formatDateTime(r.reviewedDate) },
        { label: 'Reviewed By', value: (r) => r.reviewedBy },
        { label: 'Approved Date', value: (r) => formatDateTime(r.approvedDate) },
        { label: 'Approved By', value: (r) => r.approvedBy },
        { label: 'Fulfilled Date', value: (r) => formatDateTime(r.fulfilledDate) },
        { label: 'Fulfilled By', value: (r) => r.fulfilledBy },
      ],
    },
    sections: [
      'progress',
      'information',
      FillingAdviceNoteBlock,
      DeliveryOrderLines,
      'actions',
      'documents',
      'comments',
      'history',
    ],
    flags: { comment: 'canAddComment' },
    progress: (r) => ({ progress: r.status.progress, status: r.status.value }),
  },
  // The spec: Cancel leads back to the list; Review and Approve reload. The priority is chosen on approval.
  actions: {
    workflow: deliveryOrderWorkflow,
    ui: {
      Approve: {
        Inputs: PriorityInput,
        initialInputs: (r) => ({ priority: r.priority ?? MEDIUM }),
        inputsSchema: deliveryOrderApprovalSchema,
      },
      Cancel: { after: 'list', confirmLabel: 'Cancel delivery order', danger: true },
    },
  },
  form: defineForm<
    DeliveryOrderCreationInfo,
    DeliveryOrderEditInfo,
    DeliveryOrderOptions,
    DeliveryOrderFormValues,
    DeliveryOrderRequest
  >({
    label: 'Delivery order form',
    schema: { create: deliveryOrderSchema, edit: deliveryOrderEditSchema },
    createOptions: optionsOf,
    editOptions: optionsOf,
    createValues: newFormValues,
    editValues: valuesFromEditInfo,
    context: (options) => ({ transferOrders: options.transferOrders }),
    toPayload,
    fingerprint,
    Fields: DeliveryOrderFields,
    documents: true,
    after: { create: 'list' },
    links: { edit: ['create', 'list'] },
  }),
};

export default declaration;
