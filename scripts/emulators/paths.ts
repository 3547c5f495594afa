import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Git-ignored: generated launcher jar and other machine-local files. */
export const CACHE_DIR = join(REPO_ROOT, '.cache');
/** Git-ignored: everything the local shop keeps between runs. */
export const DATA_DIR = join(REPO_ROOT, '.emulator-data');
export const IMAGE_STORE_DIR = join(DATA_DIR, 'images');
export const FIREBASE_BIN = join(REPO_ROOT, 'node_modules', '.bin', 'firebase');
export const PROJECT_ID = 'demo-yarn-shop';
