import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, day, type Suite, stockUpdateSuite, submit } from './fixtures.ts';

let s: Suite;
let ids: { shipment: number; shortage: number; agoOnly: number; reviewed: number; loneStar: number };
beforeAll(async () => {
  s = await stockUpdateSuite();
  const shipment = await submit(s, { referenceNumber: 'SRCH-SHIP-1', createdDate: day(30) });
  const shortage = await submit(s, {
    referenceNumber: 'SRCH-SHORT',
    stockUpdateType: 1,
    createdDate: day(20),
  });
  const agoOnly = await submit(s, {
    referenceNumber: 'srch-ago',
    createdDate: day(10),
    inventoryInfos: [{ inventoryId: s.atlanticAgo, quantity: 70 }],
  });
  const reviewed = await submit(s, { referenceNumber: 'SRCH-REV', createdDate: day(5) });
  await act(s.marketing, reviewed, 10);
  const response = await s.otherImporter('POST', 'stockUpdate', {
    createdDate: day(1),
    stockUpdateType: 0,
    referenceNumber: 'SRCH-LONE',
    importerId: s.loneStar,
    inventoryInfos: [{ inventoryId: s.loneStarPms, quantity: 10 }],
  });
  ids = { shipment, shortage, agoOnly, reviewed, loneStar: response.json().id };
});
afterAll(() => s.t.close());

const search = async (call: Suite['importer'], filters: Record<string, unknown> = {}) => {
  const response = await call('POST', 'StockUpdate/Search', { pageNumber: 1, ...filters });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const idsOf = (answer: { results: { id: number }[] }) => answer.results.map((r) => r.id);

describe('POST StockUpdate/Search', () => {
  it('answers rows newest request date first with the paging fields', async () => {
    const answer = await search(s.marketing, { referenceNumber: 'srch' });
    expect(idsOf(answer)).toEqual([ids.loneStar, ids.reviewed, ids.agoOnly, ids.shortage, ids.shipment]);
    expect(answer).toMatchObject({ currentPage: 1, pages: 1, total: 5, pageSize: 20 });
    expect(answer.results[1]).toMatchObject({
      id: ids.reviewed,
      referenceNumber: 'SRCH-REV',
      createdDate: day(5),
      status: 'Reviewed',
      stage: 10,
      stockUpdateType: 0,
      stockUpdateTypeName: 'Shipment',
      importer: 'Atlantic Petroleum Importers',
      submittedBy: 'Ivan Importer',
      quantity: 12_000,
      productNames: 'PMS',
    });
  });

  it("names each request's products once, in order, for the list's cards", async () => {
    const both = await submit(s, {
      referenceNumber: 'MIXED-LINES',
      inventoryInfos: [
        { inventoryId: s.atlanticPms, quantity: 5 },
        { inventoryId: s.atlanticAgo, quantity: 7 },
      ],
    });
    const [mixed] = (await search(s.marketing, { referenceNumber: 'MIXED-LINES' })).results;
    expect(mixed).toMatchObject({ id: both, productNames: 'AGO, PMS', quantity: 12 });
    const [ago] = (await search(s.marketing, { referenceNumber: 'srch-ago' })).results;
    expect(ago).toMatchObject({ id: ids.agoOnly, productNames: 'AGO', quantity: 70 });
  });

  it('shows external users only their importer', async () => {
    expect(idsOf(await search(s.otherImporter, { referenceNumber: 'srch' }))).toEqual([ids.loneStar]);
    expect(idsOf(await search(s.importer, { referenceNumber: 'srch' }))).not.toContain(ids.loneStar);
    expect((await s.otherImporter('GET', `StockUpdate/${ids.shipment}`)).statusCode).toBe(404);
    expect((await s.admin('GET', `StockUpdate/${ids.loneStar}`)).statusCode).toBe(200);
    expect((await s.operations('POST', 'StockUpdate/Search', { pageNumber: 1 })).statusCode).toBe(403);
    expect((await s.operations('GET', `StockUpdate/${ids.shipment}`)).statusCode).toBe(403);
  });

  it('filters by stage, request type, product, importer and date range', async () => {
    const base = { referenceNumber: 'srch' };
    expect(idsOf(await search(s.marketing, { ...base, stage: 10 }))).toEqual([ids.reviewed]);
    expect(idsOf(await search(s.marketing, { ...base, requestType: 1 }))).toEqual([ids.shortage]);
    const ago = (
      await s.t.db.db.selectFrom('products').select('id').where('name', '=', 'AGO').executeTakeFirstOrThrow()
    ).id;
    expect(idsOf(await search(s.marketing, { ...base, productId: ago }))).toEqual([ids.agoOnly]);
    expect(idsOf(await search(s.marketing, { ...base, importerId: s.loneStar }))).toEqual([ids.loneStar]);
    expect(idsOf(await search(s.marketing, { ...base, createdFrom: day(20), createdTo: day(5) }))).toEqual([
      ids.reviewed,
      ids.agoOnly,
      ids.shortage,
    ]);
    expect(
      idsOf(await search(s.marketing, { ...base, stage: '', requestType: '', createdFrom: '' })),
    ).toHaveLength(5);
  });

  it('refuses from later than to, and dates in the future, with 400', async () => {
    const reversed = await s.marketing('POST', 'StockUpdate/Search', {
      createdFrom: day(1),
      createdTo: day(5),
      pageNumber: 1,
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe('Created from can not be later than created to.');
    const future = await s.marketing('POST', 'StockUpdate/Search', { createdTo: day(-3), pageNumber: 1 });
    expect(future.statusCode).toBe(400);
    expect(future.json().errors.createdTo).toBe('Date can not be in the future.');
    const invalid = await s.marketing('POST', 'StockUpdate/Search', {
      createdFrom: '2026-02-31',
      pageNumber: 1,
    });
    expect(invalid.statusCode).toBe(400);
  });

  it('pages by 20', async () => {
    for (let i = 0; i < 21; i++) await submit(s, { referenceNumber: `PAGE-${i}`, createdDate: day(40) });
    const first = await search(s.importer, { referenceNumber: 'PAGE-' });
    expect(first).toMatchObject({ total: 21, pages: 2, currentPage: 1 });
    expect(first.results).toHaveLength(20);
    const second = await search(s.importer, { referenceNumber: 'PAGE-', pageNumber: 2 });
    expect(second.results).toHaveLength(1);
    expect(new Set([...idsOf(first), ...idsOf(second)]).size).toBe(21);
    const past = await search(s.importer, { referenceNumber: 'PAGE-', pageNumber: 5 });
    expect(past).toMatchObject({ results: [], total: 21, pages: 2, currentPage: 5 });
  });
});

describe('dashboard tiles and filter stages', () => {
  it('counts requests per stage, scoped to the user', async () => {
    const tiles = (await s.marketing('GET', 'Dashboard')).json().stocksUpdates;
    expect(tiles.map((t: { name: string; stage: number }) => [t.name, t.stage])).toEqual([
      ['New', 0],
      ['Reviewed', 10],
      ['Approved', 20],
    ]);
    const count = async (status: string, importerIds?: number[]) => {
      let q = s.t.db.db
        .selectFrom('stockUpdates')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', status);
      if (importerIds) q = q.where('importerId', 'in', importerIds);
      return Number((await q.executeTakeFirstOrThrow()).n);
    };
    expect(tiles[0].count).toBe(await count('New'));
    expect(tiles[1].count).toBe(await count('Reviewed'));
    const lone = (await s.otherImporter('GET', 'Dashboard')).json().stocksUpdates;
    expect(lone[0].count).toBe(await count('New', [s.loneStar]));
    expect(lone[0].count).toBeLessThan(tiles[0].count);
    expect((await s.operations('GET', 'Dashboard')).json().stocksUpdates).toEqual([]);
  });

  it('lists the workflow stages in Setting/Filters', async () => {
    const filters = (await s.marketing('GET', 'Setting/Filters')).json();
    expect(filters.stockUpdateFilter.stages).toEqual([
      { key: 0, value: 'New' },
      { key: 10, value: 'Reviewed' },
      { key: 20, value: 'Approved' },
      { key: 30, value: 'Cancelled' },
    ]);
    expect(filters.stockUpdateFilter.requestTypes).toHaveLength(5);
  });
});
