// Everything the functions read from the environment, in one place.
import { join } from 'node:path';

const isEmulator = process.env.FUNCTIONS_EMULATOR === 'true' || Boolean(process.env.FIRESTORE_EMULATOR_HOST);

export const config = {
  region: 'europe-west1',
  isEmulator,
  /**
   * Where images go. Storage when a Storage emulator is configured or in production;
   * on disk when running locally without one (the Storage emulator cannot start on the
   * build machines, see docs/adr/0007-local-image-store.md).
   */
  imageStore:
    process.env.FIREBASE_STORAGE_EMULATOR_HOST || !isEmulator
      ? ({ kind: 'storage' } as const)
      : ({
          kind: 'local',
          // functions/lib/*.mjs -> <repo>/.emulator-data/images unless the launcher says otherwise
          dir: process.env.IMAGE_STORE_DIR ?? join(__dirname, '..', '..', '.emulator-data', 'images'),
        } as const),
  /** Public path under which the functions serve images of the local store. */
  imagesPath: '/api/images',
  // Accounts: the Identity Toolkit REST API checks passwords and applies action codes.
  // The Auth emulator accepts any key; production needs the project's Web API key.
  identityToolkitBase: process.env.FIREBASE_AUTH_EMULATOR_HOST
    ? `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1`
    : 'https://identitytoolkit.googleapis.com/v1',
  webApiKey: process.env.WEB_API_KEY ?? 'demo-api-key',
  /** Where links in account mails point when the request does not come from a known shop origin. */
  shopOrigin: (process.env.SHOP_ORIGIN ?? 'http://127.0.0.1:5000').replace(/\/+$/, ''),
  /** Other origins the shop is served from (comma-separated); locally also the Vite dev server. */
  extraShopOrigins: (process.env.SHOP_ORIGINS ?? (isEmulator ? 'http://localhost:5000,http://127.0.0.1:5173,http://localhost:5173' : ''))
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean),
};

/**
 * How an instance of a function that takes bursts (the API, the pages, the triggers on an order's
 * card) is sized. A whole CPU: below one, Cloud Functions serves one request per instance, so a
 * burst of 50 orders would need 50 instances, each starting cold on a third of a CPU. With one, an
 * instance takes up to 80 requests at once and starts in a third of the time. docs/performance.md
 * ("Bursts and instances") says how 50 orders and 200 page views a minute are served.
 */
export const BURST_OPTIONS = { memory: '512MiB', cpu: 1, concurrency: 80, maxInstances: 10 } as const;
