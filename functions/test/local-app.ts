// The HTTP app served on a free local port without the emulators, for tests of paths that never
// reach Firestore (error handling before the routes, malformed bodies the platform would catch).
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { createApp } from '../src/app';

/** Starts the app before the suite's tests and stops it after; `url()` is its base address. */
export function useLocalApp(): { url: () => string } {
  let server: ReturnType<ReturnType<typeof createApp>['listen']>;
  let base = '';
  beforeAll(async () => {
    server = createApp().listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  return { url: () => base };
}
