// The zod/mini build keeps the checker small: it ships in the first chunk of every page.
import * as z from 'zod/mini';

const EnvSchema = z.object({
  VITE_FIREBASE_PROJECT_ID: z._default(z.string().check(z.minLength(1)), 'demo-yarn-shop'),
  VITE_FIREBASE_API_KEY: z._default(z.string().check(z.minLength(1)), 'demo-api-key'),
  VITE_FIREBASE_AUTH_DOMAIN: z.optional(z.string()),
  VITE_FIREBASE_APP_ID: z.optional(z.string()),
  VITE_FIREBASE_STORAGE_BUCKET: z.optional(z.string()),
  VITE_USE_EMULATORS: z.optional(z.enum(['true', 'false'])),
  VITE_FIRESTORE_EMULATOR_HOST: z._default(z.string().check(z.minLength(1)), '127.0.0.1'),
  VITE_FIRESTORE_EMULATOR_PORT: z._default(
    z.coerce.number().check(z.minimum(1), z.maximum(65535), z.multipleOf(1)),
    8080,
  ),
});

export interface Env {
  firebase: {
    projectId: string;
    apiKey: string;
    authDomain?: string;
    appId?: string;
    storageBucket?: string;
  };
  useEmulators: boolean;
  firestoreEmulator: { host: string; port: number };
}

export function parseEnv(raw: Record<string, unknown>): Env {
  // An empty value in a .env file means "not set", so it falls back to the default.
  const given = Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== ''));
  const result = EnvSchema.safeParse(given);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  }
  const values = result.data;
  const projectId = values.VITE_FIREBASE_PROJECT_ID;
  return {
    firebase: {
      projectId,
      apiKey: values.VITE_FIREBASE_API_KEY,
      authDomain: values.VITE_FIREBASE_AUTH_DOMAIN,
      appId: values.VITE_FIREBASE_APP_ID,
      storageBucket: values.VITE_FIREBASE_STORAGE_BUCKET,
    },
    // A demo- project exists only in the emulators, so it can never reach a real backend.
    useEmulators: values.VITE_USE_EMULATORS
      ? values.VITE_USE_EMULATORS === 'true'
      : projectId.startsWith('demo-'),
    firestoreEmulator: {
      host: values.VITE_FIRESTORE_EMULATOR_HOST,
      port: values.VITE_FIRESTORE_EMULATOR_PORT,
    },
  };
}

export const env = parseEnv(import.meta.env);
