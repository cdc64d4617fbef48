import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, createTestApp, signIn, type TestApp } from '../../helpers/app.ts';
import { day } from '../stock-updates/fixtures.ts';
import { type Call, newImporter, type TestImporter } from './fixtures.ts';

// The ledger's invariant through the API (issue 'every figure true', findings 1 and 2): no edit and no
// loss takes an inventory below zero, whether checked when written (the adjusted balance) or when
// approved (the stock balance on the record's day and every later one).

const ADJUSTED = 'Quantity can not be more that the inventory adjusted stock balance.';
const stock = (gallons: string) =>
  `Quantity can not be more than the inventory stock balance of ${gallons} gallons.`;

let t: TestApp;
let admin: Call;
let marketing: Call;
let acme: TestImporter;
beforeAll(async () => {
  t = await createTestApp();
  admin = caller(t.app, await signIn(t.app, 'admin@ppms.demo'));
  marketing = caller(t.app, await signIn(t.app, 'marketing@ppms.demo'));
  acme = await newImporter(t, admin, 'Invariant Oil', ['T-101', 'T-102', 'T-201']);
});
afterAll(() => t.close());

const update = (type: number, lines: [number, number][], daysAgo = 0) => ({
  createdDate: `${day(daysAgo)}T00:00:00.000Z`,
  stockUpdateType: type,
  referenceNumber: `INV-${type}-${daysAgo}`,
  importerId: acme.importerId,
  inventoryInfos: lines.map(([inventoryId, quantity]) => ({ inventoryId, quantity })),
});
const submit = (type: number, lines: [number, number][], daysAgo = 0) =>
  acme.importer('POST', 'stockUpdate', update(type, lines, daysAgo));
const act = (id: number, status: number) => marketing('POST', 'StockUpdate/StatusUpdate', { id, status });
async function approved(type: number, lines: [number, number][], daysAgo = 0) {
  const response = await submit(type, lines, daysAgo);
  expect(response.statusCode, response.body).toBe(200);
  const { id } = response.json();
  expect((await act(id, 10)).statusCode).toBe(200);
  const approval = await act(id, 20);
  expect(approval.statusCode, approval.body).toBe(200);
  return id as number;
}
const balances = async (inventoryId: number) => {
  const body = (await admin('GET', `Importer/${acme.importerId}`)).json();
  return body.inventories.find((i: { inventoryId: number }) => i.inventoryId === inventoryId);
};

describe("the ledger's invariant through the API", () => {
  it('refuses losses larger than the adjusted balance when submitted, of every loss type', async () => {
    const [pms] = acme.inventories;
    await approved(0, [[pms, 979_100]], 20);
    for (const [type, quantity] of [
      [1, 5_000_000],
      [3, 90_000_000],
      [4, 90_000_000],
      [1, 979_101],
    ]) {
      const response = await submit(type, [[pms, quantity]]);
      expect(response.statusCode, `type ${type}`).toBe(400);
      expect(response.json()).toEqual({
        message: ADJUSTED,
        errors: { 'inventoryInfos[0].quantity': ADJUSTED },
      });
    }
    // Exactly the balance goes through.
    const all = await submit(1, [[pms, 979_100]]);
    expect(all.statusCode, all.body).toBe(200);
    expect((await balances(pms)).adjustedStockBalance).toBe(0);
    expect(
      (await acme.importer('POST', 'StockUpdate/StatusUpdate', { id: all.json().id, status: 30 })).statusCode,
    ).toBe(200);
  });

  it('names the line whose inventory is short, and refuses an edit of a loss past the balance', async () => {
    const [, pms2, ago] = acme.inventories;
    await approved(0, [[pms2, 1_000]], 20);
    await approved(0, [[ago, 500]], 20);
    const refused = await submit(3, [
      [pms2, 1_000],
      [ago, 501],
    ]);
    expect(refused.json().errors).toEqual({ 'inventoryInfos[1].quantity': ADJUSTED });
    const { id } = (await submit(3, [[ago, 400]])).json();
    const edit = (quantity: number) =>
      acme.importer('PUT', 'StockUpdate', { ...update(3, [[ago, quantity]]), stockUpdateId: id });
    // Its own 400 are already held back: 500 in all may go, not 501.
    expect((await edit(501)).json()).toEqual({
      message: ADJUSTED,
      errors: { 'inventoryInfos[0].quantity': ADJUSTED },
    });
    expect((await acme.importer('GET', `StockUpdate/${id}`)).json().quantity).toBe(400);
    expect((await edit(500)).statusCode).toBe(200);
    expect((await balances(ago)).adjustedStockBalance).toBe(0);
    expect((await acme.importer('POST', 'StockUpdate/StatusUpdate', { id, status: 30 })).statusCode).toBe(
      200,
    );
  });

  it('refuses on approval a loss the stock balance does not hold yet (the shipment it counted on is still pending)', async () => {
    const [pms] = acme.inventories;
    const before = await balances(pms);
    const shipment = (await submit(0, [[pms, 10_000]])).json().id;
    const loss = (await submit(1, [[pms, before.stockBalance + 4_000]])).json().id;
    expect((await act(loss, 10)).statusCode).toBe(200);
    const refused = await act(loss, 20);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: `${stock(before.stockBalance.toLocaleString('en-US'))} (tank T-101 of Invariant Oil, on ${day(0)})`,
      errors: { quantity: stock(before.stockBalance.toLocaleString('en-US')) },
    });
    expect((await balances(pms)).stockBalance).toBe(before.stockBalance);
    expect((await acme.importer('GET', `StockUpdate/${loss}`)).json().status).toBe('Reviewed');
    // Once the shipment is in, the same approval goes through and the tank stands at 6,000.
    expect((await act(shipment, 10)).statusCode).toBe(200);
    expect((await act(shipment, 20)).statusCode).toBe(200);
    expect((await act(loss, 20)).statusCode).toBe(200);
    expect((await balances(pms)).stockBalance).toBe(6_000);
  });

  it('refuses on approval a back-dated transfer out that an earlier day did not hold', async () => {
    const [pms, pms2] = acme.inventories;
    const start = (await balances(pms2)).stockBalance;
    // Stock that arrived 3 days ago can not have left 10 days ago.
    await approved(0, [[pms2, 50_000]], 3);
    const transfer = await acme.importer('POST', 'stockTransfer', {
      fromInventoryId: pms2,
      toInventoryId: pms,
      quantity: start + 50_000,
      referenceNumber: 'INV-BACK',
      createdDate: `${day(10)}T00:00:00.000Z`,
    });
    expect(transfer.statusCode, transfer.body).toBe(200);
    const id = transfer.json().id;
    const actOnTransfer = (status: number) => marketing('POST', 'StockTransfer/StatusUpdate', { id, status });
    expect((await actOnTransfer(10)).statusCode).toBe(200);
    const refused = await actOnTransfer(20);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ quantity: stock(start.toLocaleString('en-US')) });
    expect(refused.json().message).toContain(`(tank T-102 of Invariant Oil, on ${day(10)})`);
    expect((await balances(pms2)).stockBalance).toBe(start + 50_000);
    const verification = (await admin('GET', 'Ledger/Verify')).json();
    expect(verification.negativeBalances).toEqual([]);
  });
});
