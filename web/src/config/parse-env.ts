// The SPA's build-time settings, checked once at start-up (src/config/env.ts) and by the build's
// plugins (vite-plugins/firestore-preconnect.ts), which is why this module reads no globals.
// This runs in the first chunk of every page, so it is checked by hand: zod (even zod/mini)
// added about 6 kB gzip to that chunk, a third of what the home page then had left of its
// budget. The functions still use zod.

type Raw = Record<string, unknown>;

class EnvError extends Error {}

function text(raw: Raw, name: string, fallback?: string): string | undefined {
  const value = raw[name];
  if (value === undefined) return fallback;
  if (typeof value !== 'string') throw new EnvError(`${name}: expected text`);
  return value;
}

function port(raw: Raw, name: string, fallback: number): number {
  const value = text(raw, name);
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1 || number > 65535) throw new EnvError(`${name}: expected a port number`);
  return number;
}

function flag(raw: Raw, name: string): boolean | undefined {
  const value = text(raw, name);
  if (value === undefined) return undefined;
  if (value !== 'true' && value !== 'false') throw new EnvError(`${name}: expected true or false`);
  return value === 'true';
}

interface Env {
  firebase: {
    projectId: string;
    apiKey: string;
    authDomain?: string;
    appId?: string;
    storageBucket?: string;
  };
  useEmulators: boolean;
  firestoreEmulator: { host: string; port: number };
  authEmulator: { host: string; port: number };
}

export function parseEnv(raw: Raw): Env {
  // An empty value in a .env file means "not set", so it falls back to the default.
  const given = Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== ''));
  try {
    const projectId = text(given, 'VITE_FIREBASE_PROJECT_ID', 'demo-yarn-shop')!;
    const useEmulators = flag(given, 'VITE_USE_EMULATORS');
    return {
      firebase: {
        projectId,
        apiKey: text(given, 'VITE_FIREBASE_API_KEY', 'demo-api-key')!,
        authDomain: text(given, 'VITE_FIREBASE_AUTH_DOMAIN'),
        appId: text(given, 'VITE_FIREBASE_APP_ID'),
        storageBucket: text(given, 'VITE_FIREBASE_STORAGE_BUCKET'),
      },
      // A demo- project exists only in the emulators, so it can never reach a real backend.
      useEmulators: useEmulators ?? projectId.startsWith('demo-'),
      firestoreEmulator: {
        host: text(given, 'VITE_FIRESTORE_EMULATOR_HOST', '127.0.0.1')!,
        port: port(given, 'VITE_FIRESTORE_EMULATOR_PORT', 8080),
      },
      authEmulator: {
        host: text(given, 'VITE_AUTH_EMULATOR_HOST', '127.0.0.1')!,
        port: port(given, 'VITE_AUTH_EMULATOR_PORT', 9099),
      },
    };
  } catch (error) {
    if (error instanceof EnvError) throw new Error(`Invalid environment:\n${error.message}`);
    throw error;
  }
}
