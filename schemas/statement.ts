import * as yup from 'yup';
import { type Answer, a, answer } from './answer.ts';
import type { RoleCode } from './codes.ts';
import { msg } from './i18n/msg.ts';
import { recordId } from './numbers.ts';
import { filterDate } from './search.ts';
import { fileSafe } from './text.ts';

// Signed stock statements (issue 19, item 4; DESIGN.md section 8): an importer's inventories as of a
// day, each with its balance, the day's movements and the head of its ledger hash chain, signed by the
// server with Ed25519; the importer's ledger export a verifier recomputes them from; the public key.
// `npm run statement:verify` (server/domain/statements/verify.ts) reads the files these declare.

/** Who downloads statements and exports: an importer's user its own importers, stock control and administrators any. */
export const STATEMENT_READERS: RoleCode[] = ['R100', 'R500', 'R600'];

/** The version of each file's layout, inside it; a verifier refuses a layout it does not know. */
export const STATEMENT_FORMAT = 'ppms-stock-statement/1';
export const LEDGER_EXPORT_FORMAT = 'ppms-ledger-export/1';
export const SIGNATURE_ALGORITHM = 'Ed25519';

/** Where the server publishes its statement public key (PEM), outside the API so any tool can fetch it. */
export const STATEMENT_KEY_PATH = '/.well-known/ppms-statement-key.pem';

/** The hash a chain starts from: the prev_hash of its first row, and the head of an empty chain. */
export const GENESIS_HASH = '0'.repeat(64);

export const STATEMENT_MESSAGES = {
  importerRequired: msg('statement.importerRequired'),
  dateRequired: msg('statement.dateRequired'),
} as const;

/** GET Statement: the importer and the day (yyyy-MM-dd, not in the future, not before the earliest date). */
export const statementQuerySchema = yup.object({
  importerId: recordId('Importer', { required: STATEMENT_MESSAGES.importerRequired }),
  date: filterDate('Date').required(STATEMENT_MESSAGES.dateRequired),
});
export type StatementQuery = yup.InferType<typeof statementQuerySchema>;

/** GET Statement/Ledger: the importer. */
export const ledgerExportQuerySchema = yup.object({
  importerId: recordId('Importer', { required: STATEMENT_MESSAGES.importerRequired }),
});
export type LedgerExportQuery = yup.InferType<typeof ledgerExportQuerySchema>;

/**
 * A row of an inventory's hash chain with every field its hash covers (the database's
 * ledger_movement_hash, server/domain/statements/chain.ts), so that a verifier recomputes it.
 */
export const ledgerRowAnswer = answer({
  id: a.int('The movement'),
  inventoryId: a.int(),
  seq: a.int("Its place in the inventory's chain, from 1, in the order rows were recorded"),
  quantity: a.int('Gallons: positive into the inventory, negative out of it'),
  kind: a.text(
    'shipment, overage, shortage, overnight_difference, loading_difference, transfer_in, transfer_out or sale',
  ),
  effectiveDate: a.day(
    'The day the stock moved: balances as of a day count the rows effective on or before it',
  ),
  recordedAt: a.timestamp(
    'When it was recorded, in UTC to the microsecond (the hash covers the microseconds since 1970)',
  ),
  sourceType: a.text('The kind of record that posted it: StockUpdate, StockTransfer, DeliveryOrder'),
  sourceId: a.int('That record'),
  userId: a.int('Who approved or issued it (none for a system posting)').nullable(),
  prevHash: a.text('The hash of the previous row of the chain (64 zeros for the first)'),
  hash: a.text('SHA-256 (hex) of the fields above joined by |, as ledger_movement_hash computes it'),
});
export type LedgerRow = Answer<typeof ledgerRowAnswer>;

const chainPoint = (description: string) =>
  a.object(
    { seq: a.int('0 when there is no such row'), hash: a.text('64 zeros when there is no such row') },
    description,
  );

export const statementInventoryAnswer = answer({
  inventoryId: a.int(),
  storageTankId: a.int(),
  storageTankNumber: a.text(),
  productId: a.int(),
  productName: a.text(),
  isActive: a.bool(),
  balance: a.int(
    'Gallons at the end of asOf: the sum of its movements effective on or before asOf (the rows up to readAt)',
  ),
  movements: a.list(ledgerRowAnswer, "The day's movements: the rows effective on asOf, in chain order"),
  head: chainPoint(
    'The chain at asOf: its last row (highest seq, up to readAt) effective on or before asOf. Every movement ' +
      'the balance counts is at or before it, so it fixes them all; a row back-dated later moves it.',
  ),
  readAt: chainPoint(
    "The chain's last row when the statement was read: the ledger position of the statement",
  ),
});
export type StatementInventory = Answer<typeof statementInventoryAnswer>;

export const statementBodyAnswer = answer({
  format: a.oneOf([STATEMENT_FORMAT] as const),
  importer: a.object({ id: a.int(), name: a.text() }),
  asOf: a.day('The day the statement is for: balances at its end'),
  generatedAt: a.timestamp('When the ledger was read (the database clock)'),
  keyFingerprint: a.text('SHA-256 (hex) of the signing public key in DER (SubjectPublicKeyInfo)'),
  inventories: a.list(statementInventoryAnswer, 'Every inventory of the importer, active or not, by tank'),
});
export type StatementBody = Answer<typeof statementBodyAnswer>;

/** The statement file: the statement and its signature over the statement's canonical JSON. */
export const signedStatementAnswer = answer({
  statement: statementBodyAnswer,
  signature: a.object({
    algorithm: a.oneOf([SIGNATURE_ALGORITHM] as const),
    value: a.text(
      'Base64 Ed25519 signature of the UTF-8 bytes of the canonical JSON of `statement` (RFC 8785: keys ' +
        'sorted, no spaces)',
    ),
  }),
});
export type SignedStatement = Answer<typeof signedStatementAnswer>;

/** An importer's ledger export: every row of each of its inventories' chains, in chain order. */
export const ledgerExportAnswer = answer({
  format: a.oneOf([LEDGER_EXPORT_FORMAT] as const),
  importer: a.object({ id: a.int(), name: a.text() }),
  generatedAt: a.timestamp('When the ledger was read (the database clock)'),
  inventories: a.list(
    answer({
      inventoryId: a.int(),
      storageTankNumber: a.text(),
      productName: a.text(),
      movements: a.list(ledgerRowAnswer, 'The whole chain, seq 1 first'),
    }),
  ),
});
export type LedgerExport = Answer<typeof ledgerExportAnswer>;

export const statementKeyAnswer = answer({
  algorithm: a.oneOf([SIGNATURE_ALGORITHM] as const),
  publicKey: a.text('The public key, PEM (SubjectPublicKeyInfo)'),
  fingerprint: a.text('SHA-256 (hex) of the public key in DER: compare it with the one you were given'),
  address: a.text('Where the PEM is served, outside the API'),
});
export type StatementKey = Answer<typeof statementKeyAnswer>;

/** 'PPMS Statement - Lone Star Energy 2026-06-30.json'. */
export const statementFileName = (importer: string, date: string) =>
  `PPMS Statement - ${fileSafe(`${importer} ${date}`)}.json`;

/** 'PPMS Ledger - Lone Star Energy 2026-07-01.json' (the day it was read). */
export const ledgerExportFileName = (importer: string, generatedAt: string) =>
  `PPMS Ledger - ${fileSafe(`${importer} ${generatedAt.slice(0, 10)}`)}.json`;
