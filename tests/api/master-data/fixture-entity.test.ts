import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleCode } from '../../../schemas/codes.ts';
import { ENTITIES } from '../../../schemas/entities.ts';
import { GADGET_TABLE, gadget } from '../../fixtures/gadget.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { type Call, callersByRole, idOf } from './roles.ts';

// A new plain entity gets its whole API from one schema file and one registry line.
let t: TestApp;
let as: Record<RoleCode, Call>;
beforeAll(async () => {
  ENTITIES.push(gadget); // the registry line, for this suite only (test files run isolated)
  t = await createTestApp();
  await sql.raw(GADGET_TABLE).execute(t.db.db);
  as = await callersByRole(t);
});
afterAll(async () => {
  ENTITIES.splice(ENTITIES.indexOf(gadget), 1);
  await t.close();
});

describe('a fixture entity registered in one line', () => {
  it('gets POST, GET, GET {id} and PUT, with references embedded', async () => {
    const pms = await idOf(t, 'products', 'PMS');
    const created = await as.R500('POST', 'Gadget', {
      name: ' Flow meter ',
      contactEmail: '',
      productId: pms,
    });
    expect(created.statusCode).toBe(200);
    const gadgetRecord = created.json();
    expect(gadgetRecord).toEqual({
      id: expect.any(Number),
      name: 'Flow meter',
      contactEmail: null,
      productId: pms,
      product: { id: pms, name: 'PMS' },
      productName: 'PMS',
      isActive: true,
    });
    expect((await as.R200('GET', 'Gadget')).json()).toEqual([gadgetRecord]);
    expect((await as.R700('GET', `Gadget/${gadgetRecord.id}`)).json()).toEqual(gadgetRecord);
    const updated = await as.R500('PUT', 'Gadget', {
      ...gadgetRecord,
      name: 'Flow meter 2',
      isActive: false,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Flow meter 2', isActive: false });
  });

  it('validates with its schema and keeps its unique field unique', async () => {
    const bad = await as.R500('POST', 'Gadget', { name: '', contactEmail: 'nope', productId: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      name: 'Name is invalid.',
      contactEmail: 'Contact Email is invalid.',
      productId: 'Product is invalid.',
    });
    const pms = await idOf(t, 'products', 'PMS');
    await as.R500('POST', 'Gadget', { name: 'Pump', productId: pms });
    const twice = await as.R500('POST', 'Gadget', { name: 'PUMP', productId: pms });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('Name PUMP is already in use.');
  });

  it('takes the default access: writes R500 only, reads any signed-in user', async () => {
    const pms = await idOf(t, 'products', 'PMS');
    expect((await as.R600('POST', 'Gadget', { name: 'Valve', productId: pms })).statusCode).toBe(403);
    expect((await as.R1100('GET', 'Gadget')).statusCode).toBe(200);
  });

  it('appears in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/docs/json' })).json();
    expect(doc.paths['/api/v1/Gadget'].post.requestBody.content['application/json'].schema.required).toEqual([
      'name',
      'productId',
    ]);
    expect(doc.paths['/api/v1/Gadget/{id}'].get).toBeDefined();
  });
});
