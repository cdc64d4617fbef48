import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import type { ComponentType, ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITIES } from '../../../schemas/entities.ts';
import { gadget } from '../../fixtures/gadget.ts';
import { api, server } from '../helpers/server.ts';

// A new plain entity gets its admin portal section, list and add form from one schema file and one
// registry line: the fixture is registered before the app's modules load, with no component code.
let AdminPortalPage: ComponentType;
let renderInAdmin: (ui: ReactNode) => unknown;
beforeAll(async () => {
  ENTITIES.push(gadget);
  AdminPortalPage = (await import('../../../src/pages/admin-portal/AdminPortalPage.tsx')).default;
  renderInAdmin = (await import('./renderInAdmin.tsx')).renderInAdmin;
});
afterAll(() => {
  ENTITIES.splice(ENTITIES.indexOf(gadget), 1);
});

const PRODUCTS = [
  { id: 1, name: 'PMS', unitOfMeasure: 'Gallons' },
  { id: 2, name: 'AGO', unitOfMeasure: 'Gallons' },
];
const GADGETS = [
  {
    id: 3,
    name: 'Valve',
    contactEmail: null,
    productId: 2,
    product: { id: 2, name: 'AGO' },
    productName: 'AGO',
    isActive: true,
  },
  {
    id: 4,
    name: 'Flow meter',
    contactEmail: 'a@b.co',
    productId: 1,
    product: { id: 1, name: 'PMS' },
    productName: 'PMS',
    isActive: false,
  },
];

describe('a fixture entity in the admin portal', () => {
  it('has a menu entry and a list of its schema columns from GET Gadget', async () => {
    localStorage.setItem('ppms.adminMenu.main', 'gadgets');
    server.use(http.get(api('Gadget'), () => HttpResponse.json(GADGETS)));
    renderInAdmin(<AdminPortalPage />);
    const menu = screen.getByRole('navigation', { name: 'Admin Menu' });
    expect(
      within(menu)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Users', 'Products', 'Importers', 'Distributors', 'Storage Tanks', 'Gadgets', 'Audit Log']);
    const table = await screen.findByRole('table', { name: 'Gadgets list' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['NameProductActions', 'Flow meterPMSManage', 'ValveAGOManage']);
  });

  it('adds one through its generated form, the product chosen from GET Product', async () => {
    const user = userEvent.setup();
    localStorage.setItem('ppms.adminMenu.main', 'gadgets');
    let posted: unknown = null;
    server.use(
      http.get(api('Gadget'), () => HttpResponse.json(GADGETS)),
      http.get(api('Product'), () => HttpResponse.json(PRODUCTS)),
      http.post(api('Gadget'), async ({ request }) => {
        posted = await request.json();
        return HttpResponse.json({ ...GADGETS[0], id: 7 });
      }),
    );
    renderInAdmin(<AdminPortalPage />);
    await user.click(await screen.findByRole('tab', { name: 'Add New' }));
    expect(localStorage.getItem('ppms.adminMenu.gadgets')).toBe('add');
    const form = screen.getByRole('tabpanel');
    expect(within(form).queryByLabelText(/Is Active/)).toBeNull();
    await user.type(within(form).getByLabelText(/^Name/), 'Pump');
    await user.click(within(form).getByRole('combobox', { name: /Product/ }));
    await user.click(await screen.findByRole('option', { name: 'PMS' }));
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Gadget successfully added.')).toBeTruthy();
    await waitFor(() => expect(posted).toEqual({ name: 'Pump', contactEmail: null, productId: 1 }));
  });
});
