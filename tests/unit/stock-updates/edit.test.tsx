import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import declaration from '../../../resources/stock-updates/declaration.tsx';
import { STOCK_UPDATE_MESSAGES, type StockUpdateEditInfo } from '../../../schemas/stock-update.ts';
import { recordViews } from '../../../src/records/views.tsx';
import { currentAddress, renderInAdmin } from '../helpers/renderInAdmin.tsx';
import { api, server } from '../helpers/server.ts';
import { signIn } from '../helpers/tokens.ts';
import { ENTITIES } from './fixtures.ts';

/** The kit's page, bound to the stock update declaration (mounted at its spec path by routes.ts). */
const StockUpdateEditPage = recordViews(declaration).edit!;

const EDIT_INFO: StockUpdateEditInfo = {
  importers: ENTITIES.importers.map((importer) => ({
    id: importer.id,
    name: importer.name,
    inventories: importer.inventories.map((inventory) => ({
      inventoryId: inventory.inventoryId,
      storageTankNumber: inventory.storageTankNumber,
      productName: inventory.productName,
      stockBalance: 0,
      adjustedStockBalance: inventory.adjustedStockBalance ?? 0,
    })),
  })),
  stockUpdate: {
    id: 12,
    stockUpdateId: 12,
    importerId: 3,
    stockUpdateType: 0,
    referenceNumber: 'BL-12',
    createdDate: '2026-05-04',
    inventoryInfos: [
      { inventoryId: 8, quantity: 5000, temperature: null, gravity: null, measuredVolume: null },
    ],
  },
};

async function renderEdit() {
  const put = vi.fn();
  server.use(
    http.get(api('StockUpdate/12/GetEditInfo'), () => HttpResponse.json(EDIT_INFO)),
    http.put(api('StockUpdate'), async ({ request }) => {
      put(await request.json());
      return HttpResponse.json({ id: 12, message: STOCK_UPDATE_MESSAGES.updated });
    }),
  );
  signIn();
  const view = renderInAdmin(<StockUpdateEditPage />, {
    path: '/edit-stock-request/12',
    route: '/edit-stock-request/:id',
  });
  await screen.findByRole('form', { name: 'Stock update form' });
  return { ...view, put, user: userEvent.setup() };
}

const quantity = (tank: string) =>
  screen.getByRole('textbox', { name: new RegExp(`^Quantity for tank ${tank}`) }) as HTMLInputElement;

describe('Edit stock update', { timeout: 15_000 }, () => {
  it("starts from GetEditInfo and says 'No changes has been made.' until something changes", async () => {
    const { user } = await renderEdit();
    expect(screen.getByRole('combobox', { name: 'Importer' }).textContent).toBe('Aminata Petroleum');
    expect(screen.getByRole('combobox', { name: 'Update Type' }).textContent).toBe('Shipment');
    expect((screen.getByLabelText(/^Date/) as HTMLInputElement).value).toBe('2026-05-04');
    expect((screen.getByRole('textbox', { name: 'Reference Number' }) as HTMLInputElement).value).toBe(
      'BL-12',
    );
    expect(quantity('T-01').value).toBe('');
    expect(quantity('T-02').value).toBe('5000');
    expect(screen.getByText('No changes has been made.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();

    await user.type(quantity('T-01'), '7');
    expect(screen.queryByText('No changes has been made.')).toBeNull();
    await user.clear(quantity('T-01'));
    // Back to what it was: nothing to save again.
    expect(screen.getByText('No changes has been made.')).toBeTruthy();
  });

  it('saves the changed request with its id and opens the detail', async () => {
    const view = await renderEdit();
    await view.user.clear(quantity('T-02'));
    await view.user.type(quantity('T-02'), '0');
    await view.user.type(quantity('T-01'), '9000');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentAddress(view)).toBe('/stock-request/detail/12'));
    expect(view.put).toHaveBeenCalledWith({
      stockUpdateId: 12,
      importerId: 3,
      stockUpdateType: 0,
      referenceNumber: 'BL-12',
      createdDate: '2026-05-04T00:00:00.000Z',
      inventoryInfos: [{ inventoryId: 7, quantity: 9000 }],
    });
  });

  it('refuses to save a request without any quantity', async () => {
    const view = await renderEdit();
    await view.user.clear(quantity('T-02'));
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please complete all required fields.')).toBeTruthy();
    expect(view.put).not.toHaveBeenCalled();
  });

  it('shows why a request can no longer be edited', async () => {
    server.use(
      http.get(api('StockUpdate/12/GetEditInfo'), () =>
        HttpResponse.json({ message: STOCK_UPDATE_MESSAGES.notEditable }, { status: 400 }),
      ),
    );
    signIn();
    renderInAdmin(<StockUpdateEditPage />, {
      path: '/edit-stock-request/12',
      route: '/edit-stock-request/:id',
    });
    expect((await screen.findByRole('alert')).textContent).toBe(STOCK_UPDATE_MESSAGES.notEditable);
  });
});
