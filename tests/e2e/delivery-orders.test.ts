import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { transferOrderWorkflow } from '../../schemas/workflows/transfer-order.ts';
import type { Database } from '../../server/db/client.ts';
import { DEMO_USER_BY_ROLE } from '../../server/db/seed/demo.ts';
import { loadAuthUser } from '../../server/domain/auth-user.ts';
import { transferOrderBinding } from '../../server/domain/transfer-orders/workflow.ts';
import { createTransferOrder } from '../../server/domain/transfer-orders/write.ts';
import { runTransition } from '../../server/domain/workflow.ts';
import { expectAccessible } from '../helpers/axe.ts';
import { describeBrowser, servedBrowser, signInAs as signInPage } from '../helpers/browser.ts';
import { takeAction } from '../helpers/recordPages.ts';

/** Page object of /create-delivery-order. */
const DeliveryOrderForm = (page: Page) => ({
  choose: (transferOrderNumber: string) =>
    page.getByRole('checkbox', { name: `Choose transfer order ${transferOrderNumber}` }).click(),
  line: (transferOrderNumber: string) =>
    page.getByRole('group', { name: `Transfer order ${transferOrderNumber}` }),
  replacement: () => page.getByRole('dialog', { name: 'Please Confirm Transfer Order Replacement!' }),
  submit: () => page.getByRole('button', { name: 'Submit' }).click(),
});

/** Page object of /delivery-order-detail/{id}. */
const DeliveryOrderDetailPage = (page: Page, baseUrl: string) => ({
  async navigate(id: number) {
    await page.goto(new URL(`/delivery-order-detail/${id}`, baseUrl).toString());
    await this.information().waitFor();
  },
  information: () => page.getByRole('region', { name: 'Order Information' }),
  line: (transferOrderNumber: string) =>
    page
      .getByRole('table', { name: 'Transfer orders of the delivery order' })
      .getByRole('row')
      .filter({ hasText: transferOrderNumber }),
  async updateTank(transferOrderNumber: string) {
    await this.line(transferOrderNumber).getByRole('button', { name: 'Update Tank' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Tank' });
    await dialog.getByRole('combobox', { name: 'Tank' }).click();
    await page.getByRole('option').first().click();
    await dialog.getByRole('button', { name: 'Update Tank' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // The outcome is said, not only seen in the table.
    await page.getByText(`Transfer order ${transferOrderNumber} is now lifted from tank `).first().waitFor();
  },
  async approve(priority: 'Low' | 'Medium' | 'High') {
    await page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Approve' }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve Delivery Order' });
    await dialog.getByRole('combobox', { name: 'Priority' }).click();
    await page.getByRole('option', { name: priority, exact: true }).click();
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await dialog.waitFor({ state: 'hidden' });
  },
});

const session = servedBrowser();
const signInAs = (email: string) => signInPage(session.browser.page, session.server.url, email);
const pathname = () => new URL(session.browser.page.url()).pathname;

/** An order of Atlantic to Capitol taken through its four stages by the stage roles, as the API does. */
async function approvedTransferOrder(db: Database, number: string, product: string, quantity: number) {
  const idOf = async (table: 'importers' | 'distributors' | 'products', name: string) =>
    (await db.db.selectFrom(table).select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
  const userOf = async (role: keyof typeof DEMO_USER_BY_ROLE) => {
    const { id } = await db.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', DEMO_USER_BY_ROLE[role])
      .executeTakeFirstOrThrow();
    return (await loadAuthUser(db, id))!;
  };
  const id = await createTransferOrder(db, await userOf('R100'), {
    transferOrderNumber: number,
    importerId: await idOf('importers', 'Atlantic Petroleum Importers'),
    productId: await idOf('products', product),
    quantity,
    distributorId: await idOf('distributors', 'Capitol Fuel Distributors'),
  });
  for (const role of ['R200', 'R700', 'R600', 'R400'] as const) {
    await runTransition(db, transferOrderBinding, {
      id,
      actionCode: transferOrderWorkflow.actions.Approve.code,
      user: await userOf(role),
    });
  }
  return id;
}

describeBrowser('delivery orders in a real browser', () => {
  it('distributor draws on two transfer orders, Operations reviews, Control Room sets the tanks and approves with High priority', async () => {
    const { page } = session.browser;
    const { db, url } = session.server;
    const stamp = Date.now();
    const first = `E2E-A-${stamp}`;
    const second = `E2E-B-${stamp}`;
    const other = `E2E-C-${stamp}`;
    const firstId = await approvedTransferOrder(db, first, 'PMS', 9_000);
    await approvedTransferOrder(db, second, 'PMS', 4_000);
    await approvedTransferOrder(db, other, 'AGO', 5_000);
    const number = `DO-E2E-${stamp}`;

    // The distributor picks two PMS orders; an AGO one asks to replace them, and going back keeps them.
    await signInAs('distributor@ppms.demo');
    await page.getByRole('link', { name: 'Create Delivery Order' }).first().click();
    await page.getByRole('form', { name: 'Delivery order form' }).waitFor();
    const form = DeliveryOrderForm(page);
    await page.getByText('No transfer order has been selected.').waitFor();
    await page.getByRole('textbox', { name: 'Delivery Order Number' }).fill(number);
    await form.choose(first);
    await form.choose(second);
    await form.choose(other);
    await form.replacement().waitFor();
    await form.replacement().getByRole('button', { name: 'Go back' }).click();
    await form.replacement().waitFor({ state: 'hidden' });
    await form.line(first).getByRole('textbox', { name: 'Quantity (Gal.)' }).fill('3000');
    expect(await form.line(other).count()).toBe(0);
    await expectAccessible(page, 'the create form');
    await form.submit();
    await expect.poll(pathname, { timeout: 10_000 }).toBe('/delivery-orders/list');
    await page.getByText('Delivery order successfully created.').waitFor();
    const card = page.getByTestId('delivery-order-card').filter({ hasText: number });
    await card.waitFor();
    expect(await card.textContent()).toContain('7,000 Gal.');
    await card.getByRole('link', { name: number }).click();
    await expect.poll(pathname, { timeout: 10_000 }).toMatch(/^\/delivery-order-detail\/\d+$/);
    const id = Number(pathname().split('/').pop());
    const detail = DeliveryOrderDetailPage(page, url);
    await detail.information().waitFor();
    await page.getByText('Filling Advice Note has not been created for this delivery order.').waitFor();
    await detail.line(first).getByText('Pending').waitFor();

    // Operations reviews it.
    await signInAs('operations@ppms.demo');
    await detail.navigate(id);
    await takeAction(page, 'Review', 'Delivery Order', 'Truck papers checked.');
    await page.getByText('Delivery order successfully reviewed.').waitFor();

    // Control Room assigns a tank to each line and approves with High priority.
    await signInAs('controlroom@ppms.demo');
    await detail.navigate(id);
    await detail.updateTank(first);
    await expect.poll(() => detail.line(first).getByText('Pending').count(), { timeout: 10_000 }).toBe(0);
    await detail.updateTank(second);
    await expect.poll(() => detail.line(second).getByText('Pending').count(), { timeout: 10_000 }).toBe(0);
    await detail.approve('High');
    await page.getByText('Delivery order successfully approved.').waitFor();
    await detail.information().getByText('High', { exact: true }).waitFor();
    await detail.information().getByText('Approved', { exact: true }).waitFor();

    // The transfer order lists the delivery order, and has that much less available.
    await page.goto(`${url}/transfer-order-detail/${firstId}`);
    await page.getByRole('table', { name: 'Delivery orders' }).getByText(number).waitFor();
    await page.getByText('6,000', { exact: false }).first().waitFor();
  });
});
