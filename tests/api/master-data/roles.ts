import type { RoleCode } from '../../../schemas/codes.ts';
import { DEMO_USER_BY_ROLE } from '../../../server/db/seed/demo.ts';
import { caller, signIn, type TestApp } from '../../helpers/app.ts';

/** The demo user of each role: external ones linked to the first importer or distributor. */
export const ROLE_USERS = DEMO_USER_BY_ROLE;
export const ALL_ROLES = Object.keys(ROLE_USERS) as RoleCode[];
export const NON_ADMIN_ROLES = ALL_ROLES.filter((r) => r !== 'R500');

export type Call = ReturnType<typeof caller>;

/** A client per role, signed in once per suite. */
export async function callersByRole(t: TestApp): Promise<Record<RoleCode, Call>> {
  const entries = await Promise.all(
    ALL_ROLES.map(async (role) => [role, caller(t.app, await signIn(t.app, ROLE_USERS[role]))] as const),
  );
  return Object.fromEntries(entries) as Record<RoleCode, Call>;
}

/** The id of a demo record by its name (or tank number). */
export async function idOf(t: TestApp, table: 'importers' | 'distributors' | 'products', name: string) {
  const row = await t.db.db.selectFrom(table).select('id').where('name', '=', name).executeTakeFirstOrThrow();
  return row.id;
}

export async function tankId(t: TestApp, number: string) {
  const row = await t.db.db
    .selectFrom('storageTanks')
    .select('id')
    .where('number', '=', number)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A new tank through the API, answering its id. */
export async function addTank(t: TestApp, admin: Call, number: string, productName: string) {
  const response = await admin('POST', 'StorageTank', {
    number,
    productId: await idOf(t, 'products', productName),
  });
  if (response.statusCode !== 200) throw new Error(`adding tank ${number}: ${response.body}`);
  return response.json().id as number;
}

/** Gives an importer an inventory in a tank through PUT Importer (its other fields unchanged). */
export async function addInventory(t: TestApp, admin: Call, importerName: string, storageTankId: number) {
  const id = await idOf(t, 'importers', importerName);
  const {
    inventories: _,
    registrationDate: __,
    fines: ___,
    ...importer
  } = (await admin('GET', `Importer/${id}`)).json();
  const response = await admin('PUT', 'Importer', {
    ...importer,
    inventories: [{ storageTankId, isSelected: true }],
  });
  if (response.statusCode !== 200) throw new Error(`linking tank ${storageTankId}: ${response.body}`);
  return response.json();
}
