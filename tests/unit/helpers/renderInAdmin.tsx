import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext } from 'react-admin';
import { MemoryRouter, parsePath, Route, Routes, useLocation } from 'react-router-dom';
import { createDataProvider } from '../../../src/providers/dataProvider.ts';

/** Shows the current address, so a test can read where a component navigated to. */
export function LocationProbe() {
  const { pathname, search, hash } = useLocation();
  return <output data-testid="location">{pathname + search + hash}</output>;
}

export const currentAddress = (container: { getByTestId(id: string): HTMLElement }) =>
  container.getByTestId('location').textContent;

/**
 * One component inside react-admin's context (real data provider and http client, so msw answers its
 * calls) at an address matching `route` (with a history `state` when given), with a probe of the address
 * that stays when it navigates away.
 */
export function renderInAdmin(
  ui: ReactNode,
  { path = '/', route = '*', state }: { path?: string; route?: string; state?: unknown } = {},
) {
  return render(
    <MemoryRouter initialEntries={[{ ...parsePath(path), state }]}>
      <AdminContext dataProvider={createDataProvider()}>
        <Routes>
          <Route path={route} element={ui} />
          {route === '*' ? null : <Route path="*" element={null} />}
        </Routes>
        <LocationProbe />
      </AdminContext>
    </MemoryRouter>,
  );
}
