import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleCode } from '../../../schemas/codes.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { book, inventoryId } from './ledger.ts';
import { addInventory, addTank, type Call, callersByRole, idOf, NON_ADMIN_ROLES, tankId } from './roles.ts';

let t: TestApp;
let as: Record<RoleCode, Call>;
beforeAll(async () => {
  t = await createTestApp();
  as = await callersByRole(t);
});
afterAll(() => t.close());

const READERS: RoleCode[] = ['R100', 'R200', 'R300', 'R400', 'R500', 'R600'];

describe('GET StorageTank', () => {
  it.each(READERS)('answers every tank, by number, with its product, to %s', async (role) => {
    const response = await as[role]('GET', 'StorageTank');
    expect(response.statusCode).toBe(200);
    const tanks = response.json();
    expect(tanks.map((x: { number: string }) => x.number)).toEqual([
      'T-101',
      'T-102',
      'T-201',
      'T-202',
      'T-301',
    ]);
    const pms = await idOf(t, 'products', 'PMS');
    expect(tanks[0]).toEqual({
      id: expect.any(Number),
      number: 'T-101',
      productId: pms,
      product: { id: pms, name: 'PMS' },
      productName: 'PMS',
    });
  });

  it.each(['R700', 'R1100'] as RoleCode[])('refuses %s with 403', async (role) => {
    expect((await as[role]('GET', 'StorageTank')).statusCode).toBe(403);
    expect((await as[role]('GET', `StorageTank/${await tankId(t, 'T-101')}`)).statusCode).toBe(403);
  });
});

describe('GET StorageTank/{id}', () => {
  it('lists the inventories in the tank with ledger balances; externals see only their importer', async () => {
    const tank = await addTank(t, as.R500, 'T-500', 'PMS');
    await addInventory(t, as.R500, 'Atlantic Petroleum Importers', tank);
    await addInventory(t, as.R500, 'Lone Star Energy', tank);
    await book(t, await inventoryId(t, 'Atlantic Petroleum Importers', 'T-500'), 12_500);
    await book(t, await inventoryId(t, 'Lone Star Energy', 'T-500'), 4_000);
    await book(t, await inventoryId(t, 'Lone Star Energy', 'T-500'), -1_000);
    const admin = (await as.R500('GET', `StorageTank/${tank}`)).json();
    expect(admin).toMatchObject({ id: tank, number: 'T-500', productName: 'PMS' });
    expect(admin.inventories).toEqual([
      {
        id: await inventoryId(t, 'Atlantic Petroleum Importers', 'T-500'),
        importerId: await idOf(t, 'importers', 'Atlantic Petroleum Importers'),
        importerName: 'Atlantic Petroleum Importers',
        stockBalance: 12_500,
        adjustedStockBalance: 12_500,
        pendingIncomingStockTransfersTotal: 0,
        pendingShipmentsTotal: 0,
        pendingOveragesTotal: 0,
        pendingShortagesTotal: 0,
        pendingOutGoingStockTransfersTotal: 0,
        pendingTrackingOrdersTotal: 0,
      },
      expect.objectContaining({ importerName: 'Lone Star Energy', stockBalance: 3_000 }),
    ]);
    const importer = (await as.R100('GET', `StorageTank/${tank}`)).json();
    expect(importer.inventories.map((i: { importerName: string }) => i.importerName)).toEqual([
      'Atlantic Petroleum Importers',
    ]);
    expect((await as.R300('GET', `StorageTank/${tank}`)).json().inventories).toEqual([]);
  });

  it('answers 404 for an unknown tank', async () => {
    expect((await as.R500('GET', 'StorageTank/424242')).statusCode).toBe(404);
  });
});

describe('POST and PUT StorageTank', () => {
  it('adds a tank for R500 and answers it with its product', async () => {
    const ago = await idOf(t, 'products', 'AGO');
    const response = await as.R500('POST', 'StorageTank', { number: ' T-900 ', productId: ago });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      number: 'T-900',
      productId: ago,
      product: { id: ago, name: 'AGO' },
      productName: 'AGO',
      inventories: [],
    });
  });

  it('refuses a number another tank has, in any case, with a clear 400', async () => {
    const response = await as.R500('POST', 'StorageTank', {
      number: 't-101',
      productId: await idOf(t, 'products', 'PMS'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Tank Number t-101 is already in use.',
      errors: { number: 'Tank Number t-101 is already in use.' },
    });
    const rename = await as.R500('PUT', 'StorageTank', {
      id: await tankId(t, 'T-102'),
      number: 'T-101',
      productId: await idOf(t, 'products', 'PMS'),
    });
    expect(rename.statusCode).toBe(400);
    expect(rename.json().message).toBe('Tank Number T-101 is already in use.');
  });

  it('requires the number and an existing product', async () => {
    const missing = await as.R500('POST', 'StorageTank', { number: '', productId: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({
      number: 'Tank Number is invalid.',
      productId: 'Product is invalid.',
    });
    const unknown = await as.R500('POST', 'StorageTank', { number: 'T-901', productId: 98765 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      message: 'Product is invalid.',
      errors: { productId: 'Product is invalid.' },
    });
  });

  it.each(NON_ADMIN_ROLES)('refuses writes to %s with 403', async (role) => {
    const pms = await idOf(t, 'products', 'PMS');
    expect((await as[role]('POST', 'StorageTank', { number: `X-${role}`, productId: pms })).statusCode).toBe(
      403,
    );
    const put = await as[role]('PUT', 'StorageTank', {
      id: await tankId(t, 'T-102'),
      number: 'Y',
      productId: pms,
    });
    expect(put.statusCode).toBe(403);
  });

  it('renames a tank; changes its product only while no stock was ever recorded in it', async () => {
    const [pms, jet] = [await idOf(t, 'products', 'PMS'), await idOf(t, 'products', 'JET')];
    const fresh = await addTank(t, as.R500, 'T-600', 'PMS');
    const renamed = await as.R500('PUT', 'StorageTank', { id: fresh, number: 'T-600A', productId: pms });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ number: 'T-600A', productName: 'PMS' });
    const moved = await as.R500('PUT', 'StorageTank', { id: fresh, number: 'T-600A', productId: jet });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().product).toEqual({ id: jet, name: 'JET' });

    await addInventory(t, as.R500, 'Mesurado Fuel Supply', fresh);
    await book(t, await inventoryId(t, 'Mesurado Fuel Supply', 'T-600A'), 50);
    const locked = await as.R500('PUT', 'StorageTank', { id: fresh, number: 'T-600A', productId: pms });
    expect(locked.statusCode).toBe(400);
    expect(locked.json().message).toBe(
      'The product of this storage tank can not be changed: stock has been recorded in it.',
    );
    expect((await as.R500('GET', `StorageTank/${fresh}`)).json().productName).toBe('JET');
  });
});
