import * as yup from 'yup';
import { type Answer, a, answer } from './answer.ts';
import { defineEntity } from './entity.ts';
import { meta, requiredField } from './fields.ts';

export const productSchema = yup.object({
  name: requiredField('Name', 100).meta(meta({ list: true, unique: true })),
  unitOfMeasure: requiredField('Unit of Measure', 50).meta(meta({ list: true })),
});

export const productAnswer = answer({ id: a.int(), name: a.text(), unitOfMeasure: a.text() });
export type Product = Answer<typeof productAnswer>;

export const product = defineEntity({
  resource: 'products',
  path: 'Product',
  table: 'products',
  label: 'Product',
  schema: productSchema,
  answer: productAnswer,
  admin: { listTab: 'Product List', addTab: 'Add New Product', defaultTab: 'add' },
});
