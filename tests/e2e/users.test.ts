import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { readOutbox } from '../helpers/app.ts';
import { describeBrowser, LoginPage, servedBrowser } from '../helpers/browser.ts';

/** Page object of the admin portal's Users section. */
const UsersSection = (page: Page, baseUrl: string) => ({
  async navigate() {
    await page.goto(new URL('/admin-portal', baseUrl).toString());
    await page.getByRole('tab', { name: 'Search' }).waitFor();
  },
  async register(user: { type: RegExp; firstName: string; lastName: string; email: string; phone: string }) {
    await page.getByRole('tab', { name: 'Register User' }).click();
    const form = page.getByRole('form', { name: 'Register User' });
    await form.getByRole('radio', { name: user.type }).check();
    await form.getByLabel('First Name').fill(user.firstName);
    await form.getByLabel('Last Name').fill(user.lastName);
    await form.getByRole('textbox', { name: /^Email/ }).fill(user.email);
    await form.getByLabel('Confirm Email').fill(user.email);
    await form.getByLabel('Phone').fill(user.phone);
    await form.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('New User Registration Successful').waitFor();
  },
  async search(term: string) {
    await page.getByRole('tab', { name: 'Search' }).click();
    await page.getByLabel('Search by name or e-mail').fill(term);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
  },
  results: () => page.getByRole('list', { name: 'Users found' }).getByRole('listitem'),
});

/** Page object of the user detail modal. */
const UserModal = (page: Page) => {
  const dialog = page.getByRole('dialog');
  const part = (name: string) => dialog.getByRole('region', { name });
  const saveAndFinish = async (name: string) => {
    await part(name).getByRole('button', { name: 'Save' }).click();
    await part(name).getByRole('button', { name: 'Saved' }).waitFor();
  };
  return {
    dialog,
    part,
    async chooseRole(role: string) {
      await part('Roles').getByRole('button', { name: 'Update' }).click();
      await part('Roles').getByRole('radio', { name: role, exact: true }).check();
      await saveAndFinish('Roles');
      await part('Roles').getByRole('button', { name: 'Done' }).click();
    },
    async grantPermission(permission: string) {
      await part('User Permissions').getByRole('button', { name: 'Update' }).click();
      await part('User Permissions').getByRole('checkbox', { name: permission }).check();
      await saveAndFinish('User Permissions');
    },
    async linkEntity(term: string, label: string) {
      await part('Associated Entities').getByRole('button', { name: 'Update' }).click();
      await part('Associated Entities').getByRole('textbox').fill(term);
      await part('Associated Entities').getByRole('button', { name: 'Search' }).click();
      await part('Associated Entities').getByRole('checkbox', { name: label }).check();
      await saveAndFinish('Associated Entities');
    },
  };
};

const session = servedBrowser();

describeBrowser('Users Management in a real browser', () => {
  it('registers an external distributor user, gives role, permission and entity, sends activation, finds them', async () => {
    const { page } = session.browser;
    const email = `musu.dolo.${Date.now()}@capitol.example`;
    await LoginPage(page, session.server.url).navigate();
    await LoginPage(page, session.server.url).signIn('admin@ppms.demo');
    await page.getByRole('link', { name: /admin portal/i }).waitFor();

    const users = UsersSection(page, session.server.url);
    await users.navigate();
    await users.register({
      type: /External/,
      firstName: 'Musu',
      lastName: 'Dolo',
      email,
      phone: '+231 88 123 4567',
    });
    await page.getByRole('button', { name: 'Send account activation email' }).click();
    await page.getByRole('button', { name: 'Email Sent!' }).waitFor();
    await expect
      .poll(() => readOutbox(session.server.outbox).filter((m) => m.includes(`To: ${email}`)).length)
      .toBe(1);

    await users.search('musu dolo');
    await expect.poll(() => users.results().count()).toBe(1);
    await users.results().first().getByRole('button', { name: 'Manage' }).click();
    const modal = UserModal(page);
    await modal.part('Roles').getByText('This user does not have any assigned role.').waitFor();
    await modal
      .part('Associated Entities')
      .getByText('This external user is not associated to any importer or distributor entity.')
      .waitFor();

    await modal.chooseRole('Distributor');
    await modal.part('User Permissions').getByText('User does not have any permission.').waitFor();
    await modal.grantPermission('Create delivery orders');
    await modal.part('User Permissions').getByText('Create delivery orders').waitFor();
    await modal.linkEntity('capitol', 'Capitol Fuel Distributors (Distributor)');
    await modal.part('Associated Entities').getByText('Capitol Fuel Distributors (Distributor)').waitFor();
    await modal.part('Associated Entities').getByRole('button', { name: 'Update' }).waitFor();

    // What the server now holds is what the screens showed.
    const stored = await session.server.db.db
      .selectFrom('users as u')
      .innerJoin('roles as r', 'r.id', 'u.roleId')
      .select(['u.id', 'r.code', 'u.isInternal'])
      .where('u.email', '=', email)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ code: 'R300', isInternal: false });
    const grants = await session.server.db.db
      .selectFrom('userPermissions as up')
      .innerJoin('permissions as p', 'p.id', 'up.permissionId')
      .select('p.code')
      .where('up.userId', '=', stored.id)
      .execute();
    expect(grants.map((g) => g.code)).toEqual(['P300']);
    const links = await session.server.db.db
      .selectFrom('userEntities as ue')
      .innerJoin('distributors as d', 'd.id', 'ue.distributorId')
      .select('d.name')
      .where('ue.userId', '=', stored.id)
      .execute();
    expect(links).toEqual([{ name: 'Capitol Fuel Distributors' }]);

    // Back on the list after a reload, the search is remembered as recent results.
    await modal.dialog.getByRole('button', { name: 'Close' }).click();
    await page.reload();
    await page.getByText('Recent search results.').waitFor();
    await users.results().filter({ hasText: email }).waitFor();

    // The Audit Log section, at its own address, shows what was just done: the registration, by the
    // administrator, and filters down to one kind.
    await page.goto(new URL('/admin-portal?section=audit', session.server.url).toString());
    const events = page.getByRole('table', { name: 'Audit events' });
    await events.getByText(email).first().waitFor();
    await page.getByRole('combobox', { name: 'Kind' }).click();
    await page.getByRole('option', { name: 'sign-in', exact: true }).click();
    await page.getByRole('button', { name: 'Search' }).click();
    await expect
      .poll(async () => new Set(await events.locator('tbody tr td:nth-child(5)').allTextContents()))
      .toEqual(new Set(['sign-in']));
  });
});
