import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from './build/precompress.ts';

const apiPort = process.env.PORT ?? '8080';

export default defineConfig({
  plugins: [react(), precompress()],
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 2000 },
  // `npm run dev:web` proxies the API to a server started with `npm run dev`.
  server: { proxy: { '/api': `http://127.0.0.1:${apiPort}` } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/setup/seed.ts'],
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
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
