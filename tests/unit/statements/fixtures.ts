import crypto from 'node:crypto';
import {
  GENESIS_HASH,
  LEDGER_EXPORT_FORMAT,
  type LedgerExport,
  type LedgerRow,
  type SignedStatement,
  STATEMENT_FORMAT,
  type StatementBody,
} from '../../../schemas/statement.ts';
import { movementHash } from '../../../server/domain/statements/chain.ts';
import { keyFingerprint, readStatementKey } from '../../../server/domain/statements/key.ts';
import { signStatement } from '../../../server/domain/statements/sign.ts';

// A small ledger and its statement, with the figures written out by hand: the importer's two inventories,
// one with a movement back-dated after a later one. The statement is of 2026-01-15.

export const ASOF = '2026-01-15';

/** A new Ed25519 key as the server keeps one. */
export function newKey() {
  const { privateKey } = crypto.generateKeyPairSync('ed25519');
  return readStatementKey(privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(), 'a test key');
}

/** A chain: each row linked to the one before, hashed as the database hashes it (chain.ts); ids from `firstId`. */
export function chain(
  inventoryId: number,
  entries: [quantity: number, effectiveDate: string][],
  firstId: number,
): LedgerRow[] {
  const rows: LedgerRow[] = [];
  for (const [quantity, effectiveDate] of entries) {
    const seq = rows.length + 1;
    const row: LedgerRow = {
      id: firstId + rows.length,
      inventoryId,
      seq,
      quantity,
      kind: quantity > 0 ? 'shipment' : 'shortage',
      effectiveDate,
      recordedAt: `2026-01-2${seq}T08:00:00.00000${seq}Z`,
      sourceType: 'StockUpdate',
      sourceId: seq,
      userId: seq === 2 ? null : 7,
      prevHash: rows.at(-1)?.hash ?? GENESIS_HASH,
      hash: '',
    };
    rows.push({ ...row, hash: movementHash(row) });
  }
  return rows;
}

/** Inventory 11: 1,000 on the 10th, 500 on the 20th, then 200 out back-dated to the 15th. Inventory 12: 300 in and 100 out on the 15th. */
export function ledger(): LedgerExport {
  return {
    format: LEDGER_EXPORT_FORMAT,
    importer: { id: 3, name: 'Harbel Oil' },
    generatedAt: '2026-01-25T12:00:00.000Z',
    inventories: [
      {
        inventoryId: 11,
        storageTankNumber: 'T-9',
        productName: 'PMS',
        movements: chain(
          11,
          [
            [1000, '2026-01-10'],
            [500, '2026-01-20'],
            [-200, '2026-01-15'],
          ],
          100,
        ),
      },
      {
        inventoryId: 12,
        storageTankNumber: 'T-8',
        productName: 'AGO',
        movements: chain(
          12,
          [
            [300, '2026-01-15'],
            [-100, '2026-01-15'],
          ],
          103,
        ),
      },
    ],
  };
}

/** The statement of `ledger` as of ASOF, with its figures written out, signed by `key`. */
export function statementOf(
  exported: LedgerExport,
  key: ReturnType<typeof newKey>,
  change?: (s: StatementBody) => void,
) {
  const [a, b] = exported.inventories.map((inventory) => inventory.movements);
  const point = (row: LedgerRow) => ({ seq: row.seq, hash: row.hash });
  const body: StatementBody = {
    format: STATEMENT_FORMAT,
    importer: { id: 3, name: 'Harbel Oil' },
    asOf: ASOF,
    generatedAt: '2026-01-24T09:30:00.000Z',
    keyFingerprint: keyFingerprint(key.publicKey),
    inventories: [
      {
        inventoryId: 11,
        storageTankId: 9,
        storageTankNumber: 'T-9',
        productId: 1,
        productName: 'PMS',
        isActive: true,
        balance: 800,
        movements: [a[2]],
        head: point(a[2]),
        readAt: point(a[2]),
      },
      {
        inventoryId: 12,
        storageTankId: 8,
        storageTankNumber: 'T-8',
        productId: 2,
        productName: 'AGO',
        isActive: true,
        balance: 200,
        movements: [b[0], b[1]],
        head: point(b[1]),
        readAt: point(b[1]),
      },
    ],
  };
  change?.(body);
  return signStatement(body, key);
}

/** A deep copy to change. */
export const copy = <T>(value: T): T => structuredClone(value);

export type { SignedStatement };
