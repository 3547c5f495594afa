import { IMAGE_STORE_DIR, PROJECT_ID } from './paths.ts';

/** Points firebase-admin in this Node process at the local emulators (ports of firebase.json). */
export function useEmulatorsInThisProcess(): void {
  process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
  process.env.GCLOUD_PROJECT ??= PROJECT_ID;
  process.env.IMAGE_STORE_DIR ??= IMAGE_STORE_DIR;
  // Without this google-auth-library probes the cloud metadata server and warns about a 403.
  process.env.METADATA_SERVER_DETECTION ??= 'none';
}
