import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DailyLoading, DailyLoadingRow } from '../../../schemas/reports/answers.ts';
import { REPORT_MESSAGES } from '../../../schemas/reports/payloads.ts';
import {
  ACTIONS,
  act,
  approvedTransferOrder,
  createDeliveryOrder,
  deliveryOrderSuite,
  PRIORITY,
  type Suite,
  tanksOf,
} from '../delivery-orders/fixtures.ts';
import { act as actOnTransferOrder, ACTIONS as TRANSFER_ORDER_ACTIONS } from '../transfer-orders/fixtures.ts';
import { day } from './fixtures.ts';

// Daily Loading Analysis (report 2, POST Report/TransfersAvailableBalance): per transfer order and day,
// Transfers = approved that day (less approved ones cancelled), Sales = fulfilled delivery-order lines,
// Opening = the open quantity before the day, Closing = Opening + Transfers - Sales. The orders are
// made through the API; their approval and fulfilment days are moved back in SQL to tell a story over days.

let s: Suite;
/** A: 5,000 PMS approved 3 days ago, 2,000 of it fulfilled yesterday. B: 3,000 AGO approved today. */
const ids: Record<'a' | 'b' | 'c', number> = { a: 0, b: 0, c: 0 };

const report = async (date: string | null, as = s.marketing) => {
  const response = await as('POST', 'Report/TransfersAvailableBalance', { date });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as DailyLoading;
};
const orderRow = (answer: DailyLoading, id: number) =>
  answer.transferOrders.find((r) => r.transferOrderId === id);
const figures = (opening: number, transfers: number, sales: number, closing: number) => ({
  opening,
  transfers,
  sales,
  closing,
});
const NONE = figures(0, 0, 0, 0);

/** Moves a transfer order's approval (or its cancellation) back by some days. */
const backdate = (id: number, toState: string, days: number) =>
  sql`update record_history set at = at - make_interval(days => ${days})
    where record_type = 'TransferOrder' and record_id = ${id} and to_state = ${toState}`.execute(s.t.db.db);

beforeAll(async () => {
  s = await deliveryOrderSuite();
  ids.a = await approvedTransferOrder(s, { quantity: 5_000 });
  await backdate(ids.a, 'Approved', 3);
  const [tank] = await tanksOf(s);
  const order = await createDeliveryOrder(s, [
    { transferOrderId: ids.a, quantity: 2_000, inventoryId: tank.inventoryId },
  ]);
  expect((await act(s.operations, order, ACTIONS.review)).statusCode).toBe(200);
  expect((await act(s.controlRoom, order, ACTIONS.approve, PRIORITY.low)).statusCode).toBe(200);
  // As issuing its filling advice note would leave it (notes are not on this branch).
  await sql`update delivery_orders set status = 'Fulfilled', progress = 30, fulfilled_at = now() - interval '1 day'
    where id = ${order}`.execute(s.t.db.db);
  ids.b = await approvedTransferOrder(s, { quantity: 3_000, productId: s.ago });
  // C: approved 2 days ago, cancelled today: its open quantity leaves as a negative transfer.
  ids.c = await approvedTransferOrder(s, { quantity: 4_000 });
  await backdate(ids.c, 'Approved', 2);
  expect((await actOnTransferOrder(s.controlRoom, ids.c, TRANSFER_ORDER_ACTIONS.cancel)).statusCode).toBe(
    200,
  );
});
afterAll(() => s.t.close());

describe('Daily Loading Analysis', () => {
  it('per transfer order: approvals are transfers, fulfilled lines sales, the open quantity carried', async () => {
    const story: [string, number, object | undefined, object | undefined][] = [
      [day(4), ids.a, undefined, undefined],
      [day(3), ids.a, figures(0, 5_000, 0, 5_000), NONE],
      [day(2), ids.a, figures(5_000, 0, 0, 5_000), NONE],
      [day(1), ids.a, figures(5_000, 0, 2_000, 3_000), NONE],
      [day(0), ids.a, figures(3_000, 0, 0, 3_000), NONE],
      [day(0), ids.b, NONE, figures(0, 3_000, 0, 3_000)],
      [day(2), ids.c, figures(0, 4_000, 0, 4_000), NONE],
      [day(0), ids.c, figures(4_000, -4_000, 0, 0), NONE],
    ];
    for (const [date, id, pms, ago] of story) {
      const row = orderRow(await report(date), id);
      if (!pms) {
        expect(row, `${id} on ${date}`).toBeUndefined();
        continue;
      }
      expect(row?.byProduct, `${id} on ${date}`).toEqual({ pms, ago, jet: NONE });
    }
    expect(orderRow(await report(day(-0)), ids.a)?.distributor).toBe('Capitol Fuel Distributors');
  });

  it("labels each order's row with its own number; a pair's row sums its orders and names none", async () => {
    // Two days ago A (5,000 open) and C (4,000 approved) are both open for one importer-distributor pair.
    const answer = await report(day(2));
    const numbers = new Map(
      (
        await sql<{ id: number; number: string }>`select id, transfer_order_number as number
          from transfer_orders where id in (${ids.a}, ${ids.c})`.execute(s.t.db.db)
      ).rows.map((r) => [r.id, r.number]),
    );
    const a = orderRow(answer, ids.a)!;
    const c = orderRow(answer, ids.c)!;
    expect(a).toMatchObject({
      transferOrderNumber: numbers.get(ids.a),
      byProduct: { pms: figures(5_000, 0, 0, 5_000) },
    });
    expect(c).toMatchObject({
      transferOrderNumber: numbers.get(ids.c),
      byProduct: { pms: figures(0, 4_000, 0, 4_000) },
    });
    expect([a.importerId, a.distributorId]).toEqual([c.importerId, c.distributorId]);
    const pair = answer.distributors.find(
      (r) => r.importerId === a.importerId && r.distributorId === a.distributorId,
    )!;
    expect(pair).toMatchObject({ transferOrderId: null, transferOrderNumber: null });
    const own = answer.transferOrders.filter(
      (r) => r.importerId === a.importerId && r.distributorId === a.distributorId,
    );
    expect(own.map((r) => r.transferOrderId)).toEqual(expect.arrayContaining([ids.a, ids.c]));
    for (const product of ['pms', 'ago', 'jet'] as const) {
      for (const figure of ['opening', 'transfers', 'sales', 'closing'] as const) {
        expect(pair.byProduct[product][figure], `${product} ${figure}`).toBe(
          own.reduce((sum, r) => sum + r.byProduct[product][figure], 0),
        );
      }
    }
    for (const sum of [...answer.importers, ...answer.distributors]) {
      expect([sum.transferOrderId, sum.transferOrderNumber]).toEqual([null, null]);
    }
    // An importer's row names no distributor; a distributor's names its own.
    for (const sum of answer.importers) expect([sum.distributorId, sum.distributor]).toEqual([null, null]);
    for (const sum of answer.distributors) expect(sum.distributor).toBeTruthy();
    for (const order of answer.transferOrders) expect(order.transferOrderNumber).toBeTruthy();
  });

  it("null is today; each day's closing is the next day's opening; rows add up", async () => {
    expect(await report(null)).toEqual(await report(day(0)));
    const key = (r: DailyLoadingRow) => `${r.importerId}/${r.distributorId}/${r.transferOrderId}`;
    let before: DailyLoading | null = null;
    for (let ago = 6; ago >= 0; ago -= 1) {
      const answer = await report(day(ago));
      expect(answer.date).toBe(day(ago));
      if (before) {
        const opening = new Map(
          [...answer.importers, ...answer.distributors, ...answer.transferOrders].map((r) => [key(r), r]),
        );
        for (const r of [...before.importers, ...before.distributors, ...before.transferOrders]) {
          for (const product of ['pms', 'ago', 'jet'] as const) {
            const next = opening.get(key(r))?.byProduct[product].opening ?? 0;
            expect(next, `${key(r)} ${product} on ${day(ago)}`).toBe(r.byProduct[product].closing);
          }
        }
      }
      const sum = (rows: DailyLoadingRow[]) =>
        rows.reduce((total, r) => total + r.byProduct.pms.closing + r.byProduct.ago.sales, 0);
      for (const importer of answer.importers) {
        const own = answer.distributors.filter((r) => r.importerId === importer.importerId);
        expect(sum([importer])).toBe(sum(own));
        for (const distributor of own) {
          expect(sum([distributor])).toBe(
            sum(
              answer.transferOrders.filter(
                (r) => r.importerId === importer.importerId && r.distributorId === distributor.distributorId,
              ),
            ),
          );
        }
      }
      before = answer;
    }
  });

  it("an importer user sees its importers' orders, a distributor user its distributors'", async () => {
    const staff = await report(day(1));
    expect(orderRow(staff, ids.a)).toBeTruthy();
    const own = await report(day(1), s.importer);
    expect(new Set(own.importers.map((r) => r.importerId))).toEqual(new Set([s.atlantic]));
    expect(orderRow(own, ids.a)).toEqual(orderRow(staff, ids.a));
    expect(
      (await report(day(1), s.otherImporter)).transferOrders.some((r) => r.importerId === s.atlantic),
    ).toBe(false);
    const distributor = await report(day(1), s.distributor);
    expect(new Set(distributor.distributors.map((r) => r.distributorId))).toEqual(new Set([s.capitol]));
    expect(orderRow(distributor, ids.a)).toEqual(orderRow(staff, ids.a));
    expect(orderRow(await report(day(1), s.otherDistributor), ids.a)).toBeUndefined();
  });

  it('refuses a date that is not a day, or is in the future', async () => {
    for (const date of ['2026-02-30', day(-1), 20260101]) {
      const response = await s.marketing('POST', 'Report/TransfersAvailableBalance', { date });
      expect(response.statusCode, String(date)).toBe(400);
      expect(response.json().errors.date).toBe(
        date === day(-1) ? REPORT_MESSAGES.dateInFuture : REPORT_MESSAGES.dateInvalid,
      );
    }
  });
  it("on the demo's history: a day's sales are the lines of the notes issued that day, its closing the next day's opening", async () => {
    // Days older than this suite's own story, on which the demo issued filling advice notes.
    const days = (
      await sql<{ day: string; next: string; quantity: string }>`
        select n.issued_at::date::text as day, (n.issued_at::date + 1)::text as next,
          sum(l.quantity)::bigint as quantity
        from filling_advice_notes n
        join filling_advice_note_orders o on o.filling_advice_note_id = n.id
        join delivery_order_lines l on l.delivery_order_id = o.delivery_order_id
        where n.status = 'Issued' and n.issued_at < now() - interval '8 days'
        group by 1, 2 order by 1 desc limit 3`.execute(s.t.db.db)
    ).rows;
    expect(days.length).toBeGreaterThan(0);
    const key = (r: DailyLoadingRow) => `${r.importerId}/${r.distributorId}/${r.transferOrderId}`;
    for (const { day: date, next, quantity } of days) {
      const answer = await report(date);
      const sales = answer.transferOrders.reduce(
        (total, r) => total + r.byProduct.pms.sales + r.byProduct.ago.sales + r.byProduct.jet.sales,
        0,
      );
      expect(sales, date).toBe(Number(quantity));
      const following = new Map((await report(next)).transferOrders.map((r) => [key(r), r]));
      for (const r of answer.transferOrders) {
        for (const product of ['pms', 'ago', 'jet'] as const) {
          expect(following.get(key(r))?.byProduct[product].opening ?? 0, `${key(r)} ${product} ${date}`).toBe(
            r.byProduct[product].closing,
          );
        }
      }
    }
  });
});
