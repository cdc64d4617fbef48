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
    list: 'Stock Updates',
    show: 'Stock Update Detail',
    create: 'Submit Stock Update',
    edit: 'Edit Stock Update',
    links: { edit: 'Edit' },
    record: 'stock update request',
    dialogTitle: 'Stock Update Request',
  },
  list: {
    search: { key: 'referenceNumber', label: 'Reference Number' },
    filters: [
      WAITING_FILTER,
      CREATED_RANGE,
      { kind: 'select', key: 'stage', label: 'Stage', options: (o) => o.stockUpdateFilter?.stages },
      {
        kind: 'select',
        key: 'requestType',
        label: 'Request Type',
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
        { label: 'Created Date', value: (row) => formatDate(row.createdDate) },
        { label: 'Type', value: (row) => row.stockUpdateTypeName, wide: true },
        { label: 'Quantity', value: (row) => formatGallons(row.quantity) },
        { label: 'Product(s)', value: (row) => row.productNames },
        { label: 'Importer', value: (row) => row.importer, wide: true },
        { label: 'Reference Number', value: (row) => row.referenceNumber },
        { label: 'Submitted By', value: (row) => row.submittedBy },
      ],
    },
  },
  show: {
    information: {
      title: 'Request Information',
      fields: [
        { label: 'Request #', value: (r) => r.id },
        { label: 'Reference Number', value: (r) => r.referenceNumber },
        { label: 'Current Status', value: (r) => <StatusChip status={r.status} /> },
        { label: 'Update Type', value: (r) => r.stockUpdateTypeName },
        { label: 'Importer', value: (r) => r.importer?.name },
        { label: 'Date', value: (r) => formatDate(r.createdDate) },
        { label: 'Quantity', value: (r) => formatGallons(r.quantity) },
        { label: 'Submitted', value: (r) => formatStep(r.submittedDate, r.submitter) },
        { label: 'Reviewed', value: (r) => formatStep(r.reviewedDate, r.reviewedBy) },
        { label: 'Approved', value: (r) => formatStep(r.approvedDate, r.approvedBy) },
      ],
    },
    sections: ['information', StockUpdateInventoryTable, 'actions', 'documents', 'comments', 'history'],
  },
  // The spec: after Cancel or Review back to the list, after Approve the page reloads.
  actions: {
    workflow: stockUpdateWorkflow,
    ui: {
      Review: { after: 'list' },
      Cancel: { after: 'list', confirmLabel: 'Cancel request', danger: true },
    },
  },
  form: defineForm<
    UserEntitiesAnswer,
    StockUpdateEditInfo,
    readonly ImporterOption[],
    StockUpdateFormValues,
    StockUpdateRequest
  >({
    label: 'Stock update form',
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
