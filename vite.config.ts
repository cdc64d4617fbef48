import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from './build/precompress.ts';

const apiPort = process.env.PORT ?? '8080';

/** Unit tests that change a registry before the app's modules load: each needs modules of its own. */
const UNIT_ISOLATED = ['tests/unit/master-data/fixture-entity.test.tsx'];

/** What the two unit projects share: a document to render in, and the same setup and time limits. */
const UNIT = {
  environment: 'jsdom',
  setupFiles: ['tests/unit/setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      // Each lazy page shares pieces of MUI and of our code with a different set of other pages, so
      // automatic splitting leaves many small common chunks, each a request with ~1 KB of headers and
      // its own compression dictionary: the sign-in page needed 14 of them. Common chunks under 30 KB
      // (before minifying) are copied into the chunks that use them instead; this needs the entry
      // signatures free and strict execution order (rolldown turns it on), and is still marked
      // experimental in rolldown: the browser suites run every page on the build.
      preserveEntrySignatures: false,
      output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 30_000 } } },
    },
  },
  // `npm run dev:web` proxies the API to a server started with `npm run dev`.
  server: { proxy: { '/api': `http://127.0.0.1:${apiPort}` } },
  test: {
    // Vitest's default leaves a core idle (one worker on CI's two cores); its main process is light.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          ...UNIT,
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: UNIT_ISOLATED,
          // A worker keeps the modules it loaded from one file to the next (four times faster than
          // loading MUI and react-admin again for each); each file still gets a fresh document.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          ...UNIT,
          name: 'unit-isolated',
          include: UNIT_ISOLATED,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/setup/seed.ts'],
          // Every suite starts an app of its own; the modules are loaded once per worker.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/setup/seed.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
