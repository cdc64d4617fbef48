import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WaitingAnswer } from '../../../schemas/dashboard.ts';
import type { TransferOrderListItem } from '../../../schemas/transfer-order.ts';
import {
  ACTIONS,
  act,
  type Call,
  create,
  type Suite,
  transferOrderSuite,
} from '../transfer-orders/fixtures.ts';

// 'Waiting for me' (issue 20, item 2) against the real server on the demo history: the dashboard's
// GET Dashboard/Waiting and the lists' waiting filter, derived from the declarations.

let s: Suite;
beforeAll(async () => {
  s = await transferOrderSuite();
});
afterAll(() => s.t.close());

const waiting = async (call: Call) => {
  const response = await call('GET', 'Dashboard/Waiting');
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as WaitingAnswer;
};

/** Every transfer order of the waiting filter, all pages read. */
async function waitingOrders(call: Call, body: Record<string, unknown> = {}) {
  const all: TransferOrderListItem[] = [];
  for (let page = 1; ; page++) {
    const response = await call('POST', 'TransferOrder/Search', { waiting: true, pageNumber: page, ...body });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json() as { requests: TransferOrderListItem[]; pages: number };
    all.push(...answer.requests);
    if (page >= answer.pages) return all;
  }
}

describe('what waits for whom', () => {
  it('an order moved to Finance waits for Finance, no longer for Operations', async () => {
    const id = await create(s);
    expect((await waitingOrders(s.operations)).map((o) => o.id)).toContain(id);
    expect((await waitingOrders(s.finance)).map((o) => o.id)).not.toContain(id);
    expect((await act(s.operations, id, ACTIONS.approve)).statusCode).toBe(200);

    expect((await waitingOrders(s.operations)).map((o) => o.id)).not.toContain(id);
    const atFinance = await waitingOrders(s.finance);
    expect(atFinance.map((o) => o.id)).toContain(id);
    for (const order of atFinance) expect(order.status.progress).toBe(10);

    const panel = await waiting(s.finance);
    const row = panel.records.find((r) => r.record === 'TransferOrder' && r.id === id);
    expect(row).toMatchObject({ label: 'transfer order', status: 'Finance' });
    // Finance acts on transfer orders only: the panel's total is the list filter's.
    expect(panel.total).toBe(atFinance.length);
    expect(panel.records.every((r) => r.record === 'TransferOrder')).toBe(true);
  });

  it('lists the oldest first: by when each record entered its state', async () => {
    const panel = await waiting(s.marketing);
    expect(panel.records.length).toBeGreaterThan(1);
    const times = panel.records.map((r) => Date.parse(r.since));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    // Stock control reviews and approves requests of three types in the demo.
    expect(new Set(panel.records.map((r) => r.record)).size).toBeGreaterThan(1);
  });

  it('a record the user may only withdraw (Cancel) does not wait for them', async () => {
    await create(s);
    // The importer may cancel its new orders, and act on nothing else.
    expect(await waitingOrders(s.importer)).toEqual([]);
    expect((await waiting(s.importer)).total).toBe(0);
    expect((await waiting(s.distributor)).total).toBe(0);
  });

  it('combines with the stage filter, and keeps to what the user sees', async () => {
    expect(await waitingOrders(s.finance, { stage: 0 })).toEqual([]);
    const atStage = await waitingOrders(s.finance, { stage: 10 });
    expect(atStage.length).toBe((await waitingOrders(s.finance)).length);
  });

  it('refuses a waiting filter that is not true or false', async () => {
    const response = await s.finance('POST', 'TransferOrder/Search', { waiting: 'yes', pageNumber: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('waiting');
  });
});
