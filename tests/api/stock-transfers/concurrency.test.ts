import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../../server/domain/ledger/index.ts';
import { usingPostgres } from '../../helpers/app.ts';
import {
  actOn,
  balancesOf,
  postingsOf,
  submitTransfer,
  type TransferSuite,
  transferPayload,
  transferSuite,
} from './fixtures.ts';

// Real concurrency needs a real server: PGlite runs one statement at a time, so these run only with
// PPMS_TEST_DATABASE_URL and are skipped (with this reason in their names) on PGlite.
const onPostgres = usingPostgres();
const why = onPostgres ? '' : ' [skipped: needs PostgreSQL, set PPMS_TEST_DATABASE_URL]';

let s: TransferSuite;
beforeAll(async () => {
  if (onPostgres) s = await transferSuite();
});
afterAll(() => s?.t.close());

describe.skipIf(!onPostgres)(`stock transfers under concurrency${why}`, () => {
  it('never lets simultaneous transfers out of one inventory take its adjusted balance below zero', async () => {
    // Open records that bring stock in count in the adjusted balance, not yet in the stock an approval
    // takes from (no balance goes below zero on any day): cancel them, so that every transfer the race
    // accepts can be approved below.
    const db = s.t.db.db;
    const incomingUpdates = await db
      .selectFrom('stockUpdates as su')
      .innerJoin('stockUpdateLines as l', 'l.stockUpdateId', 'su.id')
      .where('l.inventoryId', '=', s.atlanticPms)
      .where('su.status', 'in', ['New', 'Reviewed'])
      .where('su.stockUpdateType', 'in', [0, 2])
      .select('su.id')
      .execute();
    for (const { id } of incomingUpdates)
      expect((await s.marketing('POST', 'StockUpdate/StatusUpdate', { id, status: 30 })).statusCode).toBe(
        200,
      );
    const incomingTransfers = await db
      .selectFrom('stockTransfers')
      .where('toInventoryId', '=', s.atlanticPms)
      .where('status', 'in', ['New', 'Reviewed'])
      .select('id')
      .execute();
    for (const { id } of incomingTransfers) expect((await actOn(s.marketing, id, 30)).statusCode).toBe(200);
    const { adjustedStockBalance: start } = await balancesOf(s.t, s.atlanticPms);
    expect(start).toBeGreaterThan(100);
    // Seven such transfers would overdraw the inventory; six fit.
    const quantity = Math.floor(start / 7) + 1;
    const fits = Math.floor(start / quantity);
    const destinations = [s.atlanticPms2, s.loneStarPms, s.mesuradoPms];
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        s.importer(
          'POST',
          'stockTransfer',
          transferPayload(s, { toInventoryId: destinations[i % 3], quantity, referenceNumber: `RACE-${i}` }),
        ),
      ),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(fits);
    expect(statuses.filter((status) => status === 400)).toHaveLength(24 - fits);
    for (const refused of answers.filter((r) => r.statusCode === 400)) {
      expect(refused.json().message).toBe(
        'Quantity can not be more that the inventory adjusted stock balance.',
      );
    }
    const after = await balancesOf(s.t, s.atlanticPms);
    expect(after.adjustedStockBalance).toBe(start - fits * quantity);
    expect(after.adjustedStockBalance).toBeGreaterThanOrEqual(0);
    // Approved together, twice each, the accepted transfers post once each; the adjusted balance, which the
    // create rule guards (it counts open incoming records too, so the stock balance alone may dip), holds.
    const ids: number[] = answers.filter((r) => r.statusCode === 200).map((r) => r.json().id);
    const reviews = await Promise.all(ids.map((id) => actOn(s.marketing, id, 10)));
    expect(reviews.map((r) => r.statusCode)).toEqual(ids.map(() => 200));
    const approvals = await Promise.all([...ids, ...ids].map((id) => actOn(s.marketing, id, 20)));
    expect(approvals.filter((r) => r.statusCode === 200)).toHaveLength(fits);
    expect(approvals.filter((r) => r.statusCode === 400)).toHaveLength(fits);
    const approved = await balancesOf(s.t, s.atlanticPms);
    expect(approved.stockBalance).toBe(after.stockBalance - fits * quantity);
    expect(approved.adjustedStockBalance).toBe(after.adjustedStockBalance);
    expect(approved.adjustedStockBalance).toBeGreaterThanOrEqual(0);
    expect((await verifyLedger(s.t.db)).ok).toBe(true);
  });

  it('posts once when many approvals of one transfer arrive together', async () => {
    const id = await submitTransfer(s, { toInventoryId: s.loneStarPms, quantity: 10 });
    expect((await actOn(s.marketing, id, 10)).statusCode).toBe(200);
    const answers = await Promise.all(Array.from({ length: 16 }, () => actOn(s.marketing, id, 20)));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 400)).toHaveLength(15);
    expect(answers.find((r) => r.statusCode === 400)!.json().message).toBe(
      'This stock transfer request is already approved.',
    );
    expect(await postingsOf(s.t, id)).toHaveLength(2);
    expect((await verifyLedger(s.t.db)).ok).toBe(true);
  });

  it('approves and cancels many transfers touching the same inventories at once without a deadlock', async () => {
    const ids = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        submitTransfer(s, {
          fromInventoryId: i % 2 ? s.atlanticPms : s.atlanticPms2,
          toInventoryId: i % 2 ? s.atlanticPms2 : s.atlanticPms,
          quantity: 5,
        }),
      ),
    );
    await Promise.all(ids.map((id) => actOn(s.marketing, id, 10)));
    const answers = await Promise.all(ids.map((id, i) => actOn(s.marketing, id, i % 3 ? 20 : 30)));
    expect(answers.map((r) => r.statusCode)).toEqual(ids.map(() => 200));
    expect((await verifyLedger(s.t.db)).ok).toBe(true);
  });
});
