import * as yup from 'yup';
import { type Answer, a, answer } from './answer.ts';
import { defineEntity } from './entity.ts';
import { meta, reference } from './fields.ts';
import { msg } from './i18n/msg.ts';
import { inventoryBalancesAnswer } from './inventory.ts';
import { partyAnswerFields, partyFields } from './party.ts';
import { flag } from './text.ts';

export { IMPORTER_MESSAGES } from './i18n/en/records.ts';

/** The storage tank checkboxes: each selected tank becomes an inventory of the importer. */
export const inventoryChoiceSchema = yup.object({
  storageTankId: reference('Storage Tank'),
  isSelected: flag('Is Selected').default(false),
});
export type InventoryChoice = yup.InferType<typeof inventoryChoiceSchema>;

export const importerSchema = yup.object({
  ...partyFields(),
  fines: yup
    .number()
    .nullable()
    .label('Fines')
    .meta(meta({ readOnly: true, adminOnly: true })),
  inventories: yup
    .array(inventoryChoiceSchema)
    .default([])
    .label('Storage Tanks')
    .test('unique-tanks', msg('importer.duplicateTank'), (list) => {
      const ids = (list ?? []).map((i) => i.storageTankId);
      return new Set(ids).size === ids.length;
    }),
});

/** An inventory to choose (an importer's stake in a tank), without its balances. */
export const inventoryChoiceAnswer = answer({
  inventoryId: a.int(),
  storageTank: a.object({ id: a.int(), number: a.text() }),
  storageTankNumber: a.text(),
  product: a.object({ id: a.int(), name: a.text() }),
  productName: a.text(),
});

/** One inventory of an importer as GET Importer/{id} answers it. */
export const importerInventoryAnswer = inventoryChoiceAnswer.concat(inventoryBalancesAnswer);
export type ImporterInventory = Answer<typeof importerInventoryAnswer>;

export const importerAnswer = answer({ ...partyAnswerFields(), fines: a.int() });
export type Importer = Answer<typeof importerAnswer>;

/** GET Importer/{id}: also its active inventories with their balances. */
export const importerDetailAnswer = importerAnswer.shape({ inventories: a.list(importerInventoryAnswer) });
export type ImporterDetail = Answer<typeof importerDetailAnswer>;

export const importer = defineEntity({
  resource: 'importers',
  path: 'Importer',
  table: 'importers',
  label: 'Importer',
  schema: importerSchema,
  answer: importerAnswer,
  detailAnswer: importerDetailAnswer,
  access: { read: 'signed-in', write: ['R500'], scope: 'importer' },
});
