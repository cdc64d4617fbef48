import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { DashboardAnswer } from '../../schemas/dashboard.ts';
import { dashboardAnswer, NO_FLAGS } from './helpers/dashboardAnswer.ts';
import { renderApp } from './helpers/renderApp.tsx';
import { api, server } from './helpers/server.ts';
import { makeUser, signIn } from './helpers/tokens.ts';

function serve(answer: DashboardAnswer) {
  server.use(
    http.get(api('Setting/AppCodes'), () => HttpResponse.json({ rCodes: {}, pCodes: {} })),
    http.get(api('Dashboard'), () => HttpResponse.json(answer)),
    http.get(api('Setting/FourEyes'), () => HttpResponse.json({ enabled: false })),
  );
}

const links = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);

describe('Dashboard', () => {
  it('shows only the menu entries whose flags are set', async () => {
    signIn(makeUser({ rCodes: { R100: true }, pCodes: { P100: true, P200: true } }));
    serve(
      dashboardAnswer({
        settings: {
          ...NO_FLAGS,
          showTranfersOrdersList: true,
          showStockUpdatesList: true,
          canCreateTranfersOrders: true,
          canCreateStockUpdates: false,
        },
      }),
    );
    renderApp('/');
    const pageMenu = await screen.findByRole('navigation', { name: 'Page Menu' });
    expect(links(pageMenu)).toEqual([
      ['Transfer Orders', '/transfer-orders/list'],
      ['Stock Updates', '/stock-request/list'],
    ]);
    expect(links(screen.getByRole('navigation', { name: 'Action Menu' }))).toEqual([
      ['Create Transfer Order', '/create-transfer-order'],
    ]);
    expect(screen.queryByRole('navigation', { name: 'Internal' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Admin Portal' })).toBeNull();
  });

  it('offers every action whose flag is set and whose role-permission pair the user holds', async () => {
    signIn(makeUser({ rCodes: { R300: true }, pCodes: { P300: true, P400: true } }));
    const all = Object.fromEntries(Object.keys(NO_FLAGS).map((k) => [k, true])) as unknown as typeof NO_FLAGS;
    serve(dashboardAnswer({ settings: { ...all, isInternal: false } }));
    renderApp('/');
    const actions = await screen.findByRole('navigation', { name: 'Action Menu' });
    // R300 with P300 and P400: delivery orders and FANs; the R100 pairs are refused despite the flags.
    expect(links(actions)).toEqual([
      ['Create Delivery Order', '/create-delivery-order'],
      ['Create Filling Advice Note', '/create-filling-advice-note'],
    ]);
    expect(links(screen.getByRole('navigation', { name: 'Page Menu' }))).toHaveLength(5);
  });

  it('sorts tiles by order, links staged tiles with ?stage, and leaves empty sections out', async () => {
    signIn();
    serve(
      dashboardAnswer({
        transferOrders: [
          { name: 'Delivered', count: 2000, stage: 40, order: 3, countIsLowerBound: true },
          { name: 'Operations', count: 9, stage: 0, order: 1, countIsLowerBound: false },
          { name: 'Total', count: 13, stage: null, order: 0, countIsLowerBound: false },
          { name: 'Finance', count: 2, stage: 10, order: 2, countIsLowerBound: false },
        ],
        settings: { ...NO_FLAGS, showTranfersOrdersList: true },
      }),
    );
    renderApp('/');
    const section = await screen.findByRole('region', { name: 'Transfer Orders' });
    const tiles = within(section).getAllByTestId('dashboard-tile');
    // A count the server stopped at reads as at least that many.
    expect(tiles.map((t) => t.textContent)).toEqual([
      '13Total',
      '9Operations',
      '2Finance',
      '2,000+Delivered',
    ]);
    expect(within(tiles[0]).queryByRole('link')).toBeNull();
    expect(within(tiles[1]).getByRole('link').getAttribute('href')).toBe('/transfer-orders/list?stage=0');
    expect(within(tiles[3]).getByRole('link').getAttribute('href')).toBe('/transfer-orders/list?stage=40');
    expect(screen.queryByRole('region', { name: 'Delivery Orders' })).toBeNull();
  });

  it('shows the Admin Portal button for R500 and the internal links for internal users', async () => {
    signIn(makeUser({ rCodes: { R500: true }, pCodes: {}, isInternal: true }));
    serve(dashboardAnswer({ settings: { ...NO_FLAGS, isInternal: true } }));
    renderApp('/');
    const button = await screen.findByRole('link', { name: 'Admin Portal' });
    expect(button.getAttribute('href')).toBe('/admin-portal');
    expect(links(screen.getByRole('navigation', { name: 'Internal' }))).toEqual([
      ['Importers', '/importers/list'],
      ['Distributors', '/distributors/list'],
      ['Products', '/products/list'],
      ['Storage Tanks', '/storageTanks/list'],
      ['Reporting', '/reporting'],
    ]);
  });

  it('shows a failed load in an error banner', async () => {
    signIn();
    server.use(
      http.get(api('Setting/AppCodes'), () => HttpResponse.json({ rCodes: {}, pCodes: {} })),
      http.get(api('Dashboard'), () => HttpResponse.json({ message: 'x' }, { status: 500 })),
    );
    renderApp('/');
    expect((await screen.findByRole('alert')).textContent).toContain('Unexpected error occured.');
  });
});
