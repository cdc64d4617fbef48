import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import declaration from '../../../resources/transfer-orders/declaration.tsx';
import { TRANSFER_ORDER_ENTITIES } from '../../../schemas/entity-choices.ts';
import { amount } from '../../../schemas/i18n/message.ts';
import { TRANSFER_ORDER_MESSAGES } from '../../../schemas/transfer-order.ts';
import { recordViews } from '../../../src/records/views.tsx';
import { english } from '../../helpers/english.ts';
import { currentAddress, renderInAdmin } from '../helpers/renderInAdmin.tsx';
import { api, server } from '../helpers/server.ts';
import { signIn } from '../helpers/tokens.ts';
import { EDIT_INFO, ENTITIES } from './fixtures.ts';

const views = recordViews(declaration);
const CreatePage = views.create!;
const EditPage = views.edit!;

type User = ReturnType<typeof userEvent.setup>;

async function choose(user: User, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const options = async (user: User, label: string) => {
  await user.click(screen.getByRole('combobox', { name: label }));
  const names = (await screen.findAllByRole('option')).map((option) => option.textContent);
  await user.keyboard('{Escape}');
  return names;
};

const number = () => screen.getByRole('textbox', { name: 'Transfer Order Number' }) as HTMLInputElement;
const quantity = () => screen.getByRole('textbox', { name: 'Quantity (Gal.)' }) as HTMLInputElement;

async function renderCreate(answer?: () => Response) {
  const entityBodies: unknown[] = [];
  const posted = vi.fn();
  server.use(
    http.post(api('User/Entities'), async ({ request }) => {
      entityBodies.push(await request.json());
      return HttpResponse.json(ENTITIES);
    }),
    http.post(api('TransferOrder'), async ({ request }) => {
      posted(await request.json());
      return answer?.() ?? HttpResponse.json({ id: 31, message: TRANSFER_ORDER_MESSAGES.created });
    }),
  );
  signIn();
  const view = renderInAdmin(<CreatePage />, {
    path: '/create-transfer-order',
    route: '/create-transfer-order',
  });
  await screen.findByRole('form', { name: 'Transfer order form' });
  return { ...view, entityBodies, posted, user: userEvent.setup() };
}

describe('Create transfer order', { timeout: 15_000 }, () => {
  it("asks User/Entities for the user's importers with balances and the distributors", async () => {
    const { entityBodies } = await renderCreate();
    expect(entityBodies).toEqual([TRANSFER_ORDER_ENTITIES]);
    expect(screen.getByRole('heading', { level: 1, name: 'Create Transfer Order' })).toBeTruthy();
  });

  it("offers the chosen importer's products with their current and available balance", async () => {
    const { user } = await renderCreate();
    expect(screen.getByText('Select importer to choose from its products.')).toBeTruthy();
    await choose(user, 'Importer', 'Aminata Petroleum');
    expect(await options(user, 'Product')).toEqual(['AGO', 'PMS']);
    await choose(user, 'Product', 'PMS');
    expect(screen.getByText(/^Current balance: 30,000 Gal\., in the importer's tanks today\.$/)).toBeTruthy();
    expect(screen.getByText(/^Available balance: \(5,000\) Gal\., what a new order may take: /)).toBeTruthy();
    await choose(user, 'Product', 'AGO');
    expect(screen.getByText(/^Current balance: 180,000 Gal\., /)).toBeTruthy();
    expect(screen.getByText(/^Available balance: 120,000 Gal\., /)).toBeTruthy();
    // Another importer without AGO: the product is chosen again from its own.
    await choose(user, 'Importer', 'Bong Fuels');
    expect(screen.getByRole('combobox', { name: 'Product' }).textContent).not.toContain('AGO');
    expect(await options(user, 'Product')).toEqual(['PMS']);
  });

  it("says 'Please complete all required fields.' and sends nothing while a field is missing", async () => {
    const { user, posted } = await renderCreate();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please complete all required fields.')).toBeTruthy();
    await user.type(number(), 'TO-9');
    await choose(user, 'Importer', 'Aminata Petroleum');
    await choose(user, 'Product', 'AGO');
    await user.type(quantity(), '0');
    await choose(user, 'Distributor', 'Gbarnga Gas');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getAllByText('Please complete all required fields.')).toHaveLength(1));
    expect(posted).not.toHaveBeenCalled();
  });

  it('keeps the quantity as typed, shows its separators, sends the order and goes to the list', async () => {
    const view = await renderCreate();
    const { user, posted } = view;
    await user.type(number(), ' TO-2026-001 ');
    await choose(user, 'Importer', 'Aminata Petroleum');
    await choose(user, 'Product', 'AGO');
    await user.type(quantity(), '12,5a00');
    expect(quantity().value).toBe('125a00');
    expect(screen.getByText('Quantity must be a whole number of gallons.')).toBeTruthy();
    await user.clear(quantity());
    await user.type(quantity(), '12,500');
    expect(quantity().value).toBe('12500');
    await choose(user, 'Distributor', 'Gbarnga Gas');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(currentAddress(view)).toBe('/transfer-orders/list'));
    expect(posted).toHaveBeenCalledWith({
      transferOrderNumber: 'TO-2026-001',
      importerId: 3,
      productId: 1,
      quantity: 12500,
      distributorId: 6,
    });
  });

  it("shows the server's refusal of a quantity above the available balance on the form", async () => {
    const message = english('transferOrder.aboveAvailable', { available: amount(120_000) });
    const { user } = await renderCreate(() =>
      HttpResponse.json({ message, errors: { quantity: message } }, { status: 400 }),
    );
    await user.type(number(), 'TO-10');
    await choose(user, 'Importer', 'Aminata Petroleum');
    await choose(user, 'Product', 'AGO');
    await user.type(quantity(), '120001');
    await choose(user, 'Distributor', 'Kakata Fuels');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('Quantity can not be more than the available balance of 120,000 gallons.'),
    ).toBeTruthy();
    expect(quantity().getAttribute('aria-invalid')).toBe('true');
  });
});

async function renderEdit() {
  const put = vi.fn();
  server.use(
    http.get(api('TransferOrder/12/GetEditInfo'), () => HttpResponse.json(EDIT_INFO)),
    http.put(api('TransferOrder'), async ({ request }) => {
      put(await request.json());
      return HttpResponse.json({ id: 12, message: TRANSFER_ORDER_MESSAGES.updated });
    }),
  );
  signIn();
  const view = renderInAdmin(<EditPage />, {
    path: '/edit-transfer-order/12',
    route: '/edit-transfer-order/:id',
  });
  await screen.findByRole('form', { name: 'Transfer order form' });
  return { ...view, put, user: userEvent.setup() };
}

describe('Edit transfer order', { timeout: 15_000 }, () => {
  it("starts from the order and says 'No changes has been made.' until something changes", async () => {
    const { user } = await renderEdit();
    expect(number().value).toBe('TO-12');
    expect(screen.getByRole('combobox', { name: 'Importer' }).textContent).toBe('Aminata Petroleum');
    expect(screen.getByRole('combobox', { name: 'Product' }).textContent).toBe('AGO');
    expect(quantity().value).toBe('15000');
    expect(screen.getByRole('combobox', { name: 'Distributor' }).textContent).toBe('Kakata Fuels');
    expect(screen.getByText('No changes has been made.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    await user.type(quantity(), '0');
    expect(screen.queryByText('No changes has been made.')).toBeNull();
    await user.type(quantity(), '{Backspace}');
    expect(screen.getByText('No changes has been made.')).toBeTruthy();
    // Its heading links to the create page and the list.
    expect(screen.getByRole('link', { name: 'Create Transfer Order' }).getAttribute('href')).toBe(
      '/create-transfer-order',
    );
    expect(screen.getByRole('link', { name: 'Transfer Orders' }).getAttribute('href')).toBe(
      '/transfer-orders/list',
    );
  });

  it('saves the changed order with its id and goes to its detail', async () => {
    const view = await renderEdit();
    await choose(view.user, 'Distributor', 'Gbarnga Gas');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentAddress(view)).toBe('/transfer-order-detail/12'));
    expect(view.put).toHaveBeenCalledWith({
      id: 12,
      transferOrderNumber: 'TO-12',
      importerId: 3,
      productId: 1,
      quantity: 15000,
      distributorId: 6,
    });
  });
});
