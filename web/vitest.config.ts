import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: { tsconfigPaths: true },
  test: {
    name: 'web',
    // This folder, whichever directory vitest is started from (`--config web/vitest.config.ts`).
    root: decodeURIComponent(new URL('.', import.meta.url).pathname),
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'vite-plugins/**/*.test.ts'],
    setupFiles: ['./src/testing/setup-tests.ts'],
    // Far above any test's usual time (the slowest take under 1 s): see setup-tests.ts.
    testTimeout: 20_000,
    clearMocks: true,
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
  },
});
