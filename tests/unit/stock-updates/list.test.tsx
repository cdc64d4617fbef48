import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import declaration from '../../../resources/stock-updates/declaration.tsx';
import { SEARCH_MESSAGES } from '../../../schemas/search.ts';
import { recordViews } from '../../../src/records/views.tsx';
import { renderApp } from '../helpers/renderApp.tsx';
import { currentAddress, renderInAdmin } from '../helpers/renderInAdmin.tsx';
import { api, server } from '../helpers/server.ts';
import { makeUser, signIn } from '../helpers/tokens.ts';
import { filtersHandler, listItem } from './fixtures.ts';

/** The kit's page, bound to the stock update declaration (mounted at its spec path by routes.ts). */
const StockUpdateListPage = recordViews(declaration).list;

/** Serves the search with `rows` (pages of 20) and records every body it was sent. */
function serveSearch(rows = [listItem(12)], pages = 1) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    filtersHandler,
    http.post(api('StockUpdate/Search'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return HttpResponse.json({
        results: rows,
        pages,
        currentPage: body.pageNumber,
        total: rows.length,
        pageSize: 20,
      });
    }),
  );
  return bodies;
}

function renderList(path: string) {
  signIn(makeUser({ rCodes: { R600: true }, pCodes: {}, isInternal: true }));
  return {
    ...renderInAdmin(<StockUpdateListPage />, { path, route: '/stock-request/list' }),
    user: userEvent.setup(),
  };
}

const hashOf = (view: ReturnType<typeof renderList>) => new URL(`http://x${currentAddress(view)}`).hash;

describe('Stock update list', () => {
  it('is mounted at /stock-request/list behind its guard', async () => {
    serveSearch();
    server.use(http.get(api('Setting/AppCodes'), () => HttpResponse.json({ rCodes: {}, pCodes: {} })));
    signIn(makeUser({ rCodes: { R500: true }, pCodes: {}, isInternal: true }));
    renderApp('/stock-request/list');
    // The page's code loads lazily on first use, which takes a while under the test transform.
    expect(await screen.findByRole('heading', { name: 'Stock Updates' }, { timeout: 10_000 })).toBeTruthy();
    expect(await screen.findByRole('link', { name: '#12' })).toBeTruthy();
  }, 15_000);

  it("reads the dashboard tile's ?stage= and keeps it in the address hash", async () => {
    const bodies = serveSearch();
    const view = renderList('/stock-request/list?stage=10');
    await screen.findByRole('link', { name: '#12' });
    expect(bodies.at(-1)).toEqual({ stage: 10, pageNumber: 1 });
    await waitFor(() => expect(currentAddress(view)).toBe('/stock-request/list#?stage=10'));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Stage' }).textContent).toBe('Reviewed'));
  });

  it('restores every filter from the address and writes changes back to it', async () => {
    const bodies = serveSearch();
    const view = renderList('/stock-request/list#?referenceNumber=BL-1&importerId=3&pageNumber=2');
    await screen.findByRole('link', { name: '#12' });
    expect(bodies[0]).toEqual({ referenceNumber: 'BL-1', importerId: 3, pageNumber: 2 });
    expect((screen.getByRole('textbox', { name: 'Reference Number' }) as HTMLInputElement).value).toBe(
      'BL-1',
    );
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Importer' }).textContent).toBe('Aminata Petroleum'),
    );

    await view.user.click(screen.getByRole('combobox', { name: 'Product' }));
    await view.user.click(await screen.findByRole('option', { name: 'PMS' }));
    // A filter change keeps the others and goes back to page 1.
    await waitFor(() => expect(hashOf(view)).toBe('#?referenceNumber=BL-1&importerId=3&productId=2'));
    await waitFor(() =>
      expect(bodies.at(-1)).toEqual({ referenceNumber: 'BL-1', importerId: 3, productId: 2, pageNumber: 1 }),
    );

    await view.user.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    await waitFor(() => expect(hashOf(view)).toBe(''));
    await waitFor(() => expect(bodies.at(-1)).toEqual({ pageNumber: 1 }));
    expect(screen.queryByRole('button', { name: 'Clear All Filters' })).toBeNull();
  });

  it('searches a reference number on Search and clears it with the clear button', async () => {
    const bodies = serveSearch();
    const view = renderList('/stock-request/list');
    await screen.findByRole('link', { name: '#12' });
    const search = screen.getByRole('button', { name: 'Search' }) as HTMLButtonElement;
    expect(search.disabled).toBe(true);
    await view.user.type(screen.getByRole('textbox', { name: 'Reference Number' }), 'BL-77{Enter}');
    await waitFor(() => expect(hashOf(view)).toBe('#?referenceNumber=BL-77'));
    await waitFor(() => expect(bodies.at(-1)).toEqual({ referenceNumber: 'BL-77', pageNumber: 1 }));
    await view.user.click(screen.getByRole('button', { name: 'Clear reference number' }));
    await waitFor(() => expect(hashOf(view)).toBe(''));
  });

  it('shows cards with their link, Page X of Y, and Go to top from 10 results', async () => {
    serveSearch(
      Array.from({ length: 10 }, (_, i) => listItem(100 + i, { status: i ? 'New' : 'Reviewed' })),
      3,
    );
    const view = renderList('/stock-request/list#?pageNumber=2');
    const link = await screen.findByRole('link', { name: '#100' });
    expect(link.getAttribute('href')).toBe('/stock-request/detail/100');
    const card = screen.getAllByTestId('stock-update-card')[0];
    for (const text of ['05/04/2026', 'Reviewed', 'Shipment', 'Aminata Petroleum', 'Ada Kollie', 'BL-100'])
      expect(card.textContent).toContain(text);
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Go to top' }) as HTMLButtonElement).disabled).toBe(false);
    await view.user.click(screen.getByRole('button', { name: 'Go to page 3' }));
    await waitFor(() => expect(hashOf(view)).toBe('#?pageNumber=3'));
  });

  it("says 'No results were found.' and keeps Go to top disabled under 10 results", async () => {
    serveSearch([], 0);
    renderList('/stock-request/list');
    expect(await screen.findByText('No results were found.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Go to top' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows a failed search in the empty-state area', async () => {
    server.use(
      filtersHandler,
      http.post(api('StockUpdate/Search'), () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
    );
    renderList('/stock-request/list');
    const area = await screen.findByRole('alert');
    expect(area.textContent).toBe('Unexpected error occured.');
  });

  it('refuses a future date or a reversed range and sends no search for it', async () => {
    const bodies = serveSearch();
    const tomorrow = format(addDays(new Date(), 1), 'yyyy-MM-dd');
    renderList(`/stock-request/list#?createdFrom=${tomorrow}`);
    expect(await screen.findByText(SEARCH_MESSAGES.dateInFuture)).toBeTruthy();
    expect(bodies).toHaveLength(0);
  });

  it('sends a valid range as yyyy-MM-dd and refuses from later than to', async () => {
    const bodies = serveSearch();
    const view = renderList('/stock-request/list#?createdFrom=2026-01-10&createdTo=2026-01-31');
    await screen.findByRole('link', { name: '#12' });
    expect(bodies[0]).toEqual({ createdFrom: '2026-01-10', createdTo: '2026-01-31', pageNumber: 1 });
    const to = screen.getByLabelText('Created To');
    await view.user.clear(to);
    await view.user.type(to, '2026-01-05');
    expect(await screen.findByText(SEARCH_MESSAGES.fromAfterTo)).toBeTruthy();
    expect(bodies.every((body) => body.createdTo !== '2026-01-05')).toBe(true);
  });
});
