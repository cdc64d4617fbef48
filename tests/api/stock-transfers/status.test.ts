import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../../server/domain/ledger/index.ts';
import { readOutbox } from '../../helpers/app.ts';
import {
  actOn,
  approvedTransfer,
  balancesOf,
  day,
  postingsOf,
  productTotal,
  submitTransfer,
  type TransferSuite,
  transferSuite,
} from './fixtures.ts';

let s: TransferSuite;
beforeAll(async () => {
  s = await transferSuite();
});
afterAll(() => s.t.close());

const detail = async (id: number, call = s.marketing) => (await call('GET', `StockTransfer/${id}`)).json();

describe('POST StockTransfer/StatusUpdate', () => {
  it('reviews, then approves: a transfer-out and a transfer-in on the transfer’s date, once', async () => {
    const id = await submitTransfer(s, {
      toInventoryId: s.loneStarPms,
      quantity: 3_300,
      createdDate: day(9),
    });
    expect(await detail(id)).toMatchObject({
      isReviewable: true,
      isApprovable: false,
      canCancel: true,
      isEditable: false,
    });
    const review = await actOn(s.marketing, id, 10, 'Dip readings agree');
    expect(review.statusCode, review.body).toBe(200);
    expect(review.json().message).toBe('Stock transfer request successfully reviewed.');
    expect(await postingsOf(s.t, id)).toEqual([]);
    expect(await detail(id)).toMatchObject({
      status: 'Reviewed',
      stage: 10,
      reviewedBy: 'Mia Marketing',
      isApprovable: true,
    });

    const approve = await actOn(s.marketing, id, 20);
    expect(approve.statusCode, approve.body).toBe(200);
    expect(approve.json().message).toBe('Stock transfer request successfully approved.');
    expect(await postingsOf(s.t, id)).toEqual([
      { inventoryId: s.atlanticPms, quantity: -3_300, kind: 'transfer_out', effectiveDate: day(9) },
      { inventoryId: s.loneStarPms, quantity: 3_300, kind: 'transfer_in', effectiveDate: day(9) },
    ]);
    const approved = await detail(id);
    expect(approved).toMatchObject({
      status: 'Approved',
      approvedBy: 'Mia Marketing',
      canCancel: false,
      canAddComment: false,
    });
    expect(
      approved.reviews.map((r: { reviewAction: string; comment: string | null }) => [
        r.reviewAction,
        r.comment,
      ]),
    ).toEqual([
      ['Submit', null],
      ['Review', 'Dip readings agree'],
      ['Approve', null],
    ]);
    const again = await actOn(s.marketing, id, 20);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This stock transfer request is already approved.');
    expect(await postingsOf(s.t, id)).toHaveLength(2);
    expect((await verifyLedger(s.t.db)).ok).toBe(true);
  });

  it('conserves the product: every inventory of it, and the whole ledger, hold what they held before the approval', async () => {
    const id = await submitTransfer(s, { toInventoryId: s.mesuradoPms, quantity: 4_400 });
    await actOn(s.marketing, id, 10);
    const [total, all, from, to] = await Promise.all([
      productTotal(s.t, 'PMS'),
      productTotal(s.t),
      balancesOf(s.t, s.atlanticPms),
      balancesOf(s.t, s.mesuradoPms),
    ]);
    expect((await actOn(s.marketing, id, 20)).statusCode).toBe(200);
    expect(await productTotal(s.t, 'PMS')).toBe(total);
    expect(await productTotal(s.t)).toBe(all);
    const [fromAfter, toAfter] = await Promise.all([
      balancesOf(s.t, s.atlanticPms),
      balancesOf(s.t, s.mesuradoPms),
    ]);
    expect(fromAfter.stockBalance - from.stockBalance).toBe(-4_400);
    expect(toAfter.stockBalance - to.stockBalance).toBe(4_400);
    // Approval books what was pending: the adjusted balances stay where the submission put them.
    expect(fromAfter.adjustedStockBalance).toBe(from.adjustedStockBalance);
    expect(toAfter.adjustedStockBalance).toBe(to.adjustedStockBalance);
    expect(fromAfter.pendingOutGoingStockTransfersTotal - from.pendingOutGoingStockTransfersTotal).toBe(
      -4_400,
    );
    expect(toAfter.pendingIncomingStockTransfersTotal - to.pendingIncomingStockTransfersTotal).toBe(-4_400);
  });

  it('refuses approving before review, and any action on a cancelled transfer', async () => {
    const id = await submitTransfer(s);
    const early = await actOn(s.marketing, id, 20);
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe('This stock transfer request can not be approved while it is New.');
    expect((await actOn(s.marketing, id, 30)).statusCode).toBe(200);
    for (const status of [10, 20, 30]) {
      const late = await actOn(s.marketing, id, status);
      expect(late.statusCode).toBe(400);
      expect(late.json().message).toBe('This stock transfer request is already cancelled.');
    }
    expect(await postingsOf(s.t, id)).toEqual([]);
  });

  it('lets the sender withdraw while New, not once reviewed; the receiving importer never', async () => {
    const withdrawn = await submitTransfer(s, { toInventoryId: s.loneStarPms });
    expect((await detail(withdrawn, s.otherImporter)).canCancel).toBe(false);
    expect((await actOn(s.otherImporter, withdrawn, 30)).statusCode).toBe(403);
    const before = await balancesOf(s.t, s.atlanticPms);
    const cancel = await actOn(s.importer, withdrawn, 30, 'Sent by mistake');
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().message).toBe('Stock transfer request successfully cancelled.');
    expect((await balancesOf(s.t, s.atlanticPms)).adjustedStockBalance - before.adjustedStockBalance).toBe(
      1_000,
    );

    const reviewed = await submitTransfer(s);
    await actOn(s.marketing, reviewed, 10);
    expect((await detail(reviewed, s.importer)).canCancel).toBe(false);
    // The transfer moved on from where the sender could withdraw it: a message to read, not a 403.
    const late = await actOn(s.importer, reviewed, 30);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('This stock transfer request is already reviewed.');
    expect((await actOn(s.marketing, reviewed, 30)).statusCode).toBe(200);
  });

  it('is stock control’s to review and approve: 403 for importers and administrators, 404 for strangers', async () => {
    const id = await submitTransfer(s, { toInventoryId: s.loneStarPms });
    for (const call of [s.importer, s.otherImporter, s.admin]) {
      expect((await actOn(call, id, 10)).statusCode).toBe(403);
    }
    expect((await actOn(s.thirdImporter, id, 30)).statusCode).toBe(404);
    expect((await actOn(s.operations, id, 10)).statusCode).toBe(403);
    expect((await actOn(s.anonymous, id, 10)).statusCode).toBe(401);
    expect((await actOn(s.marketing, 999_999, 10)).statusCode).toBe(404);
    const bad = await actOn(s.marketing, id, 15);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('status');
  });

  it('mails the submitter when stock control approves or cancels', async () => {
    const id = await approvedTransfer(s, { referenceNumber: 'ST-MAIL' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const mail = readOutbox(s.t.outbox).find((raw) => raw.includes(`Stock transfer request #${id} approved`));
    expect(mail).toBeDefined();
    expect(mail).toContain('(reference ST-MAIL) was approved by Mia Marketing');
  });
});
