import { sql } from 'kysely';
import type { Database } from '../../../server/db/client.ts';
import { caller, signIn, type TestApp } from '../../helpers/app.ts';
import { tankId } from '../master-data/roles.ts';
import { addImporterUser } from '../stock-updates/fixtures.ts';

export type Call = ReturnType<typeof caller>;

export interface TestImporter {
  importerId: number;
  /** Tank ids and the importer's inventory ids, in the order of the tank numbers given. */
  tanks: number[];
  inventories: number[];
  /** R100 with P100, linked to this importer only. */
  importer: Call;
  /** PUT Importer as the administrator, keeping the tanks whose flag is true (all when left out). */
  keep(selected?: boolean[]): ReturnType<Call>;
}

/** A new importer of its own (untouched by the demo history) with inventories in the given tanks. */
export async function newImporter(t: TestApp, admin: Call, name: string, tankNumbers: string[]) {
  const tanks = await Promise.all(tankNumbers.map((number) => tankId(t, number)));
  const slug = name.toLowerCase().replace(/\W+/g, '-');
  const party = {
    name,
    taxIdentificationNumber: `TIN-${slug}`,
    address: `1 ${name} Street`,
    primaryPhone: '+231 1',
    primaryEmail: `${slug}@example.test`,
  };
  const created = await admin('POST', 'Importer', {
    ...party,
    inventories: tanks.map((storageTankId) => ({ storageTankId, isSelected: true })),
  });
  if (created.statusCode !== 200) throw new Error(`adding importer ${name}: ${created.body}`);
  const body = created.json();
  const inventories = tanks.map(
    (tank) =>
      body.inventories.find((i: { storageTank: { id: number } }) => i.storageTank.id === tank).inventoryId,
  );
  const email = `${slug}@ppms.test`;
  await addImporterUser(t, email, body.id, ['P100']);
  return {
    importerId: body.id as number,
    tanks,
    inventories,
    importer: caller(t.app, await signIn(t.app, email)),
    keep: (selected: boolean[] = tanks.map(() => true)) =>
      admin('PUT', 'Importer', {
        id: body.id,
        ...party,
        isActive: true,
        inventories: tanks.map((storageTankId, i) => ({ storageTankId, isSelected: selected[i] })),
      }),
  } satisfies TestImporter;
}

/** Runs a statement with the append-only trigger off, as someone with direct database access could. */
export async function behindTheApplication(t: TestApp, statement: ReturnType<typeof sql>) {
  await sql`alter table ledger_movements disable trigger ledger_movements_append_only`.execute(t.db.db);
  try {
    await statement.execute(t.db.db);
  } finally {
    await sql`alter table ledger_movements enable trigger ledger_movements_append_only`.execute(t.db.db);
  }
}

/** On a database without demo data: a product, a tank, an importer and its inventory there (its id). */
export async function oneInventory(db: Database) {
  const product = await db.db
    .insertInto('products')
    .values({ name: 'PMS', unitOfMeasure: 'Gallons' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const tank = await db.db
    .insertInto('storageTanks')
    .values({ number: 'T-1', productId: product.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  const importer = await db.db
    .insertInto('importers')
    .values({ name: 'CLI Importer', taxIdentificationNumber: 'T', address: 'A', primaryPhone: '1' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const inventory = await db.db
    .insertInto('inventories')
    .values({ importerId: importer.id, storageTankId: tank.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inventory.id;
}

let direct = 0;
/** An importer written straight into the tables, with an inventory in each tank (ids ascending). */
export async function importerInTanks(t: TestApp, tankIds: number[]) {
  direct += 1;
  const importer = await t.db.db
    .insertInto('importers')
    .values({
      name: `Ledger test ${direct}`,
      taxIdentificationNumber: `LT-${direct}`,
      address: 'A',
      primaryPhone: '1',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const rows = await t.db.db
    .insertInto('inventories')
    .values(tankIds.map((storageTankId) => ({ importerId: importer.id, storageTankId })))
    .returning('id')
    .execute();
  return { importerId: importer.id, inventories: rows.map((r) => r.id).sort((a, b) => a - b) };
}
