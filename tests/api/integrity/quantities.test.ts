import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BALANCE_FIELDS, type InventoryBalances } from '../../../schemas/inventory.ts';
import { postMovements } from '../../../server/domain/ledger/index.ts';
import { caller, createTestApp, signIn, type TestApp } from '../../helpers/app.ts';
import { type Call, newImporter } from '../ledger/fixtures.ts';
import { day } from '../stock-updates/fixtures.ts';

// Issue 14, finding 3: a line could be Number.MAX_SAFE_INTEGER gallons, and the bigint parser rounded
// what it could not hold. Now no line exceeds 100,000,000 gallons, and a stored value that is not a
// safe integer is refused with a clear error instead of being shown wrong.

const BOUND = 100_000_000;

let t: TestApp;
let admin: Call;
let marketing: Call;
let importer: Call;
let importerId: number;
let tanks: { pms: number; ago: number };
let inventories: { pms: number; ago: number };
beforeAll(async () => {
  t = await createTestApp();
  admin = caller(t.app, await signIn(t.app, 'admin@ppms.demo'));
  marketing = caller(t.app, await signIn(t.app, 'marketing@ppms.demo'));
  const created = await newImporter(t, admin, 'Bound Petroleum', ['T-101', 'T-201']);
  ({ importerId, importer } = created);
  tanks = { pms: created.tanks[0], ago: created.tanks[1] };
  inventories = { pms: created.inventories[0], ago: created.inventories[1] };
});
afterAll(() => t.close());

const submit = async (type: number, lines: [number, number][]) => {
  const response = await importer('POST', 'stockUpdate', {
    createdDate: `${day(1)}T00:00:00.000Z`,
    stockUpdateType: type,
    referenceNumber: null,
    importerId,
    inventoryInfos: lines.map(([inventoryId, quantity]) => ({ inventoryId, quantity })),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().id as number;
};
const act = async (id: number, status: number) => {
  const response = await marketing('POST', 'StockUpdate/StatusUpdate', { id, status });
  expect(response.statusCode, response.body).toBe(200);
};

describe('the per-line bound', () => {
  it('refuses a line above 100,000,000 gallons with a message that says so; stores nothing', async () => {
    const before = await t.db.db.selectFrom('stockUpdates').select('id').execute();
    for (const quantity of [BOUND + 1, Number.MAX_SAFE_INTEGER, 2 ** 53]) {
      const response = await importer('POST', 'stockUpdate', {
        createdDate: `${day(1)}T00:00:00.000Z`,
        stockUpdateType: 0,
        importerId,
        inventoryInfos: [{ inventoryId: inventories.pms, quantity }],
      });
      expect(response.statusCode, String(quantity)).toBe(400);
      expect(response.json().message).toBe('Quantity can not be more than 100,000,000 gallons on one line.');
    }
    expect(await t.db.db.selectFrom('stockUpdates').select('id').execute()).toHaveLength(before.length);
  });

  it('refuses more than 100 lines on one request (each takes a lock)', async () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => ({ inventoryId: i + 1, quantity: 1 }));
    const send = (n: number) =>
      importer('POST', 'stockUpdate', {
        createdDate: `${day(1)}T00:00:00.000Z`,
        stockUpdateType: 0,
        importerId,
        inventoryInfos: lines(n),
      });
    const tooMany = await send(101);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('A record can have at most 100 lines.');
    // A hundred pass the bound (and are then refused: most of them are not this importer's).
    expect((await send(100)).json().message).toBe(
      "An inventory does not belong to the importer's inventories.",
    );
  });

  it('approves lines at the bound, and every balance view shows them to the gallon', async () => {
    // Booked: PMS 3 shipments; AGO 2 overages less 1 shortage. Open: a New shipment and a Reviewed
    // shortage on PMS, a New overage on AGO.
    for (const [type, lines] of [
      [0, [[inventories.pms, BOUND]]],
      [0, [[inventories.pms, BOUND]]],
      [0, [[inventories.pms, BOUND]]],
      [2, [[inventories.ago, BOUND]]],
      [2, [[inventories.ago, BOUND]]],
      [1, [[inventories.ago, BOUND]]],
    ] as [number, [number, number][]][]) {
      const id = await submit(type, lines);
      await act(id, 10);
      await act(id, 20);
    }
    const openShipment = await submit(0, [
      [inventories.pms, BOUND],
      [inventories.ago, BOUND - 1],
    ]);
    const openShortage = await submit(1, [[inventories.pms, BOUND]]);
    await act(openShortage, 10);
    await submit(2, [[inventories.ago, BOUND]]);

    const zero = { pendingIncomingStockTransfersTotal: 0, pendingOutGoingStockTransfersTotal: 0 };
    const expected: Record<'pms' | 'ago', InventoryBalances> = {
      pms: {
        ...zero,
        stockBalance: 3 * BOUND,
        pendingShipmentsTotal: BOUND,
        pendingOveragesTotal: 0,
        pendingShortagesTotal: BOUND,
        pendingTrackingOrdersTotal: 0,
        adjustedStockBalance: 3 * BOUND,
      },
      ago: {
        ...zero,
        stockBalance: BOUND,
        pendingShipmentsTotal: BOUND - 1,
        pendingOveragesTotal: BOUND,
        pendingShortagesTotal: 0,
        pendingTrackingOrdersTotal: 0,
        adjustedStockBalance: 3 * BOUND - 1,
      },
    };
    const balancesOf = (row: Record<string, unknown>) =>
      Object.fromEntries(BALANCE_FIELDS.map((field) => [field, row[field]]));

    // GET Importer/{id}
    const detail = (await admin('GET', `Importer/${importerId}`)).json();
    for (const key of ['pms', 'ago'] as const) {
      const row = detail.inventories.find((i: { inventoryId: number }) => i.inventoryId === inventories[key]);
      expect(balancesOf(row), `Importer/${importerId} ${key}`).toEqual(expected[key]);
    }
    // GET StorageTank/{id}
    for (const key of ['pms', 'ago'] as const) {
      const tank = (await admin('GET', `StorageTank/${tanks[key]}`)).json();
      const row = tank.inventories.find((i: { importerId: number }) => i.importerId === importerId);
      expect(balancesOf(row), `StorageTank/${tanks[key]}`).toEqual(expected[key]);
    }
    // POST User/Entities with balances
    const entities = (
      await importer('POST', 'User/Entities', { includeImporters: true, calculateAdjustedStockBalance: true })
    ).json();
    const mine = entities.importers.find((i: { id: number }) => i.id === importerId);
    for (const key of ['pms', 'ago'] as const) {
      const row = mine.inventories.find((i: { inventoryId: number }) => i.inventoryId === inventories[key]);
      expect(balancesOf(row), `User/Entities ${key}`).toEqual(expected[key]);
    }
    // GET StockUpdate/{id}/GetEditInfo
    const editInfo = (await importer('GET', `StockUpdate/${openShipment}/GetEditInfo`)).json();
    const editable = editInfo.importers.find((i: { id: number }) => i.id === importerId);
    for (const key of ['pms', 'ago'] as const) {
      const row = editable.inventories.find(
        (i: { inventoryId: number }) => i.inventoryId === inventories[key],
      );
      expect(
        { stockBalance: row.stockBalance, adjustedStockBalance: row.adjustedStockBalance },
        `GetEditInfo ${key}`,
      ).toEqual({
        stockBalance: expected[key].stockBalance,
        adjustedStockBalance: expected[key].adjustedStockBalance,
      });
    }
    // The request's own total, in its detail and in the list.
    expect((await importer('GET', `StockUpdate/${openShipment}`)).json().quantity).toBe(2 * BOUND - 1);
    const list = (await importer('POST', 'StockUpdate/Search', { pageNumber: 1 })).json();
    expect(list.results.find((r: { id: number }) => r.id === openShipment).quantity).toBe(2 * BOUND - 1);
  });
});

describe('the bound below the application', () => {
  it('is held by the ledger and by the database itself', async () => {
    const movement = {
      inventoryId: inventories.pms,
      kind: 'shipment' as const,
      effectiveDate: day(1),
      sourceType: 'Test',
      sourceId: 1,
      userId: null,
    };
    await expect(
      t.db.transaction((tx) => postMovements(tx, [{ ...movement, quantity: BOUND + 1 }])),
    ).rejects.toThrow(/at most 100000000/);
    await expect(
      sql`insert into ledger_movements (inventory_id, quantity, kind, effective_date, source_type, source_id)
        values (${inventories.pms}, ${-BOUND - 1}, 'sale', ${day(1)}, 'Test', 1)`.execute(t.db.db),
    ).rejects.toThrow(/ledger_movements_quantity_bound/);
    const request = await t.db.db.selectFrom('stockUpdates').select('id').executeTakeFirstOrThrow();
    await expect(
      sql`insert into stock_update_lines (stock_update_id, inventory_id, quantity)
        values (${request.id}, ${inventories.ago}, ${BOUND + 1})`.execute(t.db.db),
    ).rejects.toThrow(/stock_update_lines_quantity_bound/);
  });
});

describe('whole numbers from the database', () => {
  it('reads every safe integer exactly and refuses what is not one, instead of rounding it', async () => {
    const read = (literal: string) => sql<{ v: number }>`select ${sql.raw(literal)} as v`.execute(t.db.db);
    expect((await read(`${Number.MAX_SAFE_INTEGER}::bigint`)).rows[0].v).toBe(Number.MAX_SAFE_INTEGER);
    expect((await read(`${-Number.MAX_SAFE_INTEGER}::bigint`)).rows[0].v).toBe(-Number.MAX_SAFE_INTEGER);
    for (const literal of [
      '9007199254740992::bigint',
      '18014398510567282::bigint',
      '-9007199254740993::bigint',
    ]) {
      await expect(read(literal), literal).rejects.toThrow(/not a safe integer/);
    }
    await expect(read('9007199254740993::numeric')).rejects.toThrow(/not a safe integer/);
    expect((await read('12.5::numeric')).rows[0].v).toBe(12.5);
  });

  it('answers a clear error, never a rounded figure, when a stored value is not one', async () => {
    await sql`update importers set fines = 18014398510567282 where id = ${importerId}`.execute(t.db.db);
    try {
      const response = await admin('GET', `Importer/${importerId}`);
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toContain('18014398510567280');
      expect(response.json().message).toBe(
        'A number stored in the database is too large to be shown exactly, so it is not shown. The error has been logged.',
      );
    } finally {
      await sql`update importers set fines = 0 where id = ${importerId}`.execute(t.db.db);
    }
  });
});
