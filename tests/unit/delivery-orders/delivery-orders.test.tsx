import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import declaration from '../../../resources/delivery-orders/declaration.tsx';
import type { DeliveryOrderCreationInfo, DeliveryOrderDetail } from '../../../schemas/delivery-order.ts';
import { recordViews } from '../../../src/records/views.tsx';
import { renderInAdmin } from '../helpers/renderInAdmin.tsx';
import { api, server } from '../helpers/server.ts';
import { makeUser, signIn } from '../helpers/tokens.ts';

const views = recordViews(declaration);
const CreatePage = views.create!;
const DetailPage = views.show;

const order = (id: number, number: string, productId: number, available: number) => ({
  id,
  transferOrderNumber: number,
  importerId: 1,
  importer: 'Aminata Petroleum',
  distributorId: 4,
  distributor: 'Capitol Fuel',
  productId,
  product: productId === 1 ? 'PMS' : 'AGO',
  quantity: 10_000,
  availableQuantity: available,
  date: '2026-11-01T10:00:00.000Z',
  status: 'Approved',
});

const INFO: DeliveryOrderCreationInfo = {
  transferOrders: [order(1, 'TO-1', 1, 6_000), order(2, 'TO-2', 1, 2_000), order(3, 'TO-3', 2, 5_000)],
  inventories: [
    {
      inventoryId: 9,
      importerId: 1,
      productId: 1,
      storageTankNumber: 'T-9',
      productName: 'PMS',
      adjustedStockBalance: 40_000,
    },
  ],
};

async function renderCreate(info: DeliveryOrderCreationInfo = INFO) {
  const posted = vi.fn();
  server.use(
    http.get(api('DeliveryOrder/DeliveryOrderCreationInfo'), () => HttpResponse.json(info)),
    http.post(api('DeliveryOrder'), async ({ request }) => {
      posted(await request.json());
      return HttpResponse.json({ id: 5, message: 'Delivery order successfully created.' });
    }),
  );
  signIn(makeUser({ rCodes: { R300: true }, pCodes: { P300: true } }));
  renderInAdmin(<CreatePage />, { path: '/create-delivery-order', route: '/create-delivery-order' });
  await screen.findByRole('form', { name: 'Delivery order form' });
  return { posted, user: userEvent.setup() };
}

const choose = (user: ReturnType<typeof userEvent.setup>, number: string) =>
  user.click(screen.getByRole('checkbox', { name: `Choose transfer order ${number}` }));

describe('Create delivery order', { timeout: 15_000 }, () => {
  it('says when no transfer order is available, and none is selected', async () => {
    await renderCreate({ transferOrders: [], inventories: [] });
    expect(screen.getByText('No transfer order available for delivery order.')).toBeTruthy();
    expect(screen.getByText('No transfer order has been selected.')).toBeTruthy();
  });

  it('replaces the selection with a mismatched transfer order once the user confirms', async () => {
    const { user } = await renderCreate();
    await choose(user, 'TO-1');
    await choose(user, 'TO-2');
    await choose(user, 'TO-3');
    const dialog = await screen.findByRole('dialog', { name: 'Please Confirm Transfer Order Replacement!' });
    await user.click(within(dialog).getByRole('button', { name: 'Replace' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('group', { name: 'Transfer order TO-1' })).toBeNull();
    expect(screen.getByRole('group', { name: 'Transfer order TO-3' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Transfer order TO-2' })).toBeNull();
  });

  it('checks the number, the remainder and a tank being set with the shared schema, then posts the lines', async () => {
    const { user, posted } = await renderCreate();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Delivery order number is required.')).toBeTruthy();
    expect(
      screen.getByText('At least one transfer order is required to create a delivery order.'),
    ).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Delivery Order Number' }), 'DO-7');
    await choose(user, 'TO-1');
    const line = screen.getByRole('group', { name: 'Transfer order TO-1' });
    const quantity = within(line).getByRole('textbox', { name: 'Quantity (Gal.)' });
    await user.clear(quantity);
    await user.type(quantity, '6001');
    await user.click(within(line).getByRole('checkbox', { name: 'Set tank' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('Quantity can not be more than the transfer order available quantity.'),
    ).toBeTruthy();
    expect(screen.getByText('Inventory is required.')).toBeTruthy();
    expect(posted).not.toHaveBeenCalled();
    await user.clear(quantity);
    await user.type(quantity, '6000');
    await user.click(within(line).getByRole('combobox', { name: 'Tank' }));
    await user.click(await screen.findByRole('option', { name: 'T-9 (40,000 Gal.)' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(posted).toHaveBeenCalledWith({
        deliveryOrderNumber: 'DO-7',
        transferOrders: [{ transferOrderId: 1, quantity: 6000, inventoryId: 9 }],
      }),
    );
  });
});

const DETAIL: DeliveryOrderDetail = {
  id: 12,
  deliveryOrderNumber: 'DO-12',
  status: { progress: 10, value: 'Reviewed' },
  priority: null,
  importer: { id: 1, name: 'Aminata Petroleum' },
  distributor: { id: 4, name: 'Capitol Fuel' },
  product: { id: 1, name: 'PMS' },
  quantity: 3_000,
  submittedDate: '2026-11-01T10:00:00.000Z',
  submittedBy: 'Dina Distributor',
  reviewedDate: '2026-11-02T10:00:00.000Z',
  reviewedBy: 'Olu Operations',
  approvedDate: null,
  approvedBy: null,
  fulfilledDate: null,
  fulfilledBy: null,
  transferOrders: [
    {
      id: 1,
      transferOrderNumber: 'TO-1',
      importer: 'Aminata Petroleum',
      distributor: 'Capitol Fuel',
      product: 'PMS',
      quantity: 3_000,
      date: '2026-10-01T10:00:00.000Z',
      status: 'Approved',
      inventoryId: null,
      inventoryInfo: null,
    },
  ],
  fillingAdviceNote: null,
  documents: [],
  comments: [],
  reviews: [],
  isEditable: false,
  isCancellable: true,
  isReviewable: false,
  isApprovable: true,
  canUpdateInventory: true,
  canManageDocuments: false,
  canAddComment: true,
};

describe('Delivery order detail', { timeout: 15_000 }, () => {
  it("shows 'Pending' tanks, the note text, Update Tank, and approves with the chosen priority", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get(api('DeliveryOrder/12'), () => HttpResponse.json(DETAIL)),
      http.post(api('DeliveryOrder/StatusUpdate'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: 'Delivery order successfully approved.' });
      }),
    );
    signIn(makeUser({ rCodes: { R400: true }, pCodes: {}, isInternal: true }));
    renderInAdmin(<DetailPage />, { path: '/delivery-order-detail/12', route: '/delivery-order-detail/:id' });
    const user = userEvent.setup();
    await screen.findByText('Filling Advice Note has not been created for this delivery order.');
    const table = screen.getByRole('table', { name: 'Transfer orders of the delivery order' });
    expect(within(table).getByText('Pending')).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Update Tank' })).toBeTruthy();
    const actions = screen.getByRole('group', { name: 'Actions' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Approve', 'Cancel']);
    await user.click(within(actions).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Delivery Order' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Priority' }));
    await user.click(await screen.findByRole('option', { name: 'High' }));
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(bodies).toEqual([{ deliveryOrderId: 12, status: 10, priority: 2 }]));
  });
});
