import { describe, expect, it } from 'vitest';
import { UnsafeIntegerError } from '../../../server/db/client.ts';
import { dailyLoadingOf, type OrderRow } from '../../../server/domain/reports/daily-loading.ts';

// Daily Loading Analysis sums its transfer orders per importer-distributor and per importer as it reads
// them, in the report's order (daily-loading.ts). The API suite checks the figures on real orders; this,
// the groups' edges: a distributor that serves the next importer too, and each order under its product.
const order = (
  importerId: number,
  distributorId: number,
  transferOrderId: number,
  productKey: OrderRow['productKey'],
  figures: [number, number, number, number],
): OrderRow => {
  const [opening, transfers, sales, closing] = figures;
  return {
    importerId,
    importer: `Importer ${importerId}`,
    distributorId,
    distributor: `Distributor ${distributorId}`,
    transferOrderId,
    transferOrderNumber: `TO-${transferOrderId}`,
    productKey,
    opening,
    transfers,
    sales,
    closing,
  };
};
const none = { opening: 0, transfers: 0, sales: 0, closing: 0 };

describe('the sums of Daily Loading Analysis', () => {
  const answer = dailyLoadingOf('2026-11-27', [
    order(1, 7, 10, 'pms', [5_000, 0, 2_000, 3_000]),
    order(1, 7, 11, 'ago', [0, 3_000, 0, 3_000]),
    order(1, 8, 12, 'pms', [1_000, 0, 0, 1_000]),
    // Distributor 8 again, for the next importer: a group of its own.
    order(2, 8, 13, 'pms', [0, 4_000, 0, 4_000]),
  ]);

  it('keeps each order under its product, the others at zero', () => {
    expect(answer.transferOrders.map((r) => r.transferOrderId)).toEqual([10, 11, 12, 13]);
    expect(answer.transferOrders[1]).toEqual({
      importerId: 1,
      importer: 'Importer 1',
      distributorId: 7,
      distributor: 'Distributor 7',
      transferOrderId: 11,
      transferOrderNumber: 'TO-11',
      byProduct: { ago: { opening: 0, transfers: 3_000, sales: 0, closing: 3_000 }, pms: none, jet: none },
    });
  });

  it('sums per importer-distributor pair, a pair per importer, naming no order', () => {
    expect(answer.distributors.map((r) => [r.importerId, r.distributorId])).toEqual([
      [1, 7],
      [1, 8],
      [2, 8],
    ]);
    expect(answer.distributors[0]).toMatchObject({
      transferOrderId: null,
      transferOrderNumber: null,
      distributor: 'Distributor 7',
      byProduct: {
        pms: { opening: 5_000, transfers: 0, sales: 2_000, closing: 3_000 },
        ago: { opening: 0, transfers: 3_000, sales: 0, closing: 3_000 },
        jet: none,
      },
    });
    expect(answer.distributors[1].byProduct.pms).toEqual({
      opening: 1_000,
      transfers: 0,
      sales: 0,
      closing: 1_000,
    });
    expect(answer.distributors[2].byProduct.pms).toEqual({
      opening: 0,
      transfers: 4_000,
      sales: 0,
      closing: 4_000,
    });
  });

  it('sums per importer, naming no distributor', () => {
    expect(answer.importers).toEqual([
      {
        importerId: 1,
        importer: 'Importer 1',
        distributorId: null,
        distributor: null,
        transferOrderId: null,
        transferOrderNumber: null,
        byProduct: {
          pms: { opening: 6_000, transfers: 0, sales: 2_000, closing: 4_000 },
          ago: { opening: 0, transfers: 3_000, sales: 0, closing: 3_000 },
          jet: none,
        },
      },
      {
        importerId: 2,
        importer: 'Importer 2',
        distributorId: null,
        distributor: null,
        transferOrderId: null,
        transferOrderNumber: null,
        byProduct: { pms: { opening: 0, transfers: 4_000, sales: 0, closing: 4_000 }, ago: none, jet: none },
      },
    ]);
  });

  it('sums exactly or not at all, as the database client reads numbers', () => {
    const half = 2 ** 52;
    expect(() =>
      dailyLoadingOf('2026-11-27', [
        order(1, 7, 10, 'pms', [half, 0, 0, half]),
        order(1, 7, 11, 'pms', [half, 0, 0, half]),
      ]),
    ).toThrow(UnsafeIntegerError);
  });

  it('has no rows without orders', () => {
    expect(dailyLoadingOf('2026-11-27', [])).toEqual({
      date: '2026-11-27',
      importers: [],
      distributors: [],
      transferOrders: [],
    });
  });
});
