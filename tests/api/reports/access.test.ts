import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleCode } from '../../../schemas/codes.ts';
import type { ProductMovement, Reconciliation, StockBalanceRow } from '../../../schemas/reports/answers.ts';
import { REPORT_MESSAGES } from '../../../schemas/reports/payloads.ts';
import { caller, createTestApp, type TestApp } from '../../helpers/app.ts';
import { callersByRole, idOf } from '../master-data/roles.ts';
import { type Call, day } from './fixtures.ts';

// Who may read the reports (the spec's /reporting guard, R100 to R600) and what each sees: staff every
// importer, an importer user its own, a distributor user none. Every request is checked by the shared
// schemas before it reaches SQL.

let t: TestApp;
let as: Record<RoleCode, Call>;
let atlantic: number;
let loneStar: number;
let pms: number;
const period = { from: day(120), to: day(0) };

/** Every report call with a valid request. */
const REPORTS: [string, 'GET' | 'POST', string, () => unknown][] = [
  ['stock balance', 'GET', 'Report/ImporterStockBalanceByProduct', () => undefined],
  ['daily loading', 'POST', 'Report/TransfersAvailableBalance', () => ({ date: day(0) })],
  ['importation', 'POST', 'Report/Importation', () => period],
  ['sales by importer', 'POST', 'Report/SalesByImporter', () => period],
  ['sales by tank', 'POST', 'Report/SalesByTanks', () => period],
  ['losses', 'POST', 'Report/LosesReport', () => ({ ...period, type: 3 })],
  [
    'product movement',
    'POST',
    'Report/ProductMovement',
    () => ({
      ...period,
      importerId: atlantic,
      productId: pms,
      storageTankId: 1,
      onlyFulfilledAndApproved: true,
    }),
  ],
  ['reconciliation', 'POST', 'Report/StockReconciliation', () => period],
];

beforeAll(async () => {
  t = await createTestApp();
  as = await callersByRole(t);
  atlantic = await idOf(t, 'importers', 'Atlantic Petroleum Importers');
  loneStar = await idOf(t, 'importers', 'Lone Star Energy');
  pms = await idOf(t, 'products', 'PMS');
});
afterAll(() => t.close());

describe('report access', () => {
  it.each(REPORTS)(
    '%s: R100 to R600 may read it; R700 and R1100 may not; no token is 401',
    async (_, method, path, body) => {
      for (const role of ['R100', 'R200', 'R300', 'R400', 'R500', 'R600'] as const) {
        // The distributor user sees no importer: Atlantic's product movement is not found for it.
        const expected = role === 'R300' && path === 'Report/ProductMovement' ? 404 : 200;
        expect((await as[role](method, path, body())).statusCode, role).toBe(expected);
      }
      for (const role of ['R700', 'R1100'] as const) {
        expect((await as[role](method, path, body())).statusCode, role).toBe(403);
      }
      expect((await caller(t.app)(method, path, body())).statusCode).toBe(401);
    },
  );

  it("an importer user sees its own importer only; a distributor user sees no importer's stock", async () => {
    const staff = (await as.R600('GET', 'Report/ImporterStockBalanceByProduct')).json() as StockBalanceRow[];
    expect(staff.map((r) => r.importerId).sort()).toEqual(expect.arrayContaining([atlantic, loneStar]));
    const own = (await as.R100('GET', 'Report/ImporterStockBalanceByProduct')).json() as StockBalanceRow[];
    expect(own.map((r) => r.importerId)).toEqual([atlantic]);
    expect(own[0]).toEqual(staff.find((r) => r.importerId === atlantic));
    expect((await as.R300('GET', 'Report/ImporterStockBalanceByProduct')).json()).toEqual([]);

    const imports = (await as.R100('POST', 'Report/Importation', period)).json() as { importerId: number }[];
    expect(imports.map((r) => r.importerId)).toEqual([atlantic]);
    const reconciliation = (
      await as.R100('POST', 'Report/StockReconciliation', period)
    ).json() as Reconciliation;
    expect(new Set(reconciliation.inventories.map((i) => i.importerId))).toEqual(new Set([atlantic]));
    expect(new Set(reconciliation.byImporterProduct.map((i) => i.importerId))).toEqual(new Set([atlantic]));
    expect((await as.R300('POST', 'Report/StockReconciliation', period)).json().inventories).toEqual([]);
  });

  it("another importer's product movement is not found, as if it did not exist", async () => {
    const request = { ...period, productId: pms, storageTankId: 1, onlyFulfilledAndApproved: true };
    const other = await as.R100('POST', 'Report/ProductMovement', { ...request, importerId: loneStar });
    expect(other.statusCode).toBe(404);
    const unknown = await as.R600('POST', 'Report/ProductMovement', { ...request, importerId: 2_000_000 });
    expect(unknown.statusCode).toBe(404);
    expect(other.json().message).toBe(unknown.json().message);
    const own = await as.R100('POST', 'Report/ProductMovement', { ...request, importerId: atlantic });
    expect((own.json() as ProductMovement).importer).toBe('Atlantic Petroleum Importers');
  });
});

describe('report requests', () => {
  const refused = async (path: string, body: unknown, field: string, message: string) => {
    const response = await as.R600('POST', path, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors[field]).toBe(message);
  };

  it('a period needs both days, from not later than to, neither in the future', async () => {
    await refused('Report/Importation', { to: day(0) }, 'from', REPORT_MESSAGES.fromRequired);
    await refused('Report/Importation', { from: day(3) }, 'to', REPORT_MESSAGES.toRequired);
    await refused('Report/Importation', { from: day(3), to: day(5) }, 'to', REPORT_MESSAGES.fromAfterTo);
    await refused('Report/Importation', { from: day(3), to: day(-1) }, 'to', REPORT_MESSAGES.dateInFuture);
    await refused(
      'Report/Importation',
      { from: '2026-02-30', to: day(0) },
      'from',
      REPORT_MESSAGES.dateInvalid,
    );
    await refused(
      'Report/StockReconciliation',
      { from: 20260101, to: day(0) },
      'from',
      REPORT_MESSAGES.dateInvalid,
    );
    await refused(
      'Report/Importation',
      { from: '2026-11-20 junk', to: day(0) },
      'from',
      REPORT_MESSAGES.dateInvalid,
    );
    await refused(
      'Report/Importation',
      { from: '1900-01-01', to: day(0) },
      'from',
      'From can not be before 2000-01-01.',
    );
  });

  it("reads the spec client's end-of-day timestamp on `to` as its day", async () => {
    const plain = await as.R600('POST', 'Report/Importation', { from: day(120), to: day(10) });
    const flagged = await as.R600('POST', 'Report/Importation', {
      from: `${day(120)}T00:00:00`,
      to: `${day(10)}T23:59:59.999Z`,
    });
    expect(flagged.statusCode, flagged.body).toBe(200);
    expect(flagged.json()).toEqual(plain.json());
  });

  it('the loss type is 3 or 4; product movement needs an importer and a product', async () => {
    await refused('Report/LosesReport', { ...period, type: 1 }, 'type', 'Type is invalid.');
    await refused('Report/LosesReport', { ...period, type: '3' }, 'type', 'Type is invalid.');
    await refused(
      'Report/ProductMovement',
      { ...period, productId: pms, storageTankId: 1, onlyFulfilledAndApproved: true },
      'importerId',
      REPORT_MESSAGES.importerAndProduct,
    );
    await refused(
      'Report/ProductMovement',
      { ...period, importerId: atlantic, storageTankId: 1 },
      'productId',
      REPORT_MESSAGES.importerAndProduct,
    );
  });

  it('the stock balance date is optional (null is today) and checked', async () => {
    const today = await as.R600('GET', 'Report/ImporterStockBalanceByProduct');
    expect((await as.R600('GET', 'Report/ImporterStockBalanceByProduct?selectedDate=null')).json()).toEqual(
      today.json(),
    );
    expect(
      (await as.R600('GET', `Report/ImporterStockBalanceByProduct?selectedDate=${day(0)}`)).json(),
    ).toEqual(today.json());
    for (const bad of ['2026-13-01', 'yesterday', day(-1)]) {
      const response = await as.R600('GET', `Report/ImporterStockBalanceByProduct?selectedDate=${bad}`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().errors.selectedDate).toBeTruthy();
    }
  });
});
