import {
  type StockTransferDetail,
  type StockTransferEditInfo,
  type StockTransferListItem,
  stockTransferEditSchema,
  stockTransferSchema,
  stockTransferSearchSchema,
} from '../../schemas/stock-transfer.ts';
import type { UserEntitiesAnswer } from '../../schemas/user-entities.ts';
import { stockTransferWorkflow } from '../../schemas/workflows/stock-transfer.ts';
import { t } from '../../src/i18n/t.ts';
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
  newFormValues,
  type StockTransferFormValues,
  type StockTransferRequest,
  type TransferOptions,
  toRequest,
  transferContext,
  transferOptions,
  valuesFromEditInfo,
} from './formValues.ts';
import stockTransfers from './index.ts';
import { StockTransferFields } from './StockTransferFields.tsx';
import { TransferInventories } from './TransferInventories.tsx';

/** Stock transfers (spec part 2): everything the kit's list, detail and form pages show of them. */
const declaration: RecordDeclaration<StockTransferDetail, StockTransferListItem> = {
  resource: stockTransfers,
  texts: {
    list: 'stockTransfers.list',
    show: 'stockTransfers.show',
    create: 'stockTransfers.create',
    edit: 'stockTransfers.edit',
    // The spec's words (part 2, point 2).
    dialogTitle: 'stockTransfers.dialogTitle',
  },
  list: {
    search: { key: 'referenceNumber', label: 'fields.referenceNumber' },
    filters: [
      WAITING_FILTER,
      CREATED_RANGE,
      { kind: 'select', key: 'stage', label: 'fields.stage', options: (o) => o.stockTransferFilter?.stages },
      PRODUCT_FILTER,
      IMPORTER_FILTER,
    ],
    searchSchema: stockTransferSearchSchema,
    card: {
      title: (row) => t('stockTransfers.card', { id: row.id }),
      status: (row) => row.status,
      fields: [
        { label: 'fields.referenceNumber', value: (row) => row.referenceNumber },
        { label: 'fields.submittedDate', value: (row) => formatDate(row.submittedDate) },
        { label: 'fields.quantity', value: (row) => formatGallons(row.quantity) },
        { label: 'fields.product', value: (row) => row.productName },
        { label: 'fields.origin', value: (row) => `${row.fromImporter} · ${row.fromInventory}`, wide: true },
        { label: 'fields.destination', value: (row) => `${row.toImporter} · ${row.toInventory}`, wide: true },
      ],
    },
  },
  show: {
    information: {
      title: 'stockTransfers.information',
      fields: [
        { label: 'stockTransfers.transaction', value: (r) => r.id },
        { label: 'fields.referenceNumber', value: (r) => r.referenceNumber },
        { label: 'fields.currentStatus', value: (r) => <StatusChip status={r.status} /> },
        { label: 'fields.date', value: (r) => formatDate(r.createdDate) },
        { label: 'fields.submittedDate', value: (r) => formatDate(r.submittedDate) },
        { label: 'fields.submittedBy', value: (r) => r.submitter },
        { label: 'fields.quantity', value: (r) => formatGallons(r.quantity) },
        { label: 'fields.reviewed', value: (r) => formatStep(r.reviewedDate, r.reviewedBy) },
        { label: 'fields.approved', value: (r) => formatStep(r.approvedDate, r.approvedBy) },
      ],
    },
    sections: ['information', TransferInventories, 'actions', 'documents', 'comments', 'history'],
  },
  // The spec: after Cancel back to the list, after Review or Approve the page reloads.
  actions: {
    workflow: stockTransferWorkflow,
    ui: { Cancel: { after: 'list', confirmLabel: 'stockTransfers.cancel', danger: true } },
  },
  form: defineForm<
    UserEntitiesAnswer,
    StockTransferEditInfo,
    TransferOptions,
    StockTransferFormValues,
    StockTransferRequest
  >({
    label: 'stockTransfers.form',
    schema: { create: stockTransferSchema, edit: stockTransferEditSchema },
    context: transferContext,
    createOptions: (entities) => transferOptions(entities.importers),
    editOptions: (info) => transferOptions(info.importers),
    createValues: newFormValues,
    editValues: valuesFromEditInfo,
    toPayload: toRequest,
    fingerprint,
    Fields: StockTransferFields,
    documents: true,
  }),
};

export default declaration;
