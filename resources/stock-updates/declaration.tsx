import {
  type StockUpdateDetail,
  type StockUpdateEditInfo,
  type StockUpdateListItem,
  stockUpdateEditSchema,
  stockUpdateSchema,
  stockUpdateSearchSchema,
} from '../../schemas/stock-update.ts';
import type { UserEntitiesAnswer } from '../../schemas/user-entities.ts';
import { stockUpdateWorkflow } from '../../schemas/workflows/stock-update.ts';
import { term } from '../../src/i18n/terms.ts';
import {
  CREATED_RANGE,
  IMPORTER_FILTER,
  PRODUCT_FILTER,
  WAITING_FILTER,
} from '../../src/records/list/filters.ts';
import { StatusChip } from '../../src/records/StatusChip.tsx';
import { defineForm, type RecordDeclaration } from '../../src/records/types.ts';
import { formatDate, formatStep } from '../../src/widgets/format/formatDate.ts';
import { formatGallons } from '../../src/widgets/format/formatNumber.ts';
import {
  fingerprint,
  type ImporterOption,
  newFormValues,
  type StockUpdateFormValues,
  type StockUpdateRequest,
  toRequest,
  valuesFromEditInfo,
} from './formValues.ts';
import stockUpdates from './index.ts';
import { StockUpdateFields } from './StockUpdateFields.tsx';
import { StockUpdateInventoryTable } from './StockUpdateInventoryTable.tsx';

/** Stock update requests (spec part 1): everything the kit's list, detail and form pages show of them. */
const declaration: RecordDeclaration<StockUpdateDetail, StockUpdateListItem> = {
  resource: stockUpdates,
  texts: {
    list: 'stockUpdates.list',
    show: 'stockUpdates.show',
    create: 'stockUpdates.create',
    edit: 'stockUpdates.edit',
    links: { edit: 'fields.edit' },
    dialogTitle: 'stockUpdates.dialogTitle',
  },
  list: {
    search: { key: 'referenceNumber', label: 'fields.referenceNumber' },
    filters: [
      WAITING_FILTER,
      CREATED_RANGE,
      { kind: 'select', key: 'stage', label: 'fields.stage', options: (o) => o.stockUpdateFilter?.stages },
      {
        kind: 'select',
        key: 'requestType',
        label: 'stockUpdates.requestType',
        options: (o) => o.stockUpdateFilter?.requestTypes,
      },
      PRODUCT_FILTER,
      IMPORTER_FILTER,
    ],
    searchSchema: stockUpdateSearchSchema,
    card: {
      title: (row) => `#${row.id}`,
      status: (row) => row.status,
      fields: [
        { label: 'fields.createdDate', value: (row) => formatDate(row.createdDate) },
        { label: 'fields.type', value: (row) => term(row.stockUpdateTypeName), wide: true },
        { label: 'fields.quantity', value: (row) => formatGallons(row.quantity) },
        { label: 'fields.products', value: (row) => row.productNames },
        { label: 'fields.importer', value: (row) => row.importer, wide: true },
        { label: 'fields.referenceNumber', value: (row) => row.referenceNumber },
        { label: 'fields.submittedBy', value: (row) => row.submittedBy },
      ],
    },
  },
  show: {
    information: {
      title: 'stockUpdates.information',
      fields: [
        { label: 'stockUpdates.requestNumber', value: (r) => r.id },
        { label: 'fields.referenceNumber', value: (r) => r.referenceNumber },
        { label: 'fields.currentStatus', value: (r) => <StatusChip status={r.status} /> },
        { label: 'stockUpdates.updateType', value: (r) => term(r.stockUpdateTypeName) },
        { label: 'fields.importer', value: (r) => r.importer?.name },
        { label: 'fields.date', value: (r) => formatDate(r.createdDate) },
        { label: 'fields.quantity', value: (r) => formatGallons(r.quantity) },
        { label: 'fields.submitted', value: (r) => formatStep(r.submittedDate, r.submitter) },
        { label: 'fields.reviewed', value: (r) => formatStep(r.reviewedDate, r.reviewedBy) },
        { label: 'fields.approved', value: (r) => formatStep(r.approvedDate, r.approvedBy) },
      ],
    },
    sections: ['information', StockUpdateInventoryTable, 'actions', 'documents', 'comments', 'history'],
  },
  // The spec: after Cancel or Review back to the list, after Approve the page reloads.
  actions: {
    workflow: stockUpdateWorkflow,
    ui: {
      Review: { after: 'list' },
      Cancel: { after: 'list', confirmLabel: 'stockUpdates.cancel', danger: true },
    },
  },
  form: defineForm<
    UserEntitiesAnswer,
    StockUpdateEditInfo,
    readonly ImporterOption[],
    StockUpdateFormValues,
    StockUpdateRequest
  >({
    label: 'stockUpdates.form',
    schema: { create: stockUpdateSchema, edit: stockUpdateEditSchema },
    createOptions: (entities) => entities.importers,
    editOptions: (info) => info.importers,
    createValues: newFormValues,
    editValues: valuesFromEditInfo,
    toPayload: toRequest,
    fingerprint,
    Fields: StockUpdateFields,
    documents: true,
  }),
};

export default declaration;
