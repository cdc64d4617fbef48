import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleCode } from '../../../schemas/codes.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { type Call, callersByRole, idOf, NON_ADMIN_ROLES } from './roles.ts';

let t: TestApp;
let as: Record<RoleCode, Call>;
beforeAll(async () => {
  t = await createTestApp();
  as = await callersByRole(t);
});
afterAll(() => t.close());

const ALL = ['Capitol Fuel Distributors', 'Harbel Road Petroleum', 'Paynesville Gas Stations'];
const names = (list: { name: string }[]) => list.map((d) => d.name);
const valid = {
  name: 'Sinkor Fuel Depot',
  taxIdentificationNumber: 'TIN-777',
  address: '3 Sinkor Road, Monrovia',
  primaryPhone: '+231 88 000 1111',
  primaryEmail: 'sales@sinkor.example',
};

describe('GET Distributor', () => {
  it.each(['R200', 'R400', 'R500', 'R600', 'R700'] as RoleCode[])(
    'answers every distributor by name to internal %s',
    async (role) => {
      const response = await as[role]('GET', 'Distributor');
      expect(response.statusCode).toBe(200);
      expect(names(response.json())).toEqual(ALL);
    },
  );

  it.each(['R300', 'R1100'] as RoleCode[])(
    'answers only the linked distributor to external %s',
    async (role) => {
      const list = (await as[role]('GET', 'Distributor')).json();
      expect(names(list)).toEqual(['Capitol Fuel Distributors']);
      const other = await idOf(t, 'distributors', 'Harbel Road Petroleum');
      expect((await as[role]('GET', `Distributor/${other}`)).statusCode).toBe(404);
      expect((await as[role]('GET', `Distributor/${list[0].id}`)).json().name).toBe(
        'Capitol Fuel Distributors',
      );
    },
  );

  it('answers no distributor to an importer user, and 404 for one by id', async () => {
    expect((await as.R100('GET', 'Distributor')).json()).toEqual([]);
    const capitol = await idOf(t, 'distributors', 'Capitol Fuel Distributors');
    expect((await as.R100('GET', `Distributor/${capitol}`)).statusCode).toBe(404);
  });

  it('answers the spec fields', async () => {
    const capitol = await idOf(t, 'distributors', 'Capitol Fuel Distributors');
    const body = (await as.R200('GET', `Distributor/${capitol}`)).json();
    expect(Object.keys(body).sort()).toEqual(
      [
        'id',
        'name',
        'taxIdentificationNumber',
        'address',
        'primaryPhone',
        'secondaryPhone',
        'primaryEmail',
        'secondaryEmail',
        'contactPerson',
        'isActive',
        'registrationDate',
      ].sort(),
    );
    expect(body.isActive).toBe(true);
    expect(Number.isNaN(Date.parse(body.registrationDate))).toBe(false);
  });
});

describe('POST Distributor', () => {
  it('adds an active distributor; e-mails trimmed, empty optional fields stored as null', async () => {
    const response = await as.R500('POST', 'Distributor', {
      ...valid,
      primaryEmail: '  sales@sinkor.example ',
      secondaryEmail: '',
      secondaryPhone: '   ',
      isActive: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      ...valid,
      secondaryEmail: null,
      secondaryPhone: null,
      contactPerson: null,
      isActive: true,
    });
  });

  it('requires name, tax number, address, primary phone and a valid primary e-mail', async () => {
    const response = await as.R500('POST', 'Distributor', { primaryEmail: 'nobody' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Name is invalid.',
      errors: {
        name: 'Name is invalid.',
        taxIdentificationNumber: 'Tax Identification Number is invalid.',
        address: 'Address is invalid.',
        primaryPhone: 'Primary Phone is invalid.',
        primaryEmail: 'Primary Email is invalid.',
      },
    });
    const noEmail = await as.R500('POST', 'Distributor', { ...valid, primaryEmail: '  ' });
    expect(noEmail.json().errors).toEqual({ primaryEmail: 'Primary Email is invalid.' });
  });

  it('accepts loose e-mails and refuses an invalid secondary e-mail', async () => {
    const loose = await as.R500('POST', 'Distributor', { ...valid, name: 'Loose', primaryEmail: 'a@b.c' });
    expect(loose.statusCode).toBe(200);
    const bad = await as.R500('POST', 'Distributor', { ...valid, secondaryEmail: 'not mail@x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ secondaryEmail: 'Secondary Email is invalid.' });
  });

  it.each(NON_ADMIN_ROLES)('refuses writes to %s with 403', async (role) => {
    expect((await as[role]('POST', 'Distributor', valid)).statusCode).toBe(403);
    const capitol = await idOf(t, 'distributors', 'Capitol Fuel Distributors');
    expect((await as[role]('PUT', 'Distributor', { ...valid, id: capitol })).statusCode).toBe(403);
  });
});

describe('PUT Distributor', () => {
  it('updates every field and deactivates with isActive false', async () => {
    const created = (await as.R500('POST', 'Distributor', { ...valid, name: 'Bushrod Fuels' })).json();
    const response = await as.R500('PUT', 'Distributor', {
      ...valid,
      id: created.id,
      name: 'Bushrod Fuels Ltd',
      contactPerson: 'Mary Weah',
      secondaryEmail: 'ops@bushrod.example',
      isActive: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: created.id,
      name: 'Bushrod Fuels Ltd',
      contactPerson: 'Mary Weah',
      secondaryEmail: 'ops@bushrod.example',
      isActive: false,
      registrationDate: created.registrationDate,
    });
    const again = (await as.R500('PUT', 'Distributor', { ...valid, id: created.id, isActive: true })).json();
    expect(again.isActive).toBe(true);
  });

  it('validates the same way as POST', async () => {
    const capitol = await idOf(t, 'distributors', 'Capitol Fuel Distributors');
    const response = await as.R500('PUT', 'Distributor', { ...valid, id: capitol, address: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Address is invalid.',
      errors: { address: 'Address is invalid.' },
    });
  });
});
