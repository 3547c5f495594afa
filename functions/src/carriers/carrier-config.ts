// Where each carrier is and the key it wants. This is the only switch between the real carriers
// and the local stand-in: the same adapter code runs against either.
import { defineSecret } from 'firebase-functions/params';
import { config } from '../config';

/** Secret Manager secrets; the function that calls a carrier must list them in its `secrets`. */
const novaPoshtaApiKey = defineSecret('NOVA_POSHTA_API_KEY');
/** Ukrposhta's bearer token (classifier and eCom) and the shop's counterparty token (eCom). */
const ukrposhtaBearer = defineSecret('UKRPOSHTA_BEARER_TOKEN');
const ukrposhtaCounterpartyToken = defineSecret('UKRPOSHTA_COUNTERPARTY_TOKEN');
export const carrierSecrets = [novaPoshtaApiKey, ukrposhtaBearer, ukrposhtaCounterpartyToken];

export const NOVA_POSHTA_PRODUCTION_URL = 'https://api.novaposhta.ua/v2.0/json/';
const UKRPOSHTA_PRODUCTION_URL = 'https://www.ukrposhta.ua';
/** The stand-in's paths, under its root URL (see functions/test/carrier-stand-in). */
const STAND_IN_NOVA_POSHTA_PATH = '/novaposhta/v2.0/json/';
const STAND_IN_UKRPOSHTA_PATH = '/ukrposhta';

export interface NovaPoshtaConfig {
  baseUrl: string;
  apiKey: string;
  /** Overrides the adapter's time limits (tests); unset in production. */
  timeoutMs?: number;
}

export interface UkrposhtaConfig {
  /** Root under which /address-classifier-ws/… and /ecom/0.0.1/… live. */
  baseUrl: string;
  bearer: string;
  counterpartyToken: string;
  timeoutMs?: number;
}

interface CarrierConfigs {
  novaPoshta: NovaPoshtaConfig;
  ukrposhta: UkrposhtaConfig;
}

/**
 * The local stand-in answers in milliseconds; a call it holds is a hang made on purpose, so the
 * adapter need not wait the real carriers' 10–15 s for it (the tests of a lost answer wait this).
 */
const STAND_IN_TIMEOUT_MS = 5_000;

/** Pure: the configs for a stand-in at `standInUrl` (any key works there). */
export function standInCarrierConfigs(standInUrl: string): CarrierConfigs {
  const root = standInUrl.replace(/\/+$/, '');
  return {
    novaPoshta: { baseUrl: `${root}${STAND_IN_NOVA_POSHTA_PATH}`, apiKey: 'stand-in-key', timeoutMs: STAND_IN_TIMEOUT_MS },
    ukrposhta: { baseUrl: `${root}${STAND_IN_UKRPOSHTA_PATH}`, bearer: 'stand-in-bearer', counterpartyToken: 'stand-in-token', timeoutMs: STAND_IN_TIMEOUT_MS },
  };
}

/**
 * Read at call time (secrets exist only while a function runs). Locally, CARRIER_STAND_IN_URL
 * points both carriers at the stand-in; in production the carriers' own URLs and the secrets.
 */
export function carrierConfigs(env: NodeJS.ProcessEnv = process.env): CarrierConfigs {
  const standIn = env.CARRIER_STAND_IN_URL;
  if (standIn) return standInCarrierConfigs(standIn);
  if (config.isEmulator) {
    throw new Error('CARRIER_STAND_IN_URL is not set: locally the carriers are reached only through the stand-in');
  }
  return {
    novaPoshta: { baseUrl: env.NOVA_POSHTA_URL ?? NOVA_POSHTA_PRODUCTION_URL, apiKey: novaPoshtaApiKey.value() },
    ukrposhta: {
      baseUrl: env.UKRPOSHTA_URL ?? UKRPOSHTA_PRODUCTION_URL,
      bearer: ukrposhtaBearer.value(),
      counterpartyToken: ukrposhtaCounterpartyToken.value(),
    },
  };
}
