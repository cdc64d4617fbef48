import { describe, expect, it } from 'vitest';
import { RECONCILIATION_TERMS } from '../../../schemas/reports/answers.ts';
import { UnsafeIntegerError } from '../../../server/db/client.ts';
import { perImporterProduct } from '../../../server/domain/reports/reconciliation.ts';

// Stock Reconciliation sums its inventories per importer and product as it reads them, in the report's
// order (reconciliation.ts). The API suite checks the sums on real figures; this, the groups' edges:
// the next importer's inventory of the same product, and every figure of every side summed.
const KEYS = ['opening', ...RECONCILIATION_TERMS, 'closing'].flatMap((figure) =>
  ['Ledger', 'Records', 'Summaries'].map((side) => `${figure}${side}`),
);
const inventory = (inventoryId: number, importerId: number, productId: number, hasBreaks = false) => ({
  inventoryId,
  storageTankNumber: `T-${inventoryId}`,
  importerId,
  importer: `Importer ${importerId}`,
  productId,
  product: `Product ${productId}`,
  hasBreaks,
  // Every figure of an inventory: its id times the figure's place, so that each sum tells its parts.
  ...Object.fromEntries(KEYS.map((key, place) => [key, inventoryId * (place + 1)])),
});

describe('the sums of Stock Reconciliation per importer and product', () => {
  const sums = perImporterProduct([
    inventory(1, 10, 2),
    inventory(2, 10, 2, true),
    inventory(3, 10, 3),
    // The same product for the next importer: a sum of its own.
    inventory(4, 11, 3),
  ]);

  it('makes one sum per importer and product, in the rows order', () => {
    expect(sums.map((s) => [s.importerId, s.importer, s.productId, s.product])).toEqual([
      [10, 'Importer 10', 2, 'Product 2'],
      [10, 'Importer 10', 3, 'Product 3'],
      [11, 'Importer 11', 3, 'Product 3'],
    ]);
  });

  it('sums every figure of every side, and is broken where an inventory of it is', () => {
    for (const [sum, ids] of [
      [sums[0], [1, 2]],
      [sums[1], [3]],
      [sums[2], [4]],
    ] as const) {
      const total = ids.reduce((a, b) => a + b, 0);
      expect(Object.fromEntries(KEYS.map((key) => [key, sum[key]]))).toEqual(
        Object.fromEntries(KEYS.map((key, place) => [key, total * (place + 1)])),
      );
    }
    expect(sums.map((s) => s.hasBreaks)).toEqual([true, false, false]);
  });

  it('sums exactly or not at all, as the database client reads numbers', () => {
    const big = { ...inventory(5, 12, 2), closingLedger: 2 ** 52 };
    expect(() => perImporterProduct([big, { ...big, inventoryId: 6 }])).toThrow(UnsafeIntegerError);
  });

  it('has no sum without inventories', () => {
    expect(perImporterProduct([])).toEqual([]);
  });
});
