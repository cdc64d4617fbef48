import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import declaration from '../../../resources/stock-updates/declaration.tsx';
import { STOCK_UPDATE_MESSAGES } from '../../../schemas/stock-update.ts';
import { recordViews } from '../../../src/records/views.tsx';
import { currentAddress, renderInAdmin } from '../helpers/renderInAdmin.tsx';
import { api, server } from '../helpers/server.ts';
import { signIn } from '../helpers/tokens.ts';
import { ENTITIES } from './fixtures.ts';

/** The kit's page, bound to the stock update declaration (mounted at its spec path by routes.ts). */
const StockUpdateSubmitPage = recordViews(declaration).create!;

const COMPLETE = 'Please complete all required fields.';

function serve(entities = ENTITIES) {
  const entityBodies: unknown[] = [];
  const posted = vi.fn();
  server.use(
    http.post(api('User/Entities'), async ({ request }) => {
      entityBodies.push(await request.json());
      return HttpResponse.json(entities);
    }),
    http.post(api('stockUpdate'), async ({ request }) => {
      posted(await request.json());
      return HttpResponse.json({ id: 55, message: STOCK_UPDATE_MESSAGES.submitted });
    }),
  );
  return { entityBodies, posted };
}

async function renderSubmit() {
  signIn();
  const view = renderInAdmin(<StockUpdateSubmitPage />, {
    path: '/submit-stock-update',
    route: '/submit-stock-update',
  });
  await screen.findByRole('form', { name: 'Stock update form' });
  return { ...view, user: userEvent.setup() };
}

type User = ReturnType<typeof userEvent.setup>;

async function choose(user: User, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const quantity = (tank: string) =>
  screen.getByRole('textbox', { name: new RegExp(`^Quantity for tank ${tank}`) });

async function fillHeader(user: User, date = '2026-05-04') {
  await choose(user, 'Importer', 'Aminata Petroleum');
  await choose(user, 'Update Type', 'Overage Adjustment');
  await user.type(screen.getByLabelText(/^Date/), date);
  await user.type(screen.getByRole('textbox', { name: 'Reference Number' }), 'BL-2026-17');
}

describe('Submit stock update', { timeout: 15_000 }, () => {
  it("asks User/Entities for the user's importers with adjusted balances", async () => {
    const { entityBodies } = serve();
    await renderSubmit();
    expect(entityBodies).toEqual([
      {
        includeImporters: true,
        includeDistributors: false,
        ensureImporterAuthorization: true,
        ensureDistributorAuthorization: false,
        calculateAdjustedStockBalance: true,
      },
    ]);
  });

  it("says 'Please complete all required fields.' and sends nothing while anything required is missing", async () => {
    const { posted } = serve();
    const { user } = await renderSubmit();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(COMPLETE)).toBeTruthy();
    // Everything but a quantity: still incomplete.
    await fillHeader(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getAllByText(COMPLETE)).toHaveLength(1));
    expect(posted).not.toHaveBeenCalled();
  });

  it("lists the chosen importer's inventories, drops separators and a zero line from the request", async () => {
    const { posted } = serve();
    const view = await renderSubmit();
    const { user } = view;
    expect(screen.getByText('Select importer to display inventories.')).toBeTruthy();
    await fillHeader(user);
    expect(screen.getByText('(1,500)')).toBeTruthy();
    await user.type(quantity('T-01'), '12,500');
    expect((quantity('T-01') as HTMLInputElement).value).toBe('12500');
    await user.type(quantity('T-02'), '3000');
    expect(screen.getByText('2 lines, 15,500 Gallons')).toBeTruthy();
    await user.clear(quantity('T-02'));
    await user.type(quantity('T-02'), '0');
    expect(screen.getByText('1 line, 12,500 Gallons')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(currentAddress(view)).toBe('/stock-request/detail/55'));
    expect(posted).toHaveBeenCalledWith({
      createdDate: '2026-05-04T00:00:00.000Z',
      stockUpdateType: 2,
      referenceNumber: 'BL-2026-17',
      importerId: 3,
      inventoryInfos: [{ inventoryId: 7, quantity: 12500 }],
    });
  });

  it('refuses a date in the future', async () => {
    const { posted } = serve();
    const { user } = await renderSubmit();
    await fillHeader(user, format(addDays(new Date(), 1), 'yyyy-MM-dd'));
    await user.type(quantity('T-01'), '100');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(STOCK_UPDATE_MESSAGES.dateInFuture)).toBeTruthy();
    expect(posted).not.toHaveBeenCalled();
  });

  it('chooses the only importer by itself', async () => {
    serve({ ...ENTITIES, importers: [ENTITIES.importers[0]] });
    await renderSubmit();
    expect(screen.getByRole('combobox', { name: 'Importer' }).textContent).toBe('Aminata Petroleum');
    expect(quantity('T-01')).toBeTruthy();
  });

  it('shows the server refusal and stays on the form', async () => {
    serve();
    server.use(
      http.post(api('stockUpdate'), () =>
        HttpResponse.json({ message: STOCK_UPDATE_MESSAGES.inventoryNotOfImporter }, { status: 400 }),
      ),
    );
    const view = await renderSubmit();
    await fillHeader(view.user);
    await view.user.type(quantity('T-01'), '100');
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(STOCK_UPDATE_MESSAGES.inventoryNotOfImporter)).toBeTruthy();
    expect(currentAddress(view)).toBe('/submit-stock-update');
  });
});
