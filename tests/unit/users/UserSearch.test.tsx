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
  role: 'Importer',
  status: 'Active',
};

/** GET User/List answering these users for any term, as one page. */
const listing = (users: unknown[], seen: { term?: string | null; page?: string | null } = {}) =>
  http.get(api('User/List'), ({ request }) => {
    const query = new URL(request.url).searchParams;
    seen.term = query.get('term');
    seen.page = query.get('pageNumber');
    return HttpResponse.json({ users, pages: 1, currentPage: 1, total: users.length, pageSize: 20 });
  });

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
  it('opens on every user, paged, each with role and status; an empty search lists them again', async () => {
    const seen: { term?: string | null; page?: string | null } = {};
    const page = (n: number) => ({
      users: [{ ...ROW, id: n, fullName: `User ${n}`, status: n === 2 ? 'Awaiting activation' : 'Active' }],
      pages: 3,
      currentPage: n,
      total: 41,
      pageSize: 20,
    });
    server.use(
      http.get(api('User/List'), ({ request }) => {
        const query = new URL(request.url).searchParams;
        seen.term = query.get('term');
        seen.page = query.get('pageNumber');
        return HttpResponse.json(page(Number(seen.page)));
      }),
    );
    const { search, user } = renderSearch();
    expect(await screen.findByText('User 1')).toBeTruthy();
    expect(seen).toEqual({ term: '', page: '1' });
    expect(screen.getByText('41 users in all.')).toBeTruthy();
    expect(screen.getByText('grace@example.org · Importer')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('User 2')).toBeTruthy();
    expect(screen.getByText('Awaiting activation')).toBeTruthy();
    expect(seen).toEqual({ term: '', page: '2' });
    await search('   ');
    expect(await screen.findByText('User 1')).toBeTruthy();
    expect(screen.queryByText('Search term is required to seach users.')).toBeNull();
    expect(cached()).toBeNull();
  });

  it('lists full name, e-mail and Manage; results are cached and shown as recent on return', async () => {
    const seen: { term?: string | null } = {};
    server.use(listing([ROW], seen));
    const { search, unmount } = renderSearch();
    await search('kollie w');
    await waitFor(() => expect(seen.term).toBe('kollie w'));
    expect(await screen.findByText('Grace W. Kollie')).toBeTruthy();
    expect(screen.getByText('grace@example.org · Importer')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Manage' })).toBeTruthy();
    // Fresh results are not "recent".
    expect(screen.queryByText('Recent search results.')).toBeNull();
    expect(JSON.parse(cached()!)).toEqual({ term: 'kollie w', users: [ROW] });
    unmount();

    const asked = vi.fn();
    server.use(http.get(api('User/List'), asked));
    renderInAdmin(<UserSearch />);
    expect(screen.getByText('Recent search results.')).toBeTruthy();
    expect(screen.getByText('Grace W. Kollie')).toBeTruthy();
    expect(asked).not.toHaveBeenCalled();
    expect(
      (screen.getByRole('textbox', { name: 'Search by name or e-mail' }) as HTMLInputElement).value,
    ).toBe('kollie w');
  });

  it("shows 'No result found.' for an empty result and for a failure, and drops the cache", async () => {
    localStorage.setItem(STORAGE_KEYS.adminStoredUsers, JSON.stringify({ term: 'old', users: [ROW] }));
    server.use(
      http.get(api('User/List'), ({ request }) =>
        new URL(request.url).searchParams.get('term') === 'broken'
          ? HttpResponse.json({ message: 'boom' }, { status: 500 })
          : HttpResponse.json({ users: [], pages: 0, currentPage: 1, total: 0, pageSize: 20 }),
      ),
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

  it('keeps the remembered search when the page is left while a search runs (a reload cuts it off)', async () => {
    const remembered = JSON.stringify({ term: 'old', users: [ROW] });
    localStorage.setItem(STORAGE_KEYS.adminStoredUsers, remembered);
    let cutOff: (() => void) | null = null;
    server.use(
      http.get(
        api('User/List'),
        () =>
          new Promise<Response>((resolve) => {
            cutOff = () => resolve(Response.error());
          }),
      ),
    );
    const { search } = renderSearch();
    await search('new');
    await waitFor(() => expect(cutOff).not.toBeNull());
    window.dispatchEvent(new Event('beforeunload'));
    cutOff!();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cached()).toBe(remembered);
  });
});
