import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, createTestApp, signIn, type TestApp } from '../../helpers/app.ts';
import { day } from '../stock-updates/fixtures.ts';
import { type Call, newImporter } from './fixtures.ts';

// Issue 14, finding 5: an inventory could be deactivated under an open request, and approval then
// posted to the inactive inventory. Deactivation now names the open records that hold it; approval
// checks, under the inventory lock, that every inventory it posts to is still active.

let t: TestApp;
let marketing: Call;
let importer: Call;
let importerId: number;
let inventories: { pms: number; ago: number };
let keep: (selected?: boolean[]) => ReturnType<Call>;

beforeAll(async () => {
  t = await createTestApp();
  const admin = caller(t.app, await signIn(t.app, 'admin@ppms.demo'));
  marketing = caller(t.app, await signIn(t.app, 'marketing@ppms.demo'));
  const created = await newImporter(t, admin, 'Inactive Tanks Ltd', ['T-101', 'T-201']);
  ({ importerId, importer, keep } = created);
  inventories = { pms: created.inventories[0], ago: created.inventories[1] };
});
afterAll(() => t.close());

const submit = async (inventoryId: number, quantity = 500) => {
  const response = await importer('POST', 'stockUpdate', {
    createdDate: `${day(2)}T00:00:00.000Z`,
    stockUpdateType: 0,
    importerId,
    inventoryInfos: [{ inventoryId, quantity }],
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().id as number;
};
const act = (id: number, status: number) => marketing('POST', 'StockUpdate/StatusUpdate', { id, status });
/** Keeps the importer's tanks, but those given as false. */
const keepTanks = (selected: Partial<Record<'pms' | 'ago', boolean>>) =>
  keep([selected.pms ?? true, selected.ago ?? true]);
const isActive = async (inventoryId: number) =>
  (
    await t.db.db
      .selectFrom('inventories')
      .select('isActive')
      .where('id', '=', inventoryId)
      .executeTakeFirstOrThrow()
  ).isActive;

describe('deactivating an inventory', () => {
  it('is refused while open requests have lines on it, naming them; allowed once they are closed', async () => {
    const fresh = await submit(inventories.pms);
    const reviewed = await submit(inventories.pms, 700);
    expect((await act(reviewed, 10)).statusCode).toBe(200);

    const refused = await keepTanks({ pms: false });
    expect(refused.statusCode, refused.body).toBe(400);
    const { message, errors } = refused.json();
    expect(message).toBe(
      `Storage tank T-101 can not be removed: open records have lines on the importer's inventory in it (stock update request #${fresh}, stock update request #${reviewed}).`,
    );
    expect(errors).toEqual({ inventories: message });
    expect(await isActive(inventories.pms)).toBe(true);

    expect((await act(fresh, 30)).statusCode).toBe(200);
    expect((await act(reviewed, 30)).statusCode).toBe(200);
    expect((await keepTanks({ pms: false })).statusCode).toBe(200);
    expect(await isActive(inventories.pms)).toBe(false);
    // Back again for the tests below.
    expect((await keepTanks({})).statusCode).toBe(200);
    expect(await isActive(inventories.pms)).toBe(true);
  });

  it('refuses a submission to an inactive inventory', async () => {
    expect((await keepTanks({ ago: false })).statusCode).toBe(200);
    const response = await importer('POST', 'stockUpdate', {
      createdDate: `${day(2)}T00:00:00.000Z`,
      stockUpdateType: 0,
      importerId,
      inventoryInfos: [{ inventoryId: inventories.ago, quantity: 10 }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("An inventory does not belong to the importer's inventories.");
    expect((await keepTanks({})).statusCode).toBe(200);
  });
});

describe('approving', () => {
  it('re-checks under lock that each inventory is still active: nothing is posted otherwise', async () => {
    const id = await submit(inventories.ago, 900);
    expect((await act(id, 10)).statusCode).toBe(200);
    // However it came to be (an older release, a hand edit), an inactive inventory takes no stock.
    await sql`update inventories set is_active = false where id = ${inventories.ago}`.execute(t.db.db);
    try {
      const response = await act(id, 20);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toBe(
        "The importer's inventory in storage tank T-201 is not active: stock can not be posted to it.",
      );
      const posted = await t.db.db
        .selectFrom('ledgerMovements')
        .select('id')
        .where('sourceType', '=', 'StockUpdate')
        .where('sourceId', '=', id)
        .execute();
      expect(posted).toEqual([]);
      expect((await marketing('GET', `StockUpdate/${id}`)).json().status).toBe('Reviewed');
    } finally {
      await sql`update inventories set is_active = true where id = ${inventories.ago}`.execute(t.db.db);
    }
    expect((await act(id, 20)).statusCode).toBe(200);
  });
});
