import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import declaration from '../../../resources/transfer-orders/declaration.tsx';
import type { TransferOrderListItem } from '../../../schemas/transfer-order.ts';
import { recordViews } from '../../../src/records/views.tsx';
import { renderApp } from '../helpers/renderApp.tsx';
import { currentAddress, renderInAdmin } from '../helpers/renderInAdmin.tsx';
import { api, server } from '../helpers/server.ts';
import { makeUser, signIn } from '../helpers/tokens.ts';
import { filtersHandler, listItem } from './fixtures.ts';

const TransferOrderListPage = recordViews(declaration).list;

/** Serves the search with `rows` under the spec's `requests`, and records every body it was sent. */
function serveSearch(rows: TransferOrderListItem[] = [listItem(12)]) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    filtersHandler,
    http.post(api('TransferOrder/Search'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return HttpResponse.json({
        requests: rows,
        pages: 1,
        currentPage: body.pageNumber,
        total: rows.length,
        pageSize: 20,
      });
    }),
  );
  return bodies;
}

function renderList(path: string) {
  signIn(makeUser({ rCodes: { R300: true }, pCodes: { P300: true }, isInternal: false }));
  return {
    ...renderInAdmin(<TransferOrderListPage />, { path, route: '/transfer-orders/list' }),
    user: userEvent.setup(),
  };
}

describe('Transfer order list', () => {
  it('is mounted at /transfer-orders/list for a distributor agent too', async () => {
    serveSearch();
    server.use(http.get(api('Setting/AppCodes'), () => HttpResponse.json({ rCodes: {}, pCodes: {} })));
    signIn(makeUser({ rCodes: { R1100: true }, pCodes: { P300: true }, isInternal: false }));
    renderApp('/transfer-orders/list');
    expect(await screen.findByRole('heading', { name: 'Transfer Orders' }, { timeout: 10_000 })).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'TO-12' })).getAttribute('href')).toBe(
      '/transfer-order-detail/12',
    );
  }, 15_000);

  it("shows each order's number, status, quantity in Gal., date, creator, product, importer and distributor", async () => {
    serveSearch([listItem(12), listItem(13, { status: { progress: 40, value: 'Delivered' } })]);
    renderList('/transfer-orders/list');
    await screen.findByRole('link', { name: 'TO-13' });
    const [card] = screen.getAllByTestId('transfer-order-card');
    for (const text of [
      'TO-12',
      'Finance',
      '15,000 Gal.',
      '05/04/2026',
      'Ada Kollie',
      'AGO',
      'Aminata Petroleum',
      'Kakata Fuels',
    ])
      expect(card.textContent).toContain(text);
  });

  it('gives Delivered orders, and only them, a green border', () => {
    const { highlight } = declaration.list.card;
    expect(highlight?.(listItem(1, { status: { progress: 40, value: 'Delivered' } }))).toBe('success');
    expect(highlight?.(listItem(1, { status: { progress: 30, value: 'Approved' } }))).toBeUndefined();
    expect(highlight?.(listItem(1, { status: { progress: 30, value: 'Cancelled' } }))).toBeUndefined();
  });

  it("reads a dashboard tile's ?stage=, and filters by number and distributor in the address hash", async () => {
    const bodies = serveSearch();
    const view = renderList('/transfer-orders/list?stage=30');
    await screen.findByRole('link', { name: 'TO-12' });
    expect(bodies[0]).toEqual({ stage: 30, pageNumber: 1 });
    await waitFor(() => expect(currentAddress(view)).toBe('/transfer-orders/list#?stage=30'));
    await view.user.click(screen.getByRole('combobox', { name: 'Distributor' }));
    await view.user.click(await screen.findByRole('option', { name: 'Gbarnga Gas' }));
    await waitFor(() => expect(bodies.at(-1)).toEqual({ stage: 30, distributorId: 6, pageNumber: 1 }));
    await view.user.type(screen.getByRole('textbox', { name: 'Transfer Order Number' }), 'TO-1{Enter}');
    await waitFor(() =>
      expect(bodies.at(-1)).toEqual({
        stage: 30,
        distributorId: 6,
        transferOrderNumber: 'TO-1',
        pageNumber: 1,
      }),
    );
  });
});
