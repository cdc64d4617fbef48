import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import declaration from '../../../resources/stock-transfers/declaration.tsx';
import { STOCK_TRANSFER_MESSAGES, type StockTransferEditInfo } from '../../../schemas/stock-transfer.ts';
import { recordViews } from '../../../src/records/views.tsx';
import { currentAddress, renderInAdmin } from '../helpers/renderInAdmin.tsx';
import { api, server } from '../helpers/server.ts';
import { signIn } from '../helpers/tokens.ts';
import { ENTITIES } from './fixtures.ts';

/** The kit's pages, bound to the stock transfer declaration (mounted at their spec paths by routes.ts). */
const { create: SubmitPage, edit: EditPage } = recordViews(declaration);

type User = ReturnType<typeof userEvent.setup>;

function serve() {
  const entityBodies: unknown[] = [];
  const sent = vi.fn();
  server.use(
    http.post(api('User/Entities'), async ({ request }) => {
      entityBodies.push(await request.json());
      return HttpResponse.json(ENTITIES);
    }),
    http.post(api('stockTransfer'), async ({ request }) => {
      sent(await request.json());
      return HttpResponse.json({ id: 55, message: STOCK_TRANSFER_MESSAGES.submitted });
    }),
    http.put(api('stockTransfer'), async ({ request }) => {
      sent(await request.json());
      return HttpResponse.json({ id: 21, message: STOCK_TRANSFER_MESSAGES.updated });
    }),
    http.get(api('stockTransfer/21/GetEditInfo'), () => HttpResponse.json(EDIT_INFO)),
  );
  return { entityBodies, sent };
}

const EDIT_INFO: StockTransferEditInfo = {
  importers: ENTITIES.importers,
  stockTransfer: {
    id: 21,
    fromInventoryId: 8,
    toInventoryId: 10,
    quantity: 12_000,
    referenceNumber: 'ST-21',
    createdDate: '2026-05-04',
  },
};

async function render(mode: 'create' | 'edit') {
  signIn();
  const [Page, path, route] =
    mode === 'create'
      ? [SubmitPage!, '/submit-stock-transfer', '/submit-stock-transfer']
      : [EditPage!, '/edit-stock-transfer/21', '/edit-stock-transfer/:id'];
  const view = renderInAdmin(<Page />, { path, route });
  await screen.findByRole('form', { name: 'Stock transfer form' });
  return { ...view, user: userEvent.setup() };
}

async function choose(user: User, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const quantity = () => screen.getByRole('textbox', { name: 'Quantity (Gal.)' }) as HTMLInputElement;

async function fill(user: User, values: { from: string; toImporter: string; to: string; quantity: string }) {
  await user.type(screen.getByLabelText(/^Date/), '2026-05-04');
  await choose(user, 'Origin Inventory', values.from);
  await choose(user, 'Destination Importer', values.toImporter);
  await choose(user, 'Destination Inventory', values.to);
  await user.type(quantity(), values.quantity);
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Submit' }));

describe('Submit stock transfer', { timeout: 20_000 }, () => {
  it('picks origins among the user’s own importers and destinations among all', async () => {
    const { entityBodies } = serve();
    const { user } = await render('create');
    expect(entityBodies).toEqual([
      {
        includeImporters: true,
        includeDistributors: false,
        ensureImporterAuthorization: false,
        ensureDistributorAuthorization: false,
        calculateAdjustedStockBalance: true,
      },
    ]);
    // The one importer of its own is chosen already; its inventories show their adjusted balances.
    expect(screen.getByRole('combobox', { name: 'Origin Importer' }).textContent).toBe('Aminata Petroleum');
    await user.click(screen.getByRole('combobox', { name: 'Origin Inventory' }));
    const origins = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(origins.map((o) => o.textContent)).toEqual([
      'Tank T-01 · AGO · 120,000 Gallons',
      'Tank T-02 · PMS · 40,000 Gallons',
      'Tank T-03 · PMS · 0 Gallons',
    ]);
    await user.click(origins[1]);
    expect(screen.getByText('Adjusted balance of the origin: 40,000 Gallons')).toBeTruthy();
    expect(screen.getByText('Select importer to display inventories.')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Destination Importer' }));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Aminata Petroleum', 'Bong Fuels']);
    await user.click(screen.getByRole('option', { name: 'Bong Fuels' }));
    // Only tanks of the origin's product can be chosen.
    await user.click(screen.getByRole('combobox', { name: 'Destination Inventory' }));
    const destinations = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(destinations.map((o) => [o.textContent, o.getAttribute('aria-disabled')])).toEqual([
      ['Tank B-01 · PMS', null],
      ['Tank B-02 · AGO', 'true'],
    ]);
  });

  it('says what is missing and sends nothing', async () => {
    const { sent } = serve();
    const { user } = await render('create');
    await submit(user);
    expect(await screen.findAllByText(STOCK_TRANSFER_MESSAGES.required)).not.toHaveLength(0);
    expect(screen.getAllByText(STOCK_TRANSFER_MESSAGES.inventories)).not.toHaveLength(0);
    expect(sent).not.toHaveBeenCalled();
  });

  it('refuses one inventory at both ends, two products, and more than the origin’s adjusted balance', async () => {
    const { sent } = serve();
    const { user } = await render('create');
    await fill(user, {
      from: 'Tank T-02 · PMS · 40,000 Gallons',
      toImporter: 'Aminata Petroleum',
      to: 'Tank T-02 · PMS',
      quantity: '40001',
    });
    await submit(user);
    expect(await screen.findAllByText(STOCK_TRANSFER_MESSAGES.sameInventory)).not.toHaveLength(0);
    expect(screen.getAllByText(STOCK_TRANSFER_MESSAGES.overBalance)).not.toHaveLength(0);
    // A destination chosen first, then an origin of another product.
    await choose(user, 'Destination Inventory', 'Tank T-03 · PMS');
    await choose(user, 'Origin Inventory', 'Tank T-01 · AGO · 120,000 Gallons');
    await submit(user);
    expect(await screen.findAllByText(STOCK_TRANSFER_MESSAGES.sameProduct)).not.toHaveLength(0);
    expect(sent).not.toHaveBeenCalled();
  });

  it('sends the spec’s payload, separators dropped, and opens the new transfer', async () => {
    const { sent } = serve();
    const view = await render('create');
    await fill(view.user, {
      from: 'Tank T-02 · PMS · 40,000 Gallons',
      toImporter: 'Bong Fuels',
      to: 'Tank B-01 · PMS',
      quantity: '12,500',
    });
    expect(quantity().value).toBe('12500');
    await view.user.type(screen.getByRole('textbox', { name: 'Reference Number' }), 'ST-77');
    await submit(view.user);
    await waitFor(() => expect(currentAddress(view)).toBe('/stock-transfer/detail/55'));
    expect(sent).toHaveBeenCalledWith({
      createdDate: '2026-05-04T00:00:00.000Z',
      referenceNumber: 'ST-77',
      fromInventoryId: 8,
      toInventoryId: 10,
      quantity: 12_500,
    });
  });
});

describe('Edit stock transfer', { timeout: 20_000 }, () => {
  it('starts from GetEditInfo, saves only when changed, and does not hold the edit to the balance', async () => {
    const { sent } = serve();
    const view = await render('edit');
    expect(screen.getByRole('combobox', { name: 'Origin Inventory' }).textContent).toBe(
      'Tank T-02 · PMS · 40,000 Gallons',
    );
    expect(screen.getByRole('combobox', { name: 'Destination Importer' }).textContent).toBe('Bong Fuels');
    expect(quantity().value).toBe('12000');
    expect(screen.getByText('No changes has been made.')).toBeTruthy();
    await view.user.clear(quantity());
    await view.user.type(quantity(), '50000');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentAddress(view)).toBe('/stock-transfer/detail/21'));
    expect(sent).toHaveBeenCalledWith({
      id: 21,
      createdDate: '2026-05-04T00:00:00.000Z',
      referenceNumber: 'ST-21',
      fromInventoryId: 8,
      toInventoryId: 10,
      quantity: 50_000,
    });
  });
});
