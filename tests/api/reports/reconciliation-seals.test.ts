import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shiftDay } from '../../../schemas/dates.ts';
import type { Reconciliation } from '../../../schemas/reports/answers.ts';
import { postMovements, verifyLedger } from '../../../server/domain/ledger/index.ts';
import {
  sealReconciliation,
  sealSpan,
  unsealingTables,
} from '../../../server/domain/reports/reconciliation-seals.ts';
import { readSeals, type Seal } from '../../../server/domain/reports/seal-coverage.ts';
import { recordRows } from '../../../server/domain/reports/sources.ts';
import { stockUpdateBinding } from '../../../server/domain/stock-updates/workflow.ts';
import { runTransition } from '../../../server/domain/workflow.ts';
import { caller, createTestApp, signIn, type TestApp, usingPostgres } from '../../helpers/app.ts';
import { type Call, day, generateHistory, postSales, stakes, user } from './fixtures.ts';

// Stock Reconciliation's seals (reconciliation-seals.ts): a report reads the closed months from them and
// compares only the rest, and must answer exactly what comparing every day answers. The suite
// reconciliation.test.ts runs each of its checks both ways; these check the seals themselves.

let t: TestApp;
let analyst: Call;
beforeAll(async () => {
  t = await createTestApp();
  await generateHistory(t);
  analyst = caller(t.app, await signIn(t.app, 'marketing@ppms.demo'));
});
afterAll(() => t.close());

const reconciliation = async (from: string, to: string) => {
  const response = await analyst('POST', 'Report/StockReconciliation', { from, to });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Reconciliation;
};

/** The report as comparing every day gives it: the seals dropped for it, and made again after. */
async function unsealed(from: string, to: string) {
  await sql`delete from reconciliation_seals`.execute(t.db.db);
  try {
    return await reconciliation(from, to);
  } finally {
    await sealReconciliation(t.db);
  }
}

/** First and last day of the month `back` months before this one. */
const month = (back: number) => {
  const first = new Date();
  first.setUTCDate(1);
  first.setUTCMonth(first.getUTCMonth() - back);
  const last = new Date(first);
  last.setUTCMonth(last.getUTCMonth() + 1, 0);
  return [first.toISOString().slice(0, 10), last.toISOString().slice(0, 10)] as const;
};

describe('Stock Reconciliation read from its seals', () => {
  it('seals every closed month, and everything before the ledger, once', async () => {
    expect(await sealReconciliation(t.db)).toBeGreaterThan(12);
    const seals = await readSeals(t.db);
    expect(seals[0]).toEqual({ since: '-infinity', until: expect.any(String) });
    expect(seals.at(-1)!.until).toBe(month(1)[1]);
    expect(await sealReconciliation(t.db)).toBe(0);
  });

  it('answers what comparing every day answers, whole months or not', async () => {
    const periods: [string, string][] = [
      [day(400), day(0)],
      [day(200), day(95)],
      [day(61), day(31)],
      [month(3)[0], month(3)[1]],
      [month(5)[0], month(2)[1]],
      [month(2)[0], day(0)],
      [day(40), day(40)],
    ];
    for (const [from, to] of periods) {
      expect(await reconciliation(from, to), `${from}..${to}`).toEqual(await unsealed(from, to));
    }
  });

  it('reads the closed months from their seals, which the ledger check compares again', async () => {
    // A seal's figure made wrong behind the application shows in the report: it was read, not redone.
    const [from, to] = month(3);
    const before = await reconciliation(from, to);
    const row = before.inventories.find((i) => i.shipments.ledger > 0)!;
    const change = (gallons: number) => sql`
      update reconciliation_seal_figures set ledger = ledger + ${gallons}
      where since = ${from}::date and inventory_id = ${row.inventoryId} and kind = 'shipment'`;
    await change(7).execute(t.db.db);
    try {
      const after = (await reconciliation(from, to)).inventories.find(
        (i) => i.inventoryId === row.inventoryId,
      )!;
      expect(after.shipments.ledger).toBe(row.shipments.ledger + 7);
      expect(after.isBroken).toBe(true);
      const verified = await verifyLedger(t.db);
      expect(verified.ok).toBe(false);
      expect(verified.seals).toEqual([
        expect.objectContaining({
          since: from,
          until: to,
          inventoryId: row.inventoryId,
          kind: 'shipment',
          sealed: { ledger: row.shipments.ledger + 7, records: row.shipments.records, differs: false },
          compared: { ledger: row.shipments.ledger, records: row.shipments.records, differs: false },
        }),
      ]);
    } finally {
      await change(-7).execute(t.db.db);
    }
    expect((await verifyLedger(t.db)).ok).toBe(true);
  });

  it('is unsealed in the month a late approval posts in, and shows it', async () => {
    await sealReconciliation(t.db);
    // A shipment request still open in a closed month: approving it posts on its day there.
    const { rows } = await sql<{
      id: number;
      status: string;
      inventoryId: number;
      quantity: number;
      day: string;
    }>`
      select su.id, su.status, l.inventory_id, l.quantity, su.created_date::text as day from stock_updates su
      join stock_update_lines l on l.stock_update_id = su.id
      where su.status in ('New', 'Reviewed') and su.stock_update_type = 0
        and su.created_date < date_trunc('month', current_date)
      order by su.id limit 1`.execute(t.db.db);
    const [open] = rows;
    const since = `${open.day.slice(0, 8)}01`;
    const { until } = (await readSeals(t.db)).find((seal) => seal.since === since)!;
    const before = await reconciliation(since, until);
    const stockControl = await user(t, 'marketing@ppms.demo');
    for (const actionCode of open.status === 'New' ? [10, 20] : [20]) {
      await runTransition(t.db, stockUpdateBinding, { id: open.id, actionCode, user: stockControl });
    }
    expect((await readSeals(t.db)).map((seal) => seal.since)).not.toContain(since);
    const after = await reconciliation(since, until);
    const shipments = (report: Reconciliation) =>
      report.inventories.find((i) => i.inventoryId === open.inventoryId)!.shipments;
    expect(shipments(after)).toEqual({
      ledger: shipments(before).ledger + open.quantity,
      records: shipments(before).records + open.quantity,
      summaries: shipments(before).summaries + open.quantity,
    });
    expect(after.brokenInventories).toBe(0);
    await sealReconciliation(t.db);
    expect((await readSeals(t.db)).map((seal) => seal.since)).toContain(since);
    expect(await reconciliation(since, until)).toEqual(after);
  });

  it("is unsealed where a delivery order's fulfilment moves, and names the break", async () => {
    // The delivery orders' trigger reads their day from their time (fulfilled_at), not a date column.
    const [from, to] = month(2);
    const [stake] = await stakes(t);
    const sold = shiftDay(from, 9);
    const [order] = await postSales(t, [{ inventoryId: stake.inventoryId, quantity: 400, date: sold }]);
    await sealReconciliation(t.db);
    const sealed = async () => (await readSeals(t.db)).map((seal) => seal.since);
    expect(await sealed()).toContain(from);
    const move = (days: number) =>
      sql`update delivery_orders set fulfilled_at = fulfilled_at + ${days} * interval '1 day'
        where id = ${order}`.execute(t.db.db);
    await move(1);
    try {
      expect(await sealed()).not.toContain(from);
      const report = await reconciliation(from, to);
      const row = report.inventories.find((i) => i.inventoryId === stake.inventoryId)!;
      expect(row.breaks.map((b) => [b.sourceId, b.date, b.ledger, b.records])).toEqual([
        [order, sold, -400, 0],
        [order, shiftDay(sold, 1), 0, -400],
      ]);
    } finally {
      await move(-1);
    }
    expect((await reconciliation(from, to)).brokenInventories).toBe(0);
  });

  it('has every table the records and the movements are read from unseal what it changes', async () => {
    // The tables a comparison reads: those in the plan of the records' rows as the report reads them.
    const { rows } = await sql<{ 'QUERY PLAN': unknown }>`explain (format json)
      select source_type, source_id, inventory_id, kind, quantity, effective_date, effective_at
      from (${recordRows()}) r where not is_open`.execute(t.db.db);
    const read = new Set<string>(['ledger_movements']);
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === 'object') {
        for (const [key, value] of Object.entries(node)) {
          if (key === 'Relation Name') read.add(value as string);
          else walk(value);
        }
      }
    };
    walk(rows[0]['QUERY PLAN']);
    // The tables the sealer locks and whose triggers unseal.
    expect(await unsealingTables(t.db)).toEqual([...read].sort());
  });
});

const onPostgres = usingPostgres();
const why = onPostgres ? '' : ' [skipped: needs PostgreSQL, set PPMS_TEST_DATABASE_URL]';

describe.skipIf(!onPostgres)(`sealing beside a write in flight${why}`, () => {
  it('waits for the write and seals it, or gives up after its lock timeout', async () => {
    const [since, until] = month(6);
    const span: Seal = { since, until };
    const [stake] = await stakes(t);
    await sql`delete from reconciliation_seals where since = ${since}::date`.execute(t.db.db);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let posted = () => {};
    const inFlight = new Promise<void>((resolve) => {
      posted = resolve;
    });
    // A shipment and its correction in the month, uncommitted until released.
    const writer = t.db.transaction(async (tx) => {
      for (const quantity of [300, -300]) {
        await postMovements(tx, [
          {
            inventoryId: stake.inventoryId,
            quantity,
            kind: 'shipment',
            effectiveDate: since,
            sourceType: 'StockUpdate',
            sourceId: 999_000 + (quantity > 0 ? 1 : 2),
            userId: null,
          },
        ]);
      }
      posted();
      await held;
    });
    await inFlight;
    expect(await sealSpan(t.db, span, '100ms')).toBe('busy');
    const sealing = sealSpan(t.db, span, '10s');
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await writer;
    expect(await sealing).toBe('sealed');
    expect(await sealSpan(t.db, span, '100ms')).toBe('sealed already');
    // Sealed after the write committed: its stray movements are in the seal, as breaks of the month.
    const report = await reconciliation(since, until);
    const broken = report.inventories.find((i) => i.inventoryId === stake.inventoryId)!;
    expect(broken.breaks.map((b) => [b.sourceId, b.ledger, b.records])).toEqual([
      [999_001, 300, 0],
      [999_002, -300, 0],
    ]);
    const { rows } = await sql<{ differs: boolean }>`
      select differs from reconciliation_seal_figures
      where since = ${since}::date and inventory_id = ${stake.inventoryId} and kind = 'shipment'`.execute(
      t.db.db,
    );
    expect(rows).toEqual([{ differs: true }]);
  });
});
