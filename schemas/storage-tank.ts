import * as yup from 'yup';
import { type Answer, a, answer } from './answer.ts';
import { defineEntity } from './entity.ts';
import { meta, reference, requiredField } from './fields.ts';
import { tankInventoryAnswer } from './inventory.ts';

export const storageTankSchema = yup.object({
  number: requiredField('Tank Number', 50).meta(meta({ list: true, unique: true })),
  productId: reference('Product').meta(meta({ list: true })),
});

/** GET StorageTank answers: the product embedded and named (the spec's id, number, product, productName). */
export const storageTankAnswer = answer({
  id: a.int(),
  number: a.text(),
  productId: a.int(),
  product: a.object({ id: a.int(), name: a.text() }),
  productName: a.text(),
});
export type StorageTank = Answer<typeof storageTankAnswer>;

/** GET StorageTank/{id}: also the importers' inventories in the tank that the user may see. */
export const storageTankDetailAnswer = storageTankAnswer.shape({ inventories: a.list(tankInventoryAnswer) });
export type StorageTankDetail = Answer<typeof storageTankDetailAnswer>;

export const storageTank = defineEntity({
  resource: 'storageTanks',
  path: 'StorageTank',
  table: 'storage_tanks',
  label: 'Storage Tank',
  schema: storageTankSchema,
  answer: storageTankAnswer,
  detailAnswer: storageTankDetailAnswer,
  display: 'number',
  access: { read: ['R100', 'R200', 'R300', 'R400', 'R500', 'R600'], write: ['R500'] },
  admin: { listTab: 'Storage Tank List', addTab: 'Add New Storage Tank' },
});
