import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleCode } from '../../../schemas/codes.ts';
import { caller, createTestApp, type TestApp } from '../../helpers/app.ts';
import { book, inventoryId } from './ledger.ts';
import { ALL_ROLES, type Call, callersByRole } from './roles.ts';

let t: TestApp;
let as: Record<RoleCode, Call>;
beforeAll(async () => {
  t = await createTestApp();
  as = await callersByRole(t);
});
afterAll(() => t.close());

const IMPORTERS = ['Atlantic Petroleum Importers', 'Lone Star Energy', 'Mesurado Fuel Supply'];
const DISTRIBUTORS = ['Capitol Fuel Distributors', 'Harbel Road Petroleum', 'Paynesville Gas Stations'];
const everything = {
  includeImporters: true,
  includeDistributors: true,
  ensureImporterAuthorization: false,
  ensureDistributorAuthorization: false,
  calculateAdjustedStockBalance: true,
};
const names = (list: { name: string }[]) => list.map((e) => e.name);
type Answer = {
  importers: { name: string; inventories: Record<string, unknown>[] }[];
  distributors: { name: string }[];
};
const entities = async (call: Call, body: object) => {
  const response = await call('POST', 'User/Entities', body);
  expect(response.statusCode).toBe(200);
  return response.json() as Answer;
};

describe('POST User/Entities', () => {
  it.each(ALL_ROLES)('is open to %s', async (role) => {
    const answer = await entities(as[role], { includeImporters: true, includeDistributors: true });
    expect(names(answer.importers)).toEqual(IMPORTERS);
    expect(names(answer.distributors)).toEqual(DISTRIBUTORS);
  });

  it('refuses a caller without a token with 401', async () => {
    expect((await caller(t.app)('POST', 'User/Entities', everything)).statusCode).toBe(401);
  });

  it('answers the inventories with tank, product and balances', async () => {
    const inventory = await inventoryId(t, 'Lone Star Energy', 'T-202');
    const before = (await entities(as.R500, everything)).importers[1].inventories.find(
      (i) => i.inventoryId === inventory,
    )!;
    await book(t, inventory, 3_300);
    const lone = (await entities(as.R500, everything)).importers[1];
    expect(lone.inventories.map((i) => i.storageTankNumber)).toEqual(['T-101', 'T-102', 'T-202']);
    const t202 = lone.inventories.find((i) => i.inventoryId === inventory)!;
    expect(t202).toMatchObject({
      storageTank: { id: expect.any(Number), number: 'T-202' },
      productName: 'AGO',
      product: { id: expect.any(Number), name: 'AGO' },
    });
    expect(t202.stockBalance).toBe((before.stockBalance as number) + 3_300);
    expect(t202.adjustedStockBalance).toBe((before.adjustedStockBalance as number) + 3_300);
  });

  it('leaves out what was not asked for', async () => {
    const none = await entities(as.R500, {});
    expect(none).toEqual({ importers: [], distributors: [] });
    const noBalances = await entities(as.R500, { includeImporters: true });
    expect(noBalances.importers[0].inventories[0]).not.toHaveProperty('stockBalance');
    expect(noBalances.importers[0].inventories[0]).not.toHaveProperty('adjustedStockBalance');
    expect(noBalances.importers[0].inventories[0]).toHaveProperty('storageTankNumber');
  });

  it('limits an external user to the linked entities when authorization is ensured', async () => {
    const importer = await entities(as.R100, { ...everything, ensureImporterAuthorization: true });
    expect(names(importer.importers)).toEqual(['Atlantic Petroleum Importers']);
    expect(importer.importers[0].inventories[0]).toHaveProperty('adjustedStockBalance');
    const distributor = await entities(as.R300, {
      ...everything,
      ensureImporterAuthorization: true,
      ensureDistributorAuthorization: true,
    });
    expect(distributor).toEqual({
      importers: [],
      distributors: [{ id: expect.any(Number), name: 'Capitol Fuel Distributors' }],
    });
    const internal = await entities(as.R500, {
      ...everything,
      ensureImporterAuthorization: true,
      ensureDistributorAuthorization: true,
    });
    expect(names(internal.importers)).toEqual(IMPORTERS);
    expect(names(internal.distributors)).toEqual(DISTRIBUTORS);
  });

  it("never shows an external user another importer's balances", async () => {
    const answer = await entities(as.R100, everything);
    expect(names(answer.importers)).toEqual(IMPORTERS);
    const [own, other] = answer.importers;
    expect(own.inventories.every((i) => typeof i.stockBalance === 'number')).toBe(true);
    expect(other.inventories.some((i) => 'stockBalance' in i || 'adjustedStockBalance' in i)).toBe(false);
  });

  it('offers only active importers and distributors', async () => {
    const [harbel] = (await as.R500('GET', 'Distributor'))
      .json()
      .filter((d: { name: string }) => d.name === 'Harbel Road Petroleum');
    const { registrationDate: _, ...fields } = harbel;
    expect((await as.R500('PUT', 'Distributor', { ...fields, isActive: false })).statusCode).toBe(200);
    expect(names((await entities(as.R200, everything)).distributors)).toEqual([
      'Capitol Fuel Distributors',
      'Paynesville Gas Stations',
    ]);
  });

  it('validates its flags', async () => {
    const response = await as.R500('POST', 'User/Entities', { includeImporters: 'perhaps' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('includeImporters');
  });
});
