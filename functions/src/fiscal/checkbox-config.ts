// Where Checkbox (the cloud ПРРО) is and the keys it wants: the cash register's license key and
// the cashier's login. Locally PAYMENT_STAND_IN_URL points it at the same stand-in as the payments.
import { defineSecret } from 'firebase-functions/params';
import { config } from '../config';

const checkboxLicenseKey = defineSecret('CHECKBOX_LICENSE_KEY');
const checkboxCashierLogin = defineSecret('CHECKBOX_CASHIER_LOGIN');
const checkboxCashierPassword = defineSecret('CHECKBOX_CASHIER_PASSWORD');
/** A function that issues receipts lists these in its `secrets`. */
export const fiscalSecrets = [checkboxLicenseKey, checkboxCashierLogin, checkboxCashierPassword];

/** One address for production and testing since 2025 (a test register has its own license key). */
const CHECKBOX_PRODUCTION_URL = 'https://api.checkbox.ua/api/v1';
/** The stand-in serves Checkbox's paths under its root, as the real host does. */
const STAND_IN_CHECKBOX_PATH = '/api/v1';

/** A cashier signs in by login and password, or by the PIN code of a cashier set up for it. */
export type CashierCredentials = { login: string; password: string } | { pinCode: string };

export interface CheckboxConfig {
  /** Ends in /api/v1. */
  baseUrl: string;
  licenseKey: string;
  cashier: CashierCredentials;
  /** Overrides the adapter's time limit (tests); unset in production. */
  timeoutMs?: number;
  /** How long ensureShiftOpen waits for an OPENING shift to become OPENED. */
  shiftOpenWaitMs?: number;
}

export function standInCheckboxConfig(standInUrl: string): CheckboxConfig {
  return {
    baseUrl: `${standInUrl.replace(/\/+$/, '')}${STAND_IN_CHECKBOX_PATH}`,
    licenseKey: 'stand-in-license',
    cashier: { login: 'stand-in-cashier', password: 'stand-in-password' },
  };
}

/** Read at call time (secrets exist only while a function runs). */
export function checkboxConfig(env: NodeJS.ProcessEnv = process.env): CheckboxConfig {
  const standIn = env.PAYMENT_STAND_IN_URL;
  if (standIn) return standInCheckboxConfig(standIn);
  if (config.isEmulator) throw new Error('PAYMENT_STAND_IN_URL is not set: locally Checkbox is reached only through the stand-in');
  return {
    baseUrl: CHECKBOX_PRODUCTION_URL,
    licenseKey: checkboxLicenseKey.value(),
    cashier: { login: checkboxCashierLogin.value(), password: checkboxCashierPassword.value() },
  };
}
