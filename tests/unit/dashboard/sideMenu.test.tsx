import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { TokenUser } from '../../../schemas/codes.ts';
import { dashboardSettings } from '../../../schemas/dashboard.ts';
import { t } from '../../../src/i18n/t.ts';
import { sideMenu } from '../../../src/layout/sideMenu.ts';
import { dashboardAnswer } from '../helpers/dashboardAnswer.ts';
import { renderApp } from '../helpers/renderApp.tsx';
import { api, server } from '../helpers/server.ts';
import { makeUser, signIn } from '../helpers/tokens.ts';

const importer = makeUser({ rCodes: { R100: true }, pCodes: { P100: true, P200: true } });
const distributor = makeUser({ rCodes: { R300: true }, pCodes: { P300: true, P400: true } });
const admin = makeUser({ rCodes: { R500: true }, pCodes: {}, isInternal: true });

/** The menu as each role gets it: the flags the server derives from the workflows, then the menu. */
const menuOf = (user: TokenUser, links = { importerIds: [1], distributorIds: [2] }) =>
  sideMenu(dashboardSettings(user, links), user).map((group) => [
    t(group.title),
    group.entries.map((entry) => `${t(entry.label)} ${entry.to}`),
  ]);

describe('the side menu', () => {
  it('gives an importer its lists and its create pages, and nothing internal', () => {
    expect(menuOf(importer)).toEqual([
      ['Home', ['Dashboard /']],
      [
        'Pages',
        [
          'Transfer Orders /transfer-orders/list',
          'Delivery Orders /delivery-orders/list',
          'Filling Advice Notes /filling-advice-notes/list',
          'Stock Updates /stock-request/list',
          'Stock Transfers /stock-transfer/list',
        ],
      ],
      [
        'Actions',
        [
          'Create Transfer Order /create-transfer-order',
          'Submit Stock Update /submit-stock-update',
          'Submit Stock Transfer /submit-stock-transfer',
        ],
      ],
    ]);
  });

  it('gives a distributor its orders and notes', () => {
    expect(menuOf(distributor)).toEqual([
      ['Home', ['Dashboard /']],
      [
        'Pages',
        [
          'Transfer Orders /transfer-orders/list',
          'Delivery Orders /delivery-orders/list',
          'Filling Advice Notes /filling-advice-notes/list',
        ],
      ],
      [
        'Actions',
        [
          'Create Delivery Order /create-delivery-order',
          'Create Filling Advice Note /create-filling-advice-note',
        ],
      ],
    ]);
    // Without a distributor to create for, no create page.
    expect(menuOf(distributor, { importerIds: [], distributorIds: [] }).map(([title]) => title)).toEqual([
      'Home',
      'Pages',
    ]);
  });

  it('gives an administrator every list and the internal pages', () => {
    expect(menuOf(admin)).toEqual([
      ['Home', ['Dashboard /']],
      [
        'Pages',
        [
          'Transfer Orders /transfer-orders/list',
          'Delivery Orders /delivery-orders/list',
          'Filling Advice Notes /filling-advice-notes/list',
          'Stock Updates /stock-request/list',
          'Stock Transfers /stock-transfer/list',
        ],
      ],
      [
        'Internal',
        [
          'Importers /importers/list',
          'Distributors /distributors/list',
          'Products /products/list',
          'Storage Tanks /storageTanks/list',
          'Reporting /reporting',
        ],
      ],
    ]);
  });

  it('is the dashboard alone until the flags arrive', () => {
    expect(sideMenu(undefined, importer)).toEqual([
      { title: 'app.menu.home', entries: [{ label: 'app.menu.dashboard', to: '/' }] },
    ]);
  });
});

describe('the signed-in layout', () => {
  function serve() {
    server.use(
      http.get(api('Setting/AppCodes'), () => HttpResponse.json({ rCodes: {}, pCodes: {} })),
      http.get(api('Setting/FourEyes'), () => HttpResponse.json({ enabled: false })),
      http.get(api('Report/LossesOverTolerance'), () =>
        HttpResponse.json({ from: '2026-11-01', to: '2026-11-23', overnight: 0, loading: 0 }),
      ),
      http.get(api('Dashboard'), () =>
        HttpResponse.json(
          dashboardAnswer({ settings: dashboardSettings(admin, { importerIds: [], distributorIds: [] }) }),
        ),
      ),
    );
  }

  it('marks the page shown in the side menu', async () => {
    signIn(admin);
    serve();
    renderApp('/');
    const menu = await screen.findByRole('navigation', { name: 'Side menu' });
    await within(menu).findByRole('link', { name: 'Importers' });
    const current = within(menu)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['Dashboard']);
  });

  it("moves the focus to the page with 'Skip to content', the address untouched", async () => {
    signIn(admin);
    serve();
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByRole('navigation', { name: 'Side menu' });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(document.activeElement).toBe(skip);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
    expect(window.location.hash).toBe('');
  });
});
