import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { productAvailability } from '../../server/domain/ledger/index.ts';
import { formatNumber } from '../../src/widgets/format/formatNumber.ts';
import { expectAccessible } from '../helpers/axe.ts';
import { describeBrowser, servedBrowser, signInAs as signInPage } from '../helpers/browser.ts';
import { takeAction } from '../helpers/recordPages.ts';

/** Page object of /create-transfer-order and /edit-transfer-order/{id}. */
const TransferOrderForm = (page: Page, baseUrl: string) => ({
  async navigate(path = '/create-transfer-order') {
    await page.goto(new URL(path, baseUrl).toString());
    await page.getByRole('form', { name: 'Transfer order form' }).waitFor();
  },
  async choose(label: string, option: string) {
    await page.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  },
  /** The balances shown under the chosen product. */
  balances: () => ({
    current: page.getByText(/^Current balance: /),
    available: page.getByText(/^Available balance: /),
  }),
  async fill(values: { number: string; product: string; quantity: number; distributor: string }) {
    await page.getByRole('textbox', { name: 'Transfer Order Number' }).fill(values.number);
    await this.choose('Product', values.product);
    await page.getByRole('textbox', { name: 'Quantity (Gal.)' }).fill(String(values.quantity));
    await this.choose('Distributor', values.distributor);
  },
  submit: () => page.getByRole('button', { name: 'Submit' }).click(),
});

/** Page object of /transfer-orders/list. */
const TransferOrderListPage = (page: Page) => ({
  cards: () => page.getByTestId('transfer-order-card'),
  card: (number: string) => page.getByTestId('transfer-order-card').filter({ hasText: number }),
});

/** Page object of /transfer-order-detail/{id}. */
const TransferOrderDetailPage = (page: Page, baseUrl: string) => ({
  async navigate(id: number) {
    await page.goto(new URL(`/transfer-order-detail/${id}`, baseUrl).toString());
    await this.information().waitFor();
  },
  information: () => page.getByRole('region', { name: 'Order Information' }),
  status: () => page.getByRole('region', { name: 'Order Information' }).getByTestId('status-chip'),
  /** Each step of the progress bar as 'Finance:done'. */
  steps: () =>
    page
      .getByTestId('progress-step')
      .evaluateAll((steps) =>
        steps.map(
          (step) =>
            `${step.querySelector('.MuiStepLabel-label')?.firstChild?.textContent}:${step.getAttribute('data-state')}`,
        ),
      ),
  act: (action: 'Review' | 'Approve' | 'Cancel', comment: string) =>
    takeAction(page, action, 'Transfer Order', comment),
  async comment(text: string) {
    await page.getByRole('region', { name: 'Comments' }).getByRole('button', { name: 'Add Comment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Comment' });
    await dialog.getByRole('textbox', { name: 'Comment' }).fill(text);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('list', { name: 'Comments' }).getByText(text).waitFor();
  },
});

const session = servedBrowser();

const signInAs = (email: string) => signInPage(session.browser.page, session.server.url, email);

const pathname = () => new URL(session.browser.page.url()).pathname;

describeBrowser('transfer orders in a real browser', () => {
  it('importer creates an order within the available balance; Operations, Finance, Marketing and Control Room approve it in turn', async () => {
    const { page } = session.browser;
    const { db } = session.server;
    const atlantic = await db.db
      .selectFrom('importers')
      .select('id')
      .where('name', '=', 'Atlantic Petroleum Importers')
      .executeTakeFirstOrThrow();
    const pms = await db.db
      .selectFrom('products')
      .select('id')
      .where('name', '=', 'PMS')
      .executeTakeFirstOrThrow();
    const before = await productAvailability(db, atlantic.id, pms.id);
    const number = `E2E-${Date.now()}`;
    const quantity = 12_500;

    // The importer opens the form from the dashboard's Action Menu; the available balance shown is the server's.
    await signInAs('importer@ppms.demo');
    await page.getByRole('link', { name: 'Create Transfer Order' }).first().click();
    const form = TransferOrderForm(page, session.server.url);
    await page.getByRole('form', { name: 'Transfer order form' }).waitFor();
    // A quantity keeps what was typed and says at once why it is refused.
    const typed = page.getByRole('textbox', { name: 'Quantity (Gal.)' });
    await typed.pressSequentially('-500');
    expect(await typed.inputValue()).toBe('-500');
    await page.getByText('Quantity can not be negative.').waitFor();
    await form.fill({ number, product: 'PMS', quantity, distributor: 'Capitol Fuel Distributors' });
    expect(await page.getByText('Quantity can not be negative.').count()).toBe(0);
    expect(await form.balances().current.textContent()).toBe(
      `Current balance: ${formatNumber(before.stockBalance)} Gal., in the importer's tanks today.`,
    );
    expect(await form.balances().available.textContent()).toMatch(
      `Available balance: ${formatNumber(before.availableBalance)} Gal., what a new order may take: `,
    );
    await expectAccessible(page, 'the create form');
    await form.submit();
    await expect.poll(pathname, { timeout: 10_000 }).toBe('/transfer-orders/list');
    await page.getByText('Transfer order successfully created.').waitFor();
    const list = TransferOrderListPage(page);
    await list.card(number).waitFor();
    expect(await list.card(number).textContent()).toContain('12,500 Gal.');
    expect((await productAvailability(db, atlantic.id, pms.id)).availableBalance).toBe(
      before.availableBalance - quantity,
    );

    // Its detail: at Operations; the edit page offers nothing to save until something changes.
    await list.card(number).getByRole('link', { name: number }).click();
    await expect.poll(pathname, { timeout: 10_000 }).toMatch(/^\/transfer-order-detail\/\d+$/);
    const id = Number(pathname().split('/').pop());
    const detail = TransferOrderDetailPage(page, session.server.url);
    await detail.information().waitFor();
    expect(await detail.steps()).toEqual([
      'Operations:current',
      'Finance:ahead',
      'Marketing:ahead',
      'Control Room:ahead',
      'Delivered:ahead',
    ]);
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await form.navigate(`/edit-transfer-order/${id}`);
    await page.getByText('No changes has been made.').waitFor();
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);

    // Each stage role approves in turn, and the progress bar moves on a step each time.
    const stages = [
      ['operations@ppms.demo', 'Olu Operations', 'Operations', 'Allocation checked.'],
      ['finance@ppms.demo', 'Fred Finance', 'Finance', 'Payment received.'],
      ['marketing@ppms.demo', 'Mia Marketing', 'Marketing', 'Within the monthly quota.'],
      ['controlroom@ppms.demo', 'Carl Control', 'Control Room', 'Cleared for loading.'],
    ] as const;
    for (const [i, [email, , stage, comment]] of stages.entries()) {
      await signInAs(email);
      await detail.navigate(id);
      if (i === 0) {
        await detail.comment('Distributor licence on file.');
      }
      await detail.act('Approve', comment);
      await page.getByText('Transfer order successfully approved.').waitFor();
      // The step is checked and the next one is current; approved at Control Room, it stays current.
      if (i < 3) {
        await expect
          .poll(async () => (await detail.steps()).slice(i, i + 2), { timeout: 10_000 })
          .toEqual([`${stage}:done`, `${stages[i + 1][2]}:current`]);
      }
    }
    // Approved at Control Room: still at its step, ready for delivery orders.
    await expect.poll(() => detail.status().textContent()).toBe('Approved');
    expect(await detail.steps()).toEqual([
      'Operations:done',
      'Finance:done',
      'Marketing:done',
      'Control Room:current',
      'Delivered:ahead',
    ]);

    // The history says who did what, with their comments; the comment shows who wrote it.
    const history = page.getByRole('region', { name: 'History' });
    for (const [, name, , comment] of stages) {
      await history.getByRole('row').filter({ hasText: name }).filter({ hasText: comment }).waitFor();
    }
    await history
      .getByRole('row')
      .filter({ hasText: 'Create' })
      .filter({ hasText: 'Ivan Importer' })
      .waitFor();
    await page.getByRole('list', { name: 'Comments' }).getByText('Olu Operations').waitFor();
  });

  it('shows a Delivered order with a green border and every step checked', async () => {
    const { page } = session.browser;
    const { db } = session.server;
    // Delivered orders come from filling advice notes, which do not exist yet: one is marked here.
    const order = await db.db
      .selectFrom('transferOrders')
      .select(['id', 'transferOrderNumber'])
      .where('status', '=', 'Approved')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db.db
      .updateTable('transferOrders')
      .set({ status: 'Delivered', progress: 40 })
      .where('id', '=', order.id)
      .execute();
    await signInAs('finance@ppms.demo');
    await page.goto(`${session.server.url}/transfer-orders/list#?stage=40`);
    const list = TransferOrderListPage(page);
    await list.card(order.transferOrderNumber).waitFor();
    const delivered = await list
      .card(order.transferOrderNumber)
      .evaluate((el) => getComputedStyle(el).borderTopColor);
    // The theme's success green, where other cards have the plain outline.
    expect(delivered).toBe('rgb(46, 125, 50)');
    await page.goto(`${session.server.url}/transfer-orders/list#?stage=0`);
    // Only the hash changes: wait for the stage-0 answer to replace the Delivered card.
    await list.card(order.transferOrderNumber).waitFor({ state: 'detached' });
    await list.cards().first().waitFor();
    expect(
      await list
        .cards()
        .first()
        .evaluate((el) => getComputedStyle(el).borderTopColor),
    ).not.toBe(delivered);
    const detail = TransferOrderDetailPage(page, session.server.url);
    await detail.navigate(order.id);
    expect((await detail.steps()).every((step) => step.endsWith(':done'))).toBe(true);
    expect(await detail.status().textContent()).toBe('Delivered');
  });
});
