import * as yup from 'yup';
import type { ImporterInventory } from './importer.ts';
import type { InventoryBalances } from './inventory.ts';

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
export type EntityInventory = Omit<ImporterInventory, keyof InventoryBalances> & Partial<InventoryBalances>;

export interface UserEntitiesAnswer {
  importers: { id: number; name: string; inventories: EntityInventory[] }[];
  distributors: { id: number; name: string }[];
}
