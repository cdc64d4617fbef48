import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import declaration from '../../../resources/stock-transfers/declaration.tsx';
import type { FiltersAnswer } from '../../../schemas/dashboard.ts';
import type { StockTransferDetail } from '../../../schemas/stock-transfer.ts';
import { recordViews } from '../../../src/records/views.tsx';
import { renderApp } from '../helpers/renderApp.tsx';
import { currentAddress, renderInAdmin } from '../helpers/renderInAdmin.tsx';
import { api, server } from '../helpers/server.ts';
import { makeUser, signIn } from '../helpers/tokens.ts';
import { FILTERS } from '../stock-updates/fixtures.ts';
import { detail, listItem } from './fixtures.ts';

const { show: DetailPage } = recordViews(declaration);

const filters: FiltersAnswer = {
  ...FILTERS,
  stockTransferFilter: {
    stages: [
      { key: 0, value: 'New' },
      { key: 10, value: 'Reviewed' },
    ],
  },
};

function serveSearch() {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.get(api('Setting/Filters'), () => HttpResponse.json(filters)),
    http.get(api('Setting/AppCodes'), () => HttpResponse.json({ rCodes: {}, pCodes: {} })),
    http.post(api('StockTransfer/Search'), async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      const rows = [listItem(12), listItem(11, { referenceNumber: null, status: 'Reviewed', stage: 10 })];
      return HttpResponse.json({ results: rows, pages: 1, currentPage: 1, total: 2, pageSize: 20 });
    }),
  );
  return bodies;
}

describe('Stock transfer list', () => {
  it('is mounted at /stock-transfer/list, filters on the tile’s stage and shows the spec’s card', async () => {
    const bodies = serveSearch();
    signIn(makeUser({ rCodes: { R600: true }, pCodes: {}, isInternal: true }));
    renderApp('/stock-transfer/list?stage=10');
    expect(await screen.findByRole('heading', { name: 'Stock Transfers' }, { timeout: 10_000 })).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Transaction #12' });
    expect(link.getAttribute('href')).toBe('/stock-transfer/detail/12');
    const card = screen.getAllByTestId('stock-transfer-card')[0].textContent;
    for (const text of [
      'ST-12',
      '05/04/2026',
      'New',
      '12,000 Gallons',
      'PMS',
      'Aminata Petroleum · T-02',
      'Bong Fuels · B-01',
    ])
      expect(card).toContain(text);
    expect(screen.getAllByTestId('stock-transfer-card')[1].textContent).toContain('N/A');
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ stage: 10, pageNumber: 1 }));
    // The importer user may submit one; staff may not.
    expect(screen.queryByRole('link', { name: 'Submit Stock Transfer' })).toBeNull();
  }, 20_000);

  it('offers the submit link to an importer user with P100', async () => {
    serveSearch();
    signIn(makeUser());
    renderApp('/stock-transfer/list');
    const link = await screen.findByRole('link', { name: 'Submit Stock Transfer' }, { timeout: 10_000 });
    expect(link.getAttribute('href')).toBe('/submit-stock-transfer');
  }, 20_000);
});

function serveDetail(...answers: StockTransferDetail[]) {
  const statusBodies: unknown[] = [];
  let reads = 0;
  server.use(
    http.get(api('StockTransfer/21'), () =>
      HttpResponse.json(answers[Math.min(reads++, answers.length - 1)]),
    ),
    http.post(api('StockTransfer/StatusUpdate'), async ({ request }) => {
      const body = (await request.json()) as { status: number };
      statusBodies.push(body);
      const past = { 10: 'reviewed', 20: 'approved', 30: 'cancelled' }[body.status];
      return HttpResponse.json({ message: `Stock transfer request successfully ${past}.` });
    }),
  );
  return statusBodies;
}

function renderDetail() {
  signIn(makeUser({ rCodes: { R600: true }, pCodes: {}, isInternal: true }));
  const view = renderInAdmin(<DetailPage />, {
    path: '/stock-transfer/detail/21',
    route: '/stock-transfer/detail/:id',
  });
  return { ...view, user: userEvent.setup() };
}

describe('Stock transfer detail', { timeout: 15_000 }, () => {
  it('shows the transfer information, both ends, documents and comments', async () => {
    serveDetail(detail());
    renderDetail();
    const info = (await screen.findByRole('region', { name: 'Transfer Information' })).textContent;
    expect(screen.getByRole('heading', { level: 1, name: 'Stock Transfer Detail' })).toBeTruthy();
    for (const text of [
      'Transaction #21',
      'Reference NumberN/A',
      'New',
      '05/04/2026',
      'Ada Kollie',
      '12,000 Gallons',
    ])
      expect(info).toContain(text);
    expect(screen.getByRole('region', { name: 'Origin' }).textContent).toBe(
      'OriginImporterAminata PetroleumTank #T-02ProductPMS',
    );
    expect(screen.getByRole('region', { name: 'Destination' }).textContent).toBe(
      'DestinationImporterBong FuelsTank #B-01ProductPMS',
    );
    expect(screen.getByRole('region', { name: 'Documents' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Comments' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Actions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Comment' })).toBeNull();
  });

  it('reviews after the spec’s question and reloads in place with the server’s message', async () => {
    const statusBodies = serveDetail(
      detail({ isReviewable: true, canCancel: true, canAddComment: true }),
      detail({ status: 'Reviewed', stage: 10, isApprovable: true, canCancel: true, canAddComment: true }),
    );
    const view = renderDetail();
    await screen.findByRole('region', { name: 'Transfer Information' });
    expect(screen.getByRole('button', { name: 'Add Comment' })).toBeTruthy();
    const actions = within(screen.getByRole('group', { name: 'Actions' }));
    expect(actions.getAllByRole('button').map((b) => b.textContent)).toEqual(['Review', 'Cancel']);
    await view.user.click(actions.getByRole('button', { name: 'Review' }));
    const dialog = screen.getByRole('dialog', { name: 'Review Stock Transfer Request' });
    expect(dialog.textContent).toContain('Are you sure you want to review this stock transfer request?');
    expect(dialog.textContent).toContain('Note: This action CAN NOT be reverted.');
    await view.user.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(await screen.findByText('Stock transfer request successfully reviewed.')).toBeTruthy();
    expect(currentAddress(view)).toBe('/stock-transfer/detail/21');
    await waitFor(() =>
      expect(
        within(screen.getByRole('group', { name: 'Actions' }))
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Approve', 'Cancel']),
    );
    expect(statusBodies).toEqual([{ id: 21, status: 10 }]);
  });

  it('cancels with code 30 and goes back to the list', async () => {
    const statusBodies = serveDetail(detail({ canCancel: true }));
    const view = renderDetail();
    await screen.findByRole('region', { name: 'Transfer Information' });
    await view.user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel Stock Transfer Request' });
    expect(dialog.textContent).toContain('Are you sure you want to cancel this stock transfer request?');
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    await waitFor(() => expect(currentAddress(view)).toBe('/stock-transfer/list'));
    expect(statusBodies).toEqual([{ id: 21, status: 30 }]);
  });

  it('links to the edit page only while the transfer is editable', async () => {
    serveDetail(detail({ isEditable: true }));
    signIn(makeUser());
    renderInAdmin(<DetailPage />, { path: '/stock-transfer/detail/21', route: '/stock-transfer/detail/:id' });
    const edit = await screen.findByRole('link', { name: 'Edit Stock Transfer' });
    expect(edit.getAttribute('href')).toBe('/edit-stock-transfer/21');
    expect(screen.getByRole('link', { name: 'Submit Stock Transfer' }).getAttribute('href')).toBe(
      '/submit-stock-transfer',
    );
    expect(screen.getByRole('link', { name: 'Stock Transfers' }).getAttribute('href')).toBe(
      '/stock-transfer/list',
    );
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/');
  });
});
