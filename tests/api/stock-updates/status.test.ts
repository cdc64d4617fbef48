import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventoryBalances, verifyLedger } from '../../../server/domain/ledger/index.ts';
import { readOutbox } from '../../helpers/app.ts';
import { act, day, postingsOf, type Suite, stockUpdateSuite, submit } from './fixtures.ts';

let s: Suite;
beforeAll(async () => {
  s = await stockUpdateSuite();
});
afterAll(() => s.t.close());

const detail = async (id: number) => (await s.marketing('GET', `StockUpdate/${id}`)).json();
const balanceOf = async (inventoryId: number) =>
  (
    await s.t.db.db
      .selectFrom('ledgerMovements')
      .select((eb) => eb.fn.sum<number>('quantity').as('sum'))
      .where('inventoryId', '=', inventoryId)
      .executeTakeFirstOrThrow()
  ).sum ?? 0;

describe('POST StockUpdate/StatusUpdate', () => {
  it('reviews then approves; approval posts every line on the request date, once', async () => {
    const id = await submit(s, {
      createdDate: day(20),
      inventoryInfos: [
        { inventoryId: s.atlanticPms, quantity: 5000 },
        { inventoryId: s.atlanticAgo, quantity: 2500 },
      ],
    });
    const before = await detail(id);
    expect(before).toMatchObject({
      isReviewable: true,
      isApprovable: false,
      canCancel: true,
      isEditable: false,
    });

    const review = await act(s.marketing, id, 10, 'Papers checked');
    expect(review.statusCode).toBe(200);
    expect(review.json().message).toBe('Stock update request successfully reviewed.');
    expect(await postingsOf(s.t, id)).toEqual([]);
    const reviewed = await detail(id);
    expect(reviewed).toMatchObject({
      status: 'Reviewed',
      reviewedBy: 'Mia Marketing',
      isReviewable: false,
      isApprovable: true,
    });

    const approve = await act(s.marketing, id, 20);
    expect(approve.statusCode).toBe(200);
    expect(approve.json().message).toBe('Stock update request successfully approved.');
    expect(await postingsOf(s.t, id)).toEqual(
      [
        { inventoryId: s.atlanticPms, quantity: 5000, kind: 'shipment', effectiveDate: day(20) },
        { inventoryId: s.atlanticAgo, quantity: 2500, kind: 'shipment', effectiveDate: day(20) },
      ].sort((a, b) => a.inventoryId - b.inventoryId),
    );

    const approved = await detail(id);
    expect(approved).toMatchObject({
      status: 'Approved',
      approvedBy: 'Mia Marketing',
      isApprovable: false,
      canCancel: false,
    });
    expect(approved.approvedDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(
      approved.reviews.map((r: { reviewAction: string; comment: string | null }) => [
        r.reviewAction,
        r.comment,
      ]),
    ).toEqual([
      ['Submit', null],
      ['Review', 'Papers checked'],
      ['Approve', null],
    ]);

    const again = await act(s.marketing, id, 20);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This stock update request is already approved.');
    expect(await postingsOf(s.t, id)).toHaveLength(2);
    expect((await act(s.marketing, id, 30)).json().message).toBe(
      'This stock update request is already approved.',
    );
    expect((await verifyLedger(s.t.db)).ok).toBe(true);
  });

  it('posts losses as negative movements: shortage, overnight and loading differences', async () => {
    for (const [type, kind] of [
      [1, 'shortage'],
      [3, 'overnight_difference'],
      [4, 'loading_difference'],
    ] as const) {
      const id = await submit(s, {
        stockUpdateType: type,
        inventoryInfos: [{ inventoryId: s.atlanticAgo, quantity: 40 }],
      });
      await act(s.marketing, id, 10);
      expect((await act(s.marketing, id, 20)).statusCode).toBe(200);
      expect(await postingsOf(s.t, id)).toEqual([
        { inventoryId: s.atlanticAgo, quantity: -40, kind, effectiveDate: day(3) },
      ]);
    }
    const overage = await submit(s, {
      stockUpdateType: 2,
      inventoryInfos: [{ inventoryId: s.atlanticAgo, quantity: 15 }],
    });
    await act(s.marketing, overage, 10);
    await act(s.marketing, overage, 20);
    expect((await postingsOf(s.t, overage))[0]).toMatchObject({ quantity: 15, kind: 'overage' });
  });

  it('refuses approving a New request (400) and reviewing twice (400)', async () => {
    const id = await submit(s);
    const early = await act(s.marketing, id, 20);
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe('This stock update request can not be approved while it is New.');
    await act(s.marketing, id, 10);
    const twice = await act(s.marketing, id, 10);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('This stock update request is already reviewed.');
  });

  it('lets the importer cancel its own New request, not a Reviewed one, and never review or approve', async () => {
    const id = await submit(s);
    expect((await act(s.importer, id, 10)).statusCode).toBe(403);
    expect((await act(s.importer, id, 20)).statusCode).toBe(403);
    expect((await act(s.otherImporter, id, 30)).statusCode).toBe(404);
    const cancel = await act(s.importer, id, 30, 'Entered twice');
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().message).toBe('Stock update request successfully cancelled.');
    expect((await detail(id)).status).toBe('Cancelled');
    expect((await act(s.marketing, id, 10)).json().message).toBe(
      'This stock update request is already cancelled.',
    );

    const reviewed = await submit(s);
    await act(s.marketing, reviewed, 10);
    expect((await s.importer('GET', `StockUpdate/${reviewed}`)).json().canCancel).toBe(false);
    // The request moved on from where the importer could cancel it: a message to read, not a 403.
    const late = await act(s.importer, reviewed, 30);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('This stock update request is already reviewed.');
    expect((await act(s.marketing, reviewed, 30)).statusCode).toBe(200);
    expect(await postingsOf(s.t, reviewed)).toEqual([]);
  });

  it('is refused to the administrator (403), other roles (403), unknown records (404) and bad codes (400)', async () => {
    const id = await submit(s);
    expect((await act(s.admin, id, 10)).statusCode).toBe(403);
    expect((await act(s.operations, id, 10)).statusCode).toBe(403);
    expect((await act(s.marketing, 999_999, 10)).statusCode).toBe(404);
    expect((await act(s.marketing, id, 15)).statusCode).toBe(400);
    expect((await s.marketing('POST', 'StockUpdate/StatusUpdate', { id })).statusCode).toBe(400);
    expect((await detail(id)).status).toBe('New');
  });

  it('changes balances and pending totals as requests move', async () => {
    const read = async () => (await inventoryBalances(s.t.db, { inventoryIds: [s.atlanticPms] }))[0];
    const start = await read();
    const id = await submit(s, { inventoryInfos: [{ inventoryId: s.atlanticPms, quantity: 900 }] });
    const opened = await read();
    expect(opened.pendingShipmentsTotal).toBe(start.pendingShipmentsTotal + 900);
    expect(opened.adjustedStockBalance).toBe(start.adjustedStockBalance + 900);
    expect(opened.stockBalance).toBe(start.stockBalance);
    await act(s.marketing, id, 10);
    await act(s.marketing, id, 20);
    const done = await read();
    expect(done.pendingShipmentsTotal).toBe(start.pendingShipmentsTotal);
    expect(done.stockBalance).toBe(start.stockBalance + 900);
    expect(done.adjustedStockBalance).toBe(start.adjustedStockBalance + 900);
    expect(await balanceOf(s.atlanticPms)).toBe(done.stockBalance);

    const loss = await submit(s, {
      stockUpdateType: 3,
      inventoryInfos: [{ inventoryId: s.atlanticPms, quantity: 100 }],
    });
    const lossOpen = await read();
    expect(lossOpen.pendingShortagesTotal).toBe(done.pendingShortagesTotal + 100);
    expect(lossOpen.adjustedStockBalance).toBe(done.adjustedStockBalance - 100);
    await act(s.marketing, loss, 30);
    expect((await read()).adjustedStockBalance).toBe(done.adjustedStockBalance);
  });

  it('mails the submitter when stock control approves or cancels', async () => {
    const before = readOutbox(s.t.outbox).length;
    const id = await submit(s);
    await act(s.marketing, id, 30, 'Wrong tank');
    const mails = readOutbox(s.t.outbox).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('importer@ppms.demo');
    expect(mails[0]).toContain(`Stock update request #${id} cancelled`);
    expect(mails[0]).toContain('Wrong tank');
  });
});
