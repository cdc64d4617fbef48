import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './helpers/server.ts';

// findBy and waitFor give up after 5 s, not 1: on a loaded 2-core machine (CI, or helpers' runs side
// by side) a page's first render can take longer than a second; nothing a test asserts depends on it.
configure({ asyncUtilTimeout: 5_000 });

// Any call a test did not expect fails loudly instead of reaching the network.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => server.close());
