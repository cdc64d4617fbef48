import { postMovements } from '../../../server/domain/ledger/index.ts';
import type { TestApp } from '../../helpers/app.ts';

/** The inventory of an importer in a tank (by names). */
export async function inventoryId(t: TestApp, importerName: string, tankNumber: string) {
  const row = await t.db.db
    .selectFrom('inventories as i')
    .innerJoin('importers as imp', 'imp.id', 'i.importerId')
    .innerJoin('storageTanks as st', 'st.id', 'i.storageTankId')
    .select('i.id')
    .where('imp.name', '=', importerName)
    .where('st.number', '=', tankNumber)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Books stock into an inventory through the ledger, as an approved shipment would. */
export async function book(t: TestApp, inventory: number, quantity: number) {
  await t.db.transaction((tx) =>
    postMovements(tx, [
      {
        inventoryId: inventory,
        quantity,
        kind: quantity > 0 ? 'shipment' : 'shortage',
        effectiveDate: '2026-01-15',
        sourceType: 'Test',
        sourceId: 1,
        userId: null,
      },
    ]),
  );
}
