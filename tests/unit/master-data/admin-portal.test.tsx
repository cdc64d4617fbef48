import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
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
    ).toEqual(['Users', 'Products', 'Importers', 'Distributors', 'Storage Tanks']);
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
});
