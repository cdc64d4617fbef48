import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LossRow, ProductMovement } from '../../../schemas/reports/answers.ts';
import type { StockUpdateDetail } from '../../../schemas/stock-update.ts';
import { idOf } from '../master-data/roles.ts';
import { act, day, postingsOf, type Suite, stockUpdateSuite, submit } from './fixtures.ts';

// Standard volumes (issue 21) on stock update requests: a line with the observed temperature and the API
// gravity posts its net standard volume (Table 6B, the default); a line without them posts what it says,
// as the spec's client sends it; a loading difference the temperature explains whole raises no flag.

let s: Suite;
beforeAll(async () => {
  s = await stockUpdateSuite();
});
afterAll(() => s.t.close());

const detail = async (id: number) =>
  (await s.marketing('GET', `StockUpdate/${id}`)).json() as StockUpdateDetail;
const approve = async (id: number) => {
  expect((await act(s.marketing, id, 10)).statusCode).toBe(200);
  expect((await act(s.marketing, id, 20)).statusCode).toBe(200);
};

describe('a receipt with readings', () => {
  it('posts its net standard volume to the gallon, and the detail shows gross, factor and net', async () => {
    // US Army QM5097: Table 6B, API 56.5 at 67.5 °F, factor 0.9950; 10,000 gallons × 0.9950 = 9,950.
    const id = await submit(s, {
      createdDate: day(30),
      inventoryInfos: [{ inventoryId: s.atlanticPms, quantity: 10_000, temperature: 67.5, gravity: 56.5 }],
    });
    await approve(id);
    expect(await postingsOf(s.t, id)).toEqual([
      { inventoryId: s.atlanticPms, quantity: 9_950, kind: 'shipment', effectiveDate: day(30) },
    ]);
    const shown = await detail(id);
    expect(shown.quantity).toBe(9_950);
    expect(shown.inventories[0]).toMatchObject({
      quantity: 9_950,
      grossQuantity: 10_000,
      temperature: 67.5,
      gravity: 56.5,
      volumeTable: '6B',
    });
    expect(Number(shown.inventories[0].volumeFactor?.toFixed(4))).toBe(0.995);
    // Product Movement shows the posted line with its readings too.
    const movement = await s.marketing('POST', 'Report/ProductMovement', {
      importerId: s.atlantic,
      productId: await idOf(s.t, 'products', 'PMS'),
      storageTankId: null,
      from: day(30),
      to: day(30),
      onlyFulfilledAndApproved: true,
    });
    const line = (movement.json() as ProductMovement).transactions.find((l) => l.id === id);
    expect(line).toMatchObject({ quantity: 9_950, grossQuantity: 10_000 });
    expect(Number(line?.volumeFactor?.toFixed(4))).toBe(0.995);
  });

  it("takes the spec's payload without readings as standard: it posts what it says", async () => {
    const id = await submit(s, {
      createdDate: day(29),
      inventoryInfos: [{ inventoryId: s.atlanticPms, quantity: 10_000 }],
    });
    await approve(id);
    expect((await postingsOf(s.t, id)).map((p) => p.quantity)).toEqual([10_000]);
    expect((await detail(id)).inventories[0]).toMatchObject({
      quantity: 10_000,
      grossQuantity: null,
      volumeFactor: null,
    });
  });

  it('refuses readings outside the table, or implausible for the product, and writes nothing', async () => {
    const count = async () =>
      Number(
        (
          await s.t.db.db
            .selectFrom('stockUpdates')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const refused = async (line: Record<string, unknown>) => {
      const response = await s.importer('POST', 'stockUpdate', {
        createdDate: `${day(3)}T00:00:00.000Z`,
        stockUpdateType: 0,
        importerId: s.atlantic,
        inventoryInfos: [{ inventoryId: s.atlanticPms, quantity: 1_000, ...line }],
      });
      expect(response.statusCode, response.body).toBe(400);
      return response.json() as { message: string; errors: Record<string, string> };
    };
    expect((await refused({ temperature: 250, gravity: 56.5 })).errors['inventoryInfos[0].temperature']).toBe(
      'Observed temperature must be from 0 to 200 °F for API gravity 56.5 °API (Table 6B).',
    );
    expect((await refused({ temperature: 60, gravity: 90 })).message).toBe(
      'API gravity must be from 0 to 85 °API (Table 6B).',
    );
    expect((await refused({ temperature: 60 })).errors['inventoryInfos[0].gravity']).toBe(
      'Give both the observed temperature and the gravity, or neither.',
    );
    // A gasoline at API 10: inside the table, not inside PMS's range (the demo's 50-75).
    expect((await refused({ temperature: 60, gravity: 10 })).message).toBe(
      "This reading is not plausible for PMS: its API gravity must be from 50 to 75 (the product's range, which an administrator can change).",
    );
    expect(await count()).toBe(before);
  });
});

describe('a loading difference', () => {
  it('that the temperature explains whole posts nothing and raises no tolerance flag', async () => {
    // What correcting 50,000 cold gallons adds, as a receipt of them shows it.
    const cold = { temperature: 30, gravity: 56.5 };
    const receipt = await submit(s, {
      createdDate: day(2),
      inventoryInfos: [{ inventoryId: s.atlanticPms, quantity: 50_000, ...cold }],
    });
    await approve(receipt);
    const net = (await detail(receipt)).quantity;
    const contraction = net - 50_000;
    expect(contraction).toBeGreaterThan(130); // above the tolerance of a day that handled nothing

    const loading = await submit(s, {
      createdDate: day(1),
      stockUpdateType: 4,
      inventoryInfos: [
        { inventoryId: s.atlanticPms, quantity: contraction, measuredVolume: 50_000, ...cold },
      ],
    });
    await approve(loading);
    expect(await postingsOf(s.t, loading)).toEqual([]);
    const line = (await detail(loading)).inventories[0];
    expect(line).toMatchObject({ quantity: 0, grossQuantity: contraction, measuredVolume: 50_000 });

    const report = await s.marketing('POST', 'Report/LosesReport', { from: day(1), to: day(1), type: 4 });
    const row = (report.json() as LossRow[]).find((r) => r.importerId === s.atlantic);
    expect(row?.grossByProduct.pms).toBe(contraction);
    expect(row?.temperatureByProduct.pms).toBe(contraction);
    expect(row?.byProduct.pms ?? 0).toBe(0);
    expect(row?.overToleranceByProduct.pms).toBe(false);
  });

  it('without readings the same gallons are a loss, flagged above the tolerance', async () => {
    const loading = await submit(s, {
      createdDate: day(0),
      stockUpdateType: 4,
      inventoryInfos: [{ inventoryId: s.atlanticPms, quantity: 5_000 }],
    });
    await approve(loading);
    const report = await s.marketing('POST', 'Report/LosesReport', { from: day(0), to: day(0), type: 4 });
    const row = (report.json() as LossRow[]).find((r) => r.importerId === s.atlantic);
    expect(row).toMatchObject({ isOverTolerance: true });
    expect([row?.grossByProduct.pms, row?.temperatureByProduct.pms, row?.byProduct.pms]).toEqual([
      5_000, 0, 5_000,
    ]);
  });
});
