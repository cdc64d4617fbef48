import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import ImportersPage from '../../../src/pages/entities/ImportersPage.tsx';
import ProductsPage from '../../../src/pages/entities/ProductsPage.tsx';
import StorageTanksPage from '../../../src/pages/storage-tanks/StorageTanksPage.tsx';
import { api, server } from '../helpers/server.ts';
import { renderInAdmin } from './renderInAdmin.tsx';

const balances = (stock: number, extra: Record<string, number> = {}) => ({
  stockBalance: stock,
  adjustedStockBalance: stock,
  pendingIncomingStockTransfersTotal: 0,
  pendingShipmentsTotal: 0,
  pendingOveragesTotal: 0,
  pendingShortagesTotal: 0,
  pendingOutGoingStockTransfersTotal: 0,
  pendingTrackingOrdersTotal: 0,
  ...extra,
});
const ATLANTIC = {
  id: 1,
  name: 'Atlantic',
  taxIdentificationNumber: 'TIN-1',
  address: '1 Broad Street',
  primaryPhone: '+231 1',
  secondaryPhone: '+231 2',
  primaryEmail: 'a@atlantic.example',
  secondaryEmail: null,
  contactPerson: 'Grace',
  isActive: false,
  registrationDate: '2026-01-02T10:00:00Z',
  fines: 0,
};
const INVENTORY = {
  inventoryId: 11,
  storageTank: { id: 4, number: 'T-101' },
  storageTankNumber: 'T-101',
  product: { id: 1, name: 'PMS' },
  productName: 'PMS',
  ...balances(-1500, {
    pendingShipmentsTotal: 20_000,
    pendingTrackingOrdersTotal: 2_500,
    adjustedStockBalance: 16_000,
  }),
};

describe('/importers/list', () => {
  it('lists importers by name and details the one in the hash, with inventory cards', async () => {
    const user = userEvent.setup();
    server.use(
      http.get(api('Importer'), () => HttpResponse.json([{ ...ATLANTIC, id: 2, name: 'Zeta' }, ATLANTIC])),
      http.get(api('Importer/1'), () => HttpResponse.json({ ...ATLANTIC, inventories: [INVENTORY] })),
    );
    renderInAdmin(<ImportersPage />, { path: '/importers/list#/1', role: 'R200' });
    const list = screen.getByRole('navigation', { name: 'Importers list' });
    expect((await within(list).findAllByRole('button')).map((b) => b.textContent)).toEqual([
      'Atlantic',
      'Zeta',
    ]);
    const detail = await screen.findByRole('region', { name: 'Importer detail' });
    expect(await within(detail).findByRole('heading', { name: 'Atlantic' })).toBeTruthy();
    // the page's fields, not the admin-only ones; status as Active/Inactive
    expect(within(detail).getByText('Inactive')).toBeTruthy();
    expect(within(detail).getByText('TIN-1')).toBeTruthy();
    expect(within(detail).queryByText('Grace')).toBeNull();
    const card = within(detail).getByLabelText('Tank T-101');
    expect(within(card).getByText('(1,500)')).toBeTruthy();
    expect(within(card).queryByText('Incoming Shipments', { exact: false })).toBeNull();
    await user.click(within(detail).getByLabelText('Show Detail'));
    expect(within(card).getByText('+ Incoming Shipments')).toBeTruthy();
    expect(within(card).getByText('20,000')).toBeTruthy();
    expect(within(card).getByText('− Pending Delivery Orders')).toBeTruthy();
    expect(within(card).getByText('16,000')).toBeTruthy();
  });

  it('prints a print-only report of the inventories, and Close clears the choice', async () => {
    const user = userEvent.setup();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    server.use(
      http.get(api('Importer'), () => HttpResponse.json([ATLANTIC])),
      http.get(api('Importer/1'), () => HttpResponse.json({ ...ATLANTIC, inventories: [INVENTORY] })),
    );
    renderInAdmin(<ImportersPage />, { path: '/importers/list#/1', role: 'R200' });
    // print-only: hidden on screen, hence `hidden`
    const report = await screen.findByLabelText('Importer report');
    expect(report.getAttribute('role')).toBe('document');
    const table = within(report).getByRole('table', { name: 'Inventories', hidden: true });
    expect(within(table).getAllByRole('row', { hidden: true })[1].textContent).toBe(
      'T-101PMS(1,500)020,0000002,50016,000',
    );
    await user.click(await screen.findByRole('button', { name: 'Print' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Importer detail' })).toBeNull();
    expect(screen.queryByLabelText('Importer report')).toBeNull();
    print.mockRestore();
  });
});

describe('/products/list', () => {
  it('shows the chosen product: name and unit of measure; an unknown one shows the error', async () => {
    const user = userEvent.setup();
    server.use(
      http.get(api('Product'), () => HttpResponse.json([{ id: 1, name: 'PMS', unitOfMeasure: 'Gallons' }])),
      http.get(api('Product/1'), () => HttpResponse.json({ id: 1, name: 'PMS', unitOfMeasure: 'Gallons' })),
    );
    renderInAdmin(<ProductsPage />, { role: 'R700', path: '/products/list' });
    await user.click(await screen.findByRole('button', { name: 'PMS' }));
    const detail = await screen.findByRole('region', { name: 'Product detail' });
    expect(await within(detail).findByText('Unit of Measure')).toBeTruthy();
    expect(within(detail).getByText('Gallons')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
  });
});

describe('/storageTanks/list', () => {
  it('shows each importer inventory of the chosen tank, in summary or in detail', async () => {
    const user = userEvent.setup();
    const tank = {
      id: 4,
      number: 'T-101',
      productId: 1,
      product: { id: 1, name: 'PMS' },
      productName: 'PMS',
    };
    server.use(
      http.get(api('StorageTank'), () => HttpResponse.json([tank])),
      http.get(api('StorageTank/4'), () =>
        HttpResponse.json({
          ...tank,
          inventories: [
            {
              id: 11,
              importerId: 1,
              importerName: 'Atlantic',
              ...balances(12_500, { pendingOveragesTotal: 40, adjustedStockBalance: 12_540 }),
            },
            { id: 12, importerId: 2, importerName: 'Lone Star', ...balances(0) },
          ],
        }),
      ),
    );
    renderInAdmin(<StorageTanksPage />, { role: 'R100', path: '/storageTanks/list' });
    await user.click(await screen.findByRole('button', { name: /Tank T-101/ }));
    const detail = await screen.findByRole('region', { name: 'Storage tank detail' });
    const table = await within(detail).findByRole('table', { name: 'Inventories in tank T-101' });
    const rows = () =>
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent);
    expect(rows()).toEqual(['ImporterStock BalanceAdjusted Balance', 'Atlantic12,50012,540', 'Lone Star00']);
    await user.click(within(detail).getByRole('button', { name: 'Detail' }));
    expect(rows()[2]).toBe('Lone Star00000000');
    expect(within(table).getByText('Overages')).toBeTruthy();
  });
});
