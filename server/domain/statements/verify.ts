import crypto, { type KeyObject } from 'node:crypto';
import type { ValidationError } from 'yup';
import {
  GENESIS_HASH,
  type LedgerExport,
  type LedgerRow,
  ledgerExportAnswer,
  type SignedStatement,
  type StatementBody,
  type StatementInventory,
  signedStatementAnswer,
} from '../../../schemas/statement.ts';
import { canonicalJson, signedBytes } from './canonical.ts';
import { epochMicros, isUtcTimestamp, movementHash } from './chain.ts';
import { keyFingerprint } from './key.ts';

// Verifies a signed stock statement offline (`npm run statement:verify`, and the browser test): no
// database, no server. Trust comes only from the public key the caller gives: a key carried in the
// file would prove nothing (whoever changed the file would change the key too). With the importer's
// ledger export it also recomputes every chain and checks that each balance, the day's movements and
// each head follow from it (the definitions are those of schemas/statement.ts).

export interface StatementVerification {
  ok: boolean;
  /** What was verified, for the reader. */
  report: string[];
  /** Why it does not verify (empty when ok). */
  problems: string[];
  /** Facts worth knowing that do not make it fail (movements back-dated after the statement). */
  notes: string[];
}

/** Problems listed per chain before the rest are counted, so one broken chain does not flood the output. */
const LISTED = 5;

const gallons = (n: number) => `${n.toLocaleString('en-US')} gallons`;
const tankOf = (inventory: { inventoryId: number; storageTankNumber: string; productName: string }) =>
  `Tank ${inventory.storageTankNumber} (${inventory.productName}, inventory ${inventory.inventoryId})`;

/** The value if it has the declared shape (strictly: no coercion), else the first reason it has not. */
function shaped<T>(schema: { validateSync(value: unknown, options: object): T }, value: unknown): T | string {
  try {
    return schema.validateSync(value, { strict: true, abortEarly: true });
  } catch (error) {
    return (error as ValidationError).message;
  }
}

/** A strict base64 Ed25519 signature (64 bytes), or null. */
function signatureBytes(value: string): Buffer | null {
  const bytes = Buffer.from(value, 'base64');
  return bytes.length === 64 && bytes.toString('base64') === value ? bytes : null;
}

/** The signature and the statement's own consistency. */
function checkSignature(file: SignedStatement, trustedKey: KeyObject, result: StatementVerification) {
  const { statement, signature } = file;
  const trusted = keyFingerprint(trustedKey);
  if (statement.keyFingerprint !== trusted) {
    result.problems.push(
      `The statement names the signing key ${statement.keyFingerprint}, not the trusted key ${trusted}.`,
    );
  }
  const bytes = signatureBytes(signature.value);
  if (!bytes) {
    result.problems.push('The signature is not 64 bytes of base64: it was changed.');
  } else if (!crypto.verify(null, signedBytes(statement), trustedKey, bytes)) {
    result.problems.push(
      'The signature does not match the statement under the trusted key: the statement was changed after it ' +
        'was signed, or another key signed it.',
    );
  } else {
    result.report.push(`Signature: valid ${signature.algorithm} signature by the trusted key ${trusted}.`);
  }
  // What a statement says of itself must hold together (the server never signs one that does not).
  for (const inventory of statement.inventories) {
    const { head, readAt } = inventory;
    const tank = tankOf(inventory);
    for (const m of inventory.movements) {
      if (m.effectiveDate !== statement.asOf || m.inventoryId !== inventory.inventoryId) {
        result.problems.push(`${tank}: movement ${m.id} is not one of its movements of ${statement.asOf}.`);
      } else if (m.seq > head.seq) {
        result.problems.push(`${tank}: movement ${m.id} (#${m.seq}) comes after its head #${head.seq}.`);
      }
    }
    if (head.seq > readAt.seq) {
      result.problems.push(`${tank}: its head #${head.seq} is after its position #${readAt.seq}.`);
    }
  }
}

/** Each row's hash and link recomputed, and seq counting from 1: the chain's problems. */
function chainProblems(chain: LedgerExport['inventories'][number]): string[] {
  const problems: string[] = [];
  let previous = GENESIS_HASH;
  chain.movements.forEach((row, index) => {
    const at = `${tankOf(chain)}, row ${index + 1} (movement ${row.id})`;
    if (row.inventoryId !== chain.inventoryId)
      problems.push(`${at}: it belongs to inventory ${row.inventoryId}.`);
    if (row.seq !== index + 1) {
      problems.push(`${at}: its place is #${row.seq}, not #${index + 1}: a row is missing or out of order.`);
    }
    if (row.prevHash !== previous) problems.push(`${at}: its link does not match the previous row's hash.`);
    if (!isUtcTimestamp(row.recordedAt)) {
      problems.push(`${at}: its recorded time "${row.recordedAt}" is not a UTC timestamp: it was changed.`);
    } else if (movementHash(row) !== row.hash) {
      problems.push(`${at}: its fields do not give its hash: it was changed.`);
    }
    previous = row.hash;
  });
  return problems.length > LISTED
    ? [...problems.slice(0, LISTED), `${tankOf(chain)}: ${problems.length - LISTED} more problem(s).`]
    : problems;
}

/** One inventory of the statement against its chain in the export. */
function checkInventory(
  statement: StatementBody,
  inventory: StatementInventory,
  rows: LedgerRow[],
  result: StatementVerification,
) {
  const tank = tankOf(inventory);
  const { asOf } = statement;
  const { readAt, head } = inventory;
  const problems: string[] = [];
  if (readAt.seq > 0) {
    const position = rows.find((row) => row.seq === readAt.seq);
    if (!position) {
      problems.push(`the export ends before the statement's position #${readAt.seq}.`);
    } else if (position.hash !== readAt.hash) {
      problems.push(
        `row #${readAt.seq} of the export is not the one the statement was read at: the chain was rewritten.`,
      );
    }
  }
  const covered = rows.filter((row) => row.seq <= readAt.seq);
  const counted = covered.filter((row) => row.effectiveDate <= asOf);
  const balance = counted.reduce((sum, row) => sum + row.quantity, 0);
  if (balance !== inventory.balance) {
    problems.push(
      `its balance is ${gallons(inventory.balance)}, but the export's movements give ${gallons(balance)}.`,
    );
  }
  const last = counted.at(-1);
  const expectedHead = { seq: last?.seq ?? 0, hash: last?.hash ?? GENESIS_HASH };
  if (expectedHead.seq !== head.seq || expectedHead.hash !== head.hash) {
    problems.push(
      `its head is #${head.seq} ${head.hash}, but the export gives #${expectedHead.seq} ${expectedHead.hash}.`,
    );
  }
  const day = covered.filter((row) => row.effectiveDate === asOf);
  if (canonicalJson(day) !== canonicalJson(inventory.movements)) {
    problems.push(
      `its ${inventory.movements.length} movement(s) of ${asOf} are not the export's ${day.length} movement(s) of that day.`,
    );
  }
  result.problems.push(...problems.map((problem) => `${tank}: ${problem}`));
  const later = rows.filter((row) => row.seq > readAt.seq && row.effectiveDate <= asOf);
  if (later.length) {
    const now = later.reduce((sum, row) => sum + row.quantity, balance);
    result.notes.push(
      `${tank}: ${later.length} movement(s) effective on or before ${asOf} were recorded after the statement ` +
        `(corrections back-dated since): as the export stands, the balance of ${asOf} is ${gallons(now)}.`,
    );
  }
}

/** The statement against the importer's ledger export. */
function checkLedger(statement: StatementBody, ledger: LedgerExport, result: StatementVerification) {
  if (ledger.importer.id !== statement.importer.id) {
    result.problems.push(
      `The ledger export is of importer ${ledger.importer.id} (${ledger.importer.name}), not of importer ${statement.importer.id}.`,
    );
    return;
  }
  const before = result.problems.length;
  for (const chain of ledger.inventories) result.problems.push(...chainProblems(chain));
  const chains = new Map(ledger.inventories.map((chain) => [chain.inventoryId, chain.movements]));
  for (const inventory of statement.inventories) {
    checkInventory(statement, inventory, chains.get(inventory.inventoryId) ?? [], result);
  }
  const listed = new Set(statement.inventories.map((inventory) => inventory.inventoryId));
  // A statement that lists no inventory of a chain was read before the chain's first row, or it left
  // the inventory out (a statement whose time is not a timestamp is taken as read after every row).
  const readAt = isUtcTimestamp(statement.generatedAt) ? epochMicros(statement.generatedAt) : null;
  for (const chain of ledger.inventories) {
    const before = (row: LedgerRow) =>
      readAt === null || !isUtcTimestamp(row.recordedAt) || epochMicros(row.recordedAt) <= readAt;
    if (!listed.has(chain.inventoryId) && chain.movements.some(before)) {
      result.problems.push(
        `${tankOf(chain)} had movements when the statement was read, but the statement leaves it out.`,
      );
    }
  }
  if (result.problems.length === before) {
    const rows = ledger.inventories.reduce((sum, chain) => sum + chain.movements.length, 0);
    result.report.push(
      `Ledger export read ${ledger.generatedAt}: ${rows} movement(s) in ${ledger.inventories.length} chain(s), ` +
        "every hash and link recomputed; every balance, the day's movements and every head follow from it.",
    );
  }
}

/**
 * Verifies a statement file (parsed JSON) with the trusted public key, and against the importer's
 * ledger export (parsed JSON) when one is given.
 */
export function verifyStatement(
  file: unknown,
  trustedKey: KeyObject,
  ledger?: unknown,
): StatementVerification {
  const result: StatementVerification = { ok: false, report: [], problems: [], notes: [] };
  const shape = shaped(signedStatementAnswer, file);
  if (typeof shape === 'string') {
    result.problems.push(`The file is not a PPMS stock statement: ${shape}`);
    return result;
  }
  // The file as it was read (the signature covers it), not a copy the schema made.
  const signed = file as SignedStatement;
  const { statement } = signed;
  result.report.push(
    `Statement of ${statement.importer.name} (importer ${statement.importer.id}) as of ${statement.asOf}, ` +
      `read from the ledger ${statement.generatedAt}:`,
    ...statement.inventories.map(
      (inventory) =>
        `  ${tankOf(inventory)}: ${gallons(inventory.balance)}, ${inventory.movements.length} movement(s) that ` +
        `day, head #${inventory.head.seq} ${inventory.head.hash}, read at #${inventory.readAt.seq}`,
    ),
  );
  checkSignature(signed, trustedKey, result);
  if (ledger !== undefined) {
    const exported = shaped(ledgerExportAnswer, ledger);
    if (typeof exported === 'string')
      result.problems.push(`The ledger file is not a PPMS ledger export: ${exported}`);
    else checkLedger(statement, ledger as LedgerExport, result);
  }
  result.ok = result.problems.length === 0;
  return result;
}
