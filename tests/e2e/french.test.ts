import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeBrowser, servedBrowser, signInAs, signOut } from '../helpers/browser.ts';

// Issue 22, item 2, in a real browser: a user chooses French in the user menu and the menu, the
// dashboard, a list, a report's header, a form's validation message (the shared schema's) and a server
// refusal are French, figures grouped the French way, no catalogue key left showing; the choice is
// remembered; choosing English again restores the spec's English texts.

const session = servedBrowser();

/** A catalogue key polyglot shows when a phrase is missing: 'app.menu.dashboard', 'label.Email'. */
const CATALOGUE_KEY =
  /\b(?:app|common|kit|dashboard|fields|stockUpdates|stockTransfers|transferOrders|deliveryOrders|notes|masterData|accountPages|users|audit|reports|terms|login|label|record|code|spec|server|workflow|the|ra)\.[a-zA-Z]+/;

const mainText = (page: Page) => page.locator('body').innerText();

async function expectNoKeys(page: Page) {
  expect((await mainText(page)).match(CATALOGUE_KEY)).toBeNull();
}

async function chooseLanguage(page: Page, name: string) {
  await page.locator('header button[aria-haspopup="menu"]').click();
  await page.getByRole('menuitemradio', { name }).click();
}

describeBrowser('French in a real browser', () => {
  it('menu, dashboard, a list, a report header, a validation message and a server refusal in French; English comes back', async () => {
    const { page } = session.browser;
    const { url } = session.server;
    await signInAs(page, url, 'importer@ppms.demo');

    await chooseLanguage(page, 'Français');
    await page.getByRole('heading', { name: 'Tableau de bord' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    await page.getByRole('link', { name: 'Mises à jour de stock' }).first().waitFor();
    await page.locator('header button[aria-haspopup="menu"]').click();
    await page.getByRole('menuitem', { name: 'Changer le mot de passe' }).waitFor();
    await page.getByRole('menuitem', { name: 'Se déconnecter' }).waitFor();
    await page.keyboard.press('Escape');
    // French groups thousands with a (narrow) no-break space: 12 345, not 12,345.
    await expect.poll(async () => /\d[\u202f\u00a0]\d{3}\b/.test(await mainText(page))).toBe(true);
    await expectNoKeys(page);

    await page.goto(new URL('/stock-request/list', url).toString());
    await page.getByRole('heading', { name: 'Mises à jour de stock' }).waitFor();
    await expectNoKeys(page);

    // A report's header: the type chosen by its French name, its heading ('title : period') in French.
    await page.goto(new URL('/reporting', url).toString());
    await page.getByRole('combobox', { name: 'Type de rapport' }).click();
    await page.getByRole('option', { name: 'Ventes par importateur', exact: true }).click();
    await page
      .getByRole('region', { name: 'Ventes par importateur' })
      .getByRole('heading', { level: 2, name: /^Ventes par importateur : / })
      .waitFor();
    await expectNoKeys(page);

    await page.goto(new URL('/change-password', url).toString());
    await page.getByRole('heading', { name: 'Changer le mot de passe' }).first().waitFor();
    const field = (label: string) => page.getByLabel(label, { exact: false }).and(page.locator('input'));
    await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await page.getByText('Mot de passe actuel : valeur non valide.').first().waitFor();
    await expectNoKeys(page);
    await field('Mot de passe actuel').fill('Not-The-Password-9');
    await field('Nouveau mot de passe').fill('Harbour#Lights42');
    await field('Confirmation du mot de passe').fill('Harbour#Lights42');
    await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await page.getByText('Le mot de passe actuel est incorrect.').first().waitFor();
    await expectNoKeys(page);

    // Remembered on this device, across a reload.
    await page.goto(url);
    await page.getByRole('heading', { name: 'Tableau de bord' }).waitFor();

    await chooseLanguage(page, 'English');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.goto(new URL('/change-password', url).toString());
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Current password is invalid.').first().waitFor();
    await signOut(page, url);
  });
});
