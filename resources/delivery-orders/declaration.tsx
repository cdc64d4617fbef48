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
import { t } from '../../src/i18n/t.ts';
import { term } from '../../src/i18n/terms.ts';
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
  priority == null
    ? null
    : term(DELIVERY_ORDER_PRIORITIES[priority as keyof typeof DELIVERY_ORDER_PRIORITIES]);

/** Delivery orders (spec part 2): everything the kit's list, detail and form pages show of them. */
const declaration: RecordDeclaration<DeliveryOrderDetail, DeliveryOrderListItem> = {
  resource: deliveryOrders,
  texts: {
    list: 'deliveryOrders.list',
    show: 'deliveryOrders.show',
    create: 'deliveryOrders.create',
    edit: 'deliveryOrders.edit',
    links: { edit: 'fields.edit' },
    dialogTitle: 'deliveryOrders.dialogTitle',
  },
  list: {
    search: { key: 'deliveryOrderNumber', label: 'fields.deliveryOrderNumber' },
    filters: [
      WAITING_FILTER,
      CREATED_RANGE,
      {
        kind: 'dateRange',
        from: 'fulfilledFrom',
        to: 'fulfilledTo',
        fromLabel: 'fields.fulfilledFrom',
        toLabel: 'fields.fulfilledTo',
      },
      { kind: 'select', key: 'stage', label: 'fields.stage', options: (o) => o.deliveryOrderFilter?.stages },
      {
        kind: 'select',
        key: 'priority',
        label: 'fields.priority',
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
        {
          label: 'fields.quantity',
          value: (row) => t('common.gal', { quantity: formatNumber(row.quantity) }),
        },
        { label: 'fields.submittedDate', value: (row) => formatDate(row.submittedDate) },
        { label: 'fields.priority', value: (row) => priorityName(row.priority) },
        { label: 'fields.product', value: (row) => row.product },
        { label: 'fields.transferOrders', value: (row) => row.transferOrderNumbers?.join(', '), wide: true },
        { label: 'fields.importer', value: (row) => row.importer, wide: true },
        { label: 'fields.distributor', value: (row) => row.distributor, wide: true },
      ],
      highlight: (row) =>
        row.status?.progress === FULFILLED && row.status.value !== 'Cancelled' ? 'success' : undefined,
    },
  },
  show: {
    information: {
      title: 'deliveryOrders.information',
      fields: [
        { label: 'fields.deliveryOrderNumber', value: (r) => r.deliveryOrderNumber },
        { label: 'fields.status', value: (r) => <StatusChip status={r.status?.value} /> },
        { label: 'fields.priority', value: (r) => priorityName(r.priority) },
        { label: 'fields.product', value: (r) => r.product?.name },
        { label: 'fields.quantity', value: (r) => t('common.gal', { quantity: formatNumber(r.quantity) }) },
        { label: 'fields.importer', value: (r) => r.importer?.name },
        { label: 'fields.distributor', value: (r) => r.distributor?.name },
        { label: 'fields.submittedDate', value: (r) => formatDateTime(r.submittedDate) },
        { label: 'fields.submittedBy', value: (r) => r.submittedBy },
        { label: 'fields.reviewedDate', value: (r) => formatDateTime(r.reviewedDate) },
        { label: 'fields.reviewedBy', value: (r) => r.reviewedBy },
        { label: 'fields.approvedDate', value: (r) => formatDateTime(r.approvedDate) },
        { label: 'fields.approvedBy', value: (r) => r.approvedBy },
        { label: 'fields.fulfilledDate', value: (r) => formatDateTime(r.fulfilledDate) },
        { label: 'fields.fulfilledBy', value: (r) => r.fulfilledBy },
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
      Cancel: { after: 'list', confirmLabel: 'deliveryOrders.cancel', danger: true },
    },
  },
  form: defineForm<
    DeliveryOrderCreationInfo,
    DeliveryOrderEditInfo,
    DeliveryOrderOptions,
    DeliveryOrderFormValues,
    DeliveryOrderRequest
  >({
    label: 'deliveryOrders.form',
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
