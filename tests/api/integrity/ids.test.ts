import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleCode } from '../../../schemas/codes.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { type Call, callersByRole, idOf } from '../master-data/roles.ts';

// Issue 14, findings 1 and 2: ids and codes beyond what their columns hold used to reach SQL and answer
// 500. A path id that can not name a record answers 404 (as an unknown one does); a payload's id or code
// out of range answers 400 with the field's message. Nothing reaches the database.

let t: TestApp;
let as: Record<RoleCode, Call>;
beforeAll(async () => {
  t = await createTestApp();
  as = await callersByRole(t);
});
afterAll(() => t.close());

const BEYOND_INT = 3_000_000_000;

describe('codes out of range', () => {
  it.each([40_000, -40_000, 5, 2 ** 31])('StockUpdate/Search {requestType: %d} answers 400', async (code) => {
    const response = await as.R600('POST', 'StockUpdate/Search', { requestType: code, pageNumber: 1 });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Request type is invalid.',
      errors: { requestType: 'Request type is invalid.' },
    });
  });

  it.each([40_000, 5, -10])('StockUpdate/Search {stage: %d} answers 400', async (stage) => {
    const response = await as.R600('POST', 'StockUpdate/Search', { stage, pageNumber: 1 });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe('Stage is invalid.');
  });

  it('StockUpdate/StatusUpdate {status: 40000} answers 400', async () => {
    const response = await as.R600('POST', 'StockUpdate/StatusUpdate', { id: 1, status: 40_000 });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Status is invalid.');
  });
});

describe('path ids beyond the integer range', () => {
  it.each(['Product', 'Importer', 'Distributor', 'StorageTank', 'StockUpdate', 'User'])(
    'GET %s/3000000000 answers 404 like an unknown id',
    async (path) => {
      const response = await as.R500('GET', `${path}/${BEYOND_INT}`);
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json().message).toMatch(/^The .+ was not found\.$/);
    },
  );

  it.each(['Role/User', 'Administration/UserPermissions'])(
    'GET %s/{id} answers 404 for ids that can not exist, as for unknown ones',
    async (path) => {
      for (const id of ['abc', '0', '-1', '1.5', '2147483648', String(BEYOND_INT), '99999999999']) {
        const response = await as.R500('GET', `${path}/${id}`);
        expect(response.statusCode, `${path}/${id}`).toBe(404);
        expect(response.json().message).toBe('The user was not found.');
      }
    },
  );
});

describe('payload ids beyond the integer range', () => {
  it('PUT Product {id: 3e9} answers 400 Id is invalid.', async () => {
    const response = await as.R500('PUT', 'Product', { id: BEYOND_INT, name: 'X', unitOfMeasure: 'Gallons' });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ message: 'Id is invalid.', errors: { id: 'Id is invalid.' } });
  });

  it('PUT StorageTank {productId: 3e9} answers 400 Product is invalid.', async () => {
    const tank = (await as.R500('GET', 'StorageTank')).json()[0];
    const response = await as.R500('PUT', 'StorageTank', {
      id: tank.id,
      number: tank.number,
      productId: BEYOND_INT,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors).toEqual({ productId: 'Product is invalid.' });
  });

  it('refuses a number written as text: JSON ids are numbers', async () => {
    const product = await idOf(t, 'products', 'PMS');
    const response = await as.R500('PUT', 'Product', {
      id: String(product),
      name: 'PMS',
      unitOfMeasure: 'G',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ id: 'Id is invalid.' });
    const hex = await as.R600('POST', 'StockUpdate/Search', { importerId: '0x1', pageNumber: 1 });
    expect(hex.statusCode).toBe(400);
    expect(hex.json().errors).toEqual({ importerId: 'Importer is invalid.' });
  });
});
