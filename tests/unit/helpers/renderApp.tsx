import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { AppAdmin } from '../../../src/App.tsx';
import { createAuthProvider } from '../../../src/providers/authProvider.ts';

/** The real app (routes, guards, providers) in a memory router; logout's page reload is a spy. */
export function renderApp(path = '/') {
  const reload = vi.fn();
  const authProvider = createAuthProvider({ reload });
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <AppAdmin authProvider={authProvider} />
    </MemoryRouter>,
  );
  return { ...view, reload, authProvider };
}
