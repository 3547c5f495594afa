import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env';

describe('parseEnv', () => {
  it('defaults to the local demo project on the emulators', () => {
    expect(parseEnv({})).toEqual({
      firebase: {
        projectId: 'demo-yarn-shop',
        apiKey: 'demo-api-key',
        authDomain: undefined,
        appId: undefined,
        storageBucket: undefined,
      },
      useEmulators: true,
      firestoreEmulator: { host: '127.0.0.1', port: 8080 },
      authEmulator: { host: '127.0.0.1', port: 9099 },
    });
  });

  it('treats empty values as unset', () => {
    expect(parseEnv({ VITE_FIREBASE_PROJECT_ID: '', VITE_FIRESTORE_EMULATOR_PORT: '' }).firebase.projectId).toBe(
      'demo-yarn-shop',
    );
  });

  it('does not use the emulators for a real project unless asked', () => {
    expect(parseEnv({ VITE_FIREBASE_PROJECT_ID: 'yarn-shop-prod' }).useEmulators).toBe(false);
    expect(parseEnv({ VITE_FIREBASE_PROJECT_ID: 'yarn-shop-prod', VITE_USE_EMULATORS: 'true' }).useEmulators).toBe(true);
    expect(parseEnv({ VITE_USE_EMULATORS: 'false' }).useEmulators).toBe(false);
  });

  it('reads the emulator port as a number', () => {
    expect(parseEnv({ VITE_FIRESTORE_EMULATOR_PORT: '9090' }).firestoreEmulator.port).toBe(9090);
  });

  it('rejects a value it cannot use, naming the variable', () => {
    expect(() => parseEnv({ VITE_FIRESTORE_EMULATOR_PORT: 'eighty' })).toThrow(/VITE_FIRESTORE_EMULATOR_PORT/);
    expect(() => parseEnv({ VITE_USE_EMULATORS: 'yes' })).toThrow(/VITE_USE_EMULATORS/);
  });
});
