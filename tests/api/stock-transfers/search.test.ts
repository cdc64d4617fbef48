import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actOn, day, inventoryOf, submitTransfer, type TransferSuite, transferSuite } from './fixtures.ts';

let s: TransferSuite;
/** Atlantic -> Lone Star (PMS), Lone Star -> Lone Star (PMS), Mesurado -> Mesurado (AGO). */
const ids: Record<'toLoneStar' | 'loneStarOwn' | 'mesuradoOwn', number> = {
  toLoneStar: 0,
  loneStarOwn: 0,
  mesuradoOwn: 0,
};
const reference = `SRCH-${Date.now()}`;

beforeAll(async () => {
  s = await transferSuite();
  ids.toLoneStar = await submitTransfer(s, {
    toInventoryId: s.loneStarPms,
    referenceNumber: `${reference}-A`,
    createdDate: day(40),
  });
  const own = await s.otherImporter('POST', 'stockTransfer', {
    createdDate: day(35),
    referenceNumber: `${reference}-B`,
    fromInventoryId: s.loneStarPms,
    toInventoryId: await inventoryOf(s.t, s.loneStar, 'T-102'),
    quantity: 900,
  });
  ids.loneStarOwn = own.json().id;
  await actOn(s.marketing, ids.loneStarOwn, 10);
  const third = await s.thirdImporter('POST', 'stockTransfer', {
    createdDate: day(30),
    referenceNumber: `${reference}-C`,
    fromInventoryId: await inventoryOf(s.t, s.mesurado, 'T-201'),
    toInventoryId: await inventoryOf(s.t, s.mesurado, 'T-202'),
    quantity: 800,
  });
  ids.mesuradoOwn = third.json().id;
});
afterAll(() => s.t.close());

const search = async (call: typeof s.importer, body: Record<string, unknown>) => {
  const response = await call('POST', 'StockTransfer/Search', { referenceNumber: reference, ...body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const idsOf = (answer: { results: { id: number }[] }) => answer.results.map((r) => r.id);

describe('POST StockTransfer/Search', () => {
  it('answers the spec’s card fields, newest transfer date first', async () => {
    const answer = await search(s.marketing, {});
    expect(idsOf(answer)).toEqual([ids.mesuradoOwn, ids.loneStarOwn, ids.toLoneStar]);
    expect(answer).toMatchObject({ pages: 1, currentPage: 1, total: 3, pageSize: 20 });
    expect(answer.results[2]).toEqual({
      id: ids.toLoneStar,
      referenceNumber: `${reference}-A`,
      createdDate: day(40),
      submittedDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      submittedBy: 'Ivan Importer',
      status: 'New',
      stage: 0,
      fromImporter: 'Atlantic Petroleum Importers',
      fromInventory: 'T-101',
      toImporter: 'Lone Star Energy',
      toInventory: 'T-101',
      productName: 'PMS',
      quantity: 1_000,
    });
  });

  it('filters by stage, product, importer at either end and transfer date', async () => {
    expect(idsOf(await search(s.marketing, { stage: 10 }))).toEqual([ids.loneStarOwn]);
    expect(idsOf(await search(s.marketing, { stage: 20 }))).toEqual([]);
    const pms = (
      await s.t.db.db.selectFrom('products').select('id').where('name', '=', 'PMS').executeTakeFirstOrThrow()
    ).id;
    expect(idsOf(await search(s.marketing, { productId: pms }))).toEqual([ids.loneStarOwn, ids.toLoneStar]);
    expect(idsOf(await search(s.marketing, { importerId: s.loneStar }))).toEqual([
      ids.loneStarOwn,
      ids.toLoneStar,
    ]);
    expect(idsOf(await search(s.marketing, { importerId: s.atlantic }))).toEqual([ids.toLoneStar]);
    expect(idsOf(await search(s.marketing, { createdFrom: day(36), createdTo: day(31) }))).toEqual([
      ids.loneStarOwn,
    ]);
    expect(idsOf(await search(s.marketing, { referenceNumber: `${reference}-b` }))).toEqual([
      ids.loneStarOwn,
    ]);
    expect(idsOf(await search(s.marketing, { referenceNumber: '%' }))).toEqual([]);
  });

  it('pages 20 at a time and says how many pages there are past the last', async () => {
    const all = (await s.marketing('POST', 'StockTransfer/Search', { pageNumber: 1 })).json();
    expect(all.results.length).toBe(Math.min(20, all.total));
    const past = (await s.marketing('POST', 'StockTransfer/Search', { pageNumber: 500 })).json();
    expect(past).toMatchObject({
      results: [],
      total: all.total,
      pages: Math.ceil(all.total / 20),
      currentPage: 500,
    });
  });

  it('shows an importer user the transfers touching its inventories, at either end, and no other', async () => {
    expect(idsOf(await search(s.importer, {}))).toEqual([ids.toLoneStar]);
    expect(idsOf(await search(s.otherImporter, {}))).toEqual([ids.loneStarOwn, ids.toLoneStar]);
    expect(idsOf(await search(s.thirdImporter, {}))).toEqual([ids.mesuradoOwn]);
    // The receiving importer reads both ends' names.
    const received = await s.otherImporter('GET', `StockTransfer/${ids.toLoneStar}`);
    expect(received.statusCode).toBe(200);
    expect(received.json().fromInventory.importerName).toBe('Atlantic Petroleum Importers');
    for (const [call, id] of [
      [s.thirdImporter, ids.toLoneStar],
      [s.importer, ids.mesuradoOwn],
      [s.importer, ids.loneStarOwn],
    ] as const) {
      expect((await call('GET', `StockTransfer/${id}`)).statusCode).toBe(404);
    }
    expect((await s.importer('GET', 'StockTransfer/abc')).statusCode).toBe(404);
  });

  it('is for R100, R500 and R600 only', async () => {
    expect((await s.admin('POST', 'StockTransfer/Search', {})).statusCode).toBe(200);
    expect((await s.operations('POST', 'StockTransfer/Search', {})).statusCode).toBe(403);
    expect((await s.operations('GET', `StockTransfer/${ids.toLoneStar}`)).statusCode).toBe(403);
    expect((await s.anonymous('POST', 'StockTransfer/Search', {})).statusCode).toBe(401);
    const bad = await s.marketing('POST', 'StockTransfer/Search', { stage: 5 });
    expect(bad.statusCode).toBe(400);
  });
});

describe('dashboard tiles and filter options', () => {
  const tiles = async (call: typeof s.importer) => (await call('GET', 'Dashboard')).json().stocksTransfers;

  it('counts the user’s visible transfers per stage, each tile with its stage', async () => {
    const staff = await tiles(s.marketing);
    expect(staff.map((t: { name: string; stage: number }) => [t.name, t.stage])).toEqual([
      ['New', 0],
      ['Reviewed', 10],
      ['Approved', 20],
    ]);
    const count = async (call: typeof s.importer, stage: number) => {
      const answer = (await call('POST', 'StockTransfer/Search', { stage })).json();
      return (await tiles(call)).find((t: { stage: number }) => t.stage === stage).count === answer.total;
    };
    for (const call of [s.marketing, s.importer, s.otherImporter, s.thirdImporter]) {
      for (const stage of [0, 10, 20]) expect(await count(call, stage)).toBe(true);
    }
    const newForThird = (await tiles(s.thirdImporter)).find((t: { stage: number }) => t.stage === 0).count;
    const newForStaff = staff.find((t: { stage: number }) => t.stage === 0).count;
    expect(newForThird).toBeLessThan(newForStaff);
    expect(await tiles(s.operations)).toEqual([]);
  });

  it('offers the stock transfer stages in Setting/Filters', async () => {
    const filters = (await s.importer('GET', 'Setting/Filters')).json();
    expect(filters.stockTransferFilter.stages).toEqual([
      { key: 0, value: 'New' },
      { key: 10, value: 'Reviewed' },
      { key: 20, value: 'Approved' },
      { key: 30, value: 'Cancelled' },
    ]);
  });

  it('flags the list and the submit entries by role and permission', async () => {
    const settings = async (call: typeof s.importer) => (await call('GET', 'Dashboard')).json().settings;
    expect(await settings(s.importer)).toMatchObject({
      showStockTransfersList: true,
      canCreateStockTransfers: true,
    });
    expect(await settings(s.importerNoPermission)).toMatchObject({
      showStockTransfersList: true,
      canCreateStockTransfers: false,
    });
    expect(await settings(s.marketing)).toMatchObject({
      showStockTransfersList: true,
      canCreateStockTransfers: false,
    });
    expect(await settings(s.operations)).toMatchObject({
      showStockTransfersList: false,
      canCreateStockTransfers: false,
    });
  });
});
