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
    list: 'Stock Transfers',
    show: 'Stock Transfer Detail',
    create: 'Submit Stock Transfer',
    edit: 'Edit Stock Transfer',
    record: 'stock transfer request',
    // The spec's words (part 2, point 2).
    dialogTitle: 'Stock Transfer Request',
  },
  list: {
    search: { key: 'referenceNumber', label: 'Reference Number' },
    filters: [
      WAITING_FILTER,
      CREATED_RANGE,
      { kind: 'select', key: 'stage', label: 'Stage', options: (o) => o.stockTransferFilter?.stages },
      PRODUCT_FILTER,
      IMPORTER_FILTER,
    ],
    searchSchema: stockTransferSearchSchema,
    card: {
      title: (row) => `Transaction #${row.id}`,
      status: (row) => row.status,
      fields: [
        { label: 'Reference Number', value: (row) => row.referenceNumber },
        { label: 'Submitted Date', value: (row) => formatDate(row.submittedDate) },
        { label: 'Quantity', value: (row) => formatGallons(row.quantity) },
        { label: 'Product', value: (row) => row.productName },
        { label: 'Origin', value: (row) => `${row.fromImporter} · ${row.fromInventory}`, wide: true },
        { label: 'Destination', value: (row) => `${row.toImporter} · ${row.toInventory}`, wide: true },
      ],
    },
  },
  show: {
    information: {
      title: 'Transfer Information',
      fields: [
        { label: 'Transaction #', value: (r) => r.id },
        { label: 'Reference Number', value: (r) => r.referenceNumber },
        { label: 'Current Status', value: (r) => <StatusChip status={r.status} /> },
        { label: 'Date', value: (r) => formatDate(r.createdDate) },
        { label: 'Submitted Date', value: (r) => formatDate(r.submittedDate) },
        { label: 'Submitted By', value: (r) => r.submitter },
        { label: 'Quantity', value: (r) => formatGallons(r.quantity) },
        { label: 'Reviewed', value: (r) => formatStep(r.reviewedDate, r.reviewedBy) },
        { label: 'Approved', value: (r) => formatStep(r.approvedDate, r.approvedBy) },
      ],
    },
    sections: ['information', TransferInventories, 'actions', 'documents', 'comments', 'history'],
  },
  // The spec: after Cancel back to the list, after Review or Approve the page reloads.
  actions: {
    workflow: stockTransferWorkflow,
    ui: { Cancel: { after: 'list', confirmLabel: 'Cancel request', danger: true } },
  },
  form: defineForm<
    UserEntitiesAnswer,
    StockTransferEditInfo,
    TransferOptions,
    StockTransferFormValues,
    StockTransferRequest
  >({
    label: 'Stock transfer form',
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
