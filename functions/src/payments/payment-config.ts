// Where each payment provider is and the keys it wants. This is the only switch between the real
// providers and the local stand-in: the same adapter code runs against either.
import { defineSecret } from 'firebase-functions/params';
import { config } from '../config';

/** Secret Manager secrets; a function that calls a provider lists `paymentSecrets` in its `secrets`. */
const monobankToken = defineSecret('MONOBANK_TOKEN');
const liqpayPublicKey = defineSecret('LIQPAY_PUBLIC_KEY');
const liqpayPrivateKey = defineSecret('LIQPAY_PRIVATE_KEY');
export const paymentSecrets = [monobankToken, liqpayPublicKey, liqpayPrivateKey];

const MONOBANK_PRODUCTION_URL = 'https://api.monobank.ua';
const LIQPAY_PRODUCTION_URL = 'https://www.liqpay.ua';
/** LiqPay's server-to-server calls and its hosted checkout, under its root. */
export const LIQPAY_API_PATH = '/api/request';
export const LIQPAY_CHECKOUT_PATH = '/api/3/checkout';

export interface MonobankConfig {
  /** Root under which /api/merchant/… lives. */
  baseUrl: string;
  token: string;
  /** Overrides the adapter's time limits (tests); unset in production. */
  timeoutMs?: number;
  /**
   * A failed signature check fetches the public key again at most this often, so that a flood of
   * forged webhooks cannot make the shop hammer monobank. Tests set 0.
   */
  keyRefetchMinIntervalMs?: number;
}

export interface LiqpayConfig {
  /** Root under which /api/request and /api/3/checkout live. */
  baseUrl: string;
  publicKey: string;
  privateKey: string;
  /** `sandbox: 1` in every request: test payments that move no money. */
  sandbox: boolean;
  timeoutMs?: number;
}

export interface PaymentConfigs {
  monobank: MonobankConfig;
  liqpay: LiqpayConfig;
}

/** Pure: the configs for a stand-in at `standInUrl` (any key works there; LiqPay's private key signs). */
export function standInPaymentConfigs(standInUrl: string): PaymentConfigs {
  const baseUrl = standInUrl.replace(/\/+$/, '');
  return {
    monobank: { baseUrl, token: 'stand-in-token' },
    liqpay: { baseUrl, publicKey: 'sandbox_stand_in_public', privateKey: 'sandbox_stand_in_private', sandbox: true },
  };
}

/**
 * Read at call time (secrets exist only while a function runs). Locally PAYMENT_STAND_IN_URL points
 * every provider at the stand-in; in production the providers' own hosts and the secrets.
 */
export function paymentConfigs(env: NodeJS.ProcessEnv = process.env): PaymentConfigs {
  const standIn = env.PAYMENT_STAND_IN_URL;
  if (standIn) return standInPaymentConfigs(standIn);
  if (config.isEmulator) {
    throw new Error('PAYMENT_STAND_IN_URL is not set: locally the payment providers are reached only through the stand-in');
  }
  return {
    monobank: { baseUrl: MONOBANK_PRODUCTION_URL, token: monobankToken.value() },
    liqpay: { baseUrl: LIQPAY_PRODUCTION_URL, publicKey: liqpayPublicKey.value(), privateKey: liqpayPrivateKey.value(), sandbox: false },
  };
}
