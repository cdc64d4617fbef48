import { sql } from 'kysely';
import { inventoryBalances } from '../../../server/domain/ledger/index.ts';
import { caller, signIn, type TestApp } from '../../helpers/app.ts';
import {
  addImporterUser,
  type Call,
  day,
  importerIdOf,
  inventoryOf,
  type Suite,
  stockUpdateSuite,
} from '../stock-updates/fixtures.ts';

export { day, inventoryOf };

export interface TransferSuite extends Suite {
  /** R100 with P100, linked to Mesurado Fuel Supply: neither end of the usual transfers. */
  thirdImporter: Call;
  mesurado: number;
  /** Atlantic's two PMS inventories (T-101, T-102), and Lone Star's and Mesurado's PMS ones. */
  atlanticPms2: number;
  mesuradoPms: number;
}

/** The stock update suite (its users and Atlantic's inventories) with what transfers need besides. */
export async function transferSuite(): Promise<TransferSuite> {
  const s = await stockUpdateSuite();
  const mesurado = await importerIdOf(s.t, 'Mesurado Fuel Supply');
  await addImporterUser(s.t, 'mesurado@ppms.test', mesurado, ['P100']);
  return {
    ...s,
    thirdImporter: caller(s.t.app, await signIn(s.t.app, 'mesurado@ppms.test')),
    mesurado,
    atlanticPms2: await inventoryOf(s.t, s.atlantic, 'T-102'),
    mesuradoPms: await inventoryOf(s.t, mesurado, 'T-102'),
  };
}

/** A valid transfer between Atlantic's two PMS tanks, changed by overrides. */
export const transferPayload = (s: TransferSuite, overrides: Record<string, unknown> = {}) => ({
  createdDate: `${day(2)}T00:00:00.000Z`,
  referenceNumber: `ST-${Math.random().toString(36).slice(2, 8)}`,
  fromInventoryId: s.atlanticPms,
  toInventoryId: s.atlanticPms2,
  quantity: 1_000,
  ...overrides,
});

/** Submits as the Atlantic importer and answers the new id. */
export async function submitTransfer(s: TransferSuite, overrides: Record<string, unknown> = {}) {
  const response = await s.importer('POST', 'stockTransfer', transferPayload(s, overrides));
  if (response.statusCode !== 200) throw new Error(`submit failed: ${response.statusCode} ${response.body}`);
  return response.json().id as number;
}

export const actOn = (call: Call, id: number, status: number, comment?: string) =>
  call('POST', 'StockTransfer/StatusUpdate', { id, status, comment });

/** Submitted, reviewed and approved. */
export async function approvedTransfer(s: TransferSuite, overrides: Record<string, unknown> = {}) {
  const id = await submitTransfer(s, overrides);
  for (const status of [10, 20]) {
    const response = await actOn(s.marketing, id, status);
    if (response.statusCode !== 200) throw new Error(`${status} failed: ${response.body}`);
  }
  return id;
}

/** One inventory's balances as the ledger and the open records say now. */
export const balancesOf = async (t: TestApp, inventoryId: number) =>
  (await inventoryBalances(t.db, { inventoryIds: [inventoryId] }))[0];

/** The ledger rows a transfer posted. */
export const postingsOf = (t: TestApp, id: number) =>
  t.db.db
    .selectFrom('ledgerMovements')
    .select(['inventoryId', 'quantity', 'kind', 'effectiveDate'])
    .where('sourceType', '=', 'StockTransfer')
    .where('sourceId', '=', id)
    .orderBy('quantity')
    .execute();

/** The sum of every inventory's ledger balance: of one product, or of all. */
export async function productTotal(t: TestApp, productName?: string) {
  const { rows } = await sql<{ total: number }>`
    select coalesce(sum(m.quantity), 0)::bigint as total from ledger_movements m
    join inventories i on i.id = m.inventory_id join storage_tanks st on st.id = i.storage_tank_id
    join products p on p.id = st.product_id where ${productName ?? null}::text is null or p.name = ${productName ?? null}`.execute(
    t.db.db,
  );
  return Number(rows[0].total);
}
