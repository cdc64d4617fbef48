import * as yup from 'yup';
import { defineEntity } from './entity.ts';
import { meta, requiredField } from './fields.ts';

export const productSchema = yup.object({
  name: requiredField('Name', 100).meta(meta({ list: true, unique: true })),
  unitOfMeasure: requiredField('Unit of Measure', 50).meta(meta({ list: true })),
});
export type Product = yup.InferType<typeof productSchema> & { id: number };

export const product = defineEntity({
  resource: 'products',
  path: 'Product',
  table: 'products',
  label: 'Product',
  schema: productSchema,
  admin: { listTab: 'Product List', addTab: 'Add New Product', defaultTab: 'add' },
});
