// The environment firebase-tools and the functions it runs need for a local shop.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CARRIER_STAND_IN_URL } from './carrier-stand-in.ts';
import { IMAGE_STORE_DIR, REPO_ROOT } from './paths.ts';
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
    // Locally the functions reach the carriers only through the stand-in (scripts/emulators/carrier-stand-in.ts).
    CARRIER_STAND_IN_URL,
  };
  writeStandInSecrets();
  if (source.binaryPath) env.FIRESTORE_EMULATOR_BINARY_PATH = source.binaryPath;
  return env;
}

/**
 * The functions that call a carrier list its secrets; without local values the Functions emulator
 * asks Secret Manager for them on every start. The stand-in takes any key.
 */
function writeStandInSecrets(): void {
  const file = join(REPO_ROOT, 'functions', '.secret.local');
  if (existsSync(file)) return;
  const names = ['NOVA_POSHTA_API_KEY', 'UKRPOSHTA_BEARER_TOKEN', 'UKRPOSHTA_COUNTERPARTY_TOKEN'];
  writeFileSync(file, names.map((name) => `${name}=stand-in`).join('\n') + '\n');
}
