import { format } from 'date-fns/format';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { UserEntitiesAnswer } from '../../schemas/user-entities.ts';
import { formatNumber } from '../../src/widgets/format/formatNumber.ts';
import { caller, signIn } from '../helpers/app.ts';
import { expectAccessible } from '../helpers/axe.ts';
import { describeBrowser, servedBrowser, signInAs as signInPage } from '../helpers/browser.ts';
import { takeAction } from '../helpers/recordPages.ts';

/** A one-page PDF small enough to write inline; the server checks the content, not the name. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Page object of /submit-stock-update. */
const SubmitStockUpdatePage = (page: Page, baseUrl: string) => ({
  async navigate() {
    await page.goto(new URL('/submit-stock-update', baseUrl).toString());
    await page.getByRole('form', { name: 'Stock update form' }).waitFor();
  },
  async choose(label: string, option: string) {
    await page.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  },
  async fill(values: { type: string; date: string; reference: string; tank: string; quantity: number }) {
    await this.choose('Update Type', values.type);
    await page.getByLabel(/^Date/).fill(values.date);
    await page.getByRole('textbox', { name: 'Reference Number' }).fill(values.reference);
    await page
      .getByRole('textbox', { name: new RegExp(`^Quantity for tank ${values.tank} `) })
      .fill(String(values.quantity));
  },
  /** The observed temperature (°F) and API gravity of a tank's line (Table 6B, the default). */
  async readings(tank: string, temperature: number, gravity: number) {
    await page
      .getByRole('textbox', { name: new RegExp(`^Observed temperature \\(°F\\) for tank ${tank} `) })
      .fill(String(temperature));
    await page
      .getByRole('textbox', { name: new RegExp(`^API gravity for tank ${tank} `) })
      .fill(String(gravity));
  },
  /** Attaches a document in the form; it is uploaded once the request is saved. */
  async attach(title: string, file: { name: string; buffer: Buffer; mimeType: string }) {
    const section = page.getByRole('region', { name: 'Documents' });
    await section.getByLabel('Document Title').fill(title);
    await section.getByLabel(/^File/).setInputFiles(file);
    await section.getByRole('button', { name: 'Attach' }).click();
    await page.getByRole('list', { name: 'Documents to attach' }).getByText(title).waitFor();
  },
  submit: () => page.getByRole('button', { name: 'Submit' }).click(),
});

/** Page object of /stock-request/list. */
const StockUpdateListPage = (page: Page, baseUrl: string) => ({
  async navigate() {
    await page.goto(new URL('/stock-request/list', baseUrl).toString());
    await this.cards().first().waitFor();
  },
  cards: () => page.getByTestId('stock-update-card'),
});

/** Page object of /stock-request/detail/{id}. */
const StockUpdateDetailPage = (page: Page, baseUrl: string) => ({
  async navigate(id: number) {
    await page.goto(new URL(`/stock-request/detail/${id}`, baseUrl).toString());
    await this.information().waitFor();
  },
  information: () => page.getByRole('region', { name: 'Request Information' }),
  status: () => page.getByRole('region', { name: 'Request Information' }).getByTestId('status-chip'),
  async upload(title: string, file: { name: string; buffer: Buffer; mimeType: string }) {
    const form = page.getByRole('form', { name: 'Upload document' });
    await form.getByLabel('Document Title').fill(title);
    await form.getByLabel(/^File/).setInputFiles(file);
    await form.getByRole('button', { name: 'Upload' }).click();
    await page.getByRole('list', { name: 'Documents' }).getByText(title).waitFor();
  },
  act: (action: 'Review' | 'Approve' | 'Cancel', comment: string) =>
    takeAction(page, action, 'Stock Update Request', comment),
});

const session = servedBrowser();

const signInAs = (email: string) => signInPage(session.browser.page, session.server.url, email);

const pathname = () => new URL(session.browser.page.url()).pathname;

describeBrowser('stock update requests in a real browser', () => {
  it('importer submits a shipment with a PDF, marketing reviews and approves, the balance follows', async () => {
    // The importer's first inventory and its balance before, as the API tells the importer.
    const token = await signIn(session.server.app, 'importer@ppms.demo');
    const entities = (
      await caller(session.server.app, token)('POST', 'User/Entities', {
        includeImporters: true,
        ensureImporterAuthorization: true,
        calculateAdjustedStockBalance: true,
      })
    ).json() as UserEntitiesAnswer;
    const importer = entities.importers[0];
    const inventory = importer.inventories.find((i) => i.productName === 'PMS') ?? importer.inventories[0];
    const before = inventory.stockBalance ?? 0;
    const quantity = 4321;
    // Observed at 67.5 °F, API 56.5: Table 6B's factor is 0.9950 (US Army QM5097), so 4,321 gallons are
    // 4,299 at 60 °F.
    const net = 4299;
    const reference = `E2E-${Date.now()}`;

    // The importer submits a shipment dated today; the detail page opens.
    await signInAs('importer@ppms.demo');
    const submit = SubmitStockUpdatePage(session.browser.page, session.server.url);
    await submit.navigate();
    await submit.fill({
      type: 'Shipment',
      date: format(new Date(), 'yyyy-MM-dd'),
      reference,
      tank: inventory.storageTankNumber,
      quantity,
    });
    // ...with the readings: the net standard volume shows as they are typed.
    await submit.readings(inventory.storageTankNumber, 67.5, 56.5);
    await session.browser.page.getByText(`${formatNumber(net)} net (factor`).waitFor();
    // ...with a delivery ticket attached in the form itself.
    await submit.attach('Delivery ticket', { name: 'ticket.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expectAccessible(session.browser.page, 'the submit form');
    await submit.submit();
    await expect.poll(pathname, { timeout: 10_000 }).toMatch(/^\/stock-request\/detail\/\d+$/);
    const id = Number(pathname().split('/').pop());
    const detail = StockUpdateDetailPage(session.browser.page, session.server.url);
    await detail.information().getByText(reference).waitFor();
    await session.browser.page.getByText('Stock update request successfully submitted.').waitFor();
    await session.browser.page
      .getByRole('list', { name: 'Documents' })
      .getByText('Delivery ticket')
      .waitFor();

    // ...attaches the bill of lading, which opens in a new tab.
    await detail.upload('Bill of lading', { name: 'bill.pdf', mimeType: 'application/pdf', buffer: PDF });
    const [tab] = await Promise.all([
      session.browser.context.waitForEvent('page'),
      session.browser.page.getByRole('button', { name: 'View Bill of lading' }).click(),
    ]);
    await expect.poll(() => tab.url(), { timeout: 10_000 }).toContain('/api/v1/Document/File/');
    await tab.close();

    // Marketing reviews (back to the list), then approves (the page reloads as Approved).
    await signInAs('marketing@ppms.demo');
    await detail.navigate(id);
    await detail.act('Review', 'Tickets match the bill of lading.');
    await expect.poll(pathname, { timeout: 10_000 }).toBe('/stock-request/list');
    // The list says what happened, in the server's words.
    await session.browser.page.getByText('Stock update request successfully reviewed.').waitFor();
    await StockUpdateListPage(session.browser.page, session.server.url).cards().first().waitFor();
    await detail.navigate(id);
    await expect.poll(() => detail.status().textContent()).toBe('Reviewed');
    await detail.act('Approve', 'Approved.');
    await expect.poll(() => detail.status().textContent(), { timeout: 10_000 }).toBe('Approved');
    await session.browser.page.getByText('Stock update request successfully approved.').waitFor();
    await session.browser.page
      .getByRole('region', { name: 'History' })
      .getByText('Tickets match the bill of lading.')
      .waitFor();
    expect(pathname()).toBe(`/stock-request/detail/${id}`);
    // The line shows the gross, the readings, the factor and the net that posted.
    const line = session.browser.page
      .getByRole('table', { name: 'Inventory' })
      .getByRole('row')
      .filter({ hasText: inventory.storageTankNumber });
    for (const text of [formatNumber(quantity), '67.5', '56.5', formatNumber(net)])
      await line.getByText(text, { exact: true }).waitFor();

    // The importer sees the approved quantity in the tank's stock balance.
    await signInAs('importer@ppms.demo');
    await session.browser.page.goto(`${session.server.url}/importers/list#/${importer.id}`);
    const card = session.browser.page.getByLabel(`Tank ${inventory.storageTankNumber}`, { exact: true });
    await card.getByText(formatNumber(before + net), { exact: true }).waitFor();
  }, 120_000);

  it('fits a page of 20 in about two screens at 1280x800, folds the filters on a phone, and rings the keyboard focus', async () => {
    const { page } = session.browser;
    await signInAs('marketing@ppms.demo');
    await page.setViewportSize({ width: 1280, height: 800 });
    const list = StockUpdateListPage(page, session.server.url);
    await list.navigate();
    await expect.poll(() => list.cards().count()).toBe(20);
    // Each card shows what a reviewer decides on: the quantity in gallons and the product(s).
    await expect
      .poll(() => list.cards().first().textContent())
      .toMatch(/Quantity[\d,()]+ Gallons?Product\(s\)(AGO|PMS|JET)/);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height / 800).toBeLessThan(2.3);

    // Keyboard focus shows a ring (the browser's Tab, not a click).
    await page.keyboard.press('Tab');
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle))
      .toBe('solid');

    await page.setViewportSize({ width: 390, height: 844 });
    const filters = page.getByRole('button', { name: 'Filters' });
    await filters.waitFor();
    expect(await page.getByLabel('Created From').isVisible()).toBe(false);
    await filters.click();
    await page.getByLabel('Created From').waitFor({ state: 'visible' });
    await page.setViewportSize({ width: 1280, height: 900 });
  });
  it('an administrator turns the four-eyes rule on; the reviewer is then not offered Approve', async () => {
    const { page } = session.browser;
    const app = session.server.app;
    const importer = caller(app, await signIn(app, 'importer@ppms.demo'));
    const entities = (
      await importer('POST', 'User/Entities', {
        includeImporters: true,
        ensureImporterAuthorization: true,
        calculateAdjustedStockBalance: true,
      })
    ).json() as UserEntitiesAnswer;
    const submitted = await importer('POST', 'StockUpdate', {
      createdDate: format(new Date(), 'yyyy-MM-dd'),
      stockUpdateType: 0,
      referenceNumber: `E2E-4E-${Date.now()}`,
      importerId: entities.importers[0].id,
      inventoryInfos: [{ inventoryId: entities.importers[0].inventories[0].inventoryId, quantity: 100 }],
    });
    const id: number = submitted.json().id;
    const admin = caller(app, await signIn(app, 'admin@ppms.demo'));
    try {
      // The administrator turns it on from the dashboard, after a confirmation, and reads the outcome.
      await signInAs('admin@ppms.demo');
      const card = page.getByRole('region', { name: 'Four-eyes rule' });
      await card.getByRole('heading', { name: 'Four-Eyes Rule: Off' }).waitFor();
      await card.getByRole('button', { name: 'Turn on the four-eyes rule' }).click();
      const dialog = page.getByRole('dialog', { name: 'Turn on the four-eyes rule?' });
      // Checked once its fade-in is over (a half-faded text has too little contrast).
      await expect
        .poll(() => dialog.evaluate((el) => getComputedStyle(el.parentElement ?? el).opacity))
        .toBe('1');
      await expectAccessible(page, 'the four-eyes confirmation');
      await dialog.getByRole('button', { name: 'Turn on' }).click();
      await card.getByText('The four-eyes rule is on', { exact: false }).waitFor();
      await card.getByRole('heading', { name: 'Four-Eyes Rule: On' }).waitFor();

      // Stock control reviews the request; Approve is then not among its actions, Cancel still is.
      await signInAs('marketing@ppms.demo');
      await page
        .getByRole('region', { name: 'Four-eyes rule' })
        .getByRole('heading', { name: 'Four-Eyes Rule: On' })
        .waitFor();
      const detail = StockUpdateDetailPage(page, session.server.url);
      await detail.navigate(id);
      await detail.act('Review', 'Reviewed under four eyes.');
      await expect.poll(pathname, { timeout: 10_000 }).toBe('/stock-request/list');
      await detail.navigate(id);
      await expect.poll(() => detail.status().textContent()).toBe('Reviewed');
      const actions = page.getByRole('group', { name: 'Actions' });
      await actions.getByRole('button', { name: 'Cancel' }).waitFor();
      expect(await actions.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    } finally {
      await admin('PUT', 'Setting/FourEyes', { enabled: false });
    }
  });
});
