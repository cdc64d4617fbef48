import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shiftDay } from '../../../schemas/dates.ts';
import type { Reconciliation } from '../../../schemas/reports/answers.ts';
import { postMovements, verifyLedger } from '../../../server/domain/ledger/index.ts';
import {
  RUNNING_SEAL_MONTHS,
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

/** The ledger's first month, whose day before the first seal ends on. */
const firstLedgerMonth = async () => {
  const { rows } = await sql<{ month: string }>`select min(month)::text as month from ledger_monthly`.execute(
    t.db.db,
  );
  return rows[0].month;
};

/** The first day with a running seal: RUNNING_SEAL_MONTHS back, or the ledger's first month's. */
const firstRunningDay = async () => [month(RUNNING_SEAL_MONTHS)[0], await firstLedgerMonth()].sort()[1];

/** The seals as since..until. */
const sealKeys = async () => (await readSeals(t.db)).map((seal) => `${seal.since}..${seal.until}`);

const reconciliation = async (from: string, to: string) => {
  const response = await analyst('POST', 'Report/StockReconciliation', { from, to });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Reconciliation;
};

/**
 * The report as comparing every day gives it: the seals set aside for it (nothing changes meanwhile), and
 * put back after; sealing some 400 spans again each time took most of this suite's time.
 */
async function unsealed(from: string, to: string) {
  await sql`create table kept_seals as select * from reconciliation_seals`.execute(t.db.db);
  await sql`create table kept_seal_figures as select * from reconciliation_seal_figures`.execute(t.db.db);
  await sql`delete from reconciliation_seals`.execute(t.db.db);
  try {
    return await reconciliation(from, to);
  } finally {
    await sql`insert into reconciliation_seals select * from kept_seals`.execute(t.db.db);
    await sql`insert into reconciliation_seal_figures select * from kept_seal_figures`.execute(t.db.db);
    await sql`drop table kept_seals, kept_seal_figures`.execute(t.db.db);
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
  it('seals everything before the ledger, every closed month and everything to each recent day, once', async () => {
    expect(await sealReconciliation(t.db)).toBeGreaterThan(12 + 365);
    const seals = await readSeals(t.db);
    const firstMonth = await firstLedgerMonth();
    // Running seals from the month RUNNING_SEAL_MONTHS back (or the ledger's first), one a day to the
    // settled one (a delivery order written today unseals yesterday), after the one of everything before.
    const settled = day(2);
    const running = seals
      .filter((seal) => seal.since === '-infinity')
      .map((seal) => seal.until)
      .sort();
    const firstRunning = await firstRunningDay();
    expect(running).toEqual([
      shiftDay(firstMonth, -1),
      ...Array.from({ length: differenceInCalendarDays(settled, firstRunning) + 1 }, (_, i) =>
        shiftDay(firstRunning, i),
      ),
    ]);
    const months = seals.filter((seal) => seal.since !== '-infinity');
    expect(months[0].since).toBe(firstMonth);
    expect(months.at(-1)!.until).toBe(month(1)[1] <= settled ? month(1)[1] : month(2)[1]);
    expect(await sealReconciliation(t.db)).toBe(0);
  });

  it('lets the running seals older than RUNNING_SEAL_MONTHS go, keeping the first and the months', async () => {
    const aged = shiftDay(month(RUNNING_SEAL_MONTHS)[0], -3);
    await sql`insert into reconciliation_seals (since, until) values ('-infinity', ${aged}::date)`.execute(
      t.db.db,
    );
    await sealReconciliation(t.db);
    const kept = await sealKeys();
    expect(kept).not.toContain(`-infinity..${aged}`);
    expect(kept).toContain(`-infinity..${await firstRunningDay()}`);
    expect(kept).toContain(`-infinity..${shiftDay(await firstLedgerMonth(), -1)}`);
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
      [day(30), day(0)],
      [day(365), day(0)],
      [day(4), day(1)],
    ];
    for (const [from, to] of periods) {
      expect(await reconciliation(from, to), `${from}..${to}`).toEqual(await unsealed(from, to));
    }
  });

  it('reads its seals, which the ledger check makes again', async () => {
    // A seal's figure made wrong behind the application shows in the report: it was read, not redone.
    const [from, to] = month(3);
    const before = await reconciliation(from, to);
    const row = before.inventories.find((i) => i.shipments.ledger > 0)!;
    const change = (since: string, until: string, gallons: number) =>
      sql`
        update reconciliation_seal_figures set ledger = ledger + ${gallons}
        where since = ${since}::date and until = ${until}::date and inventory_id = ${row.inventoryId}
          and kind = 'shipment'`.execute(t.db.db);
    /** The ledger check's seal problems: seal, inventory, kind, and what the seal keeps over what it should. */
    const problems = async () => {
      const verified = await verifyLedger(t.db);
      expect(verified.ok).toBe(false);
      return verified.seals.map((p) => [
        `${p.since}..${p.until}`,
        p.inventoryId,
        p.kind,
        p.sealed.ledger - p.compared.ledger,
        p.sealed.records - p.compared.records,
        p.sealed.differing + p.compared.differing,
      ]);
    };
    // The month is read as the difference of the running seals ending before it and at its end.
    await change('-infinity', to, 7);
    try {
      const after = (await reconciliation(from, to)).inventories.find(
        (i) => i.inventoryId === row.inventoryId,
      )!;
      expect(after.shipments.ledger).toBe(row.shipments.ledger + 7);
      expect(after.isBroken).toBe(true);
      // Each running seal is made again from the one before it: the wrong one, and the next one, show.
      const next = shiftDay(to, 1);
      expect(await problems()).toEqual([
        [`-infinity..${to}`, row.inventoryId, 'shipment', 7, 0, 0],
        [`-infinity..${next}`, row.inventoryId, 'shipment', -7, 0, 0],
      ]);
    } finally {
      await change('-infinity', to, -7);
    }
    // A month's seal, which a period starting before the running seals reads, is compared again whole.
    await change(from, to, 7);
    try {
      expect(await problems()).toEqual([[`${from}..${to}`, row.inventoryId, 'shipment', 7, 0, 0]]);
    } finally {
      await change(from, to, -7);
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
    const { until } = (await readSeals(t.db)).find((seal) => seal.since === since && seal.until > since)!;
    const before = await reconciliation(since, until);
    const runningBefore = (keys: string[]) =>
      keys.filter((key) => key.startsWith('-infinity..') && key.slice(11) < open.day);
    const sealedBefore = await sealKeys();
    expect(sealedBefore).toEqual(expect.arrayContaining([`${since}..${until}`, `-infinity..${open.day}`]));
    const stockControl = await user(t, 'marketing@ppms.demo');
    for (const actionCode of open.status === 'New' ? [10, 20] : [20]) {
      await runTransition(t.db, stockUpdateBinding, { id: open.id, actionCode, user: stockControl });
    }
    // The month and every running seal from the day it posts on are unsealed; those before it are not.
    const left = await sealKeys();
    expect(left).not.toContain(`${since}..${until}`);
    expect(left.filter((key) => key.startsWith('-infinity..') && key.slice(11) >= open.day)).toEqual([]);
    expect(runningBefore(left)).toEqual(runningBefore(sealedBefore));
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
    expect(await sealKeys()).toEqual(sealedBefore);
    expect(await reconciliation(since, until)).toEqual(after);
    expect(await reconciliation(open.day, day(0))).toEqual(await unsealed(open.day, day(0)));
  });

  it("is unsealed where a delivery order's fulfilment moves, and names the break", async () => {
    // The delivery orders' trigger reads their day from their time (fulfilled_at), not a date column.
    const [from, to] = month(2);
    const [stake] = await stakes(t);
    const sold = shiftDay(from, 9);
    const [order] = await postSales(t, [{ inventoryId: stake.inventoryId, quantity: 400, date: sold }]);
    await sealReconciliation(t.db);
    const monthSeal = `${from}..${to}`;
    expect(await sealKeys()).toContain(monthSeal);
    const move = (days: number) =>
      sql`update delivery_orders set fulfilled_at = fulfilled_at + ${days} * interval '1 day'
        where id = ${order}`.execute(t.db.db);
    await move(1);
    try {
      // The month and the running seals from the day before the order's day; those before stay.
      const left = await sealKeys();
      expect(left).not.toContain(monthSeal);
      expect(left).not.toContain(`-infinity..${shiftDay(sold, -1)}`);
      expect(left).toContain(`-infinity..${shiftDay(sold, -2)}`);
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
    await sql`delete from reconciliation_seals where since = ${since}::date and until = ${until}::date`.execute(
      t.db.db,
    );
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
    const { rows } = await sql<{ differing: string }>`
      select differing::text from reconciliation_seal_figures
      where since = ${since}::date and until = ${until}::date and inventory_id = ${stake.inventoryId}
        and kind = 'shipment'`.execute(t.db.db);
    expect(rows).toEqual([{ differing: '2' }]);
  });
});
