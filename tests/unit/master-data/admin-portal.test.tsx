import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import AdminPortalPage from '../../../src/pages/admin-portal/AdminPortalPage.tsx';
import { api, server } from '../helpers/server.ts';
import { renderInAdmin } from './renderInAdmin.tsx';

const tabs = () => screen.getAllByRole('tab').map((t) => [t.textContent, t.getAttribute('aria-selected')]);

describe('/admin-portal', () => {
  it('opens on Users, with the entities in the spec order', async () => {
    renderInAdmin(<AdminPortalPage />);
    const menu = screen.getByRole('navigation', { name: 'Admin Menu' });
    expect(
      within(menu)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Users', 'Products', 'Importers', 'Distributors', 'Storage Tanks', 'Audit Log']);
    expect(within(menu).getByRole('button', { name: 'Users' }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByRole('heading', { name: 'Users Management' })).toBeTruthy();
  });

  it("remembers the menu choice and each section's tab; each entity has the spec's tab names", async () => {
    const user = userEvent.setup();
    server.use(
      http.get(api('Distributor'), () => HttpResponse.json([])),
      http.get(api('Importer'), () => HttpResponse.json([])),
      http.get(api('StorageTank'), () => HttpResponse.json([])),
    );
    const view = renderInAdmin(<AdminPortalPage />);
    await user.click(screen.getByRole('button', { name: 'Products' }));
    expect(localStorage.getItem('ppms.adminMenu.main')).toBe('products');
    expect(tabs()).toEqual([
      ['Product List', 'false'],
      ['Add New Product', 'true'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Distributors' }));
    expect(tabs()).toEqual([
      ['List', 'true'],
      ['Add', 'false'],
    ]);
    await user.click(screen.getByRole('tab', { name: 'Add' }));
    await user.click(screen.getByRole('button', { name: 'Storage Tanks' }));
    expect(tabs().map(([label]) => label)).toEqual(['Storage Tank List', 'Add New Storage Tank']);
    await user.click(screen.getByRole('button', { name: 'Importers' }));
    expect(tabs().map(([label]) => label)).toEqual(['List', 'Add New']);
    await user.click(screen.getByRole('button', { name: 'Distributors' }));
    view.unmount();

    renderInAdmin(<AdminPortalPage />);
    expect(screen.getByRole('button', { name: 'Distributors' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('tab', { name: 'Add' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByLabelText(/^Tax Identification Number/)).toBeTruthy();
  });

  it('opens the section and tab the address names (?section=&tab=), over the one remembered', async () => {
    server.use(http.get(api('Importer'), () => HttpResponse.json([])));
    localStorage.setItem('ppms.adminMenu.main', 'products');
    renderInAdmin(<AdminPortalPage />, { path: '/admin-portal?section=importers&tab=add' });
    const menu = screen.getByRole('navigation', { name: 'Admin Menu' });
    expect(within(menu).getByRole('button', { name: 'Importers' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('tab', { name: 'Add New' }).getAttribute('aria-selected')).toBe('true');
  });

  it('puts a chosen section in the address, and an unknown one falls back to the remembered', async () => {
    const user = userEvent.setup();
    localStorage.setItem('ppms.adminMenu.main', 'users');
    renderInAdmin(
      <>
        <AdminPortalPage />
        <Address />
      </>,
      { path: '/admin-portal?section=nonsense' },
    );
    expect(await screen.findByRole('heading', { name: 'Users Management' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Products' }));
    expect(screen.getByTestId('address').textContent).toBe('/admin-portal?section=products');
    await user.click(screen.getByRole('tab', { name: 'Product List' }));
    expect(screen.getByTestId('address').textContent).toBe('/admin-portal?section=products&tab=list');
  });
});

/** The router's current address, for the test to read. */
function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{`${pathname}${search}`}</output>;
}
