import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  actOn,
  balancesOf,
  day,
  inventoryOf,
  submitTransfer,
  type TransferSuite,
  transferPayload,
  transferSuite,
} from './fixtures.ts';

let s: TransferSuite;
beforeAll(async () => {
  s = await transferSuite();
});
afterAll(() => s.t.close());

const REQUIRED = 'Please enter all required fields.';
const INVENTORIES = 'Please enter origin and destination inventory.';
const SAME = 'Origin and destination inventories can not be the same.';
const PRODUCT = 'Origin and destination inventories product must be the same.';
const BALANCE = 'Quantity can not be more that the inventory adjusted stock balance.';

const post = (overrides: Record<string, unknown>, call = s.importer) =>
  call('POST', 'stockTransfer', transferPayload(s, overrides));

describe('POST stockTransfer', () => {
  it('submits a New transfer that holds the quantity back at the origin and announces it at the destination', async () => {
    const [from, to] = await Promise.all([balancesOf(s.t, s.atlanticPms), balancesOf(s.t, s.atlanticPms2)]);
    const response = await post({
      quantity: 2_500,
      createdDate: `${day(4)}T00:00:00.000Z`,
      referenceNumber: 'ST-1',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { id, message } = response.json();
    expect(message).toBe('Stock transfer request successfully submitted.');
    const detail = (await s.importer('GET', `StockTransfer/${id}`)).json();
    expect(detail).toMatchObject({
      id,
      referenceNumber: 'ST-1',
      status: 'New',
      stage: 0,
      quantity: 2_500,
      createdDate: day(4),
      submitter: 'Ivan Importer',
      fromInventory: {
        inventoryId: s.atlanticPms,
        importerId: s.atlantic,
        importerName: 'Atlantic Petroleum Importers',
        storageTankNumber: 'T-101',
        productName: 'PMS',
      },
      toInventory: { inventoryId: s.atlanticPms2, storageTankNumber: 'T-102', productName: 'PMS' },
      isEditable: true,
      canCancel: true,
      isReviewable: false,
      isApprovable: false,
      canManageDocuments: true,
      canAddComment: true,
    });
    expect(detail.reviews.map((r: { reviewAction: string }) => r.reviewAction)).toEqual(['Submit']);
    const [fromAfter, toAfter] = await Promise.all([
      balancesOf(s.t, s.atlanticPms),
      balancesOf(s.t, s.atlanticPms2),
    ]);
    expect(fromAfter.pendingOutGoingStockTransfersTotal - from.pendingOutGoingStockTransfersTotal).toBe(
      2_500,
    );
    expect(fromAfter.adjustedStockBalance - from.adjustedStockBalance).toBe(-2_500);
    expect(toAfter.pendingIncomingStockTransfersTotal - to.pendingIncomingStockTransfersTotal).toBe(2_500);
    expect(toAfter.adjustedStockBalance - to.adjustedStockBalance).toBe(2_500);
    expect(fromAfter.stockBalance).toBe(from.stockBalance);
  });

  it('sends to another importer’s inventory of the same product', async () => {
    const response = await post({ toInventoryId: s.loneStarPms });
    expect(response.statusCode, response.body).toBe(200);
    const detail = (await s.otherImporter('GET', `StockTransfer/${response.json().id}`)).json();
    expect(detail.toInventory.importerName).toBe('Lone Star Energy');
  });

  it("answers 400 'Please enter all required fields.' without a quantity or a date", async () => {
    for (const missing of [
      { quantity: 0 },
      { quantity: '' },
      { quantity: null },
      { createdDate: '' },
      { createdDate: null },
    ]) {
      const response = await post(missing);
      expect(response.statusCode, JSON.stringify(missing)).toBe(400);
      expect(response.json().message, JSON.stringify(missing)).toBe(REQUIRED);
    }
  });

  it("answers 400 'Please enter origin and destination inventory.' without either", async () => {
    for (const missing of [{ fromInventoryId: null }, { toInventoryId: null }, { toInventoryId: '' }]) {
      const response = await post(missing);
      expect(response.statusCode, JSON.stringify(missing)).toBe(400);
      expect(response.json().message).toBe(INVENTORIES);
    }
  });

  it('refuses the same inventory at both ends, and two products', async () => {
    const same = await post({ toInventoryId: s.atlanticPms });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ message: SAME, errors: { toInventoryId: SAME } });
    const product = await post({ toInventoryId: s.atlanticAgo });
    expect(product.statusCode).toBe(400);
    expect(product.json()).toMatchObject({ message: PRODUCT, errors: { toInventoryId: PRODUCT } });
  });

  it('refuses more than the origin’s adjusted balance, and takes exactly all of it', async () => {
    const { adjustedStockBalance } = await balancesOf(s.t, s.atlanticAgo);
    const mesuradoAgo = await inventoryOf(s.t, s.mesurado, 'T-201');
    const over = await post({
      fromInventoryId: s.atlanticAgo,
      toInventoryId: mesuradoAgo,
      quantity: adjustedStockBalance + 1,
    });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ message: BALANCE, errors: { quantity: BALANCE } });
    const all = await post({
      fromInventoryId: s.atlanticAgo,
      toInventoryId: mesuradoAgo,
      quantity: adjustedStockBalance,
    });
    expect(all.statusCode, all.body).toBe(200);
    expect((await balancesOf(s.t, s.atlanticAgo)).adjustedStockBalance).toBe(0);
    // Nothing is left to send: even a gallon more is refused, whatever is still in the tank.
    const more = await post({ fromInventoryId: s.atlanticAgo, toInventoryId: mesuradoAgo, quantity: 1 });
    expect(more.json().message).toBe(BALANCE);
    expect((await actOn(s.marketing, all.json().id, 30)).statusCode).toBe(200);
  });

  it('lets an importer send only from its own importer’s inventories', async () => {
    const response = await post({ fromInventoryId: s.loneStarPms, toInventoryId: s.atlanticPms });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: "The origin inventory must be one of your importer's inventories.",
      errors: { fromInventoryId: "The origin inventory must be one of your importer's inventories." },
    });
  });

  it('refuses an inactive or unknown inventory at either end', async () => {
    await s.t.db.db
      .updateTable('inventories')
      .set({ isActive: false })
      .where('id', '=', s.mesuradoPms)
      .execute();
    try {
      const inactive = await post({ toInventoryId: s.mesuradoPms });
      expect(inactive.statusCode).toBe(400);
      expect(inactive.json().message).toBe('The destination inventory is not an active inventory.');
    } finally {
      await s.t.db.db
        .updateTable('inventories')
        .set({ isActive: true })
        .where('id', '=', s.mesuradoPms)
        .execute();
    }
    const unknown = await post({ fromInventoryId: 2_000_000_000 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('The origin inventory is not an active inventory.');
  });

  it('refuses a future date, a fraction, a negative or a quantity beyond one line’s bound', async () => {
    const tomorrow = format(addDays(new Date(), 1), 'yyyy-MM-dd');
    for (const bad of [
      { createdDate: `${tomorrow}T00:00:00.000Z` },
      { quantity: 1.5 },
      { quantity: -10 },
      { quantity: 100_000_001 },
      { quantity: '100' },
    ]) {
      const response = await post(bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json().errors, JSON.stringify(bad)).toBeDefined();
    }
  });

  it('is for importer users with P100 only', async () => {
    expect((await post({}, s.marketing)).statusCode).toBe(403);
    expect((await post({}, s.admin)).statusCode).toBe(403);
    expect((await post({}, s.importerNoPermission)).statusCode).toBe(403);
    expect((await post({}, s.anonymous)).statusCode).toBe(401);
  });
});

describe('GetEditInfo and PUT stockTransfer', () => {
  it('answers every active importer, balances only on the user’s own, and the transfer as a payload', async () => {
    const id = await submitTransfer(s, { quantity: 700, referenceNumber: 'ST-EDIT' });
    const response = await s.importer('GET', `stockTransfer/${id}/GetEditInfo`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.stockTransfer).toEqual({
      id,
      fromInventoryId: s.atlanticPms,
      toInventoryId: s.atlanticPms2,
      quantity: 700,
      referenceNumber: 'ST-EDIT',
      createdDate: day(2),
    });
    const names = body.importers.map((i: { name: string }) => i.name);
    expect(names).toEqual(['Atlantic Petroleum Importers', 'Lone Star Energy', 'Mesurado Fuel Supply']);
    const withBalances = body.importers.filter((i: { inventories: { adjustedStockBalance?: number }[] }) =>
      i.inventories.some((inventory) => inventory.adjustedStockBalance !== undefined),
    );
    expect(withBalances.map((i: { name: string }) => i.name)).toEqual(['Atlantic Petroleum Importers']);
  });

  it('changes a New transfer within the balance its own quantity leaves, with an Edit history row', async () => {
    const id = await submitTransfer(s);
    const own = (await s.importer('GET', `StockTransfer/${id}`)).json().quantity;
    const { adjustedStockBalance } = await balancesOf(s.t, s.atlanticPms);
    // Its own quantity is already held back: the edit may take all of the rest, not a gallon more.
    const quantity = adjustedStockBalance + own;
    const response = await s.importer('PUT', 'stockTransfer', {
      ...transferPayload(s, { id, toInventoryId: s.loneStarPms, quantity, referenceNumber: 'ST-CHANGED' }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ id, message: 'Stock transfer request successfully updated.' });
    const detail = (await s.importer('GET', `StockTransfer/${id}`)).json();
    expect(detail).toMatchObject({
      quantity,
      referenceNumber: 'ST-CHANGED',
      toInventory: { inventoryId: s.loneStarPms },
    });
    expect(detail.reviews.map((r: { reviewAction: string }) => r.reviewAction)).toEqual(['Submit', 'Edit']);
    expect((await balancesOf(s.t, s.atlanticPms)).adjustedStockBalance).toBe(0);
    expect((await actOn(s.importer, id, 30)).statusCode).toBe(200);
  });

  it('refuses an edit past the balance, so an edit can not mint stock (finding: 1 gallon edited to 100,000,000)', async () => {
    const id = (await post({ quantity: 1, referenceNumber: 'ST-MINT' })).json().id;
    const before = await balancesOf(s.t, s.atlanticPms);
    const response = await s.importer('PUT', 'stockTransfer', {
      ...transferPayload(s, { id, quantity: 100_000_000, referenceNumber: 'ST-MINT' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: BALANCE, errors: { quantity: BALANCE } });
    const detail = (await s.importer('GET', `StockTransfer/${id}`)).json();
    expect(detail.quantity).toBe(1);
    expect(detail.reviews.map((r: { reviewAction: string }) => r.reviewAction)).toEqual(['Submit']);
    expect(await balancesOf(s.t, s.atlanticPms)).toEqual(before);
    expect((await actOn(s.importer, id, 30)).statusCode).toBe(200);
  });

  it('applies the other rules on edit: ends, product, own origin', async () => {
    const id = await submitTransfer(s);
    const put = (overrides: Record<string, unknown>) =>
      s.importer('PUT', 'stockTransfer', transferPayload(s, { id, ...overrides }));
    expect((await put({ toInventoryId: s.atlanticPms })).json().message).toBe(SAME);
    expect((await put({ toInventoryId: s.atlanticAgo })).json().message).toBe(PRODUCT);
    expect((await put({ toInventoryId: null })).json().message).toBe(INVENTORIES);
    expect((await put({ quantity: 0 })).json().message).toBe(REQUIRED);
    expect((await put({ fromInventoryId: s.loneStarPms, toInventoryId: s.atlanticPms })).statusCode).toBe(
      400,
    );
  });

  it('refuses an edit once reviewed (400), by the receiving importer (403), by anyone else (404)', async () => {
    const id = await submitTransfer(s, { toInventoryId: s.loneStarPms });
    const payload = transferPayload(s, { id, toInventoryId: s.loneStarPms, quantity: 5 });
    const receiving = await s.otherImporter('PUT', 'stockTransfer', payload);
    expect(receiving.statusCode).toBe(400);
    expect(receiving.json().message).toBe("The origin inventory must be one of your importer's inventories.");
    const receivingOwnOrigin = await s.otherImporter('PUT', 'stockTransfer', {
      ...payload,
      fromInventoryId: s.loneStarPms,
      toInventoryId: s.atlanticPms,
    });
    expect(receivingOwnOrigin.statusCode).toBe(403);
    expect((await s.otherImporter('GET', `stockTransfer/${id}/GetEditInfo`)).statusCode).toBe(403);
    expect((await s.thirdImporter('PUT', 'stockTransfer', payload)).statusCode).toBe(404);
    expect((await s.thirdImporter('GET', `stockTransfer/${id}/GetEditInfo`)).statusCode).toBe(404);
    expect((await s.marketing('GET', `stockTransfer/${id}/GetEditInfo`)).statusCode).toBe(403);
    expect((await actOn(s.marketing, id, 10)).statusCode).toBe(200);
    const late = await s.importer('PUT', 'stockTransfer', payload);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('This stock transfer request can no longer be edited.');
    expect((await s.importer('GET', `stockTransfer/${id}/GetEditInfo`)).json().message).toBe(
      'This stock transfer request can no longer be edited.',
    );
    expect((await s.importer('GET', 'stockTransfer/999999/GetEditInfo')).statusCode).toBe(404);
  });
});
