import type { RawBuilder } from 'kysely';

// What open records hold back, bring in or commit: each record type's definition gives its rows
// (server/domain/record-types/), and its list hands them here once at start (installRecordTypes). The
// ledger itself knows no record type.

export interface LedgerSources {
  /** Rows (inventory_id, term, quantity, record_label, record_id): term a kinds.ts PendingTerm. */
  pending: readonly RawBuilder<unknown>[];
  /** Rows (importer_id, product_id, quantity): committed of an importer's product beyond any tank. */
  commitments: readonly RawBuilder<unknown>[];
}

let installed: LedgerSources | null = null;

export function setLedgerSources(sources: LedgerSources): void {
  installed = sources;
}

/** The installed sources; reading balances before installRecordTypes() is a programming error. */
export function ledgerSources(): LedgerSources {
  if (!installed)
    throw new Error(
      'The ledger has no record sources: call installRecordTypes() (server/domain/record-types) first.',
    );
  return installed;
}
