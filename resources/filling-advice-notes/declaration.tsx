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
    list: 'Filling Advice Notes',
    show: 'Filling Advice Note Detail',
    create: 'Create Filling Advice Note',
    edit: 'Edit Filling Advice Note',
    links: { edit: 'Edit FAN' },
    record: 'filling advice note',
    dialogTitle: 'Filling Advice Note',
  },
  list: {
    search: { key: 'referenceNumber', label: 'Vehicle or Card Number' },
    filters: [
      WAITING_FILTER,
      CREATED_RANGE,
      {
        kind: 'dateRange',
        from: 'fulfilledFrom',
        to: 'fulfilledTo',
        fromLabel: 'Issued From',
        toLabel: 'Issued To',
      },
      { kind: 'select', key: 'stage', label: 'Stage', options: (o) => o.fillingAdviceNoteFilter?.stages },
      PRODUCT_FILTER,
      IMPORTER_FILTER,
      DISTRIBUTOR_FILTER,
    ],
    searchSchema: fillingAdviceNoteSearchSchema,
    card: {
      title: (row) => `#${row.id}`,
      status: (row) => row.status,
      fields: [
        { label: 'Vehicle Number', value: (row) => row.vehicleNumber },
        { label: 'Card Number', value: (row) => pendingIfZero(row.cardNumber) },
        { label: 'Quantity', value: (row) => `${formatNumber(row.quantity)} Gal.` },
        { label: 'Product', value: (row) => row.product },
        { label: 'Created Date', value: (row) => formatDate(row.createdDate) },
        { label: 'Issued Date', value: (row) => formatDate(row.issuedDate) },
        { label: 'Delivery Orders', value: (row) => row.deliveryOrderNumbers, wide: true },
        { label: 'Distributor', value: (row) => row.distributor, wide: true },
      ],
      highlight: (row) => (row.stage === ISSUED ? 'success' : undefined),
    },
  },
  show: {
    information: {
      title: 'Note Information',
      fields: [
        { label: 'Vehicle Number', value: (r) => r.vehicleNumber },
        { label: 'Card Number', value: (r) => pendingIfZero(r.cardNumber) },
        { label: 'Status', value: (r) => <StatusChip status={r.status} /> },
        { label: 'Product', value: (r) => r.product?.name },
        { label: 'Quantity', value: (r) => `${formatNumber(r.quantity)} Gal.` },
        { label: 'Distributor', value: (r) => r.distributor?.name },
        { label: 'Created Date', value: (r) => formatDateTime(r.createdDate) },
        { label: 'Created By', value: (r) => r.createdBy },
        { label: 'Issued Date', value: (r) => formatDateTime(r.issuedDate) },
        { label: 'Issued By', value: (r) => r.issuedBy },
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
        label: 'Issue FAN',
        Inputs: IssueInputs,
        initialInputs: initialIssueInputs,
        inputsSchema: issueInputsSchema,
      },
      Cancel: { label: 'Cancel FAN', after: 'list', confirmLabel: 'Cancel FAN', danger: true },
    },
  },
  form: defineForm<FanCreationInfo, FanForEdit, FanOptions, FanFormValues, FanRequest>({
    label: 'Filling advice note form',
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
