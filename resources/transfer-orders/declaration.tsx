import {
  type TransferOrderDetail,
  type TransferOrderEditInfo,
  type TransferOrderListItem,
  transferOrderEditSchema,
  transferOrderSchema,
  transferOrderSearchSchema,
} from '../../schemas/transfer-order.ts';
import type { UserEntitiesAnswer } from '../../schemas/user-entities.ts';
import { transferOrderWorkflow } from '../../schemas/workflows/transfer-order.ts';
import { t } from '../../src/i18n/t.ts';
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
import { DeliveryOrdersTable } from './DeliveryOrdersTable.tsx';
import {
  fingerprint,
  newFormValues,
  optionsOf,
  type TransferOrderFormValues,
  type TransferOrderOptions,
  type TransferOrderRequest,
  valuesFromEditInfo,
} from './formValues.ts';
import transferOrders from './index.ts';
import { TransferOrderFields } from './TransferOrderFields.tsx';
import { TransferOrderQuantities } from './TransferOrderQuantities.tsx';

const DELIVERED = transferOrderWorkflow.states.Delivered.code;

/** Transfer orders (spec part 1): everything the kit's list, detail and form pages show of them. */
const declaration: RecordDeclaration<TransferOrderDetail, TransferOrderListItem> = {
  resource: transferOrders,
  texts: {
    list: 'transferOrders.list',
    show: 'transferOrders.show',
    create: 'transferOrders.create',
    edit: 'transferOrders.edit',
    links: { edit: 'fields.edit' },
    dialogTitle: 'transferOrders.dialogTitle',
  },
  list: {
    search: { key: 'transferOrderNumber', label: 'fields.transferOrderNumber' },
    filters: [
      WAITING_FILTER,
      CREATED_RANGE,
      { kind: 'select', key: 'stage', label: 'fields.stage', options: (o) => o.transferOrderFilter?.stages },
      PRODUCT_FILTER,
      IMPORTER_FILTER,
      DISTRIBUTOR_FILTER,
    ],
    searchSchema: transferOrderSearchSchema,
    card: {
      title: (row) => row.transferOrderNumber,
      titleWidth: '11rem',
      status: (row) => row.status?.value,
      fields: [
        {
          label: 'fields.quantity',
          value: (row) => t('common.gal', { quantity: formatNumber(row.quantity) }),
        },
        { label: 'fields.createdDate', value: (row) => formatDate(row.createdDate) },
        { label: 'fields.createdBy', value: (row) => row.createdBy },
        { label: 'fields.product', value: (row) => row.product },
        { label: 'fields.importer', value: (row) => row.importer, wide: true },
        { label: 'fields.distributor', value: (row) => row.distributor, wide: true },
      ],
      // The spec: Delivered cards have a green border.
      highlight: (row) => (row.status?.progress === DELIVERED ? 'success' : undefined),
    },
  },
  show: {
    information: {
      title: 'transferOrders.information',
      fields: [
        { label: 'fields.transferOrderNumber', value: (r) => r.transferOrderNumber },
        { label: 'fields.status', value: (r) => <StatusChip status={r.status?.value} /> },
        { label: 'fields.importer', value: (r) => r.importer?.name },
        { label: 'fields.distributor', value: (r) => r.distributor?.name },
        { label: 'fields.createdDate', value: (r) => formatDateTime(r.createdDate) },
        { label: 'fields.createdBy', value: (r) => r.createdBy },
      ],
    },
    sections: [
      'progress',
      'information',
      TransferOrderQuantities,
      DeliveryOrdersTable,
      'actions',
      'documents',
      'comments',
      'history',
    ],
    flagsOf: (r) => ({ ...r.setting, canAddComment: r.canAddComment }),
    progress: (r) => ({ progress: r.status.progress, status: r.status.value }),
  },
  // The spec: Cancel is irreversible and leads back to the list; Review and Approve reload the order.
  actions: {
    workflow: transferOrderWorkflow,
    ui: {
      Cancel: { after: 'list', confirmLabel: 'transferOrders.cancel', danger: true },
    },
  },
  form: defineForm<
    UserEntitiesAnswer,
    TransferOrderEditInfo,
    TransferOrderOptions,
    TransferOrderFormValues,
    TransferOrderRequest
  >({
    label: 'transferOrders.form',
    schema: { create: transferOrderSchema, edit: transferOrderEditSchema },
    createOptions: optionsOf,
    editOptions: optionsOf,
    createValues: newFormValues,
    editValues: valuesFromEditInfo,
    toPayload: (valid) => valid,
    fingerprint,
    Fields: TransferOrderFields,
    documents: true,
    after: { create: 'list' },
    links: { edit: ['create', 'list'] },
  }),
};

export default declaration;
