import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { PermissionEditor } from '../../../src/pages/admin-portal/users/PermissionEditor.tsx';
import { RoleEditor } from '../../../src/pages/admin-portal/users/RoleEditor.tsx';
import { renderInAdmin } from '../helpers/renderInAdmin.tsx';
import { api, server } from '../helpers/server.ts';
import { makeUser, signIn } from '../helpers/tokens.ts';

const ROLES = [
  { id: 1, name: 'Importer', isSelected: false, hasPermissions: true },
  { id: 3, name: 'Distributor', isSelected: true, hasPermissions: true },
  { id: 8, name: 'Distributor Agent', isSelected: false, hasPermissions: true },
];

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

function setup() {
  signIn(makeUser({ rCodes: { R500: true }, isInternal: true }));
  return { user: userEvent.setup(), onSaved: vi.fn(async () => {}), onClose: vi.fn(), onError: vi.fn() };
}

describe('Role editor', () => {
  it('is exclusive; Save is disabled until a change, then Saving..., then Saved in green with Done', async () => {
    const g = gate();
    let body: unknown;
    server.use(
      http.get(api('Role/User/41'), () => HttpResponse.json(ROLES)),
      http.post(api('Administration/UpdateUserRole'), async ({ request }) => {
        body = await request.json();
        await g.opened;
        return HttpResponse.json({ message: 'User role successfully updated.' });
      }),
    );
    const { user, onSaved, onClose, onError } = setup();
    renderInAdmin(<RoleEditor userId={41} onSaved={onSaved} onClose={onClose} onError={onError} />);
    const agent = await screen.findByRole('radio', { name: 'Distributor Agent' });
    expect((screen.getByRole('radio', { name: 'Distributor' }) as HTMLInputElement).checked).toBe(true);
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();

    await user.click(agent);
    expect((screen.getByRole('radio', { name: 'Distributor' }) as HTMLInputElement).checked).toBe(false);
    expect(save.disabled).toBe(false);
    await user.click(save);
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeTruthy();
    g.open();
    const saved = await screen.findByRole('button', { name: 'Saved' });
    expect(saved.className).toMatch(/Success/);
    expect(screen.getByRole('button', { name: 'Done' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(body).toEqual({
      userId: 41,
      userRoles: [
        { id: 1, isSelected: false },
        { id: 3, isSelected: false },
        { id: 8, isSelected: true },
      ],
    });
    expect(onSaved).toHaveBeenCalledTimes(1);
    // The role editor keeps its saved state until Done.
    await new Promise((resolve) => setTimeout(resolve, 2200));
    expect(screen.getByRole('button', { name: 'Saved' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  }, 15_000);

  it('a refused save returns to Save and reports the error', async () => {
    server.use(
      http.get(api('Role/User/41'), () => HttpResponse.json(ROLES)),
      http.post(api('Administration/UpdateUserRole'), () =>
        HttpResponse.json({ message: 'The Finance role is for internal users only.' }, { status: 400 }),
      ),
    );
    const { user, onSaved, onClose, onError } = setup();
    renderInAdmin(<RoleEditor userId={41} onSaved={onSaved} onClose={onClose} onError={onError} />);
    await user.click(await screen.findByRole('radio', { name: 'Importer' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe('Permission editor', () => {
  it('sends every permission with its choice and shows Saved for 2 seconds, then closes', async () => {
    let body: unknown;
    let answeredAt = 0;
    server.use(
      http.get(api('Administration/UserPermissions/41'), () =>
        HttpResponse.json([
          { id: 3, name: 'Create delivery orders', isSelected: true },
          { id: 4, name: 'Create filling advice notes', isSelected: false },
        ]),
      ),
      http.post(api('Administration/UpdateUserPermission'), async ({ request }) => {
        body = await request.json();
        answeredAt = Date.now();
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    const { user, onSaved, onClose, onError } = setup();
    renderInAdmin(<PermissionEditor userId={41} onSaved={onSaved} onClose={onClose} onError={onError} />);
    const fans = await screen.findByRole('checkbox', { name: 'Create filling advice notes' });
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(fans);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Saved' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Done' })).toBeTruthy();
    expect(body).toEqual({
      userId: 41,
      userPermissions: [
        { id: 3, isSelected: true },
        { id: 4, isSelected: true },
      ],
    });
    expect(onClose).not.toHaveBeenCalled();
    let closedAt = 0;
    onClose.mockImplementation(() => {
      closedAt = Date.now();
    });
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1), { timeout: 6000 });
    // The saved state lasts 2 seconds from the answer (the client gets it after the handler returns).
    expect(closedAt - answeredAt).toBeGreaterThanOrEqual(2000);
  }, 15_000);
});
