import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import UserSearch from '../../../src/pages/admin-portal/users/UserSearch.tsx';
import { STORAGE_KEYS } from '../../../src/providers/storageKeys.ts';
import { renderInAdmin } from '../helpers/renderInAdmin.tsx';
import { api, server } from '../helpers/server.ts';
import { makeUser, signIn } from '../helpers/tokens.ts';

const ROW = {
  id: 41,
  fullName: 'Grace W. Kollie',
  firstName: 'Grace',
  middleInitial: 'W',
  lastName: 'Kollie',
  email: 'grace@example.org',
  isActive: true,
  isInternal: false,
};

function renderSearch() {
  signIn(makeUser({ rCodes: { R500: true }, pCodes: {}, isInternal: true }));
  const user = userEvent.setup();
  const view = renderInAdmin(<UserSearch />);
  const search = async (term: string) => {
    const box = screen.getByRole('textbox', { name: 'Search by name or e-mail' });
    await user.clear(box);
    if (term) await user.type(box, term);
    await user.click(screen.getByRole('button', { name: 'Search' }));
  };
  return { ...view, user, search };
}

const cached = () => localStorage.getItem(STORAGE_KEYS.adminStoredUsers);

describe('User search', () => {
  it("refuses an empty term with the spec's text, without calling the server", async () => {
    const called = vi.fn();
    server.use(http.get(api('User/Search/*'), called));
    const { search } = renderSearch();
    await search('   ');
    expect(await screen.findByText('Search term is required to seach users.')).toBeTruthy();
    expect(called).not.toHaveBeenCalled();
  });

  it('lists full name, e-mail and Manage; results are cached and shown as recent on return', async () => {
    let asked = '';
    server.use(
      http.get(api('User/Search/:term'), ({ params }) => {
        asked = String(params.term);
        return HttpResponse.json({ users: [ROW] });
      }),
    );
    const { search, unmount } = renderSearch();
    await search('kollie w');
    expect(await screen.findByText('Grace W. Kollie')).toBeTruthy();
    expect(asked).toBe('kollie w');
    expect(screen.getByText('grace@example.org')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Manage' })).toBeTruthy();
    // Fresh results are not "recent".
    expect(screen.queryByText('Recent search results.')).toBeNull();
    expect(JSON.parse(cached()!)).toEqual({ term: 'kollie w', users: [ROW] });
    unmount();

    renderInAdmin(<UserSearch />);
    expect(screen.getByText('Recent search results.')).toBeTruthy();
    expect(screen.getByText('Grace W. Kollie')).toBeTruthy();
    expect(
      (screen.getByRole('textbox', { name: 'Search by name or e-mail' }) as HTMLInputElement).value,
    ).toBe('kollie w');
  });

  it("shows 'No result found.' for an empty result and for a failure, and drops the cache", async () => {
    localStorage.setItem(STORAGE_KEYS.adminStoredUsers, JSON.stringify({ term: 'old', users: [ROW] }));
    server.use(
      http.get(api('User/Search/nobody'), () => HttpResponse.json({ users: [] })),
      http.get(api('User/Search/broken'), () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
    );
    const { search } = renderSearch();
    expect(screen.getByText('Recent search results.')).toBeTruthy();
    await search('nobody');
    expect(await screen.findByText('No result found.')).toBeTruthy();
    expect(screen.queryByText('Grace W. Kollie')).toBeNull();
    expect(screen.queryByText('Recent search results.')).toBeNull();
    expect(cached()).toBeNull();

    localStorage.setItem(STORAGE_KEYS.adminStoredUsers, JSON.stringify({ term: 'old', users: [ROW] }));
    await search('broken');
    await waitFor(() => expect(cached()).toBeNull());
    expect(screen.getByText('No result found.')).toBeTruthy();
  });

  it('an empty term also drops the cache', async () => {
    localStorage.setItem(STORAGE_KEYS.adminStoredUsers, JSON.stringify({ term: 'old', users: [ROW] }));
    const { search } = renderSearch();
    await search('');
    expect(await screen.findByText('Search term is required to seach users.')).toBeTruthy();
    expect(cached()).toBeNull();
    expect(screen.queryByText('Grace W. Kollie')).toBeNull();
  });
});
