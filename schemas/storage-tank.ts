import * as yup from 'yup';
import { defineEntity } from './entity.ts';
import { meta, reference, requiredField } from './fields.ts';

export const storageTankSchema = yup.object({
  number: requiredField('Tank Number', 50).meta(meta({ list: true, unique: true })),
  productId: reference('Product').meta(meta({ list: true })),
});

/** GET StorageTank answers: the product embedded and named (the spec's id, number, product, productName). */
export interface StorageTank {
  id: number;
  number: string;
  productId: number;
  product: { id: number; name: string };
  productName: string;
}

export const storageTank = defineEntity({
  resource: 'storageTanks',
  path: 'StorageTank',
  table: 'storage_tanks',
  label: 'Storage Tank',
  schema: storageTankSchema,
  display: 'number',
  access: { read: ['R100', 'R200', 'R300', 'R400', 'R500', 'R600'], write: ['R500'] },
  admin: { listTab: 'Storage Tank List', addTab: 'Add New Storage Tank' },
});
