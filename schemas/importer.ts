import * as yup from 'yup';
import { defineEntity } from './entity.ts';
import { meta, reference } from './fields.ts';
import type { InventoryBalances } from './inventory.ts';
import { type Party, partyFields } from './party.ts';

export const IMPORTER_MESSAGES = {
  duplicateTank: 'Each storage tank can be chosen once.',
  tankHasBalance: (tankNumber: string, balance: string) =>
    `Storage tank ${tankNumber} can not be removed: the importer's inventory in it has a balance of ${balance} gallons.`,
  tankHasOpenRecords: (tankNumber: string, records: string[]) =>
    `Storage tank ${tankNumber} can not be removed: open records have lines on the importer's inventory in it (${records.join(', ')}).`,
} as const;

/** The storage tank checkboxes: each selected tank becomes an inventory of the importer. */
export const inventoryChoiceSchema = yup.object({
  storageTankId: reference('Storage Tank'),
  isSelected: yup.boolean().default(false),
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
    .test('unique-tanks', IMPORTER_MESSAGES.duplicateTank, (list) => {
      const ids = (list ?? []).map((i) => i.storageTankId);
      return new Set(ids).size === ids.length;
    }),
});

/** One inventory of an importer as GET Importer/{id} answers it. */
export interface ImporterInventory extends InventoryBalances {
  inventoryId: number;
  storageTank: { id: number; number: string };
  storageTankNumber: string;
  product: { id: number; name: string };
  productName: string;
}

export interface Importer extends Party {
  fines: number;
  inventories?: ImporterInventory[];
}

export const importer = defineEntity({
  resource: 'importers',
  path: 'Importer',
  table: 'importers',
  label: 'Importer',
  schema: importerSchema,
  access: { read: 'signed-in', write: ['R500'], scope: 'importer' },
});
