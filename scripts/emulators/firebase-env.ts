// The environment firebase-tools and the functions it runs need for a local shop.
import { mkdirSync } from 'node:fs';
import { IMAGE_STORE_DIR } from './paths.ts';
import { describeSource, javaMajorVersion, resolveFirestoreEmulator } from './toolchain.ts';

export const EMULATORS = 'auth,firestore,functions,hosting';

export function prepareEmulatorEnv(log: (line: string) => void = console.log): NodeJS.ProcessEnv {
  const java = javaMajorVersion();
  const source = resolveFirestoreEmulator();
  log(`Java ${java}; ${describeSource(source)}`);
  mkdirSync(IMAGE_STORE_DIR, { recursive: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // Read by the functions' image store: without a Storage emulator, images live on disk here.
    IMAGE_STORE_DIR,
    // The Functions emulator otherwise asks the network for the runtime config.
    FIREBASE_CLI_EXPERIMENTS: process.env.FIREBASE_CLI_EXPERIMENTS ?? '',
  };
  if (source.binaryPath) env.FIRESTORE_EMULATOR_BINARY_PATH = source.binaryPath;
  return env;
}
