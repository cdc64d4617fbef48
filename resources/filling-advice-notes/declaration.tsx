import {
  type FanCreationInfo,
  type FanForEdit,
  type FillingAdviceNoteDetail,
  type FillingAdviceNoteListItem,
  fillingAdviceNoteEditSchema,
  fillingAdviceNoteSchema,
  fillingAdviceNoteSearchSchema,
  issueInputsSchema,
} from '../../schemas/filling-advice-note.ts';
import { fillingAdviceNoteWorkflow } from '../../schemas/workflows/filling-advice-note.ts';
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
import { FanFields } from './FanFields.tsx';
import {
  type FanFormValues,
  type FanOptions,
  type FanRequest,
  fingerprint,
  newFormValues,
  optionsOf,
  valuesFromEditInfo,
} from './formValues.ts';
import { IssueInputs, initialIssueInputs } from './IssueInputs.tsx';
import fillingAdviceNotes from './index.ts';
import { NoteCompartments, NoteDeliveryOrders, pendingIfZero } from './NoteParts.tsx';
import { PrintNote } from './PrintNote.tsx';

const ISSUED = fillingAdviceNoteWorkflow.states.Issued.code;

/** Filling advice notes (spec part 2): everything the kit's list, detail and form pages show of them. */
const declaration: RecordDeclaration<FillingAdviceNoteDetail, FillingAdviceNoteListItem> = {
  resource: fillingAdviceNotes,
  texts: {
    list: 'notes.list',
    show: 'notes.show',
    create: 'notes.create',
    edit: 'notes.edit',
    links: { edit: 'notes.editLink' },
    dialogTitle: 'notes.dialogTitle',
  },
  list: {
    search: { key: 'referenceNumber', label: 'notes.search' },
    filters: [
      WAITING_FILTER,
      CREATED_RANGE,
      {
        kind: 'dateRange',
        from: 'fulfilledFrom',
        to: 'fulfilledTo',
        fromLabel: 'fields.issuedFrom',
        toLabel: 'fields.issuedTo',
      },
      {
        kind: 'select',
        key: 'stage',
        label: 'fields.stage',
        options: (o) => o.fillingAdviceNoteFilter?.stages,
      },
      PRODUCT_FILTER,
      IMPORTER_FILTER,
      DISTRIBUTOR_FILTER,
    ],
    searchSchema: fillingAdviceNoteSearchSchema,
    card: {
      title: (row) => `#${row.id}`,
      status: (row) => row.status,
      fields: [
        { label: 'fields.vehicleNumber', value: (row) => row.vehicleNumber },
        { label: 'fields.cardNumber', value: (row) => pendingIfZero(row.cardNumber) },
        {
          label: 'fields.quantity',
          value: (row) => t('common.gal', { quantity: formatNumber(row.quantity) }),
        },
        { label: 'fields.product', value: (row) => row.product },
        { label: 'fields.createdDate', value: (row) => formatDate(row.createdDate) },
        { label: 'fields.issuedDate', value: (row) => formatDate(row.issuedDate) },
        { label: 'fields.deliveryOrders', value: (row) => row.deliveryOrderNumbers, wide: true },
        { label: 'fields.distributor', value: (row) => row.distributor, wide: true },
      ],
      highlight: (row) => (row.stage === ISSUED ? 'success' : undefined),
    },
  },
  show: {
    information: {
      title: 'notes.information',
      fields: [
        { label: 'fields.vehicleNumber', value: (r) => r.vehicleNumber },
        { label: 'fields.cardNumber', value: (r) => pendingIfZero(r.cardNumber) },
        { label: 'fields.status', value: (r) => <StatusChip status={r.status} /> },
        { label: 'fields.product', value: (r) => r.product?.name },
        { label: 'fields.quantity', value: (r) => t('common.gal', { quantity: formatNumber(r.quantity) }) },
        { label: 'fields.distributor', value: (r) => r.distributor?.name },
        { label: 'fields.createdDate', value: (r) => formatDateTime(r.createdDate) },
        { label: 'fields.createdBy', value: (r) => r.createdBy },
        { label: 'fields.issuedDate', value: (r) => formatDateTime(r.issuedDate) },
        { label: 'fields.issuedBy', value: (r) => r.issuedBy },
      ],
    },
    sections: ['information', NoteCompartments, NoteDeliveryOrders, 'actions', 'comments', 'history'],
    HeadingExtra: PrintNote,
  },
  // Issue asks the card and bay numbers and reloads; Cancel is irreversible and leads back to the list.
  actions: {
    workflow: fillingAdviceNoteWorkflow,
    ui: {
      Issue: {
        label: 'notes.issue',
        Inputs: IssueInputs,
        initialInputs: initialIssueInputs,
        inputsSchema: issueInputsSchema,
      },
      Cancel: { label: 'notes.cancel', after: 'list', confirmLabel: 'notes.cancel', danger: true },
    },
  },
  form: defineForm<FanCreationInfo, FanForEdit, FanOptions, FanFormValues, FanRequest>({
    label: 'notes.form',
    schema: { create: fillingAdviceNoteSchema, edit: fillingAdviceNoteEditSchema },
    createOptions: optionsOf,
    editOptions: optionsOf,
    createValues: newFormValues,
    editValues: valuesFromEditInfo,
    toPayload: (valid) => valid,
    fingerprint,
    Fields: FanFields,
    links: { edit: ['show', 'list'] },
  }),
};

export default declaration;
