// monobank signs each webhook: X-Sign is a base64 ECDSA (SHA-256) signature of the raw body, made
// with the key whose public half /api/merchant/pubkey gives (base64 of a PEM). The key is cached;
// when a check fails the key may have been rotated, so it is fetched again once and checked again.
import { createPublicKey, verify, type KeyObject } from 'node:crypto';

interface MonoKeyRing {
  /** true when the signature fits; throws when the key cannot be fetched at all. */
  check(rawBody: Buffer, signatureBase64: string): Promise<boolean>;
}

/** monobank's key as served: base64 of a PEM. Throws on anything that is not a public key. */
export function publicKeyFromBase64Pem(keyBase64: string): KeyObject {
  return createPublicKey(Buffer.from(keyBase64, 'base64').toString('utf8'));
}

function signatureFits(key: KeyObject, rawBody: Buffer, signatureBase64: string): boolean {
  try {
    return verify('sha256', rawBody, key, Buffer.from(signatureBase64, 'base64'));
  } catch {
    return false; // not a DER signature at all
  }
}

export function monoKeyRing(fetchKey: () => Promise<KeyObject>, refetchMinIntervalMs: number, now = () => Date.now()): MonoKeyRing {
  let key: KeyObject | null = null;
  let fetchedAt = 0;
  let inFlight: Promise<KeyObject> | null = null;

  /** Concurrent webhooks share one fetch. */
  async function refresh(): Promise<KeyObject> {
    inFlight ??= fetchKey().finally(() => {
      inFlight = null;
    });
    key = await inFlight;
    fetchedAt = now();
    return key;
  }

  return {
    async check(rawBody, signatureBase64) {
      const cached = key;
      const current = cached ?? (await refresh());
      if (signatureFits(current, rawBody, signatureBase64)) return true;
      const justFetched = cached === null;
      if (justFetched || now() - fetchedAt < refetchMinIntervalMs) return false;
      return signatureFits(await refresh(), rawBody, signatureBase64);
    },
  };
}
