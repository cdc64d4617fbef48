import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import declaration from '../../../resources/transfer-orders/declaration.tsx';
import type { TransferOrderDetail } from '../../../schemas/transfer-order.ts';
import { recordViews } from '../../../src/records/views.tsx';
import { currentAddress, renderInAdmin } from '../helpers/renderInAdmin.tsx';
import { api, server } from '../helpers/server.ts';
import { makeUser, signIn } from '../helpers/tokens.ts';
import { detail } from './fixtures.ts';

/** The kit's page, bound to the transfer order declaration (mounted at its spec path by routes.ts). */
const TransferOrderDetailPage = recordViews(declaration).show;

/** Serves GET TransferOrder/12 (each answer in turn, the last one repeated) and records the actions. */
function serveDetail(...answers: TransferOrderDetail[]) {
  const actionBodies: unknown[] = [];
  let reads = 0;
  server.use(
    http.get(api('TransferOrder/12'), () =>
      HttpResponse.json(answers[Math.min(reads++, answers.length - 1)]),
    ),
    http.post(api('TransferOrder/Actions'), async ({ request }) => {
      actionBodies.push(await request.json());
      return HttpResponse.json({ message: 'Transfer order successfully done.' });
    }),
  );
  return { actionBodies, reads: () => reads };
}

function renderDetail() {
  signIn(makeUser({ rCodes: { R700: true }, pCodes: {}, isInternal: true }));
  const view = renderInAdmin(<TransferOrderDetailPage />, {
    path: '/transfer-order-detail/12',
    route: '/transfer-order-detail/:id',
  });
  return { ...view, user: userEvent.setup() };
}

/** Each step of the progress bar: its name, whether it is done, current or ahead, and the status shown there. */
const steps = () =>
  screen
    .getAllByTestId('progress-step')
    .map((step) => [
      step.querySelector('.MuiStepLabel-label')?.textContent,
      step.getAttribute('data-state'),
      within(step).queryByTestId('status-chip')?.textContent ?? null,
    ]);

const actions = () =>
  within(screen.getByRole('group', { name: 'Actions' }))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('Transfer order detail', () => {
  it('shows the progress bar, the order, its quantities, delivery orders, documents, comments and history', async () => {
    serveDetail(
      detail({
        reviews: [
          {
            id: 1,
            submitter: 'Ada Kollie',
            reviewAction: 'Create',
            date: '2026-05-04T09:30:00Z',
            comment: null,
          },
          {
            id: 2,
            submitter: 'Olu Dahn',
            reviewAction: 'Approve',
            date: '2026-05-05T10:00:00Z',
            comment: 'Paid',
          },
        ],
      }),
    );
    renderDetail();
    const info = (await screen.findByRole('region', { name: 'Order Information' })).textContent;
    expect(screen.getByRole('heading', { level: 1, name: 'Transfer Order Detail' })).toBeTruthy();
    for (const text of ['TO-12', 'Finance', 'Aminata Petroleum', 'Kakata Fuels', '05/04/2026', 'Ada Kollie'])
      expect(info).toContain(text);
    expect(steps()).toEqual([
      ['Operations (done)', 'done', null],
      // Its status says no more than the step's name: no chip.
      ['Finance (current)', 'current', null],
      ['Marketing', 'ahead', null],
      ['Control Room', 'ahead', null],
      ['Delivered', 'ahead', null],
    ]);
    const quantities = screen.getByRole('region', { name: 'Product and Quantity' }).textContent;
    expect(quantities).toContain('AGO');
    expect(quantities).toContain('Transfer Quantity15,000 Gal.');
    expect(quantities).toContain('Total Delivery Order Quantity0 Gal.');
    expect(quantities).toContain('Available Quantity15,000 Gal.');
    expect(screen.getByRole('region', { name: 'Delivery Orders' }).textContent).toContain(
      'No delivery orders yet.',
    );
    expect(screen.getByRole('region', { name: 'Documents' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Comments' })).toBeTruthy();
    const history = screen.getByRole('region', { name: 'History' }).textContent;
    expect(history).toContain('Olu Dahn');
    expect(history).toContain('Paid');
  });

  it('lists the delivery orders drawing on it, with their priority and dates', async () => {
    serveDetail(
      detail({
        status: { progress: 30, value: 'Approved' },
        totalDeliveryOrderQuantity: 6000,
        availableQuantity: 9000,
        deliveryOrders: [
          {
            id: 4,
            deliveryOrderNumber: 'DO-4',
            submittedDate: '2026-05-07T08:00:00Z',
            priority: 2,
            quantity: 6000,
            status: 'Fulfilled',
            fulfilledDate: '2026-05-09T08:00:00Z',
          },
          {
            id: 5,
            deliveryOrderNumber: 'DO-5',
            submittedDate: '2026-05-08T08:00:00Z',
            priority: null,
            quantity: 1000,
            status: 'Cancelled',
            fulfilledDate: null,
          },
        ],
      }),
    );
    renderDetail();
    const table = await screen.findByRole('table', { name: 'Delivery orders' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'DO NumberCreated DatePriorityQuantity (Gal.)StatusFulfilled Date',
      'DO-405/07/2026High6,000Fulfilled05/09/2026',
      'DO-505/08/2026N/A1,000CancelledN/A',
    ]);
    expect(screen.getByRole('region', { name: 'Product and Quantity' }).textContent).toContain(
      'Available Quantity9,000 Gal.',
    );
    // Approved at Control Room: still at its step, with its status there.
    expect(steps()[3]).toEqual(['Control Room (current)', 'current', 'Approved']);
  });

  it('checks every step once Delivered, and highlights it', async () => {
    serveDetail(detail({ status: { progress: 40, value: 'Delivered' } }));
    renderDetail();
    await screen.findByRole('region', { name: 'Order Information' });
    expect(steps().map(([, state]) => state)).toEqual(['done', 'done', 'done', 'done', 'done']);
    expect(screen.getByRole('region', { name: 'Order Information' }).textContent).toContain('Delivered');
  });

  it('offers the actions its setting allows, Cancel last, and the edit link when editable', async () => {
    serveDetail(
      detail({ setting: { canReview: true, canApprove: true, canCancel: true, isEditable: true } }),
    );
    renderDetail();
    await screen.findByRole('region', { name: 'Order Information' });
    expect(actions()).toEqual(['Review', 'Approve', 'Cancel']);
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/edit-transfer-order/12');
  });

  it('offers nothing the setting does not allow', async () => {
    serveDetail(detail({ canAddComment: false }));
    renderDetail();
    await screen.findByRole('region', { name: 'Order Information' });
    expect(screen.queryByRole('group', { name: 'Actions' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Comment' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();
  });

  it('approves with code 10 and a comment, and reloads the order in place', async () => {
    const { actionBodies, reads } = serveDetail(
      detail({ setting: { canApprove: true } }),
      detail({ status: { progress: 20, value: 'Marketing' } }),
    );
    const view = renderDetail();
    await view.user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve Transfer Order' });
    expect(dialog.textContent).toContain('Are you sure you want to approve this transfer order?');
    await view.user.type(within(dialog).getByLabelText('Comment (optional)'), 'Payment received');
    await view.user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(steps()[1]).toEqual(['Finance (done)', 'done', null]));
    expect(actionBodies).toEqual([{ transferOrderId: 12, actionCode: 10, comment: 'Payment received' }]);
    expect(reads()).toBe(2);
    expect(currentAddress(view)).toBe('/transfer-order-detail/12');
    expect(await screen.findByText('Transfer order successfully done.')).toBeTruthy();
  });

  it('reviews with code 5, and cancels with code 20 back to the list', async () => {
    const { actionBodies } = serveDetail(detail({ setting: { canReview: true, canCancel: true } }));
    const view = renderDetail();
    await view.user.click(await screen.findByRole('button', { name: 'Review' }));
    await view.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Review' }));
    await waitFor(() => expect(actionBodies).toHaveLength(1));
    expect(currentAddress(view)).toBe('/transfer-order-detail/12');
    await view.user.click(await screen.findByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel Transfer Order' });
    expect(dialog.textContent).toContain('Note: This action CAN NOT be reverted.');
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel transfer order' }));
    await waitFor(() => expect(currentAddress(view)).toBe('/transfer-orders/list'));
    expect(actionBodies).toEqual([
      { transferOrderId: 12, actionCode: 5 },
      { transferOrderId: 12, actionCode: 20 },
    ]);
  });
});
