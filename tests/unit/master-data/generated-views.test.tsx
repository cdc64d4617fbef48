import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { viewsOf } from '../../../resources/entityViews.ts';
import { api, server } from '../helpers/server.ts';
import { renderInAdmin } from './renderInAdmin.tsx';

const products = viewsOf('products')!;
const tanks = viewsOf('storageTanks')!;
const PRODUCTS = [
  { id: 1, name: 'PMS', unitOfMeasure: 'Gallons' },
  { id: 2, name: 'AGO', unitOfMeasure: 'Gallons' },
];

describe('the generated add form (products)', () => {
  it("shows '{label} is invalid.' on blur, clears it on typing, and disables Submit meanwhile", async () => {
    const user = userEvent.setup();
    const Create = products.create;
    renderInAdmin(<Create />);
    const name = await screen.findByLabelText(/^Name/);
    await user.click(name);
    await user.tab();
    expect(await screen.findByText('Name is invalid.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit' }).hasAttribute('disabled')).toBe(true);
    await user.keyboard('Gallons'); // the tab moved to Unit of Measure
    await user.type(name, 'K');
    expect(screen.queryByText('Name is invalid.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Submit' }).hasAttribute('disabled')).toBe(false);
    // required fields carry the asterisk
    expect(within(name.closest('.MuiFormControl-root') as HTMLElement).getByText('*')).toBeTruthy();
  });

  it("posts the trimmed payload, says 'Product successfully added.' and empties the form", async () => {
    const user = userEvent.setup();
    let posted: unknown = null;
    server.use(
      http.post(api('Product'), async ({ request }) => {
        posted = await request.json();
        await new Promise((r) => setTimeout(r, 50));
        return HttpResponse.json({ id: 9, name: 'Kerosene', unitOfMeasure: 'Gallons' });
      }),
    );
    const Create = products.create;
    renderInAdmin(<Create />);
    await user.type(await screen.findByLabelText(/^Name/), '  Kerosene ');
    await user.type(screen.getByLabelText(/^Unit of Measure/), 'Gallons');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeTruthy();
    expect(await screen.findByText('Product successfully added.')).toBeTruthy();
    expect(posted).toEqual({ name: 'Kerosene', unitOfMeasure: 'Gallons' });
    await waitFor(() => expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe(''));
  });

  it('shows a 400 in a red alert and on the field it names', async () => {
    const user = userEvent.setup();
    const message = 'Name PMS is already in use.';
    server.use(
      http.post(api('Product'), () =>
        HttpResponse.json({ message, errors: { name: message } }, { status: 400 }),
      ),
    );
    const Create = products.create;
    renderInAdmin(<Create />);
    await user.type(await screen.findByLabelText(/^Name/), 'PMS');
    await user.type(screen.getByLabelText(/^Unit of Measure/), 'Gallons');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(message);
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
  });
});

describe('the generated list and manage modal (storage tanks)', () => {
  const TANKS = [
    { id: 5, number: 'T-2', productId: 2, product: { id: 2, name: 'AGO' }, productName: 'AGO' },
    { id: 4, number: 'T-1', productId: 1, product: { id: 1, name: 'PMS' }, productName: 'PMS' },
  ];

  it('lists the schema columns sorted by number; Manage shows the detail, Edit saves with PUT', async () => {
    const user = userEvent.setup();
    let put: unknown = null;
    server.use(
      http.get(api('StorageTank'), () => HttpResponse.json(TANKS)),
      http.get(api('StorageTank/4'), () => HttpResponse.json({ ...TANKS[1], inventories: [] })),
      http.get(api('Product'), () => HttpResponse.json(PRODUCTS)),
      http.put(api('StorageTank'), async ({ request }) => {
        put = await request.json();
        return HttpResponse.json({ ...TANKS[1], number: 'T-1B', inventories: [] });
      }),
    );
    const List = tanks.list;
    renderInAdmin(<List />);
    const table = await screen.findByRole('table', { name: 'Storage Tanks list' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Tank NumberProductActions',
      'T-1PMSManage',
      'T-2AGOManage',
    ]);
    await user.click(within(rows[1]).getByRole('button', { name: 'Manage' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Storage Tank: T-1')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Edit storage tank' }));
    expect(await within(dialog).findByText('Update Storage Tank')).toBeTruthy();
    const number = within(dialog).getByLabelText(/^Tank Number/);
    await user.clear(number);
    await user.type(number, 'T-1B');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(put).toEqual({ id: 4, number: 'T-1B', productId: 1 }));
    expect(await within(dialog).findByRole('button', { name: 'Edit storage tank' })).toBeTruthy();
    expect(within(dialog).getByRole('status').textContent).toContain('Storage Tank successfully updated.');
  });

  it("says 'No results were found.' for an empty list", async () => {
    server.use(http.get(api('StorageTank'), () => HttpResponse.json([])));
    const List = tanks.list;
    renderInAdmin(<List />);
    expect(await screen.findByText('No results were found.')).toBeTruthy();
  });
});
