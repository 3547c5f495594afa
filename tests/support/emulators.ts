// Where the emulators of firebase.json answer. Tests in the `emulator` project run inside
// `firebase emulators:exec`, which sets the *_EMULATOR_HOST variables; run them with `npm test`.
export const SHOP_URL = 'http://127.0.0.1:5000';
export const FIRESTORE_HOST = '127.0.0.1';
export const FIRESTORE_PORT = 8080;

export function requireEmulators(): void {
  if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error(
      'These tests need the Firebase emulators. Run them with `npm test` (it starts the emulators), ' +
        'not with vitest alone.',
    );
  }
}
