import { BALANCE_FIELDS } from '../../schemas/inventory.ts';
import type {
  EntityInventory,
  EntityProduct,
  UserEntitiesAnswer,
  UserEntitiesPayload,
} from '../../schemas/user-entities.ts';
import type { Database } from '../db/client.ts';
import type { AuthUser } from './auth-user.ts';
import { toImporterInventory } from './inventories.ts';
import { inventoryBalances, productAvailabilities } from './ledger/index.ts';
import { visibleDistributorIds, visibleImporterIds } from './visibility.ts';

const withoutBalances = (inventory: ReturnType<typeof toImporterInventory>): EntityInventory => {
  const copy: Record<string, unknown> = { ...inventory };
  for (const field of BALANCE_FIELDS) delete copy[field];
  return copy as EntityInventory;
};

/**
 * Active importers (with their active inventories) and distributors to choose from. With
 * ensure...Authorization only those the user is authorized for; balances, when asked for, only of
 * importers the user may see, with each product's availability. Four queries whatever the number of
 * importers.
 */
export async function userEntities(
  db: Database,
  user: AuthUser,
  payload: UserEntitiesPayload,
): Promise<UserEntitiesAnswer> {
  const importerScope = payload.ensureImporterAuthorization ? visibleImporterIds(user) : 'all';
  const distributorScope = payload.ensureDistributorAuthorization ? visibleDistributorIds(user) : 'all';
  const [importers, distributors] = await Promise.all([
    payload.includeImporters
      ? db.db
          .selectFrom('importers')
          .select(['id', 'name'])
          .where('isActive', '=', true)
          .$if(importerScope !== 'all', (q) => q.where('id', 'in', [0, ...(importerScope as number[])]))
          .orderBy('name')
          .execute()
      : [],
    payload.includeDistributors
      ? db.db
          .selectFrom('distributors')
          .select(['id', 'name'])
          .where('isActive', '=', true)
          .$if(distributorScope !== 'all', (q) => q.where('id', 'in', [0, ...(distributorScope as number[])]))
          .orderBy('name')
          .execute()
      : [],
  ]);
  const ids = importers.map((i) => i.id);
  const visible = visibleImporterIds(user);
  const showsBalance = (importerId: number) =>
    payload.calculateAdjustedStockBalance && (visible === 'all' || visible.includes(importerId));
  const [rows, availabilities] = await Promise.all([
    ids.length ? inventoryBalances(db, { importerIds: ids, activeOnly: true }) : [],
    ids.some(showsBalance) ? productAvailabilities(db, { importerIds: ids.filter(showsBalance) }) : [],
  ]);
  const byImporter = new Map<number, EntityInventory[]>(ids.map((id) => [id, []]));
  const products = new Map<number, EntityProduct[]>(ids.map((id) => [id, []]));
  for (const row of rows) {
    const inventory = toImporterInventory(row);
    byImporter
      .get(row.importerId)
      ?.push(showsBalance(row.importerId) ? inventory : withoutBalances(inventory));
    const held = products.get(row.importerId);
    if (held && !held.some((p) => p.id === row.productId)) {
      const availability = availabilities.find(
        (a) => a.importerId === row.importerId && a.productId === row.productId,
      );
      held.push({
        id: row.productId,
        name: row.productName,
        ...(availability
          ? {
              stockBalance: availability.stockBalance,
              adjustedStockBalance: availability.adjustedStockBalance,
              availableBalance: availability.availableBalance,
            }
          : {}),
      });
    }
  }
  return {
    importers: importers.map((i) => ({
      ...i,
      inventories: byImporter.get(i.id) ?? [],
      products: (products.get(i.id) ?? []).sort((a, b) => a.name.localeCompare(b.name)),
    })),
    distributors,
  };
}
