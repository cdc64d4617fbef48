import { postMovements } from '../../../server/domain/ledger/index.ts';
import { caller, createTestApp, signIn, type TestApp } from '../../helpers/app.ts';
import { expectedAvailability } from '../../helpers/expected-balances.ts';
import { callersByRole, idOf } from '../master-data/roles.ts';
import { addExternalUser } from '../stock-updates/fixtures.ts';

export type Call = ReturnType<typeof caller>;

export interface Suite {
  t: TestApp;
  /** importer@ppms.demo: R100 with P100 and P200, linked to Atlantic Petroleum Importers. */
  importer: Call;
  /** R100 with P200, linked to Lone Star Energy. */
  otherImporter: Call;
  /** R100 with P100 only, linked to Atlantic. */
  importerWithoutP200: Call;
  operations: Call;
  finance: Call;
  marketing: Call;
  controlRoom: Call;
  admin: Call;
  /** distributor@ppms.demo and agent@ppms.demo, linked to Capitol Fuel Distributors. */
  distributor: Call;
  agent: Call;
  /** R300 linked to Paynesville Gas Stations. */
  otherDistributor: Call;
  atlantic: number;
  loneStar: number;
  capitol: number;
  paynesville: number;
  pms: number;
  ago: number;
}

/** An extra external user (see addExternalUser), signed in. */
async function externalCaller(
  t: TestApp,
  email: string,
  role: string,
  permissions: string[],
  link: Parameters<typeof addExternalUser>[4],
) {
  await addExternalUser(t, email, role, permissions, link);
  return caller(t.app, await signIn(t.app, email));
}

export async function transferOrderSuite(): Promise<Suite> {
  const t = await createTestApp();
  const roles = await callersByRole(t);
  const atlantic = await idOf(t, 'importers', 'Atlantic Petroleum Importers');
  const loneStar = await idOf(t, 'importers', 'Lone Star Energy');
  const capitol = await idOf(t, 'distributors', 'Capitol Fuel Distributors');
  const paynesville = await idOf(t, 'distributors', 'Paynesville Gas Stations');
  return {
    t,
    importer: roles.R100,
    otherImporter: await externalCaller(t, 'lonestar@ppms.test', 'R100', ['P200'], { importerId: loneStar }),
    importerWithoutP200: await externalCaller(t, 'nop200@ppms.test', 'R100', ['P100'], {
      importerId: atlantic,
    }),
    operations: roles.R200,
    finance: roles.R700,
    marketing: roles.R600,
    controlRoom: roles.R400,
    admin: roles.R500,
    distributor: roles.R300,
    agent: roles.R1100,
    otherDistributor: await externalCaller(t, 'paynesville@ppms.test', 'R300', ['P300'], {
      distributorId: paynesville,
    }),
    atlantic,
    loneStar,
    capitol,
    paynesville,
    pms: await idOf(t, 'products', 'PMS'),
    ago: await idOf(t, 'products', 'AGO'),
  };
}

let numbers = 0;
/** A transfer order number no other test uses. */
export const nextNumber = (prefix = 'TO-T') =>
  `${prefix}-${++numbers}-${Math.random().toString(36).slice(2, 6)}`;

/** A valid order of Atlantic's PMS to Capitol, changed by overrides. */
export const payload = (s: Suite, overrides: Record<string, unknown> = {}) => ({
  transferOrderNumber: nextNumber(),
  importerId: s.atlantic,
  productId: s.pms,
  quantity: 5_000,
  distributorId: s.capitol,
  ...overrides,
});

/** Creates an order as the Atlantic importer and answers its id. */
export async function create(s: Suite, overrides: Record<string, unknown> = {}): Promise<number> {
  const response = await s.importer('POST', 'TransferOrder', payload(s, overrides));
  if (response.statusCode !== 200) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json().id;
}

export const ACTIONS = { review: 5, approve: 10, cancel: 20 } as const;

export const act = (call: Call, transferOrderId: number, actionCode: number, comment?: string) =>
  call('POST', 'TransferOrder/Actions', { actionCode, transferOrderId, comment });

/** GET TransferOrder/{id} as that user, answered as JSON. */
export const detailAs = async (call: Call, id: number) => (await call('GET', `TransferOrder/${id}`)).json();

/**
 * An importer's availability of a product as the spec defines it (DESIGN.md section 5), computed from
 * the tables by tests/helpers/expected-balances.ts, not by the server's productAvailability.
 */
export const available = async (s: Suite, importerId = s.atlantic, productId = s.pms) =>
  expectedAvailability(s.t.db, importerId, productId);

/**
 * Holds gallons back on an inventory's adjusted balance as an open (New) shortage request does, without
 * taking them out of its stock (which pending shipments may not cover: no balance goes below zero).
 * Returns what releases them again (the request cancelled).
 */
export async function holdBack(s: Suite, inventoryId: number, quantity: number) {
  const db = s.t.db.db;
  const { importerId } = await db
    .selectFrom('inventories')
    .select('importerId')
    .where('id', '=', inventoryId)
    .executeTakeFirstOrThrow();
  const { id } = await db
    .insertInto('stockUpdates')
    .values({
      stockUpdateType: 1,
      importerId,
      createdDate: new Date().toISOString().slice(0, 10),
      status: 'New',
      referenceNumber: 'TEST-HOLD',
      submittedBy: (
        await db
          .selectFrom('users')
          .select('id')
          .where('email', '=', 'admin@ppms.demo')
          .executeTakeFirstOrThrow()
      ).id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('stockUpdateLines').values({ stockUpdateId: id, inventoryId, quantity }).execute();
  return async () => {
    await db.updateTable('stockUpdates').set({ status: 'Cancelled' }).where('id', '=', id).execute();
  };
}

/** Books stock straight to the ledger (an approved shipment or shortage), as postings do. */
export async function book(s: Suite, inventoryId: number, quantity: number) {
  await s.t.db.transaction((tx) =>
    postMovements(tx, [
      {
        inventoryId,
        quantity,
        kind: quantity > 0 ? 'shipment' : 'shortage',
        effectiveDate: new Date().toISOString().slice(0, 10),
        sourceType: 'Test',
        sourceId: 1,
        userId: null,
      },
    ]),
  );
}
