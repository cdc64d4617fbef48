import { deliveryOrderType } from '../delivery-orders/definition.ts';
import { fillingAdviceNoteType } from '../filling-advice-notes/definition.ts';
import { setLedgerSources } from '../ledger/sources.ts';
import { stockTransferType } from '../stock-transfers/definition.ts';
import { stockUpdateType } from '../stock-updates/definition.ts';
import { transferOrderType } from '../transfer-orders/definition.ts';
import type { DefinedRecordType } from './define.ts';

// Every record type of the server, in one place (each declared in its folder's definition.ts). Comments,
// documents, the ledger's pending totals and commitments and the reports' record sources read this list.

export const RECORD_TYPES: readonly DefinedRecordType[] = [
  stockUpdateType,
  stockTransferType,
  transferOrderType,
  deliveryOrderType,
  fillingAdviceNoteType,
];

export const recordTypeByDocumentType = (code: number) => RECORD_TYPES.find((t) => t.documentType === code);

/** The document type codes of the record types that carry documents. */
export const documentTypes = () =>
  RECORD_TYPES.flatMap((t) => (t.documentType === undefined ? [] : [t.documentType]));

/** Every record type's rows of what its records post or would post (reports/sources.ts). */
export const recordSources = () => RECORD_TYPES.flatMap((t) => (t.records ? [t.records] : []));

/**
 * Hands the ledger the record types' pending and commitment rows. The ledger imports no record type:
 * every entry point that reads balances (the app, the database preparation and its seed, the tools)
 * calls this once first; the ledger refuses to answer before.
 */
export function installRecordTypes(): void {
  setLedgerSources({
    pending: RECORD_TYPES.flatMap((t) => t.pending ?? []),
    commitments: RECORD_TYPES.flatMap((t) => t.commitments ?? []),
  });
}
