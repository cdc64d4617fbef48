import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { postMovements } from '../../server/domain/ledger/index.ts';
import { describeBrowser, LoginPage, servedBrowser } from '../helpers/browser.ts';

/** Page object of an entity section of the admin portal. */
const AdminSection = (page: Page, baseUrl: string) => ({
  async open(menu: string, tab: string) {
    if (!page.url().endsWith('/admin-portal')) await page.goto(new URL('/admin-portal', baseUrl).toString());
    await page.getByRole('navigation', { name: 'Admin Menu' }).getByRole('button', { name: menu }).click();
    await page.getByRole('tab', { name: tab, exact: true }).click();
  },
  panel: () => page.getByRole('tabpanel'),
  async fill(values: Record<string, string>) {
    for (const [label, value] of Object.entries(values)) {
      await page.getByRole('tabpanel').getByLabel(label, { exact: false }).first().fill(value);
    }
  },
  async choose(label: string, option: string) {
    await page.getByRole('tabpanel').getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  },
  async submit(success: string) {
    await page.getByRole('tabpanel').getByRole('button', { name: 'Submit' }).click();
    await page.getByText(success).waitFor();
  },
  async manage(rowText: string) {
    await page.getByRole('row').filter({ hasText: rowText }).getByRole('button', { name: 'Manage' }).click();
    return page.getByRole('dialog');
  },
});

const party = (name: string) => ({
  'Name *': name,
  'Tax Identification Number': `TIN-${name.length}77`,
  Address: '9 Camp Johnson Road, Monrovia',
  'Primary Phone': '+231 77 444 5555',
});

const session = servedBrowser();

describeBrowser('Master data in a real browser', () => {
  it('adds a product, tanks, an importer with two tanks and a distributor; edits and deactivates; prints', async () => {
    const { page } = session.browser;
    await LoginPage(page, session.server.url).navigate();
    await LoginPage(page, session.server.url).signIn('admin@ppms.demo');
    await page.getByRole('link', { name: /admin portal/i }).waitFor();
    const admin = AdminSection(page, session.server.url);

    await admin.open('Products', 'Add New Product');
    await admin.fill({ 'Name *': 'Kerosene', 'Unit of Measure': 'Gallons' });
    await admin.submit('Product successfully added.');
    expect(await admin.panel().getByLabel('Name', { exact: false }).inputValue()).toBe('');

    await admin.open('Storage Tanks', 'Add New Storage Tank');
    for (const [number, product] of [
      ['E2E-1', 'Kerosene'],
      ['E2E-2', 'PMS'],
    ]) {
      await admin.fill({ 'Tank Number': number });
      await admin.choose('Product', product);
      await admin.submit('Storage Tank successfully added.');
    }

    await admin.open('Importers', 'Add New');
    await admin.fill({ ...party('Kakata Fuel Importers'), 'Primary Email': 'desk@kakata.example' });
    await admin.panel().getByRole('checkbox', { name: 'E2E-1 (Kerosene)' }).check();
    await admin.panel().getByRole('checkbox', { name: 'E2E-2 (PMS)' }).check();
    await admin.submit('Importer successfully added.');

    await admin.open('Distributors', 'Add');
    await admin.fill({ ...party('Voinjama Gas'), 'Primary Email': 'not-an-email' });
    await admin.panel().getByLabel('Contact Person').focus();
    await admin.panel().getByText('Primary Email is invalid.').waitFor();
    expect(await admin.panel().getByRole('button', { name: 'Submit' }).isDisabled()).toBe(true);
    await admin.fill({ 'Primary Email': 'sales@voinjama.example' });
    await admin.submit('Distributor successfully added.');

    // Deactivate the distributor through the manage modal's edit mode.
    await admin.open('Distributors', 'List');
    let dialog = await admin.manage('Voinjama Gas');
    await dialog.getByRole('button', { name: 'Edit distributor' }).click();
    await dialog.getByText('Update Distributor').waitFor();
    await dialog.getByLabel('Is Active').uncheck();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByRole('button', { name: 'Edit distributor' }).waitFor();
    await dialog.locator('[data-field="isActive"]').filter({ hasText: 'Inactive' }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    const stored = await session.server.db.db
      .selectFrom('distributors')
      .select(['isActive', 'primaryEmail'])
      .where('name', '=', 'Voinjama Gas')
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ isActive: false, primaryEmail: 'sales@voinjama.example' });

    // Drop one tank of the importer.
    await admin.open('Importers', 'List');
    dialog = await admin.manage('Kakata Fuel Importers');
    await dialog.getByLabel('Tank E2E-2').waitFor();
    await dialog.getByRole('button', { name: 'Edit importer' }).click();
    await dialog.getByRole('checkbox', { name: 'E2E-2 (PMS)' }).uncheck();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByRole('button', { name: 'Edit importer' }).waitFor();
    await expect.poll(() => dialog.getByLabel('Tank E2E-2').count()).toBe(0);
    await dialog.getByLabel('Tank E2E-1').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();

    // Stock booked through the ledger shows on the importer page and on paper, without the app around it.
    const importer = await session.server.db.db
      .selectFrom('importers as i')
      .innerJoin('inventories as inv', 'inv.importerId', 'i.id')
      .innerJoin('storageTanks as st', 'st.id', 'inv.storageTankId')
      .select(['i.id', 'inv.id as inventoryId'])
      .where('i.name', '=', 'Kakata Fuel Importers')
      .where('st.number', '=', 'E2E-1')
      .executeTakeFirstOrThrow();
    await session.server.db.transaction((tx) =>
      postMovements(tx, [
        {
          inventoryId: importer.inventoryId,
          quantity: 7_000,
          kind: 'shipment',
          effectiveDate: '2026-01-10',
          sourceType: 'Test',
          sourceId: 1,
          userId: null,
        },
      ]),
    );
    await page.goto(new URL(`/importers/list#/${importer.id}`, session.server.url).toString());
    const card = page.getByLabel('Tank E2E-1');
    // (A balance is never below zero now: the brackets of negative figures are the reports' to show.)
    await card.getByText('7,000', { exact: true }).first().waitFor();
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.getByRole('button', { name: 'Print' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

    await page.emulateMedia({ media: 'print' });
    // innerText, not textContent: only what the print styles leave visible counts.
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point here.
    const paper = await page.locator('body').innerText();
    expect(paper).toContain('Importer Report: Kakata Fuel Importers');
    expect(paper).toMatch(/Tank #\s+Product\s+Stock Balance/);
    expect(paper).toMatch(/E2E-1\s+Kerosene\s+7,000/);
    for (const screenOnly of [
      'Petroleum Products Management System',
      'Show Detail',
      'Close',
      'Lone Star Energy',
    ]) {
      expect(paper).not.toContain(screenOnly);
    }
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await page.emulateMedia({ media: 'screen' });
    // biome-ignore lint/performance/useDomNodeTextContent: rendered text on screen again.
    expect(await page.locator('body').innerText()).toContain('Show Detail');
  });
});
