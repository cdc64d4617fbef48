import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import declaration from '../../../resources/stock-updates/declaration.tsx';
import type { StockUpdateDetail } from '../../../schemas/stock-update.ts';
import { recordViews } from '../../../src/records/views.tsx';
import { currentAddress, renderInAdmin } from '../helpers/renderInAdmin.tsx';
import { api, server } from '../helpers/server.ts';
import { makeUser, signIn } from '../helpers/tokens.ts';
import { detail } from './fixtures.ts';

/** The kit's page, bound to the stock update declaration (mounted at its spec path by routes.ts). */
const StockUpdateDetailPage = recordViews(declaration).show;

/** Serves GET StockUpdate/12 (each answer in turn, the last one repeated) and records status updates. */
function serveDetail(...answers: StockUpdateDetail[]) {
  const statusBodies: unknown[] = [];
  let reads = 0;
  server.use(
    http.get(api('StockUpdate/12'), () => HttpResponse.json(answers[Math.min(reads++, answers.length - 1)])),
    http.post(api('StockUpdate/StatusUpdate'), async ({ request }) => {
      statusBodies.push(await request.json());
      return HttpResponse.json({ message: 'Stock update request successfully done.' });
    }),
  );
  return { statusBodies, reads: () => reads };
}

function renderDetail() {
  signIn(makeUser({ rCodes: { R600: true }, pCodes: {}, isInternal: true }));
  const view = renderInAdmin(<StockUpdateDetailPage />, {
    path: '/stock-request/detail/12',
    route: '/stock-request/detail/:id',
  });
  return { ...view, user: userEvent.setup() };
}

const actions = () =>
  within(screen.getByRole('group', { name: 'Actions' }))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('Stock update detail', () => {
  it('shows the request, its lines, documents, comments and history', async () => {
    serveDetail(
      detail({
        reviews: [
          {
            id: 1,
            submitter: 'Musu Kamara',
            reviewAction: 'Review',
            date: '2026-05-05T10:00:00Z',
            comment: 'Tickets match',
          },
        ],
      }),
    );
    renderDetail();
    const info = (await screen.findByRole('region', { name: 'Request Information' })).textContent;
    expect(screen.getByRole('heading', { level: 1, name: 'Stock Update Detail' })).toBeTruthy();
    for (const text of [
      'BL-12',
      'New',
      'Shipment',
      'Aminata Petroleum',
      '05/04/2026',
      '15,000 Gallons',
      'Ada Kollie',
    ])
      expect(info).toContain(text);
    const rows = within(screen.getByRole('table', { name: 'Inventory' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Tank #ProductQuantity (Gal.)',
      'T-01AGO10,000',
      'T-02PMS5,000',
      'Total15,000',
    ]);
    expect(screen.getByRole('region', { name: 'Documents' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Comments' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'History' }).textContent).toContain('Tickets match');
  });

  it('offers only the actions its flags allow', async () => {
    serveDetail(detail({ isEditable: true, canCancel: true, canAddComment: true, canManageDocuments: true }));
    renderDetail();
    await screen.findByRole('region', { name: 'Request Information' });
    expect(actions()).toEqual(['Cancel']);
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/edit-stock-request/12');
    expect(screen.getByRole('button', { name: 'Add Comment' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeTruthy();
  });

  it('offers nothing on a closed request', async () => {
    serveDetail(detail({ status: 'Approved', stage: 20 }));
    renderDetail();
    await screen.findByRole('region', { name: 'Request Information' });
    expect(screen.queryByRole('group', { name: 'Actions' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Comment' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();
  });

  it('reviews with a comment after confirmation, then goes back to the list', async () => {
    const { statusBodies } = serveDetail(detail({ isReviewable: true, canCancel: true }));
    const view = renderDetail();
    await screen.findByRole('region', { name: 'Request Information' });
    // The irreversible Cancel is never the first button of the row.
    expect(actions()).toEqual(['Review', 'Cancel']);
    await view.user.click(screen.getByRole('button', { name: 'Review' }));
    const dialog = screen.getByRole('dialog', { name: 'Review Stock Update Request' });
    expect(dialog.textContent).toContain('Are you sure you want to review this stock update request?');
    expect(dialog.textContent).toContain('Note: This action CAN NOT be reverted.');
    await view.user.type(within(dialog).getByLabelText('Comment (optional)'), 'Tickets match');
    await view.user.click(within(dialog).getByRole('button', { name: 'Review' }));
    await waitFor(() => expect(currentAddress(view)).toBe('/stock-request/list'));
    expect(statusBodies).toEqual([{ id: 12, status: 10, comment: 'Tickets match' }]);
  });

  it('cancels with code 30 and goes back to the list', async () => {
    const { statusBodies } = serveDetail(detail({ canCancel: true }));
    const view = renderDetail();
    await view.user.click(await screen.findByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel Stock Update Request' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    await waitFor(() => expect(currentAddress(view)).toBe('/stock-request/list'));
    expect(statusBodies).toEqual([{ id: 12, status: 30 }]);
  });

  it('approves with code 20 and reloads the request in place', async () => {
    const { statusBodies, reads } = serveDetail(
      detail({ status: 'Reviewed', stage: 10, isApprovable: true }),
      detail({
        status: 'Approved',
        stage: 20,
        approvedDate: '2026-05-06T08:00:00Z',
        approvedBy: 'Musu Kamara',
      }),
    );
    const view = renderDetail();
    await view.user.click(await screen.findByRole('button', { name: 'Approve' }));
    await view.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Request Information' }).textContent).toContain(
        'Musu Kamara',
      ),
    );
    expect(statusBodies).toEqual([{ id: 12, status: 20 }]);
    expect(reads()).toBe(2);
    expect(currentAddress(view)).toBe('/stock-request/detail/12');
    expect(screen.queryByRole('group', { name: 'Actions' })).toBeNull();
    // The server's text stays on the reloaded page, in green.
    expect(await screen.findByText('Stock update request successfully done.')).toBeTruthy();
  });

  it('keeps the dialog open with the server refusal when an action fails', async () => {
    serveDetail(detail({ isApprovable: true }));
    server.use(
      http.post(api('StockUpdate/StatusUpdate'), () =>
        HttpResponse.json({ message: 'This stock update request is already approved.' }, { status: 400 }),
      ),
    );
    const view = renderDetail();
    await view.user.click(await screen.findByRole('button', { name: 'Approve' }));
    await view.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' }));
    expect(
      await within(screen.getByRole('dialog')).findByText('This stock update request is already approved.'),
    ).toBeTruthy();
    expect(currentAddress(view)).toBe('/stock-request/detail/12');
  });

  it('shows an unknown or hidden request as the catalogue says', async () => {
    server.use(
      http.get(api('StockUpdate/12'), () => HttpResponse.json({ message: 'Not found.' }, { status: 404 })),
    );
    renderDetail();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Something went wrong. Please try again later.',
    );
  });
});
