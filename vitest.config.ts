// One vitest run covers the whole repo, split into projects:
// - web and web-mocks: the SPA's component and unit tests (jsdom), configured in web/vitest.config.ts
//   (web-mocks holds the files that vi.mock a module, and runs each in a fresh module graph);
// - unit: pure Node units of domain/, the functions and scripts, no emulator needed;
// - emulator: everything that talks to the running emulators or Chromium. It runs inside
//   `firebase emulators:exec` (scripts/test/run-all.ts) and its files run one at a time,
//   because they share the emulators.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** domain/ as @domain/…, as web/, functions/ and the scripts import it. */
const resolve = { alias: { '@domain': fileURLToPath(new URL('./domain', import.meta.url)) } };

export default defineConfig({
  test: {
    projects: [
      'web/vitest.config.ts',
      'web/vitest.mocks.config.ts',
      {
        resolve,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['functions/test/unit/**/*.test.ts', 'scripts/**/__tests__/**/*.test.ts', 'domain/**/__tests__/**/*.test.ts'],
          // As web's: CI's 2-core machine can stall a worker for seconds (web/src/testing/setup-tests.ts).
          testTimeout: 20_000,
        },
      },
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
