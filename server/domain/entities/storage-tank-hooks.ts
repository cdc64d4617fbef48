import { badRequest } from '../../errors.ts';
import { say } from '../../i18n/index.ts';
import { tankInventories } from '../inventories.ts';
import { visibleImporterIds } from '../visibility.ts';
import type { EntityHooks } from './hooks.ts';

const TANK_MESSAGES = { productLocked: say('server.entities.productLocked') };

/** Storage tanks: the detail lists the importers' inventories in the tank (only those the user may see). */
export const storageTankHooks: EntityHooks = {
  async detail(db, user, record) {
    return { ...record, inventories: await tankInventories(db, record.id, visibleImporterIds(user)) };
  },
  // Whether stock was recorded in the tank must stay true until the product change commits.
  async ledgerScope(tx, id) {
    const inventories = await tx.db
      .selectFrom('inventories')
      .select('id')
      .where('storageTankId', '=', id)
      .execute();
    return { inventories: inventories.map((i) => i.id) };
  },
  async beforeSave(tx, id, payload) {
    if (id === null) return;
    const tank = await tx.db
      .selectFrom('storageTanks')
      .select('productId')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    if (tank.productId === payload.productId) return;
    const recorded = await tx.db
      .selectFrom('ledgerMovements as m')
      .innerJoin('inventories as i', 'i.id', 'm.inventoryId')
      .select('m.id')
      .where('i.storageTankId', '=', id)
      .limit(1)
      .executeTakeFirst();
    if (recorded) throw badRequest(TANK_MESSAGES.productLocked, { productId: TANK_MESSAGES.productLocked });
  },
};
