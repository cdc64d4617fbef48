import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleCode } from '../../../schemas/codes.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { book, inventoryId } from './ledger.ts';
import { addTank, type Call, callersByRole, idOf, NON_ADMIN_ROLES } from './roles.ts';

let t: TestApp;
let as: Record<RoleCode, Call>;
let tanks: { a: number; b: number; c: number };
beforeAll(async () => {
  t = await createTestApp();
  as = await callersByRole(t);
  tanks = {
    a: await addTank(t, as.R500, 'IMP-A', 'PMS'),
    b: await addTank(t, as.R500, 'IMP-B', 'AGO'),
    c: await addTank(t, as.R500, 'IMP-C', 'JET'),
  };
});
afterAll(() => t.close());

const party = {
  name: 'Gbarnga Oil Importers',
  taxIdentificationNumber: 'TIN-4242',
  address: '1 Broad Street, Monrovia',
  primaryPhone: '+231 77 555 0000',
  primaryEmail: 'desk@gbarnga.example',
};
const tankNumbers = (importer: { inventories: { storageTankNumber: string }[] }) =>
  importer.inventories.map((i) => i.storageTankNumber);

describe('GET Importer', () => {
  it.each(['R200', 'R400', 'R500', 'R600', 'R700'] as RoleCode[])(
    'answers every importer by name to internal %s',
    async (role) => {
      const response = await as[role]('GET', 'Importer');
      expect(response.statusCode).toBe(200);
      expect(
        response
          .json()
          .map((i: { name: string }) => i.name)
          .slice(0, 3),
      ).toEqual(['Atlantic Petroleum Importers', 'Lone Star Energy', 'Mesurado Fuel Supply']);
    },
  );

  it('answers an importer user only the linked importer; others 404', async () => {
    const list = (await as.R100('GET', 'Importer')).json();
    expect(list.map((i: { name: string }) => i.name)).toEqual(['Atlantic Petroleum Importers']);
    const lone = await idOf(t, 'importers', 'Lone Star Energy');
    expect((await as.R100('GET', `Importer/${lone}`)).statusCode).toBe(404);
  });

  it.each(['R300', 'R1100'] as RoleCode[])('answers no importer to distributor-side %s', async (role) => {
    expect((await as[role]('GET', 'Importer')).json()).toEqual([]);
    const atlantic = await idOf(t, 'importers', 'Atlantic Petroleum Importers');
    expect((await as[role]('GET', `Importer/${atlantic}`)).statusCode).toBe(404);
  });

  it('details an importer with its inventories: tank, product and balances', async () => {
    const atlantic = await idOf(t, 'importers', 'Atlantic Petroleum Importers');
    const body = (await as.R100('GET', `Importer/${atlantic}`)).json();
    expect(body).toMatchObject({
      id: atlantic,
      name: 'Atlantic Petroleum Importers',
      isActive: true,
      fines: 0,
    });
    expect(tankNumbers(body)).toEqual(['T-101', 'T-102', 'T-201', 'T-301']);
    expect(body.inventories[0]).toEqual({
      inventoryId: await inventoryId(t, 'Atlantic Petroleum Importers', 'T-101'),
      storageTank: { id: expect.any(Number), number: 'T-101' },
      storageTankNumber: 'T-101',
      product: { id: await idOf(t, 'products', 'PMS'), name: 'PMS' },
      productName: 'PMS',
      stockBalance: expect.any(Number),
      adjustedStockBalance: expect.any(Number),
      pendingIncomingStockTransfersTotal: expect.any(Number),
      pendingShipmentsTotal: expect.any(Number),
      pendingOveragesTotal: expect.any(Number),
      pendingShortagesTotal: expect.any(Number),
      pendingOutGoingStockTransfersTotal: expect.any(Number),
      pendingTrackingOrdersTotal: expect.any(Number),
    });
  });
});

describe('POST Importer', () => {
  it('adds an importer; each selected tank becomes an inventory', async () => {
    const response = await as.R500('POST', 'Importer', {
      ...party,
      inventories: [
        { storageTankId: tanks.a, isSelected: true },
        { storageTankId: tanks.b, isSelected: true },
        { storageTankId: tanks.c, isSelected: false },
      ],
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ ...party, isActive: true, secondaryEmail: null });
    expect(tankNumbers(body)).toEqual(['IMP-A', 'IMP-B']);
    expect(body.inventories.map((i: { stockBalance: number }) => i.stockBalance)).toEqual([0, 0]);
  });

  it('refuses an unknown tank, a tank chosen twice, and missing fields; stores nothing', async () => {
    const before = (await as.R500('GET', 'Importer')).json().length;
    const unknown = await as.R500('POST', 'Importer', {
      ...party,
      name: 'Unknown Tank Co',
      inventories: [{ storageTankId: 987654, isSelected: true }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      message: 'Storage Tank is invalid.',
      errors: { inventories: 'Storage Tank is invalid.' },
    });
    const twice = await as.R500('POST', 'Importer', {
      ...party,
      inventories: [
        { storageTankId: tanks.a, isSelected: true },
        { storageTankId: tanks.a, isSelected: false },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('Each storage tank can be chosen once.');
    const empty = await as.R500('POST', 'Importer', { inventories: [] });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().errors).sort()).toEqual(
      ['address', 'name', 'primaryEmail', 'primaryPhone', 'taxIdentificationNumber'].sort(),
    );
    expect((await as.R500('GET', 'Importer')).json()).toHaveLength(before);
  });

  it.each(NON_ADMIN_ROLES)('refuses writes to %s with 403', async (role) => {
    expect((await as[role]('POST', 'Importer', { ...party, inventories: [] })).statusCode).toBe(403);
    const atlantic = await idOf(t, 'importers', 'Atlantic Petroleum Importers');
    expect((await as[role]('PUT', 'Importer', { ...party, id: atlantic, inventories: [] })).statusCode).toBe(
      403,
    );
  });
});

describe('PUT Importer', () => {
  const create = async (name: string, selected: number[]) =>
    (
      await as.R500('POST', 'Importer', {
        ...party,
        name,
        inventories: selected.map((storageTankId) => ({ storageTankId, isSelected: true })),
      })
    ).json();

  it('adds and removes tanks; a tank chosen again gets its old inventory back', async () => {
    const created = await create('Harper Petroleum', [tanks.a, tanks.b]);
    const firstA = created.inventories[0].inventoryId;
    const removed = await as.R500('PUT', 'Importer', {
      ...party,
      id: created.id,
      name: 'Harper Petroleum',
      inventories: [
        { storageTankId: tanks.a, isSelected: false },
        { storageTankId: tanks.c, isSelected: true },
      ],
    });
    expect(removed.statusCode).toBe(200);
    expect(tankNumbers(removed.json())).toEqual(['IMP-B', 'IMP-C']);
    const back = await as.R500('PUT', 'Importer', {
      ...party,
      id: created.id,
      name: 'Harper Petroleum',
      inventories: [{ storageTankId: tanks.a, isSelected: true }],
    });
    expect(tankNumbers(back.json())).toEqual(['IMP-A', 'IMP-B', 'IMP-C']);
    expect(back.json().inventories[0].inventoryId).toBe(firstA);
  });

  it('refuses to remove a tank whose inventory holds stock, and changes nothing', async () => {
    const created = await create('Buchanan Fuel', [tanks.a, tanks.b]);
    await book(t, created.inventories[1].inventoryId, 7_250);
    const response = await as.R500('PUT', 'Importer', {
      ...party,
      id: created.id,
      name: 'Buchanan Fuel Renamed',
      inventories: [
        { storageTankId: tanks.a, isSelected: false },
        { storageTankId: tanks.b, isSelected: false },
      ],
    });
    expect(response.statusCode).toBe(400);
    const message =
      "Storage tank IMP-B can not be removed: the importer's inventory in it has a balance of 7,250 gallons.";
    expect(response.json()).toEqual({ message, errors: { inventories: message } });
    const after = (await as.R500('GET', `Importer/${created.id}`)).json();
    expect(after.name).toBe('Buchanan Fuel');
    expect(tankNumbers(after)).toEqual(['IMP-A', 'IMP-B']);
    expect(after.inventories[1].stockBalance).toBe(7_250);
  });

  it('deactivates an importer with isActive false', async () => {
    const created = await create('Zwedru Oil', []);
    const response = await as.R500('PUT', 'Importer', {
      ...party,
      id: created.id,
      name: 'Zwedru Oil',
      isActive: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ isActive: false, inventories: [] });
  });
});
