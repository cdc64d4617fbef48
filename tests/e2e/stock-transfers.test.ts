import { format } from 'date-fns/format';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { UserEntitiesAnswer } from '../../schemas/user-entities.ts';
import { formatNumber } from '../../src/widgets/format/formatNumber.ts';
import { caller, signIn } from '../helpers/app.ts';
import { expectAccessible } from '../helpers/axe.ts';
import { describeBrowser, servedBrowser, signInAs as signInPage } from '../helpers/browser.ts';
import { PDF } from '../helpers/multipart.ts';

/** Page object of /submit-stock-transfer. */
const SubmitStockTransferPage = (page: Page, baseUrl: string) => ({
  async navigate() {
    await page.goto(new URL('/submit-stock-transfer', baseUrl).toString());
    await page.getByRole('form', { name: 'Stock transfer form' }).waitFor();
  },
  async choose(label: string, option: RegExp) {
    await page.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option }).click();
  },
  async fill(values: {
    date: string;
    reference: string;
    from: string;
    toImporter: string;
    to: string;
    quantity: number;
  }) {
    await page.getByLabel(/^Date/).fill(values.date);
    await page.getByRole('textbox', { name: 'Reference Number' }).fill(values.reference);
    await this.choose('Origin Inventory', new RegExp(`^Tank ${values.from} `));
    await this.choose('Destination Importer', new RegExp(`^${values.toImporter}$`));
    await this.choose('Destination Inventory', new RegExp(`^Tank ${values.to} `));
    await page.getByRole('textbox', { name: 'Quantity (Gal.)' }).fill(String(values.quantity));
  },
  /** Attaches a document in the form; it is uploaded once the transfer is saved. */
  async attach(title: string) {
    const section = page.getByRole('region', { name: 'Documents' });
    await section.getByLabel('Document Title').fill(title);
    await section
      .getByLabel(/^File/)
      .setInputFiles({ name: 'ticket.pdf', mimeType: 'application/pdf', buffer: PDF });
    await section.getByRole('button', { name: 'Attach' }).click();
    await page.getByRole('list', { name: 'Documents to attach' }).getByText(title).waitFor();
  },
  submit: () => page.getByRole('button', { name: 'Submit' }).click(),
});

/** Page object of /stock-transfer/detail/{id}. */
const StockTransferDetailPage = (page: Page, baseUrl: string) => ({
  async navigate(id: number) {
    await page.goto(new URL(`/stock-transfer/detail/${id}`, baseUrl).toString());
    await this.information().waitFor();
  },
  information: () => page.getByRole('region', { name: 'Transfer Information' }),
  status: () => page.getByRole('region', { name: 'Transfer Information' }).getByTestId('status-chip'),
  async act(action: 'Review' | 'Approve' | 'Cancel', confirm: string = action) {
    await page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: action }).click();
    const dialog = page.getByRole('dialog', { name: `${action} Stock Transfer Request` });
    await dialog
      .getByText(`Are you sure you want to ${action.toLowerCase()} this stock transfer request?`)
      .waitFor();
    await dialog.getByText('Note: This action CAN NOT be reverted.').waitFor();
    await dialog.getByRole('button', { name: confirm }).click();
  },
});

const session = servedBrowser();

const signInAs = (email: string) => signInPage(session.browser.page, session.server.url, email);

const pathname = () => new URL(session.browser.page.url()).pathname;

/** The first demo importer and its two PMS inventories, with their stock balances now. */
async function atlanticPms() {
  const token = await signIn(session.server.app, 'importer@ppms.demo');
  const entities = (
    await caller(session.server.app, token)('POST', 'User/Entities', {
      includeImporters: true,
      ensureImporterAuthorization: true,
      calculateAdjustedStockBalance: true,
    })
  ).json() as UserEntitiesAnswer;
  const importer = entities.importers[0];
  const [from, to] = importer.inventories.filter((i) => i.productName === 'PMS');
  return { importer, from, to };
}

describeBrowser('stock transfers in a real browser', () => {
  it('an importer moves stock between its own tanks with a document; stock control reviews and approves; both balances follow', async () => {
    const { page } = session.browser;
    const { importer, from, to } = await atlanticPms();
    const quantity = 3210;
    const reference = `E2E-ST-${Date.now()}`;

    await signInAs('importer@ppms.demo');
    const submit = SubmitStockTransferPage(page, session.server.url);
    await submit.navigate();
    await submit.fill({
      date: format(new Date(), 'yyyy-MM-dd'),
      reference,
      from: from.storageTankNumber,
      toImporter: importer.name,
      to: to.storageTankNumber,
      quantity,
    });
    await submit.attach('Loading ticket');
    await expectAccessible(page, 'the submit form');
    await submit.submit();
    await expect.poll(pathname, { timeout: 10_000 }).toMatch(/^\/stock-transfer\/detail\/\d+$/);
    const id = Number(pathname().split('/').pop());
    const detail = StockTransferDetailPage(page, session.server.url);
    await detail.information().getByText(reference).waitFor();
    await page.getByText('Stock transfer request successfully submitted.').waitFor();
    await page.getByRole('list', { name: 'Documents' }).getByText('Loading ticket').waitFor();

    // Stock control reviews, then approves; each time the page reloads in place with the server's words.
    await signInAs('marketing@ppms.demo');
    await detail.navigate(id);
    await detail.act('Review');
    await expect.poll(() => detail.status().textContent(), { timeout: 10_000 }).toBe('Reviewed');
    await page.getByText('Stock transfer request successfully reviewed.').waitFor();
    await detail.act('Approve');
    await expect.poll(() => detail.status().textContent(), { timeout: 10_000 }).toBe('Approved');
    await page.getByText('Stock transfer request successfully approved.').waitFor();
    expect(pathname()).toBe(`/stock-transfer/detail/${id}`);

    // The importer sees the quantity leave one tank and reach the other.
    await signInAs('importer@ppms.demo');
    await page.goto(`${session.server.url}/importers/list#/${importer.id}`);
    for (const [inventory, balance] of [
      [from, (from.stockBalance ?? 0) - quantity],
      [to, (to.stockBalance ?? 0) + quantity],
    ] as const) {
      const card = page.getByLabel(`Tank ${inventory.storageTankNumber}`, { exact: true });
      await card.getByText(formatNumber(balance), { exact: true }).waitFor();
    }
  });

  it('cancels from the detail page back to the list, which is accessible', async () => {
    const { page } = session.browser;
    const { from, to } = await atlanticPms();
    const token = await signIn(session.server.app, 'importer@ppms.demo');
    const created = await caller(session.server.app, token)('POST', 'stockTransfer', {
      createdDate: format(new Date(), 'yyyy-MM-dd'),
      fromInventoryId: from.inventoryId,
      toInventoryId: to.inventoryId,
      quantity: 10,
    });
    const id = created.json().id as number;

    await signInAs('marketing@ppms.demo');
    const detail = StockTransferDetailPage(page, session.server.url);
    await detail.navigate(id);
    await detail.information().getByText('N/A').first().waitFor();
    await detail.act('Cancel', 'Cancel request');
    await expect.poll(pathname, { timeout: 10_000 }).toBe('/stock-transfer/list');
    await page.getByText('Stock transfer request successfully cancelled.').waitFor();
    await page.getByTestId('stock-transfer-card').first().waitFor();
  });
});
