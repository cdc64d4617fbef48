import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { distributor } from '../../../schemas/distributor.ts';
import { canAccessEntity, payloadSchema } from '../../../schemas/entity.ts';
import { activeFlag, meta, optionalEmail, reference, requiredField } from '../../../schemas/fields.ts';
import { describeFields, fieldSpec, fieldType, formFields } from '../../../schemas/fieldTypes.ts';
import type { Label } from '../../../schemas/i18n/en/labels.ts';
import { importer } from '../../../schemas/importer.ts';
import { product } from '../../../schemas/product.ts';
import { storageTank } from '../../../schemas/storage-tank.ts';
import { inEnglish, refusalOf } from '../../helpers/english.ts';

const describe1 = (schema: yup.AnySchema) => schema.describe() as Parameters<typeof fieldType>[1];

describe('fieldType', () => {
  it.each([
    ['name', 'text', requiredField('Name')],
    ['primaryEmail', 'email', optionalEmail('Primary Email')],
    ['contact', 'email', yup.string().email()],
    ['productId', 'reference', reference('Product')],
    ['quantity', 'number', yup.number()],
    ['id', 'number', yup.number()],
    ['flag', 'boolean', yup.boolean()],
    ['isActive', 'status', activeFlag()],
    ['when', 'date', yup.date()],
    ['unit', 'select', yup.string().oneOf(['Gallons', 'Litres'])],
    ['kind', 'select', yup.string().meta(meta({ options: { a: 'A' } }))],
    ['tanks', 'list', yup.array(yup.number())],
    ['code', 'text', yup.number().meta(meta({ type: 'text' }))],
  ] as const)('%s is a %s field', (name, expected, schema) => {
    expect(fieldType(name, describe1(schema))).toBe(expected);
  });

  it('names the referenced resource from the field, unless meta says otherwise', () => {
    expect(fieldSpec('storageTankId', describe1(reference('Storage Tank'))).reference).toBe('storageTanks');
    expect(
      fieldSpec('ownerId', describe1(reference('Owner' as Label).meta(meta({ reference: 'importers' }))))
        .reference,
    ).toBe('importers');
  });

  it('reads label, required and the meta flags', () => {
    const spec = fieldSpec('name', describe1(requiredField('Name').meta(meta({ list: true, unique: true }))));
    expect(spec).toMatchObject({ label: 'Name', required: true, list: true, unique: true, editOnly: false });
    expect(fieldSpec('secondaryEmail', describe1(optionalEmail('Secondary Email'))).required).toBe(false);
    expect(fieldSpec('unitOfMeasure', describe1(yup.string())).label).toBe('Unit Of Measure');
    expect(fieldSpec('isActive', describe1(activeFlag()))).toMatchObject({
      label: 'Is Active',
      displayLabel: 'Status',
    });
  });
});

describe('the entity schemas through fieldTypes', () => {
  it('products: two required text columns', () => {
    expect(describeFields(product.schema).map((f) => [f.name, f.type, f.required, f.list])).toEqual([
      ['name', 'text', true, true],
      ['unitOfMeasure', 'text', true, true],
    ]);
  });

  it('storage tanks: a unique number and a product reference', () => {
    expect(describeFields(storageTank.schema).map((f) => [f.name, f.type, f.reference, f.unique])).toEqual([
      ['number', 'text', null, true],
      ['productId', 'reference', 'products', false],
    ]);
  });

  it('forms leave out server-set fields, lists, and edit-only fields on create', () => {
    const specs = describeFields(importer.schema);
    const create = formFields(specs, 'create').map((f) => f.name);
    const edit = formFields(specs, 'edit').map((f) => f.name);
    expect(create).not.toContain('isActive');
    expect(edit).toContain('isActive');
    for (const names of [create, edit]) {
      expect(names).not.toContain('registrationDate');
      expect(names).not.toContain('inventories');
      expect(names).not.toContain('fines');
    }
  });
});

describe('payloadSchema', () => {
  const party = {
    name: 'N',
    taxIdentificationNumber: 'T',
    address: 'A',
    primaryPhone: '1',
    primaryEmail: ' a@b.co ',
  };

  it('create: trims, stores empty as null, drops edit-only and server-set fields', () => {
    const value = payloadSchema(distributor, 'create').validateSync(
      { ...party, secondaryEmail: '', isActive: false, registrationDate: '2020-01-01' },
      { stripUnknown: true },
    );
    expect(value).toEqual({
      ...party,
      primaryEmail: 'a@b.co',
      secondaryEmail: null,
      secondaryPhone: null,
      contactPerson: null,
    });
  });

  it('edit: needs the id and keeps Is Active', () => {
    expect(refusalOf(() => payloadSchema(distributor, 'edit').validateSync(party))).toBe('Id is invalid.');
    const value = payloadSchema(distributor, 'edit').validateSync({ ...party, id: 4, isActive: false });
    expect(value).toMatchObject({ id: 4, isActive: false });
  });

  it("refuses with '{label} is invalid.'", () => {
    const error = (() => {
      try {
        payloadSchema(distributor, 'create').validateSync(
          { ...party, primaryEmail: 'x@y', secondaryEmail: 'nope' },
          { abortEarly: false },
        );
      } catch (e) {
        return e as yup.ValidationError;
      }
    })();
    expect(error?.errors.map(inEnglish)).toEqual([
      'Primary Email is invalid.',
      'Secondary Email is invalid.',
    ]);
  });
});

describe('canAccessEntity', () => {
  const user = (role: string) => ({ rCodes: { [role]: true } });
  it('reads by the read roles, writes by the write roles', () => {
    expect(canAccessEntity(user('R700'), product, 'list')).toBe(true);
    expect(canAccessEntity(user('R700'), product, 'create')).toBe(false);
    expect(canAccessEntity(user('R500'), product, 'edit')).toBe(true);
    expect(canAccessEntity(user('R700'), storageTank, 'show')).toBe(false);
    expect(canAccessEntity(user('R100'), storageTank, 'list')).toBe(true);
    expect(canAccessEntity(null, product, 'list')).toBe(false);
    expect(canAccessEntity(user('R500'), product, 'delete')).toBe(false);
  });
});
