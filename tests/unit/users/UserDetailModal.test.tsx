import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { UserDetailModal } from '../../../src/pages/admin-portal/users/UserDetailModal.tsx';
import type { ManagedUser } from '../../../src/pages/admin-portal/users/userQueries.ts';
import { createAuthProvider } from '../../../src/providers/authProvider.ts';
import { createDataProvider } from '../../../src/providers/dataProvider.ts';
import { STORAGE_KEYS } from '../../../src/providers/storageKeys.ts';
import { renderInAdmin } from '../helpers/renderInAdmin.tsx';
import { api, server } from '../helpers/server.ts';
import { makeUser, signIn } from '../helpers/tokens.ts';

const USER: ManagedUser = {
  id: 41,
  firstName: 'Grace',
  lastName: 'Kollie',
  middleInitial: 'w',
  email: 'grace@example.org',
  phone: null,
  isActive: true,
  isInternal: false,
  emailConfirmed: false,
  createdDate: '2026-03-04T15:07:00Z',
  createdBy: 'Ama Admin',
  lastUpdatedDate: null,
  lastUpdatedBy: null,
  roles: [],
  permissions: [],
  authorizations: [],
};

function open(user: ManagedUser = USER) {
  signIn(makeUser({ rCodes: { R500: true }, isInternal: true }));
  let current = user;
  const reads = vi.fn();
  server.use(
    http.get(api('User/41'), () => {
      reads();
      return HttpResponse.json({ userDetail: {}, ...current });
    }),
  );
  const onClose = vi.fn();
  renderInAdmin(<UserDetailModal userId={41} onClose={onClose} />);
  return { onClose, reads, user: userEvent.setup(), replace: (next: ManagedUser) => (current = next) };
}

const section = (name: string) => within(screen.getByRole('region', { name }));

describe('User detail modal', () => {
  it('shows every section with the empty states of a new external user', async () => {
    open();
    expect(await screen.findByRole('dialog', { name: 'Grace W. Kollie' })).toBeTruthy();
    expect(section('User Detail').getByText('grace@example.org')).toBeTruthy();
    expect(section('User Detail').getByText('N/A')).toBeTruthy();
    const account = section('Account Information');
    expect(account.getByText('Active')).toBeTruthy();
    expect(account.getByText(/^03\/04\/2026 \d{1,2}:\d{2} (AM|PM)$/)).toBeTruthy();
    expect(account.getByText('Ama Admin')).toBeTruthy();
    expect(account.queryByText('Last Updated Date')).toBeNull();
    expect(account.getByText('No')).toBeTruthy();
    expect(account.getByRole('button', { name: 'Send account activation email' })).toBeTruthy();
    const profile = section('Authorization Profile');
    expect(profile.getByText('No')).toBeTruthy();
    expect(profile.getByText('This user does not have any assigned role.')).toBeTruthy();
    // No role, so no permissions part; external, so the entities part.
    expect(screen.queryByRole('region', { name: 'User Permissions' })).toBeNull();
    expect(
      profile.getByText('This external user is not associated to any importer or distributor entity.'),
    ).toBeTruthy();
  });

  it('shows permissions only when the role has some, and no entities for an internal user', async () => {
    open({
      ...USER,
      isInternal: true,
      emailConfirmed: true,
      lastUpdatedDate: '2026-03-05T09:30:00Z',
      lastUpdatedBy: 'Ama Admin',
      roles: [{ id: 4, name: 'Control Room', hasPermissions: true }],
    });
    const permissions = await screen.findByRole('region', { name: 'User Permissions' });
    expect(within(permissions).getByText('User does not have any permission.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Associated Entities' })).toBeNull();
    expect(section('Account Information').getByText('Last Updated By')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resend account activation email' })).toBeTruthy();
  });

  it('Edit User opens Update User Information; Go Back returns to the detail and reads it again', async () => {
    const { user, reads } = open();
    await user.click(await screen.findByRole('button', { name: 'Edit User' }));
    expect(screen.getByRole('heading', { name: 'Update User Information' })).toBeTruthy();
    // The confirmation appears only once the e-mail changes.
    expect(screen.queryByRole('textbox', { name: /^Confirm Email/ })).toBeNull();
    const email = screen.getByRole('textbox', { name: /^Email/ });
    await user.clear(email);
    await user.type(email, 'grace.k@example.org');
    expect(screen.getByRole('textbox', { name: /^Confirm Email/ })).toBeTruthy();
    const before = reads.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(await screen.findByRole('button', { name: 'Edit User' })).toBeTruthy();
    await vi.waitFor(() => expect(reads.mock.calls.length).toBeGreaterThan(before));
  });

  it('saving sends only what the spec says, returns to the detail refreshed, with a green alert', async () => {
    let body: unknown;
    const { user, replace } = open();
    server.use(
      http.put(api('User'), async ({ request }) => {
        body = await request.json();
        replace({ ...USER, firstName: 'Gracie', isActive: false });
        return HttpResponse.json({ message: 'User successfully updated.' });
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Edit User' }));
    const first = screen.getByRole('textbox', { name: /^First Name/ });
    await user.clear(first);
    await user.type(first, 'Gracie');
    await user.click(screen.getByRole('switch', { name: 'Is Active' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('User successfully updated.')).toBeTruthy();
    expect(await screen.findByRole('dialog', { name: 'Gracie W. Kollie' })).toBeTruthy();
    expect(section('Account Information').getByText('Inactive')).toBeTruthy();
    expect(body).toEqual({
      id: 41,
      isActive: false,
      firstName: 'Gracie',
      middleInitial: 'W',
      lastName: 'Kollie',
      phone: null,
    });
  });

  it("entity search: 'Search term can not be empty.' and 'No results found.'", async () => {
    const { user } = open();
    server.use(http.get(api('Administration/Entity/Search/:term'), () => HttpResponse.json([])));
    const entities = await screen.findByRole('region', { name: 'Associated Entities' });
    await user.click(within(entities).getByRole('button', { name: 'Update' }));
    await user.click(within(entities).getByRole('button', { name: 'Search' }));
    expect(within(entities).getByText('Search term can not be empty.')).toBeTruthy();
    await user.type(within(entities).getByRole('textbox'), 'zzz');
    await user.click(within(entities).getByRole('button', { name: 'Search' }));
    expect(await within(entities).findByText('No results found.')).toBeTruthy();
  });

  it('a 403 resets the session (logout and reload) instead of showing a message', async () => {
    signIn(makeUser({ rCodes: { R500: true }, isInternal: true }));
    const logout = vi.fn();
    server.use(
      http.get(api('User/41'), () => HttpResponse.json({ message: 'Not for you.' }, { status: 403 })),
      http.post(api('Account/Logout'), () => {
        logout();
        return HttpResponse.json({ message: 'Signed out.' });
      }),
    );
    const reload = vi.fn();
    render(
      <MemoryRouter>
        <AdminContext dataProvider={createDataProvider()} authProvider={createAuthProvider({ reload })}>
          <UserDetailModal userId={41} onClose={vi.fn()} />
        </AdminContext>
      </MemoryRouter>,
    );
    await vi.waitFor(() => expect(reload).toHaveBeenCalled());
    expect(logout).toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.tokenObject)).toBeNull();
    expect(screen.queryByText('Not for you.')).toBeNull();
  });
});
