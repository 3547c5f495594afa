// Everything the functions read from the environment, in one place.
import { join } from 'node:path';

const isEmulator = process.env.FUNCTIONS_EMULATOR === 'true' || Boolean(process.env.FIRESTORE_EMULATOR_HOST);

export const config = {
  region: 'europe-west1',
  isEmulator,
  /**
   * Where images go. Storage when a Storage emulator is configured or in production;
   * on disk when running locally without one (the Storage emulator cannot start on the
   * build machines, see ../shared/DESIGN.md).
   */
  imageStore:
    process.env.FIREBASE_STORAGE_EMULATOR_HOST || !isEmulator
      ? ({ kind: 'storage' } as const)
      : ({
          kind: 'local',
          // functions/lib/config.js -> <repo>/.emulator-data/images unless the launcher says otherwise
          dir: process.env.IMAGE_STORE_DIR ?? join(__dirname, '..', '..', '.emulator-data', 'images'),
        } as const),
  /** Public path under which the functions serve images of the local store. */
  imagesPath: '/api/images',
};
