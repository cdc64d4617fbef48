import fs from 'node:fs';
import { sql } from 'kysely';
import type { Download, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { type SignedStatement, STATEMENT_KEY_PATH } from '../../schemas/statement.ts';
import { postMovements } from '../../server/domain/ledger/index.ts';
import { readPublicKey } from '../../server/domain/statements/key.ts';
import { verifyStatement } from '../../server/domain/statements/verify.ts';
import { describeBrowser, LoginPage, servedBrowser, signInAs } from '../helpers/browser.ts';

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

/** A downloaded file's text. */
async function readDownload(download: Download) {
  const file = await download.path();
  return fs.readFileSync(file, 'utf8');
}

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

  it('an importer downloads its signed stock statement and ledger export from its page; both verify', async () => {
    const { page } = session.browser;
    const { db } = session.server;
    await signInAs(page, session.server.url, 'importer@ppms.demo');
    const own = await db.db
      .selectFrom('userEntities as ue')
      .innerJoin('users as u', 'u.id', 'ue.userId')
      .innerJoin('importers as i', 'i.id', 'ue.importerId')
      .select(['i.id', 'i.name'])
      .where('u.email', '=', 'importer@ppms.demo')
      .executeTakeFirstOrThrow();
    // The importer's last day with movements, and its balance then, summed here from the ledger's rows.
    const { rows } = await sql<{
      day: string;
    }>`select max(m.effective_date)::text as day from ledger_movements m
      join inventories i on i.id = m.inventory_id where i.importer_id = ${own.id}`.execute(db.db);
    const { day } = rows[0];
    const { rows: held } = await sql<{ quantity: number }>`select m.quantity from ledger_movements m
      join inventories i on i.id = m.inventory_id where i.importer_id = ${own.id} and m.effective_date <= ${day}::date`.execute(
      db.db,
    );

    await page.getByRole('link', { name: `Signed stock statement of ${own.name}` }).click();
    const statement = page.getByRole('region', { name: 'Signed Stock Statement' });
    await statement.getByLabel('As of').fill('2099-01-01');
    await statement.getByText('Date can not be in the future.').waitFor();
    expect(await statement.getByRole('button', { name: 'Download statement' }).isDisabled()).toBe(true);
    await statement.getByLabel('As of').fill(day);
    const saved = async (button: string) => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        statement.getByRole('button', { name: button }).click(),
      ]);
      return { name: download.suggestedFilename(), json: JSON.parse(await readDownload(download)) };
    };
    const file = await saved('Download statement');
    expect(file.name).toBe(`PPMS Statement - ${own.name} ${day}.json`);
    await statement.getByText(`Saved "${file.name}".`).waitFor();
    const exported = await saved('Download ledger export');
    const pem = await (await fetch(new URL(STATEMENT_KEY_PATH, session.server.url))).text();
    const verified = verifyStatement(file.json, readPublicKey(pem), exported.json);
    expect(verified.problems).toEqual([]);
    expect(verified.ok).toBe(true);
    const balances = (file.json as SignedStatement).statement.inventories.map((i) => i.balance);
    expect(balances.reduce((a, b) => a + b, 0)).toBe(held.reduce((a, row) => a + row.quantity, 0));
  });
});
