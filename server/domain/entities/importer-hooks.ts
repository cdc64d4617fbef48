import type { InventoryChoice } from '../../../schemas/importer.ts';
import { importerInventories, importerSaveScope, syncImporterInventories } from '../inventories.ts';
import type { EntityHooks } from './hooks.ts';

/** Importers: the storage tank checkboxes become inventories; the detail lists them with balances. */
export const importerHooks: EntityHooks = {
  async detail(db, _user, record) {
    const inventories = await importerInventories(db, [record.id]);
    return { ...record, inventories: inventories.get(record.id) ?? [] };
  },
  async ledgerScope(tx, id, payload) {
    return importerSaveScope(tx, id, (payload.inventories ?? []) as InventoryChoice[]);
  },
  async afterSave(tx, id, payload) {
    await syncImporterInventories(tx, id, (payload.inventories ?? []) as InventoryChoice[]);
  },
};
