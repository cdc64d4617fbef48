import { format } from 'date-fns/format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approvedDeliveryOrder,
  approvedTransferOrder,
  FAN_ACTIONS,
  issue,
  notePayload,
  noteSuite,
  type Suite,
} from './fixtures.ts';

let s: Suite;
let newNote: number;
let issuedNote: number;
let cancelledNote: number;
let orderNumber: string;
beforeAll(async () => {
  s = await noteSuite();
  const make = async (vehicleNumber: string) => {
    const t = await approvedTransferOrder(s, 1_000);
    const order = await approvedDeliveryOrder(s, [
      { transferOrderId: t, inventoryId: s.atlanticPms[0], quantity: 1_000 },
    ]);
    const answer = await s.distributor('POST', 'FillingAdviceNote', notePayload([order], { vehicleNumber }));
    return { id: answer.json().id as number, number: order.number };
  };
  newNote = (await make('SRCH-AAA-1')).id;
  const issued = await make('SRCH-BBB-2');
  issuedNote = issued.id;
  orderNumber = issued.number;
  expect((await issue(s, issuedNote, 555123)).statusCode).toBe(200);
  cancelledNote = (await make('SRCH-CCC-3')).id;
  await s.controlRoom('POST', 'FillingAdviceNote/StatusUpdate', {
    id: cancelledNote,
    status: FAN_ACTIONS.cancel,
  });
});
afterAll(() => s.t.close());

/** Searches among this suite's notes (the demo's have other vehicle numbers) unless asked otherwise. */
const search = async (filters: Record<string, unknown>, call = s.controlRoom) => {
  const answer = await call('POST', 'FillingAdviceNote/Search', {
    pageNumber: 1,
    referenceNumber: 'SRCH-',
    ...filters,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
};
const ids = async (filters: Record<string, unknown>, call = s.controlRoom) =>
  (await search(filters, call)).results.map((r: { id: number }) => r.id);

describe('POST FillingAdviceNote/Search', () => {
  it('lists notes newest first with their card, status and delivery orders', async () => {
    const answer = await search({});
    expect(answer).toMatchObject({ currentPage: 1, pages: 1, total: 3, pageSize: 20 });
    expect(answer.results.map((r: { id: number }) => r.id)).toEqual([cancelledNote, issuedNote, newNote]);
    expect(answer.results[1]).toMatchObject({
      vehicleNumber: 'SRCH-BBB-2',
      cardNumber: 555123,
      status: 'Issued',
      stage: 10,
      quantity: 1_000,
      product: 'PMS',
      distributor: 'Capitol Fuel Distributors',
      deliveryOrderNumbers: orderNumber,
      createdBy: 'Dina Distributor',
      issuedDate: expect.any(String),
    });
  });

  it('finds by vehicle or card number (referenceNumber), stage, dates, product, parties and delivery order number', async () => {
    expect(await ids({ referenceNumber: 'aaa' })).toEqual([newNote]);
    expect(await ids({ referenceNumber: '555123' })).toEqual([issuedNote]);
    expect(await ids({ stage: 0 })).toEqual([newNote]);
    expect(await ids({ stage: 10 })).toEqual([issuedNote]);
    expect(await ids({ stage: 20 })).toEqual([cancelledNote]);
    const today = format(new Date(), 'yyyy-MM-dd');
    expect(await ids({ fulfilledFrom: today, fulfilledTo: today })).toEqual([issuedNote]);
    expect(await ids({ createdFrom: today })).toHaveLength(3);
    expect(await ids({ productId: s.ago })).toEqual([]);
    expect(await ids({ importerId: s.loneStar })).toEqual([]);
    expect(await ids({ importerId: s.atlantic })).toHaveLength(3);
    expect(await ids({ distributorId: s.paynesville })).toEqual([]);
    expect(await ids({ deliveryOrderNumber: orderNumber, referenceNumber: null })).toEqual([issuedNote]);
    expect(await ids({ referenceNumber: '%' })).toEqual([]);
  });

  it('shows a distributor its own notes only, and an importer none', async () => {
    expect(await ids({}, s.distributor)).toHaveLength(3);
    expect(await ids({}, s.otherDistributor)).toEqual([]);
    expect(await ids({}, s.importer)).toEqual([]);
    expect((await s.agent('POST', 'FillingAdviceNote/Search', { pageNumber: 1 })).statusCode).toBe(403);
  });

  it('refuses a stage that is no stage', async () => {
    const answer = await s.controlRoom('POST', 'FillingAdviceNote/Search', { stage: 5 });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('Stage is invalid.');
  });
});

describe('dashboard and filters', () => {
  it('count the notes per stage for whoever sees them, and offer the stages', async () => {
    for (const call of [s.controlRoom, s.distributor, s.otherDistributor]) {
      const tiles = (await call('GET', 'Dashboard')).json().fillingAdviceNotes;
      expect(tiles.map((t: { name: string; stage: number }) => [t.name, t.stage])).toEqual([
        ['New', 0],
        ['Issued', 10],
      ]);
      for (const tile of tiles) {
        const { total } = await search({ stage: tile.stage, referenceNumber: null }, call);
        expect(tile.count).toBe(total);
      }
    }
    const mine = (await s.distributor('GET', 'Dashboard')).json().fillingAdviceNotes;
    const all = (await s.controlRoom('GET', 'Dashboard')).json().fillingAdviceNotes;
    expect(mine[1].count).toBeGreaterThan(0);
    expect(all[1].count).toBeGreaterThan(mine[1].count);
    expect(
      (await s.importer('GET', 'Dashboard')).json().fillingAdviceNotes.map((t: { count: number }) => t.count),
    ).toEqual([0, 0]);
    const filters = (await s.distributor('GET', 'Setting/Filters')).json();
    expect(filters.fillingAdviceNoteFilter.stages).toEqual([
      { key: 0, value: 'New' },
      { key: 10, value: 'Issued' },
      { key: 20, value: 'Cancelled' },
    ]);
  });
});
