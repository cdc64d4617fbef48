import * as yup from 'yup';
import { type Answer, a, answer } from './answer.ts';
import { inventoryChoiceAnswer } from './importer.ts';
import { inventoryBalancesAnswer } from './inventory.ts';

/** POST User/Entities: which entities to pick from, for importer and inventory choices in forms. */
export const userEntitiesSchema = yup.object({
  includeImporters: yup.boolean().default(false),
  includeDistributors: yup.boolean().default(false),
  /** Only the importers the user is authorized for (external users: their linked ones). */
  ensureImporterAuthorization: yup.boolean().default(false),
  ensureDistributorAuthorization: yup.boolean().default(false),
  calculateAdjustedStockBalance: yup.boolean().default(false),
});
export type UserEntitiesPayload = yup.InferType<typeof userEntitiesSchema>;

/** An inventory to pick; balances only when asked for and only of importers the user may see. */
export const entityInventoryAnswer = inventoryChoiceAnswer.concat(inventoryBalancesAnswer.partial());
export type EntityInventory = Answer<typeof entityInventoryAnswer>;

/** An importer to pick, with its active inventories. */
export const entityImporterAnswer = answer({
  id: a.int(),
  name: a.text(),
  inventories: a.list(entityInventoryAnswer),
});
export type EntityImporter = Answer<typeof entityImporterAnswer>;

export const userEntitiesAnswer = answer({
  importers: a.list(entityImporterAnswer),
  distributors: a.list(a.object({ id: a.int(), name: a.text() })),
});
export type UserEntitiesAnswer = Answer<typeof userEntitiesAnswer>;
