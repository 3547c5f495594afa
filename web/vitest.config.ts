import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { testFilesUsingViMock } from '../scripts/test/vi-mock-files.ts';

const root = decodeURIComponent(new URL('.', import.meta.url).pathname);

/** The SPA's tests, in two projects: `web` shares one module graph per worker, `web-mocks` (the files that vi.mock a module) does not. */
export function webProject(name: 'web' | 'web-mocks') {
  const mockFiles = testFilesUsingViMock(root, ['src', 'vite-plugins']);
  const all = ['src/**/*.test.{ts,tsx}', 'vite-plugins/**/*.test.ts'];
  return defineConfig({
    plugins: [react()],
    resolve: { tsconfigPaths: true },
    test: {
      name,
      // This folder, whichever directory vitest is started from (`--config web/vitest.config.ts`).
      root,
      environment: 'jsdom',
      include: name === 'web' ? all : mockFiles,
      exclude: name === 'web' ? mockFiles : [],
      isolate: name === 'web-mocks',
      setupFiles: ['./src/testing/setup-tests.ts'],
      // Far above any test's usual time (the slowest take under 1 s): see setup-tests.ts.
      testTimeout: 20_000,
      clearMocks: true,
      restoreMocks: true,
      unstubGlobals: true,
      unstubEnvs: true,
    },
  });
}

export default webProject('web');
