import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usingPostgres } from '../../helpers/app.ts';
import { holdBack } from '../transfer-orders/fixtures.ts';
import {
  ACTIONS,
  act,
  adjusted,
  approvedTransferOrder,
  createDeliveryOrder,
  deliveryOrderSuite,
  payload,
  type Suite,
  setTank,
  tanksOf,
} from './fixtures.ts';

// Real concurrency needs a real server: PGlite runs one statement at a time, so these run only with
// PPMS_TEST_DATABASE_URL and are skipped (with this reason in their names) on PGlite.
const onPostgres = usingPostgres();
const why = onPostgres ? '' : ' [skipped: needs PostgreSQL, set PPMS_TEST_DATABASE_URL]';

let s: Suite;
beforeAll(async () => {
  if (onPostgres) s = await deliveryOrderSuite();
});
afterAll(() => s?.t.close());

const AT_ONCE = 40;

describe.skipIf(!onPostgres)(`delivery orders under concurrency${why}`, () => {
  it(`never lets ${AT_ONCE} simultaneous delivery orders on one transfer order exceed its quantity`, async () => {
    for (let round = 0; round < 5; round++) {
      const quantity = 10_000 + round;
      const transferOrderId = await approvedTransferOrder(s, { quantity });
      const each = 700 + round * 13;
      const answers = await Promise.all(
        Array.from({ length: AT_ONCE }, (_, i) =>
          (i % 2 ? s.agent : s.distributor)(
            'POST',
            'DeliveryOrder',
            payload([{ transferOrderId, quantity: each }]),
          ),
        ),
      );
      const accepted = answers.filter((a) => a.statusCode === 200);
      for (const answer of answers.filter((a) => a.statusCode !== 200)) {
        expect(answer.statusCode, answer.body).toBe(400);
        expect(answer.json().message).toBe(
          'Quantity can not be more than the transfer order available quantity.',
        );
      }
      expect(accepted.length, `round ${round}`).toBe(Math.floor(quantity / each));
      const order = (await s.controlRoom('GET', `TransferOrder/${transferOrderId}`)).json();
      expect(order.totalDeliveryOrderQuantity).toBe(accepted.length * each);
      expect(order.availableQuantity).toBeGreaterThanOrEqual(0);
    }
  }, 300_000);

  it(`never lets ${AT_ONCE} simultaneous tank assignments take an inventory's adjusted balance below zero`, async () => {
    const orders = [];
    for (let i = 0; i < AT_ONCE; i++) {
      const transferOrderId = await approvedTransferOrder(s, { quantity: 900 });
      orders.push({
        id: await createDeliveryOrder(s, [{ transferOrderId, quantity: 900 }]),
        transferOrderId,
      });
    }
    const [tank] = await tanksOf(s);
    const room = await adjusted(s, tank.inventoryId);
    // The tank is left with 10,000 gallons; each order wants 900 of it.
    const release = await holdBack(s, tank.inventoryId, room - 10_000);
    const answers = await Promise.all(
      orders.map((o) => setTank(s.controlRoom, o.id, o.transferOrderId, tank.inventoryId)),
    );
    const accepted = answers.filter((a) => a.statusCode === 200);
    for (const answer of answers.filter((a) => a.statusCode !== 200)) {
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().message).toMatch(
        /^Quantity can not be more than the inventory's adjusted balance of [\d,]+ gallons\.$/,
      );
    }
    expect(accepted.length).toBe(Math.floor(10_000 / 900));
    expect(await adjusted(s, tank.inventoryId)).toBe(10_000 - accepted.length * 900);
    for (const o of orders) await act(s.distributor, o.id, ACTIONS.cancel);
    await release();
  }, 300_000);
});
