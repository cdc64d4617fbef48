import { format } from 'date-fns/format';
import { subDays } from 'date-fns/subDays';
import { DEMO_PASSWORD } from '../../../server/db/seed/demo.ts';
import { hashPassword } from '../../../server/domain/passwords.ts';
import { caller, createTestApp, signIn, type TestApp } from '../../helpers/app.ts';

export type Call = ReturnType<typeof caller>;

export interface Suite {
  t: TestApp;
  /** R100 with P100, linked to Atlantic Petroleum Importers. */
  importer: Call;
  /** R100 with P100, linked to Lone Star Energy. */
  otherImporter: Call;
  /** R100 without P100, linked to Atlantic. */
  importerNoPermission: Call;
  marketing: Call;
  admin: Call;
  operations: Call;
  anonymous: Call;
  atlantic: number;
  loneStar: number;
  /** Atlantic's inventories in T-101 (PMS) and T-201 (AGO); Lone Star's in T-101. */
  atlanticPms: number;
  atlanticAgo: number;
  loneStarPms: number;
}

export const day = (daysAgo: number) => format(subDays(new Date(), daysAgo), 'yyyy-MM-dd');

export async function importerIdOf(t: TestApp, name: string) {
  return (
    await t.db.db.selectFrom('importers').select('id').where('name', '=', name).executeTakeFirstOrThrow()
  ).id;
}

export async function inventoryOf(t: TestApp, importerId: number, tank: string) {
  const row = await t.db.db
    .selectFrom('inventories as i')
    .innerJoin('storageTanks as st', 'st.id', 'i.storageTankId')
    .select('i.id')
    .where('i.importerId', '=', importerId)
    .where('st.number', '=', tank)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An extra external user with the demo password, of a role, linked to one importer or distributor. */
export async function addExternalUser(
  t: TestApp,
  email: string,
  role: string,
  permissions: string[],
  link: { importerId: number } | { distributorId: number },
) {
  const { id: roleId } = await t.db.db
    .selectFrom('roles')
    .select('id')
    .where('code', '=', role)
    .executeTakeFirstOrThrow();
  const user = await t.db.db
    .insertInto('users')
    .values({
      firstName: 'Extra',
      lastName: email.split('@')[0],
      email,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      isInternal: false,
      emailConfirmed: true,
      roleId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (permissions.length) {
    const ids = await t.db.db
      .selectFrom('permissions')
      .select('id')
      .where('code', 'in', permissions)
      .execute();
    await t.db.db
      .insertInto('userPermissions')
      .values(ids.map((p) => ({ userId: user.id, permissionId: p.id })))
      .execute();
  }
  await t.db.db
    .insertInto('userEntities')
    .values({ userId: user.id, importerId: null, distributorId: null, ...link })
    .execute();
  return user.id;
}

/** An extra external user of the importer, with the demo password. */
export const addImporterUser = (t: TestApp, email: string, importerId: number, permissions: string[]) =>
  addExternalUser(t, email, 'R100', permissions, { importerId });

export async function stockUpdateSuite(): Promise<Suite> {
  const t = await createTestApp();
  const atlantic = await importerIdOf(t, 'Atlantic Petroleum Importers');
  const loneStar = await importerIdOf(t, 'Lone Star Energy');
  await addImporterUser(t, 'lonestar@ppms.test', loneStar, ['P100']);
  await addImporterUser(t, 'noperm@ppms.test', atlantic, []);
  const tokens = await Promise.all(
    [
      'importer@ppms.demo',
      'lonestar@ppms.test',
      'noperm@ppms.test',
      'marketing@ppms.demo',
      'admin@ppms.demo',
      'operations@ppms.demo',
    ].map((email) => signIn(t.app, email)),
  );
  const [importer, otherImporter, importerNoPermission, marketing, admin, operations] = tokens.map((token) =>
    caller(t.app, token),
  );
  return {
    t,
    importer,
    otherImporter,
    importerNoPermission,
    marketing,
    admin,
    operations,
    anonymous: caller(t.app),
    atlantic,
    loneStar,
    atlanticPms: await inventoryOf(t, atlantic, 'T-101'),
    atlanticAgo: await inventoryOf(t, atlantic, 'T-201'),
    loneStarPms: await inventoryOf(t, loneStar, 'T-101'),
  };
}

/** A valid submission payload for Atlantic, changed by overrides. */
export const payload = (s: Suite, overrides: Record<string, unknown> = {}) => ({
  createdDate: `${day(3)}T00:00:00.000Z`,
  stockUpdateType: 0,
  referenceNumber: `REF-${Math.random().toString(36).slice(2, 8)}`,
  importerId: s.atlantic,
  inventoryInfos: [
    { inventoryId: s.atlanticPms, quantity: 12_000 },
    { inventoryId: s.atlanticAgo, quantity: 0 },
  ],
  ...overrides,
});

/** Submits as the Atlantic importer and answers the new id. */
export async function submit(s: Suite, overrides: Record<string, unknown> = {}): Promise<number> {
  const response = await s.importer('POST', 'stockUpdate', payload(s, overrides));
  if (response.statusCode !== 200) throw new Error(`submit failed: ${response.statusCode} ${response.body}`);
  return response.json().id;
}

export const act = (call: Call, id: number, status: number, comment?: string) =>
  call('POST', 'StockUpdate/StatusUpdate', { id, status, comment });

/** The ledger rows a request posted. */
export const postingsOf = (t: TestApp, id: number) =>
  t.db.db
    .selectFrom('ledgerMovements')
    .select(['inventoryId', 'quantity', 'kind', 'effectiveDate'])
    .where('sourceType', '=', 'StockUpdate')
    .where('sourceId', '=', id)
    .orderBy('inventoryId')
    .execute();
