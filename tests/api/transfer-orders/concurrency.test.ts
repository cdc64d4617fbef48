import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usingPostgres } from '../../helpers/app.ts';
import { ACTIONS, act, available, nextNumber, payload, type Suite, transferOrderSuite } from './fixtures.ts';

// Real concurrency needs a real server: PGlite runs one statement at a time, so these run only with
// PPMS_TEST_DATABASE_URL and are skipped (with this reason in their names) on PGlite.
const onPostgres = usingPostgres();
const why = onPostgres ? '' : ' [skipped: needs PostgreSQL, set PPMS_TEST_DATABASE_URL]';

let s: Suite;
beforeAll(async () => {
  if (onPostgres) s = await transferOrderSuite();
});
afterAll(() => s?.t.close());

const ROUNDS = 20;
const AT_ONCE = 50;

describe.skipIf(!onPostgres)(`the 25,000-gallon floor under concurrency${why}`, () => {
  it(`never lets ${AT_ONCE} simultaneous orders together exceed the availability (${ROUNDS} rounds)`, async () => {
    const retriedBefore = s.t.db.retriedConflicts;
    for (let round = 0; round < ROUNDS; round++) {
      const before = await available(s, s.atlantic, s.ago);
      // Each order alone fits; about a third of them together do.
      const quantity = Math.ceil(before / (AT_ONCE / 3)) + round;
      const answers = await Promise.all(
        Array.from({ length: AT_ONCE }, (_, i) =>
          s.importer(
            'POST',
            'TransferOrder',
            payload(s, { transferOrderNumber: `RACE-${round}-${i}`, productId: s.ago, quantity }),
          ),
        ),
      );
      const accepted = answers.filter((a) => a.statusCode === 200);
      const refused = answers.filter((a) => a.statusCode !== 200);
      for (const answer of refused) {
        expect(answer.statusCode, answer.body).toBe(400);
        expect(answer.json().message).toMatch(
          /^Quantity can not be more than the available balance of [\d,-]+ gallons\.$/,
        );
      }
      // Every order was served in turn: exactly as many as fit went through, and nothing more.
      expect(accepted.length * quantity, `round ${round}`).toBeLessThanOrEqual(before);
      expect(accepted.length, `round ${round}`).toBe(Math.floor(before / quantity));
      expect(await available(s, s.atlantic, s.ago)).toBe(before - accepted.length * quantity);
      // Cancelled again, so the next round starts from the same stock.
      for (const answer of accepted) {
        expect((await act(s.importer, answer.json().id, ACTIONS.cancel)).statusCode).toBe(200);
      }
      expect(await available(s, s.atlantic, s.ago)).toBe(before);
    }
    // The importer-product lock makes them queue: none had to be run again.
    expect(s.t.db.retriedConflicts - retriedBefore).toBe(0);
  }, 300_000);

  it('lets one of many simultaneous orders with the same number through, the others a clear 400', async () => {
    const number = nextNumber('Same');
    // Different importers and products take different locks, so the number's unique index decides.
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const [call, importerId] = i % 2 ? [s.importer, s.atlantic] : [s.otherImporter, s.loneStar];
        const productId = i % 4 < 2 ? s.pms : s.ago;
        const transferOrderNumber = i % 3 ? number : number.toLowerCase();
        return call(
          'POST',
          'TransferOrder',
          payload(s, { transferOrderNumber, importerId, productId, quantity: 10 }),
        );
      }),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.statusCode !== 200)) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toMatch(
        /^Transfer order number .+ is already used by another transfer order\.$/,
      );
    }
  }, 60_000);

  it('approves an order once when its stage role clicks many times at once; the rest are told it moved on', async () => {
    const response = await s.importer('POST', 'TransferOrder', payload(s, { quantity: 10 }));
    const id = response.json().id;
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => act(s.operations, id, ACTIONS.approve)),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.statusCode !== 200)) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe('This transfer order is already at Finance.');
    }
    const approvals = await s.t.db.db
      .selectFrom('recordHistory')
      .select('id')
      .where('recordType', '=', 'TransferOrder')
      .where('recordId', '=', id)
      .where('action', '=', 'Approve')
      .execute();
    expect(approvals).toHaveLength(1);
  }, 60_000);
});
