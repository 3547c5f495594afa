// One vitest run covers the whole repo, split into projects:
// - web and web-mocks: the SPA's component and unit tests (jsdom), configured in web/vitest.config.ts
//   (web-mocks holds the files that vi.mock a module, and runs each in a fresh module graph);
// - unit and unit-mocks: pure Node units of domain/, the functions and scripts, no emulator needed
//   (split as the web's are);
// - emulator: everything that talks to the running emulators or Chromium. It runs inside
//   `firebase emulators:exec` (scripts/test/run-all.ts) and its files run one at a time,
//   because they share the emulators.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { testFilesUsingViMock } from './scripts/test/vi-mock-files.ts';

/** domain/ as @domain/…, as web/, functions/ and the scripts import it. */
const resolve = { alias: { '@domain': fileURLToPath(new URL('./domain', import.meta.url)) } };

const UNIT_FILES = ['functions/test/unit/**/*.test.ts', 'scripts/**/__tests__/**/*.test.ts', 'domain/**/__tests__/**/*.test.ts'];
/** Unit files that vi.mock a module run isolated (unit-mocks); the rest share one module graph per worker. */
const unitMockFiles = testFilesUsingViMock(fileURLToPath(new URL('.', import.meta.url)), ['functions/test/unit', 'scripts', 'domain']).filter(
  (file) => file.startsWith('functions/') || file.includes('__tests__'),
);
const unitProject = (name: 'unit' | 'unit-mocks') => ({
  resolve,
  test: {
    name,
    environment: 'node' as const,
    include: name === 'unit' ? UNIT_FILES : unitMockFiles,
    exclude: name === 'unit' ? unitMockFiles : [],
    isolate: name === 'unit-mocks',
    // As web's: CI's 2-core machine can stall a worker for seconds (web/src/testing/setup-tests.ts).
    testTimeout: 20_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      'web/vitest.config.ts',
      'web/vitest.mocks.config.ts',
      unitProject('unit'),
      unitProject('unit-mocks'),
      {
        resolve,
        test: {
          name: 'emulator',
          environment: 'node',
          include: ['tests/**/*.test.ts', 'functions/test/emulator/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          setupFiles: ['tests/support/setup-env.ts'],
          fileParallelism: false,
          // One worker runs the files in turn and keeps its imports (firebase-admin, playwright,
          // the functions' modules): a fresh worker per file cost about 2 s each. Nothing a file
          // needs may hang on module state another file left (tests/support/setup-env.ts).
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // expect.poll's own limit is 1 s; Chromium on a stalled CI worker can need more (see
          // web/src/testing/setup-tests.ts). A poll whose condition never holds still fails.
          expect: { poll: { timeout: 20_000 } },
        },
      },
    ],
  },
});
