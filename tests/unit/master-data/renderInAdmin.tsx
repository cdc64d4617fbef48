import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { createAuthProvider } from '../../../src/providers/authProvider.ts';
import { dataProvider as defaultDataProvider } from '../../../src/providers/dataProvider.ts';
import { i18nProvider } from '../../../src/providers/i18nProvider.ts';
import { makeUser, signIn } from '../helpers/tokens.ts';

/** A view inside react-admin's context with the app's providers, signed in as an administrator. */
export function renderInAdmin(
  ui: ReactNode,
  { dataProvider = defaultDataProvider as DataProvider, role = 'R500', path = '/' } = {},
) {
  signIn(makeUser({ isInternal: true, rCodes: { [role]: true }, pCodes: {} }));
  const authProvider = createAuthProvider({ reload: vi.fn() });
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider}>
        {ui}
      </AdminContext>
    </MemoryRouter>,
  );
}
