import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usingPostgres } from '../../helpers/app.ts';
import {
  approvedDeliveryOrder,
  approvedTransferOrder,
  balancesOf,
  createNote,
  issue,
  notePayload,
  noteSuite,
  type Suite,
  salesOf,
} from './fixtures.ts';

// Real concurrency needs a real server: PGlite runs one statement at a time, so these run only with
// PPMS_TEST_DATABASE_URL and are skipped (with this reason in their names) on PGlite.
const onPostgres = usingPostgres();
const why = onPostgres ? '' : ' [skipped: needs PostgreSQL, set PPMS_TEST_DATABASE_URL]';

let s: Suite;
beforeAll(async () => {
  if (onPostgres) s = await noteSuite();
});
afterAll(() => s?.t.close());

const ROUNDS = 10;
const AT_ONCE = 10;

describe.skipIf(!onPostgres)(`filling advice notes under concurrency${why}`, () => {
  it(`posts the sales once when ${AT_ONCE} issues of one note arrive together (${ROUNDS} rounds)`, async () => {
    const [tank1, tank2] = s.atlanticPms;
    for (let round = 0; round < ROUNDS; round++) {
      const t = await approvedTransferOrder(s, 1_000);
      const t2 = await approvedTransferOrder(s, 2_000);
      const order = await approvedDeliveryOrder(s, [
        { transferOrderId: t, inventoryId: tank1, quantity: 1_000 },
        { transferOrderId: t2, inventoryId: tank2, quantity: 2_000 },
      ]);
      const id = await createNote(s, [order]);
      const before = await balancesOf(s, [tank1, tank2]);
      const answers = await Promise.all(Array.from({ length: AT_ONCE }, (_, i) => issue(s, id, 100 + i)));
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
      for (const refused of answers.filter((a) => a.statusCode !== 200)) {
        expect(refused.statusCode, refused.body).toBe(400);
        expect(refused.json().message).toBe('This filling advice note is already issued.');
      }
      expect(await salesOf(s, order.id)).toHaveLength(2);
      const after = await balancesOf(s, [tank1, tank2]);
      expect(after.get(tank1)!.stockBalance).toBe(before.get(tank1)!.stockBalance - 1_000);
      expect(after.get(tank2)!.stockBalance).toBe(before.get(tank2)!.stockBalance - 2_000);
      const history = await s.t.db.db
        .selectFrom('recordHistory')
        .select('action')
        .where('recordType', '=', 'TransferOrder')
        .where('recordId', 'in', [t, t2])
        .where('action', '=', 'Deliver')
        .execute();
      expect(history).toHaveLength(2);
    }
  }, 300_000);

  it(`puts a delivery order on one note when ${AT_ONCE} notes take it at once`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const t = await approvedTransferOrder(s, 500);
      const order = await approvedDeliveryOrder(s, [
        { transferOrderId: t, inventoryId: s.atlanticPms[0], quantity: 500 },
      ]);
      const answers = await Promise.all(
        Array.from({ length: AT_ONCE }, () =>
          s.distributor('POST', 'FillingAdviceNote', notePayload([order])),
        ),
      );
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
      for (const refused of answers.filter((a) => a.statusCode !== 200)) {
        expect(refused.statusCode, refused.body).toBe(400);
        expect(refused.json().message).toMatch(/^Delivery order .+ is not available/);
      }
      const notes = await s.t.db.db
        .selectFrom('deliveryOrderNotes')
        .select('id')
        .where('deliveryOrderId', '=', order.id)
        .execute();
      expect(notes).toHaveLength(1);
    }
  }, 300_000);
});
