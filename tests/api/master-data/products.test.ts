import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleCode } from '../../../schemas/codes.ts';
import { caller, createTestApp, type TestApp } from '../../helpers/app.ts';
import { ALL_ROLES, type Call, callersByRole, NON_ADMIN_ROLES } from './roles.ts';

let t: TestApp;
let as: Record<RoleCode, Call>;
beforeAll(async () => {
  t = await createTestApp();
  as = await callersByRole(t);
});
afterAll(() => t.close());

describe('GET Product and GET Product/{id}', () => {
  it.each(ALL_ROLES)('answers every product, sorted by name, to %s', async (role) => {
    const response = await as[role]('GET', 'Product');
    expect(response.statusCode).toBe(200);
    expect(response.json().map((p: { name: string }) => p.name)).toEqual(['AGO', 'JET', 'PMS']);
    expect(response.json()[0]).toEqual({ id: expect.any(Number), name: 'AGO', unitOfMeasure: 'Gallons' });
  });

  it('answers one product, 404 for an unknown or malformed id, 401 without a token', async () => {
    const [first] = (await as.R200('GET', 'Product')).json();
    const one = await as.R700('GET', `product/${first.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(first);
    expect((await as.R700('GET', 'Product/99999')).statusCode).toBe(404);
    expect((await as.R700('GET', 'Product/abc')).statusCode).toBe(404);
    expect((await caller(t.app)('GET', 'Product')).statusCode).toBe(401);
  });
});

describe('POST Product and PUT Product', () => {
  it('adds a product for R500 and answers it; GET finds it', async () => {
    const response = await as.R500('POST', 'Product', { name: '  Kerosene ', unitOfMeasure: 'Gallons' });
    expect(response.statusCode).toBe(200);
    const created = response.json();
    expect(created).toEqual({ id: expect.any(Number), name: 'Kerosene', unitOfMeasure: 'Gallons' });
    expect((await as.R100('GET', `Product/${created.id}`)).json()).toEqual(created);
  });

  it.each(NON_ADMIN_ROLES)('refuses writes to %s with 403 and writes nothing', async (role) => {
    const before = (await as.R500('GET', 'Product')).json();
    const post = await as[role]('POST', 'Product', { name: `LPG ${role}`, unitOfMeasure: 'Kg' });
    const put = await as[role]('PUT', 'Product', { id: before[0].id, name: 'Changed', unitOfMeasure: 'Kg' });
    expect([post.statusCode, put.statusCode]).toEqual([403, 403]);
    expect((await as.R500('GET', 'Product')).json()).toEqual(before);
  });

  it('validates with the shared schema: 400 with every field message, nothing stored', async () => {
    const response = await as.R500('POST', 'Product', { name: '   ', unitOfMeasure: null });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Name is invalid.',
      errors: { name: 'Name is invalid.', unitOfMeasure: 'Unit of Measure is invalid.' },
    });
    expect((await as.R500('GET', 'Product')).json().some((p: { name: string }) => !p.name)).toBe(false);
  });

  it('refuses a name another product has (any case) with 400 on the field', async () => {
    const response = await as.R500('POST', 'Product', { name: 'pms', unitOfMeasure: 'Gallons' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Name pms is already in use.',
      errors: { name: 'Name pms is already in use.' },
    });
  });

  it('updates a product; keeping its own name is no conflict; unknown id 404; missing id 400', async () => {
    const created = (await as.R500('POST', 'Product', { name: 'Bitumen', unitOfMeasure: 'Tonnes' })).json();
    const put = await as.R500('PUT', 'Product', { id: created.id, name: 'Bitumen', unitOfMeasure: 'Kg' });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ id: created.id, name: 'Bitumen', unitOfMeasure: 'Kg' });
    expect((await as.R500('GET', `Product/${created.id}`)).json().unitOfMeasure).toBe('Kg');
    const unknown = await as.R500('PUT', 'Product', { id: 99999, name: 'X', unitOfMeasure: 'Kg' });
    expect(unknown.statusCode).toBe(404);
    const noId = await as.R500('PUT', 'Product', { name: 'X', unitOfMeasure: 'Kg' });
    expect(noId.statusCode).toBe(400);
    expect(noId.json().errors).toEqual({ id: 'Id is invalid.' });
  });

  it('documents the calls in OpenAPI with the schema fields', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/docs/json' })).json();
    const post = doc.paths['/api/v1/Product'].post;
    expect(post.requestBody.content['application/json'].schema.required).toEqual(['name', 'unitOfMeasure']);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/Product/{id}', '/api/v1/StorageTank']),
    );
  });
});
