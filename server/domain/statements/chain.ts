import crypto from 'node:crypto';
import { GENESIS_HASH, type LedgerRow } from '../../../schemas/statement.ts';

// A ledger row's hash, computed here as the database's ledger_movement_hash computes it (migration
// 2026112105_ledger.ts), so that a statement is verified from an export with no database at hand:
// SHA-256, in hex, of the UTF-8 text
//   id|inventory_id|seq|quantity|kind|effective_date (yyyy-MM-dd)|recorded_at (microseconds since
//   1970-01-01 UTC)|source_type|source_id|user_id (or -)|prev_hash
// tests/api/statements/chain.test.ts holds the two to each other on every demo row, on both databases.

export { GENESIS_HASH };

const TIMESTAMP = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?Z$/;

/** An ISO 8601 UTC timestamp with up to 6 fractional digits, of a real time. */
export const isUtcTimestamp = (value: string) => {
  const match = TIMESTAMP.exec(value);
  return !!match && !Number.isNaN(Date.parse(`${match[1]}Z`));
};

/** Microseconds since 1970-01-01 UTC of an ISO 8601 UTC timestamp with up to 6 fractional digits. */
export function epochMicros(timestamp: string): bigint {
  const match = TIMESTAMP.exec(timestamp);
  const seconds = match ? Date.parse(`${match[1]}Z`) : Number.NaN;
  if (!match || Number.isNaN(seconds)) throw new Error(`"${timestamp}" is not a UTC timestamp`);
  return BigInt(seconds) * 1000n + BigInt((match[2] ?? '').padEnd(6, '0'));
}

/** The text a row's hash is taken of. */
export const hashedText = (row: LedgerRow) =>
  [
    row.id,
    row.inventoryId,
    row.seq,
    row.quantity,
    row.kind,
    row.effectiveDate,
    epochMicros(row.recordedAt),
    row.sourceType,
    row.sourceId,
    row.userId ?? '-',
    row.prevHash,
  ].join('|');

/** The hash a row must carry. */
export const movementHash = (row: LedgerRow) =>
  crypto.createHash('sha256').update(hashedText(row), 'utf8').digest('hex');
