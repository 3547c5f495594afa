// The environment firebase-tools and the functions it runs need for a local shop.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CARRIER_STAND_IN_URL } from './carrier-stand-in.ts';
import { PAYMENT_STAND_IN_URL } from './payment-stand-in.ts';
import { TELEGRAM_STAND_IN_URL } from './telegram-stand-in.ts';
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
    // ... and the payment providers and the ПРРО only through theirs (scripts/emulators/payment-stand-in.ts).
    PAYMENT_STAND_IN_URL,
    // ... and the owner's alerts go to the Telegram stand-in (scripts/emulators/telegram-stand-in.ts).
    TELEGRAM_STAND_IN_URL,
  };
  writeStandInSecrets();
  if (source.binaryPath) env.FIRESTORE_EMULATOR_BINARY_PATH = source.binaryPath;
  return env;
}

/**
 * The functions list their secrets (the carriers', payment providers' and ПРРО's keys, the password pepper); without local values
 * the Functions emulator asks Secret Manager for them on every start. The stand-in takes any key,
 * and on the emulators the pepper is a fixed constant (functions/src/auth/password-seal.ts).
 * Names missing from an older file are added.
 */
function writeStandInSecrets(): void {
  const file = join(REPO_ROOT, 'functions', '.secret.local');
  const existing = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const names = ['NOVA_POSHTA_API_KEY', 'UKRPOSHTA_BEARER_TOKEN', 'UKRPOSHTA_COUNTERPARTY_TOKEN', 'PASSWORD_PEPPER', 'MONOBANK_TOKEN', 'LIQPAY_PUBLIC_KEY', 'LIQPAY_PRIVATE_KEY', 'CHECKBOX_LICENSE_KEY', 'CHECKBOX_CASHIER_LOGIN', 'CHECKBOX_CASHIER_PASSWORD', 'TELEGRAM_BOT_TOKEN', 'TELEGRAM_WEBHOOK_SECRET'];
  const missing = names.filter((name) => !new RegExp(`^${name}=`, 'm').test(existing));
  if (missing.length === 0) return;
  const start = existing && !existing.endsWith('\n') ? `${existing}\n` : existing;
  writeFileSync(file, start + missing.map((name) => `${name}=stand-in`).join('\n') + '\n');
}
