import * as yup from 'yup';
import { type Answer, a, answer } from './answer.ts';
import { inventoryChoiceAnswer } from './importer.ts';
import { inventoryBalancesAnswer } from './inventory.ts';
import { flag } from './text.ts';

/** POST User/Entities: which entities to pick from, for importer and inventory choices in forms. */
export const userEntitiesSchema = yup.object({
  includeImporters: flag('includeImporters').default(false),
  includeDistributors: flag('includeDistributors').default(false),
  /** Only the importers the user is authorized for (external users: their linked ones). */
  ensureImporterAuthorization: flag('ensureImporterAuthorization').default(false),
  ensureDistributorAuthorization: flag('ensureDistributorAuthorization').default(false),
  calculateAdjustedStockBalance: flag('calculateAdjustedStockBalance').default(false),
});
export type UserEntitiesPayload = yup.InferType<typeof userEntitiesSchema>;

/** An inventory to pick; balances only when asked for and only of importers the user may see. */
export const entityInventoryAnswer = inventoryChoiceAnswer.concat(inventoryBalancesAnswer.partial());
export type EntityInventory = Answer<typeof entityInventoryAnswer>;

/**
 * A product the importer holds in an active inventory. With balances (asked for, and an importer the user
 * may see): the sums of its inventories and its availability (DESIGN.md section 5), what a transfer
 * order of the product may take.
 */
export const entityProductAnswer = answer({
  id: a.int(),
  name: a.text(),
  stockBalance: a.int("Sum of its inventories' stock balances").optional(),
  adjustedStockBalance: a.int("Sum of its inventories' adjusted balances").optional(),
  availableBalance: a
    .int("adjustedStockBalance - open transfer orders' remainders - 25,000 (may be negative)")
    .optional(),
});
export type EntityProduct = Answer<typeof entityProductAnswer>;

/** An importer to pick, with its active inventories and the products they hold. */
export const entityImporterAnswer = answer({
  id: a.int(),
  name: a.text(),
  inventories: a.list(entityInventoryAnswer),
  products: a.list(entityProductAnswer),
});
export type EntityImporter = Answer<typeof entityImporterAnswer>;

export const userEntitiesAnswer = answer({
  importers: a.list(entityImporterAnswer),
  distributors: a.list(a.object({ id: a.int(), name: a.text() })),
});
export type UserEntitiesAnswer = Answer<typeof userEntitiesAnswer>;
