import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { day, payload, type Suite, stockUpdateSuite, submit } from './fixtures.ts';

let s: Suite;
beforeAll(async () => {
  s = await stockUpdateSuite();
});
afterAll(() => s.t.close());

describe('POST stockUpdate', () => {
  it('submits a New request with its non-zero lines and a Submit history row', async () => {
    const response = await s.importer(
      'POST',
      'stockUpdate',
      payload(s, { createdDate: `${day(10)}T00:00:00.000Z` }),
    );
    expect(response.statusCode).toBe(200);
    const { id, message } = response.json();
    expect(message).toBe('Stock update request successfully submitted.');
    const detail = (await s.importer('GET', `StockUpdate/${id}`)).json();
    expect(detail).toMatchObject({
      id,
      status: 'New',
      stockUpdateType: 0,
      importer: { id: s.atlantic, name: 'Atlantic Petroleum Importers' },
      quantity: 12_000,
      createdDate: day(10),
      submitter: 'Ivan Importer',
      reviewedDate: null,
      approvedBy: null,
      inventories: [
        { inventoryId: s.atlanticPms, storageTankNumber: 'T-101', productName: 'PMS', quantity: 12_000 },
      ],
      documents: [],
      comments: [],
      isEditable: true,
      canCancel: true,
      isReviewable: false,
      isApprovable: false,
      canManageDocuments: true,
    });
    expect(detail.reviews.map((r: { reviewAction: string }) => r.reviewAction)).toEqual(['Submit']);
  });

  it('answers 400 Please complete all required fields. when importer, type, date or every quantity is missing', async () => {
    for (const missing of [
      { importerId: null },
      { stockUpdateType: '' },
      { createdDate: '' },
      { inventoryInfos: [{ inventoryId: s.atlanticPms, quantity: 0 }] },
      { inventoryInfos: [] },
    ]) {
      const response = await s.importer('POST', 'stockUpdate', payload(s, missing));
      expect(response.statusCode, JSON.stringify(missing)).toBe(400);
      expect(response.json().message).toBe('Please complete all required fields.');
    }
  });

  it('refuses a future date with 400 and accepts today and back-dating', async () => {
    const future = await s.importer(
      'POST',
      'stockUpdate',
      payload(s, { createdDate: `${day(-2)}T00:00:00.000Z` }),
    );
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({
      message: 'The date can not be in the future.',
      errors: { createdDate: expect.any(String) },
    });
    expect((await s.importer('POST', 'stockUpdate', payload(s, { createdDate: day(0) }))).statusCode).toBe(
      200,
    );
    expect((await s.importer('POST', 'stockUpdate', payload(s, { createdDate: day(400) }))).statusCode).toBe(
      200,
    );
  });

  it('refuses fractional, negative and duplicate lines', async () => {
    const fractional = await s.importer(
      'POST',
      'stockUpdate',
      payload(s, { inventoryInfos: [{ inventoryId: s.atlanticPms, quantity: 10.5 }] }),
    );
    expect(fractional.statusCode).toBe(400);
    const negative = await s.importer(
      'POST',
      'stockUpdate',
      payload(s, { inventoryInfos: [{ inventoryId: s.atlanticPms, quantity: -5 }] }),
    );
    expect(negative.statusCode).toBe(400);
    const duplicate = await s.importer(
      'POST',
      'stockUpdate',
      payload(s, {
        inventoryInfos: [
          { inventoryId: s.atlanticPms, quantity: 5 },
          { inventoryId: s.atlanticPms, quantity: 6 },
        ],
      }),
    );
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().message).toBe('Each inventory can appear once.');
  });

  it('answers 404 when an importer user submits for another importer', async () => {
    const response = await s.importer(
      'POST',
      'stockUpdate',
      payload(s, {
        importerId: s.loneStar,
        inventoryInfos: [{ inventoryId: s.loneStarPms, quantity: 100 }],
      }),
    );
    expect(response.statusCode).toBe(404);
  });

  it("answers 400 when a line is not one of the importer's inventories", async () => {
    const response = await s.importer(
      'POST',
      'stockUpdate',
      payload(s, { inventoryInfos: [{ inventoryId: s.loneStarPms, quantity: 100 }] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.inventoryInfos).toBeTruthy();
  });

  it('is for R100 with P100 only', async () => {
    expect((await s.importerNoPermission('POST', 'stockUpdate', payload(s))).statusCode).toBe(403);
    expect((await s.marketing('POST', 'stockUpdate', payload(s))).statusCode).toBe(403);
    expect((await s.admin('POST', 'stockUpdate', payload(s))).statusCode).toBe(403);
    expect((await s.operations('POST', 'stockUpdate', payload(s))).statusCode).toBe(403);
    expect((await s.anonymous('POST', 'stockUpdate', payload(s))).statusCode).toBe(401);
  });
});

describe('GetEditInfo and PUT StockUpdate', () => {
  it('answers the importers the user acts for and the request to edit', async () => {
    const id = await submit(s);
    const response = await s.importer('GET', `StockUpdate/${id}/GetEditInfo`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.importers.map((i: { name: string }) => i.name)).toEqual(['Atlantic Petroleum Importers']);
    expect(
      body.importers[0].inventories.map((i: { storageTankNumber: string }) => i.storageTankNumber),
    ).toEqual(['T-101', 'T-102', 'T-201', 'T-301']);
    expect(body.importers[0].inventories[0]).toHaveProperty('adjustedStockBalance');
    expect(body.stockUpdate).toMatchObject({
      id,
      stockUpdateId: id,
      importerId: s.atlantic,
      stockUpdateType: 0,
      createdDate: day(3),
      inventoryInfos: [{ inventoryId: s.atlanticPms, quantity: 12_000 }],
    });
    expect((await s.otherImporter('GET', `StockUpdate/${id}/GetEditInfo`)).statusCode).toBe(404);
    expect((await s.marketing('GET', `StockUpdate/${id}/GetEditInfo`)).statusCode).toBe(403);
  });

  it('replaces fields and lines of a New request and records an Edit', async () => {
    const id = await submit(s);
    const response = await s.importer('PUT', 'StockUpdate', {
      ...payload(s, { stockUpdateType: 1, referenceNumber: 'EDITED-1', createdDate: day(5) }),
      stockUpdateId: id,
      inventoryInfos: [
        { inventoryId: s.atlanticPms, quantity: 0 },
        { inventoryId: s.atlanticAgo, quantity: 750 },
      ],
    });
    expect(response.statusCode).toBe(200);
    const detail = (await s.importer('GET', `StockUpdate/${id}`)).json();
    expect(detail).toMatchObject({
      stockUpdateType: 1,
      referenceNumber: 'EDITED-1',
      createdDate: day(5),
      quantity: 750,
    });
    expect(detail.inventories.map((l: { inventoryId: number }) => l.inventoryId)).toEqual([s.atlanticAgo]);
    expect(detail.reviews.map((r: { reviewAction: string }) => r.reviewAction)).toEqual(['Submit', 'Edit']);
  });

  it('refuses editing once reviewed (400), for another importer (404), and leaves the request as it was', async () => {
    const id = await submit(s);
    const edit = { ...payload(s, { referenceNumber: 'NOPE' }), stockUpdateId: id };
    expect((await s.otherImporter('PUT', 'StockUpdate', edit)).statusCode).toBe(404);
    expect((await s.marketing('POST', 'StockUpdate/StatusUpdate', { id, status: 10 })).statusCode).toBe(200);
    const response = await s.importer('PUT', 'StockUpdate', edit);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('This stock update request can no longer be edited.');
    expect((await s.importer('GET', `StockUpdate/${id}/GetEditInfo`)).statusCode).toBe(400);
    const detail = (await s.importer('GET', `StockUpdate/${id}`)).json();
    expect(detail.referenceNumber).not.toBe('NOPE');
    expect(detail.isEditable).toBe(false);
  });
});

describe('out-of-range input', () => {
  it('answers 4xx, never 500', async () => {
    const huge = 3_000_000_000;
    const answers = await Promise.all([
      s.importer('POST', 'stockUpdate', payload(s, { importerId: huge })),
      s.importer('POST', 'stockUpdate', payload(s, { inventoryInfos: [{ inventoryId: huge, quantity: 5 }] })),
      s.importer('POST', 'stockUpdate', payload(s, { createdDate: '0000-01-01' })),
      s.importer('POST', 'stockUpdate', payload(s, { createdDate: 'yesterday' })),
      s.importer('POST', 'stockUpdate', payload(s, { stockUpdateType: 9 })),
      s.importer(
        'POST',
        'stockUpdate',
        payload(s, { inventoryInfos: [{ inventoryId: s.atlanticPms, quantity: 1e300 }] }),
      ),
      s.importer('POST', 'stockUpdate', 'not json', { 'content-type': 'application/json' }),
      s.marketing('POST', 'StockUpdate/StatusUpdate', { id: huge, status: 10 }),
      s.marketing('POST', 'StockUpdate/Search', { importerId: huge, pageNumber: 1 }),
      s.marketing('POST', 'StockUpdate/Search', { createdFrom: '0000-01-01', pageNumber: 1 }),
      s.marketing('POST', 'StockUpdate/Search', { stage: 'abc', pageNumber: 1 }),
      s.marketing('POST', 'StockUpdate/Comments', { entityId: huge, text: 'x' }),
      s.marketing('GET', 'StockUpdate/99999999999'),
      s.marketing('GET', 'StockUpdate/abc'),
      s.marketing('DELETE', 'StockUpdate/1/Comments/abc'),
      s.marketing('GET', 'Document/1/EntityType/abc/Entity/1'),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, answer.body).toBeLessThan(500);
      expect(answer.json().message).toBeTruthy();
    }
  });
});
