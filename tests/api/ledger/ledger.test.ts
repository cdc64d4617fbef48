import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balancesQuery,
  inventoryBalances,
  lockLedger,
  movementsWithBalances,
  postMovements,
  productAvailability,
  verifyLedger,
} from '../../../server/domain/ledger/index.ts';
import type { HttpError } from '../../../server/errors.ts';
import { renderAll } from '../../../server/i18n/index.ts';
import { caller, createTestApp, signIn, type TestApp } from '../../helpers/app.ts';
import { expectedAdjusted, expectedAvailability } from '../../helpers/expected-balances.ts';

let t: TestApp;
let inventories: { id: number; importerId: number; productId: number }[];
beforeAll(async () => {
  t = await createTestApp();
  // Two importers of our own with an inventory in every tank: the demo ones carry demo history.
  const importers = await t.db.db
    .insertInto('importers')
    .values(
      ['Ledger One', 'Ledger Two'].map((name) => ({
        name,
        taxIdentificationNumber: name,
        address: 'A',
        primaryPhone: '1',
      })),
    )
    .returning('id')
    .execute();
  const tanks = await t.db.db.selectFrom('storageTanks').select('id').orderBy('id').execute();
  await t.db.db
    .insertInto('inventories')
    .values(importers.flatMap((imp) => tanks.map((tank) => ({ importerId: imp.id, storageTankId: tank.id }))))
    .execute();
  inventories = await t.db.db
    .selectFrom('inventories as i')
    .innerJoin('storageTanks as st', 'st.id', 'i.storageTankId')
    .select(['i.id', 'i.importerId', 'st.productId'])
    .where(
      'i.importerId',
      'in',
      importers.map((i) => i.id),
    )
    .orderBy('i.id')
    .execute();
});
afterAll(() => t.close());

const post = (inventoryId: number, quantity: number, effectiveDate: string, sourceId = 1) =>
  t.db.transaction((tx) =>
    postMovements(tx, [
      {
        inventoryId,
        quantity,
        kind: quantity > 0 ? 'shipment' : 'shortage',
        effectiveDate,
        sourceType: 'Test',
        sourceId,
        userId: null,
      },
    ]),
  );

describe('the stock ledger', () => {
  it('chains each inventory: seq counts up, prev_hash is the previous row hash', async () => {
    const inv = inventories[0].id;
    const [a] = await post(inv, 1000, '2026-01-10');
    const [b] = await post(inv, -300, '2026-01-15');
    expect(b.seq).toBe(a.seq + 1);
    const row = await t.db.db
      .selectFrom('ledgerMovements')
      .selectAll()
      .where('id', '=', b.id)
      .executeTakeFirstOrThrow();
    expect(row.prevHash).toBe(a.hash);
    expect(row.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.hash).not.toBe(a.hash);
    expect((await verifyLedger(t.db)).ok).toBe(true);
  });

  it('computes balances as of a date and running balances in effective-date order', async () => {
    const inv = inventories[1].id;
    await post(inv, 500, '2026-02-10');
    await post(inv, 200, '2026-02-01');
    await post(inv, -50, '2026-02-05');
    const asOf = async (date?: string) =>
      (await inventoryBalances(t.db, { inventoryIds: [inv], asOf: date }))[0].stockBalance;
    expect(await asOf('2026-01-31')).toBe(0);
    expect(await asOf('2026-02-01')).toBe(200);
    expect(await asOf('2026-02-07')).toBe(150);
    expect(await asOf()).toBe(650);
    const running = await movementsWithBalances(t.db, { inventoryIds: [inv] });
    expect(running.map((m) => [m.effectiveDate, m.runningBalance])).toEqual([
      ['2026-02-01', 200],
      ['2026-02-05', 150],
      ['2026-02-10', 650],
    ]);
    const from = await movementsWithBalances(t.db, { inventoryIds: [inv], from: '2026-02-05' });
    expect(from.map((m) => m.runningBalance)).toEqual([150, 650]);
  });

  it('answers every field of the spec for a set of inventories in one call', async () => {
    const importerId = inventories[0].importerId;
    const rows = await inventoryBalances(t.db, { importerIds: [importerId] });
    expect(rows.length).toBe(inventories.filter((i) => i.importerId === importerId).length);
    for (const row of rows) {
      expect(Object.keys(row)).toEqual(
        expect.arrayContaining([
          'stockBalance',
          'adjustedStockBalance',
          'pendingIncomingStockTransfersTotal',
          'pendingShipmentsTotal',
          'pendingOveragesTotal',
          'pendingShortagesTotal',
          'pendingOutGoingStockTransfersTotal',
          'pendingTrackingOrdersTotal',
        ]),
      );
      expect(typeof row.stockBalance).toBe('number');
    }
    expect(await inventoryBalances(t.db, { inventoryIds: [] })).toEqual([]);
  });

  it("reads the open records of the selected inventories only, through each record type's own rows", async () => {
    // At national scale a condition applied after the union of the record types' open rows scanned every
    // delivery-order line (120 ms under the locks of each write). Each table holding an inventory must
    // get the selection's condition in its own scan, whatever plan the sizes here lead to.
    type PlanNode = Record<string, unknown> & { Plans?: PlanNode[] };
    const { rows } = await sql<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>`explain (format json) ${balancesQuery({
      inventoryIds: [inventories[0].id],
    })}`.execute(t.db.db);
    const scans: PlanNode[] = [];
    const walk = (node: PlanNode) => {
      if (typeof node['Relation Name'] === 'string') scans.push(node);
      for (const child of node.Plans ?? []) walk(child);
    };
    walk(rows[0]['QUERY PLAN'][0].Plan);
    const conditions = (table: string) =>
      scans
        .filter((node) => node['Relation Name'] === table)
        .map((node) => ['Index Cond', 'Recheck Cond', 'Filter'].map((key) => node[key] ?? '').join(' '));
    for (const table of ['delivery_order_lines', 'stock_update_lines', 'stock_transfers']) {
      const scanned = conditions(table);
      expect(scanned.length, table).toBeGreaterThan(0);
      for (const condition of scanned) expect(condition, table).toMatch(/inventory_id = ANY/);
    }
  });

  it('gives availability as adjusted balances less the 25,000 floor', async () => {
    const inv = inventories[2];
    await post(inv.id, 40_000, '2026-03-01');
    const before = await productAvailability(t.db, inv.importerId, inv.productId);
    const balances = await inventoryBalances(t.db, {
      importerIds: [inv.importerId],
      productIds: [inv.productId],
    });
    // Expected from the tables as the spec defines the balances (tests/helpers/expected-balances.ts).
    let adjusted = 0;
    for (const b of balances) {
      expect(b.adjustedStockBalance).toBe(await expectedAdjusted(t.db, b.inventoryId));
      adjusted += await expectedAdjusted(t.db, b.inventoryId);
    }
    expect(before.adjustedStockBalance).toBe(adjusted);
    expect(before.availableBalance).toBe(adjusted - 25_000);
    expect(before.availableBalance).toBe(await expectedAvailability(t.db, inv.importerId, inv.productId));
    await t.db.transaction(async (tx) => {
      await lockLedger(tx, { importerProducts: [{ importerId: inv.importerId, productId: inv.productId }] });
      await postMovements(tx, [
        {
          inventoryId: inv.id,
          quantity: -1000,
          kind: 'sale',
          effectiveDate: '2026-03-02',
          sourceType: 'Test',
          sourceId: 2,
          userId: null,
        },
      ]);
    });
    expect((await productAvailability(t.db, inv.importerId, inv.productId)).availableBalance).toBe(
      before.availableBalance - 1000,
    );
  });

  it('refuses UPDATE, DELETE and TRUNCATE', async () => {
    await post(inventories[0].id, 10, '2026-01-11');
    await expect(sql`update ledger_movements set quantity = quantity + 1`.execute(t.db.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from ledger_movements`.execute(t.db.db)).rejects.toThrow(/append-only/);
    await expect(sql`truncate ledger_movements`.execute(t.db.db)).rejects.toThrow(/append-only/);
    await expect(
      sql`insert into ledger_movements (inventory_id, quantity, kind, effective_date, source_type, source_id)
      values (${inventories[0].id}, 0, 'shipment', '2026-01-01', 'Test', 1)`.execute(t.db.db),
    ).rejects.toThrow();
  });

  it('names a row edited in SQL behind the application, and the row after it', async () => {
    const inv = inventories[3].id;
    const [first] = await post(inv, 700, '2026-04-01');
    const [second] = await post(inv, 300, '2026-04-02');
    expect((await verifyLedger(t.db)).ok).toBe(true);
    await sql`alter table ledger_movements disable trigger ledger_movements_append_only`.execute(t.db.db);
    try {
      await sql`update ledger_movements set quantity = 7000 where id = ${first.id}`.execute(t.db.db);
    } finally {
      await sql`alter table ledger_movements enable trigger ledger_movements_append_only`.execute(t.db.db);
    }
    let result = await verifyLedger(t.db);
    expect(result.ok).toBe(false);
    expect(result.problems.map((p) => [p.id, p.problems])).toEqual([[first.id, ['content']]]);
    expect(result.problems[0].message).toContain(`Movement ${first.id}`);

    // Recomputing the edited row's hash too moves the break to the next row's link.
    await sql`alter table ledger_movements disable trigger ledger_movements_append_only`.execute(t.db.db);
    try {
      await sql`update ledger_movements set hash = ledger_movement_hash(id, inventory_id, seq, quantity, kind,
        effective_date, recorded_at, source_type, source_id, user_id, prev_hash) where id = ${first.id}`.execute(
        t.db.db,
      );
    } finally {
      await sql`alter table ledger_movements enable trigger ledger_movements_append_only`.execute(t.db.db);
    }
    result = await verifyLedger(t.db);
    expect(result.problems.map((p) => [p.id, p.problems])).toEqual([[second.id, ['link']]]);
  });
});

const balanceOf = async (inventoryId: number, asOf?: string) =>
  (await inventoryBalances(t.db, { inventoryIds: [inventoryId], asOf }))[0].stockBalance;
const movementCount = async () =>
  Number(
    (await sql<{ n: number }>`select count(*)::int as n from ledger_movements`.execute(t.db.db)).rows[0].n,
  );

describe("the ledger's invariant: no balance below zero on any day", () => {
  const refusal = (gallons: string, day: string) =>
    expect.objectContaining({
      statusCode: 400,
      message: expect.stringMatching(
        new RegExp(
          `^Quantity can not be more than the inventory stock balance of ${gallons} gallons\\. \\(tank .+ of Ledger (One|Two), on ${day}\\)$`,
        ),
      ),
      errors: {
        quantity: `Quantity can not be more than the inventory stock balance of ${gallons} gallons.`,
      },
    });

  /** A refusal as the API answers it (in English): the error's field messages rendered as the error handler does. */
  const refused = (attempt: Promise<unknown>) =>
    attempt.then(
      () => 'accepted',
      (error: HttpError) => ({
        statusCode: error.statusCode,
        message: error.message,
        errors: renderAll(error.errors, 'en'),
      }),
    );

  it('takes a balance down to zero, not one gallon below', async () => {
    const inv = inventories[4].id;
    await post(inv, 1_000, '2026-03-01');
    await post(inv, -1_000, '2026-03-02');
    const before = await movementCount();
    expect(await refused(post(inv, -1, '2026-03-03'))).toEqual(refusal('0', '2026-03-03'));
    expect(await movementCount()).toBe(before);
    expect(await balanceOf(inv)).toBe(0);
  });

  it('refuses a back-dated removal that takes an earlier day below zero, though today holds enough', async () => {
    const inv = inventories[5].id;
    await post(inv, 5_000, '2026-03-01');
    await post(inv, 90_000, '2026-03-20');
    // On 2026-03-10 only 5,000 were there: 6,000 taken then would leave -1,000 until the 20th.
    expect(await refused(post(inv, -6_000, '2026-03-10'))).toEqual(refusal('5,000', '2026-03-10'));
    await post(inv, -5_000, '2026-03-10');
    expect(await balanceOf(inv, '2026-03-10')).toBe(0);
    expect(await balanceOf(inv)).toBe(90_000);
  });

  it('refuses a removal that leaves a later day below zero, naming the stock that later day allows', async () => {
    const inv = inventories[6].id;
    await post(inv, 1_000, '2026-03-01');
    await post(inv, -800, '2026-03-20');
    // 700 on the 12th is there that day, but the 20th would stand at -500: only 200 can go.
    expect(await refused(post(inv, -700, '2026-03-12'))).toEqual(refusal('200', '2026-03-20'));
    await post(inv, -200, '2026-03-12');
    expect(await balanceOf(inv, '2026-03-20')).toBe(0);
  });

  it('lets additions come in on any day, before or after', async () => {
    const inv = inventories[7].id;
    await post(inv, 100, '2026-03-05');
    await post(inv, 50, '2026-02-01');
    await post(inv, -150, '2026-03-05');
    expect(await balanceOf(inv)).toBe(0);
  });
});

describe('GET Ledger/Verify', () => {
  it('answers administrators the same check, naming the rows edited above; others 403', async () => {
    const admin = caller(t.app, await signIn(t.app, 'admin@ppms.demo'));
    const marketing = caller(t.app, await signIn(t.app, 'marketing@ppms.demo'));
    expect((await marketing('GET', 'Ledger/Verify')).statusCode).toBe(403);
    expect((await caller(t.app)('GET', 'Ledger/Verify')).statusCode).toBe(401);
    const response = await admin('GET', 'Ledger/Verify');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual(JSON.parse(JSON.stringify(await verifyLedger(t.db))));
    expect(body.ok).toBe(false);
    expect(body.problems[0].message).toMatch(/^Movement \d+ \(inventory \d+, #\d+\)/);
  });

  it('names an inventory taken below zero behind the application, at its lowest day', async () => {
    expect((await verifyLedger(t.db)).negativeBalances).toEqual([]);
    const inv = inventories[8].id;
    await post(inv, 400, '2026-05-01');
    // An INSERT in SQL passes the append-only trigger and is chained like any row: only the
    // invariant's check can tell.
    for (const [quantity, day] of [
      [-1_000, '2026-05-03'],
      [300, '2026-05-04'],
    ] as const) {
      await sql`insert into ledger_movements (inventory_id, quantity, kind, effective_date, source_type, source_id)
        values (${inv}, ${quantity}, 'sale', ${day}, 'Test', 1)`.execute(t.db.db);
    }
    const result = await verifyLedger(t.db);
    expect(result.negativeBalances).toEqual([
      {
        inventoryId: inv,
        day: '2026-05-03',
        balance: -600,
        message: `Inventory ${inv} stands at -600 gallons on 2026-05-03: a balance is never below zero.`,
      },
    ]);
    expect(result.problems.filter((p) => p.inventoryId === inv)).toEqual([]);
  });
});
