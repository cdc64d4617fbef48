import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransferOrderEditInfo } from '../../../schemas/transfer-order.ts';
import type { UserEntitiesAnswer } from '../../../schemas/user-entities.ts';
import {
  ACTIONS,
  act,
  available,
  create,
  detailAs,
  nextNumber,
  payload,
  type Suite,
  transferOrderSuite,
} from './fixtures.ts';

let s: Suite;
beforeAll(async () => {
  s = await transferOrderSuite();
});
afterAll(() => s.t.close());

const above = (gallons: number) =>
  `Quantity can not be more than the available balance of ${gallons.toLocaleString('en-US')} gallons.`;

describe('POST TransferOrder', () => {
  it('creates an order at Operations, created by the importer, with a Create history row', async () => {
    const body = payload(s, { quantity: 12_345 });
    const response = await s.importer('POST', 'TransferOrder/', body);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Transfer order successfully created.');
    const order = await detailAs(s.importer, response.json().id);
    expect(order).toMatchObject({
      transferOrderNumber: body.transferOrderNumber,
      importer: { id: s.atlantic, name: 'Atlantic Petroleum Importers' },
      distributor: { id: s.capitol, name: 'Capitol Fuel Distributors' },
      product: { id: s.pms, name: 'PMS' },
      quantity: 12_345,
      totalDeliveryOrderQuantity: 0,
      availableQuantity: 12_345,
      status: { progress: 0, value: 'Operations' },
      createdBy: 'Ivan Importer',
      submittedBy: 'Ivan Importer',
      deliveryOrders: [],
      setting: {
        isEditable: true,
        canManageDocuments: true,
        canCancel: true,
        canReview: false,
        canApprove: false,
      },
      canAddComment: true,
    });
    expect(order.reviews.map((r: { reviewAction: string }) => r.reviewAction)).toEqual(['Create']);
  });

  it('asks for every field, whole gallons above 0 and numbers as numbers', async () => {
    for (const missing of ['transferOrderNumber', 'importerId', 'productId', 'quantity', 'distributorId']) {
      const response = await s.importer('POST', 'TransferOrder', payload(s, { [missing]: undefined }));
      expect(response.statusCode, missing).toBe(400);
      expect(response.json().message).toBe('Please complete all required fields.');
    }
    for (const quantity of [0, -5, 1.5, '1200', 100_000_001]) {
      expect((await s.importer('POST', 'TransferOrder', payload(s, { quantity }))).statusCode).toBe(400);
    }
    const blank = await s.importer('POST', 'TransferOrder', payload(s, { transferOrderNumber: '   ' }));
    expect(blank.json().message).toBe('Please complete all required fields.');
  });

  it('refuses a number already used, whatever its case, naming it', async () => {
    const number = nextNumber('Dup');
    await create(s, { transferOrderNumber: number });
    const again = await s.importer(
      'POST',
      'TransferOrder',
      payload(s, { transferOrderNumber: number.toLowerCase() }),
    );
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(
      `Transfer order number ${number.toLowerCase()} is already used by another transfer order.`,
    );
    expect(again.json().errors.transferOrderNumber).toBe(again.json().message);
  });

  it('holds the floor: up to the available balance and not a gallon more, and the order takes it', async () => {
    const before = await available(s, s.atlantic, s.ago);
    expect(before).toBeGreaterThan(50_000);
    const over = await s.importer(
      'POST',
      'TransferOrder',
      payload(s, { productId: s.ago, quantity: before + 1 }),
    );
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(above(before));
    expect(over.json().errors.quantity).toBe(above(before));
    const id = await create(s, { productId: s.ago, quantity: before - 1_000 });
    expect(await available(s, s.atlantic, s.ago)).toBe(1_000);
    const next = await s.importer('POST', 'TransferOrder', payload(s, { productId: s.ago, quantity: 1_001 }));
    expect(next.json().message).toBe(above(1_000));
    await create(s, { productId: s.ago, quantity: 1_000 });
    expect(await available(s, s.atlantic, s.ago)).toBe(0);
    // Cancelling gives the quantity back.
    expect((await act(s.importer, id, ACTIONS.cancel, 'Wrong quantity')).statusCode).toBe(200);
    expect(await available(s, s.atlantic, s.ago)).toBe(before - 1_000);
  });

  it('shows the create form the same available balance the server enforces (POST User/Entities)', async () => {
    const entities = (
      await s.importer('POST', 'User/Entities', {
        includeImporters: true,
        includeDistributors: true,
        ensureImporterAuthorization: true,
        calculateAdjustedStockBalance: true,
      })
    ).json() as UserEntitiesAnswer;
    expect(entities.importers.map((i) => i.name)).toEqual(['Atlantic Petroleum Importers']);
    const [atlantic] = entities.importers;
    expect(atlantic.products.map((p) => p.name)).toEqual(['AGO', 'JET', 'PMS']);
    for (const product of atlantic.products) {
      expect(product.availableBalance, product.name).toBe(await available(s, s.atlantic, product.id));
      const inventories = atlantic.inventories.filter((i) => i.product.id === product.id);
      expect(product.stockBalance).toBe(inventories.reduce((sum, i) => sum + (i.stockBalance ?? 0), 0));
    }
    expect(entities.distributors.length).toBe(3);
    // Without balances asked for, the products come bare.
    const bare = (await s.importer('POST', 'User/Entities', { includeImporters: true })).json();
    expect(bare.importers[0].products[0]).toEqual({ id: expect.any(Number), name: expect.any(String) });
  });

  it("refuses another importer's order (404), a product the importer does not hold and an unknown distributor (400)", async () => {
    expect(
      (await s.importer('POST', 'TransferOrder', payload(s, { importerId: s.loneStar }))).statusCode,
    ).toBe(404);
    const jet = (
      await s.t.db.db.selectFrom('products').select('id').where('name', '=', 'JET').executeTakeFirstOrThrow()
    ).id;
    const notHeld = await s.otherImporter(
      'POST',
      'TransferOrder',
      payload(s, { importerId: s.loneStar, productId: jet }),
    );
    expect(notHeld.statusCode).toBe(400);
    expect(notHeld.json().message).toBe('The importer has no active inventory of this product.');
    const unknown = await s.importer('POST', 'TransferOrder', payload(s, { distributorId: 999_999 }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.distributorId).toBe('Distributor is invalid.');
  });

  it('refuses an inactive distributor with a clear 400', async () => {
    await s.t.db.db
      .updateTable('distributors')
      .set({ isActive: false })
      .where('id', '=', s.paynesville)
      .execute();
    try {
      const response = await s.importer(
        'POST',
        'TransferOrder',
        payload(s, { distributorId: s.paynesville }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('The distributor is not active.');
    } finally {
      await s.t.db.db
        .updateTable('distributors')
        .set({ isActive: true })
        .where('id', '=', s.paynesville)
        .execute();
    }
  });

  it('is for importer users with P200 only (403)', async () => {
    for (const call of [s.importerWithoutP200, s.operations, s.finance, s.admin, s.distributor, s.agent]) {
      expect((await call('POST', 'TransferOrder', payload(s))).statusCode).toBe(403);
    }
  });
});

describe('PUT TransferOrder', () => {
  it('lets the importer change an order at Operations, its own quantity counting as available', async () => {
    const id = await create(s, { quantity: 10_000 });
    const free = await available(s);
    const number = nextNumber('Edited');
    const response = await s.importer('PUT', 'TransferOrder', {
      ...payload(s, { transferOrderNumber: number }),
      id,
      quantity: free + 10_000,
      distributorId: s.paynesville,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id, message: 'Transfer order successfully updated.' });
    const order = await detailAs(s.importer, id);
    expect(order).toMatchObject({
      transferOrderNumber: number,
      quantity: free + 10_000,
      distributor: { id: s.paynesville },
    });
    expect(order.reviews.map((r: { reviewAction: string }) => r.reviewAction)).toEqual(['Create', 'Edit']);
    expect(await available(s)).toBe(0);
    const more = await s.importer('PUT', 'TransferOrder', { ...payload(s), id, quantity: free + 10_001 });
    expect(more.json().message).toBe(above(free + 10_000));
    // Moved to another product, it frees this one and must fit that one's availability.
    const ago = await available(s, s.atlantic, s.ago);
    const moved = await s.importer('PUT', 'TransferOrder', {
      ...payload(s),
      id,
      productId: s.ago,
      quantity: 2_000,
    });
    expect(moved.statusCode).toBe(200);
    expect(await available(s)).toBe(free + 10_000);
    expect(await available(s, s.atlantic, s.ago)).toBe(ago - 2_000);
    await act(s.importer, id, ACTIONS.cancel);
  });

  it("keeps its own number, and refuses another order's", async () => {
    const first = nextNumber('Keep');
    const id = await create(s, { transferOrderNumber: first });
    expect(
      (await s.importer('PUT', 'TransferOrder', { ...payload(s, { transferOrderNumber: first }), id }))
        .statusCode,
    ).toBe(200);
    const other = nextNumber('Other');
    await create(s, { transferOrderNumber: other });
    const taken = await s.importer('PUT', 'TransferOrder', {
      ...payload(s, { transferOrderNumber: other }),
      id,
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().message).toBe(
      `Transfer order number ${other} is already used by another transfer order.`,
    );
  });

  it('is refused once the order was reviewed (400), to other importers (404) and to other roles (403)', async () => {
    const id = await create(s);
    expect((await s.otherImporter('PUT', 'TransferOrder', { ...payload(s), id })).statusCode).toBe(404);
    expect((await s.operations('PUT', 'TransferOrder', { ...payload(s), id })).statusCode).toBe(403);
    expect((await s.importer('PUT', 'TransferOrder', { ...payload(s), id: 999_999 })).statusCode).toBe(404);
    expect((await act(s.operations, id, ACTIONS.review, 'Looks right')).statusCode).toBe(200);
    expect((await detailAs(s.importer, id)).setting.isEditable).toBe(false);
    const late = await s.importer('PUT', 'TransferOrder', { ...payload(s), id });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('This transfer order can no longer be edited.');
    expect((await s.importer('GET', `TransferOrder/${id}/GetEditInfo`)).json().message).toBe(
      'This transfer order can no longer be edited.',
    );
  });

  it('GetEditInfo answers the order and its choices, its own quantity counted back as available', async () => {
    const id = await create(s, { quantity: 7_000 });
    const response = await s.importer('GET', `TransferOrder/${id}/GetEditInfo`);
    expect(response.statusCode).toBe(200);
    const info = response.json() as TransferOrderEditInfo;
    expect(info.transferOrder).toMatchObject({
      id,
      importerId: s.atlantic,
      productId: s.pms,
      quantity: 7_000,
    });
    const products = info.importers[0].products;
    expect(products.find((p) => p.id === s.pms)?.availableBalance).toBe((await available(s)) + 7_000);
    expect(products.find((p) => p.id === s.ago)?.availableBalance).toBe(
      await available(s, s.atlantic, s.ago),
    );
    expect(info.distributors.length).toBe(3);
    expect((await s.otherImporter('GET', `TransferOrder/${id}/GetEditInfo`)).statusCode).toBe(404);
    expect((await s.finance('GET', `TransferOrder/${id}/GetEditInfo`)).statusCode).toBe(403);
  });
});
