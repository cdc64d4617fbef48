import { format } from 'date-fns/format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransferOrderListItem } from '../../../schemas/transfer-order.ts';
import { ACTIONS, act, type Call, create, nextNumber, type Suite, transferOrderSuite } from './fixtures.ts';

let s: Suite;
beforeAll(async () => {
  s = await transferOrderSuite();
});
afterAll(() => s.t.close());

const search = async (call: Call, body: Record<string, unknown> = {}) => {
  const response = await call('POST', 'TransferOrder/Search', { pageNumber: 1, ...body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    requests: TransferOrderListItem[];
    pages: number;
    currentPage: number;
    total: number;
  };
};

/** Every match, all pages read. */
const everything = async (call: Call, body: Record<string, unknown> = {}) => {
  const first = await search(call, body);
  const rest = await Promise.all(
    Array.from({ length: Math.max(first.pages - 1, 0) }, (_, i) =>
      search(call, { ...body, pageNumber: i + 2 }),
    ),
  );
  return [first, ...rest].flatMap((page) => page.requests);
};

describe('POST TransferOrder/Search', () => {
  it('answers requests, pages and currentPage (and the total), newest first, 20 a page', async () => {
    const number = nextNumber('Newest');
    await create(s, { transferOrderNumber: number, quantity: 3_210 });
    const page = await search(s.operations);
    expect(page.currentPage).toBe(1);
    expect(page.requests.length).toBe(20);
    expect(page.pages).toBe(Math.ceil(page.total / 20));
    expect(page.requests[0]).toMatchObject({
      transferOrderNumber: number,
      status: { progress: 0, value: 'Operations' },
      quantity: 3_210,
      createdBy: 'Ivan Importer',
      importer: 'Atlantic Petroleum Importers',
      distributor: 'Capitol Fuel Distributors',
      product: 'PMS',
    });
    const dates = page.requests.map((r) => r.createdDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const last = await search(s.operations, { pageNumber: page.pages });
    expect(last.requests.length).toBe(page.total - 20 * (page.pages - 1));
    const beyond = await search(s.operations, { pageNumber: page.pages + 3 });
    expect(beyond).toMatchObject({ requests: [], pages: page.pages, total: page.total });
  });

  it('filters by number, stage, product, importer, distributor and created dates', async () => {
    const number = nextNumber('Filter');
    const id = await create(s, {
      transferOrderNumber: number,
      productId: s.ago,
      distributorId: s.paynesville,
    });
    await act(s.operations, id, ACTIONS.review);
    const found = await search(s.finance, { transferOrderNumber: number.slice(2, -2).toLowerCase() });
    expect(found.requests.map((r) => r.id)).toEqual([id]);
    // A reviewed order is still at the Operations stage.
    const atOperations = await everything(s.finance, { stage: 0 });
    expect(atOperations.map((r) => r.id)).toContain(id);
    expect(new Set(atOperations.map((r) => r.status.progress))).toEqual(new Set([0]));
    expect(atOperations.find((r) => r.id === id)?.status.value).toBe('Reviewed at Operations');
    for (const [key, value, field] of [
      ['productId', s.ago, 'product'],
      ['importerId', s.loneStar, 'importer'],
      ['distributorId', s.paynesville, 'distributor'],
    ] as const) {
      const rows = await everything(s.finance, { [key]: value });
      expect(rows.length, key).toBeGreaterThan(0);
      expect(new Set(rows.map((r) => r[`${field}Id` as const])), key).toEqual(new Set([value]));
    }
    const today = format(new Date(), 'yyyy-MM-dd');
    const created = await everything(s.finance, { createdFrom: today, createdTo: today });
    expect(created.map((r) => r.id)).toContain(id);
    expect(created.every((r) => format(new Date(r.createdDate), 'yyyy-MM-dd') === today)).toBe(true);
    const cancelled = await everything(s.finance, { stage: 50 });
    expect(cancelled.length).toBeGreaterThan(0);
    expect(cancelled.every((r) => r.status.value === 'Cancelled')).toBe(true);
    for (const bad of [
      { stage: 35 },
      { stage: '10' },
      { createdFrom: today, createdTo: '2020-01-01' },
      { productId: 0 },
    ]) {
      expect((await s.finance('POST', 'TransferOrder/Search', { pageNumber: 1, ...bad })).statusCode).toBe(
        400,
      );
    }
  });

  it("shows an importer user its importer's orders, a distributor user its distributor's, staff all", async () => {
    const all = await everything(s.marketing);
    expect(new Set(all.map((r) => r.importerId)).size).toBe(3);
    const own = await everything(s.importer);
    expect(own.length).toBeGreaterThan(0);
    expect(new Set(own.map((r) => r.importerId))).toEqual(new Set([s.atlantic]));
    const capitol = await everything(s.agent);
    expect(new Set(capitol.map((r) => r.distributorId))).toEqual(new Set([s.capitol]));
    expect(capitol.length).toBe(all.filter((r) => r.distributorId === s.capitol).length);
    expect((await s.importerWithoutP200('POST', 'TransferOrder/Search', { pageNumber: 1 })).statusCode).toBe(
      200,
    );
  });
});

describe('dashboard tiles and filters', () => {
  it('counts the visible orders per stage, for staff and external users alike', async () => {
    const tiles = async (call: Call) =>
      (await (await call('GET', 'Dashboard')).json()).transferOrders as {
        name: string;
        count: number;
        stage: number;
      }[];
    const staff = await tiles(s.controlRoom);
    expect(staff.map((t) => [t.name, t.stage])).toEqual([
      ['Operations', 0],
      ['Finance', 10],
      ['Marketing', 20],
      ['Control Room', 30],
      ['Delivered', 40],
    ]);
    for (const tile of staff) {
      expect(tile.count, tile.name).toBe((await search(s.controlRoom, { stage: tile.stage })).total);
    }
    expect(staff.find((t) => t.stage === 30)!.count).toBeGreaterThan(5);
    const importer = await tiles(s.importer);
    for (const tile of importer) {
      expect(tile.count, tile.name).toBe((await search(s.importer, { stage: tile.stage })).total);
    }
    expect(importer.reduce((sum, t) => sum + t.count, 0)).toBeLessThan(
      staff.reduce((sum, t) => sum + t.count, 0),
    );
    const settings = (await (await s.importer('GET', 'Dashboard')).json()).settings;
    expect(settings).toMatchObject({ showTranfersOrdersList: true, canCreateTranfersOrders: true });
    expect((await (await s.finance('GET', 'Dashboard')).json()).settings.canCreateTranfersOrders).toBe(false);
  });

  it('lists the stages of the workflow and scopes importers and distributors to the user', async () => {
    const filters = async (call: Call) => (await call('GET', 'Setting/Filters')).json();
    const staff = await filters(s.finance);
    expect(staff.transferOrderFilter.stages).toEqual([
      { key: 0, value: 'Operations' },
      { key: 10, value: 'Finance' },
      { key: 20, value: 'Marketing' },
      { key: 30, value: 'Control Room' },
      { key: 40, value: 'Delivered' },
      { key: 50, value: 'Cancelled' },
    ]);
    expect(staff.entityFilters.distributors.length).toBe(3);
    const importer = await filters(s.importer);
    expect(importer.entityFilters.importers.map((i: { key: number }) => i.key)).toEqual([s.atlantic]);
    const soldTo = new Set((await everything(s.importer)).map((r) => r.distributorId));
    expect(new Set(importer.entityFilters.distributors.map((d: { key: number }) => d.key))).toEqual(soldTo);
    const distributor = await filters(s.distributor);
    expect(distributor.entityFilters.distributors.map((d: { key: number }) => d.key)).toEqual([s.capitol]);
    const boughtFrom = new Set((await everything(s.distributor)).map((r) => r.importerId));
    expect(new Set(distributor.entityFilters.importers.map((i: { key: number }) => i.key))).toEqual(
      boughtFrom,
    );
  });
});
