// Signature checks with real keys: monobank's ECDSA (SHA-256) over the raw body with a cached,
// refetched-once public key, and LiqPay's base64(sha1(private + data + private)).
import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { liqpayEnvelope, liqpaySignature, liqpaySignatureFits } from '../../../src/payments/liqpay-signature';
import { monoKeyRing, publicKeyFromBase64Pem } from '../../../src/payments/monobank-signature';

function monobankKey() {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const served = Buffer.from(publicKey.export({ type: 'spki', format: 'pem' }).toString()).toString('base64');
  return { privateKey, served };
}
const xSign = (body: Buffer, key: KeyObject) => sign('sha256', body, key).toString('base64');
const BODY = Buffer.from('{"invoiceId":"p2_9ZgpZVsl3","status":"hold","amount":85000,"modifiedDate":"2026-11-28T11:40:02Z"}');

/** A key ring over keys served in turn, counting the fetches. */
function ringOver(served: string[], minIntervalMs = 0, now = () => Date.now()) {
  const fetches = { count: 0 };
  const ring = monoKeyRing(async () => publicKeyFromBase64Pem(served[Math.min(fetches.count++, served.length - 1)]!), minIntervalMs, now);
  return { ring, fetches };
}

describe('monobank X-Sign', () => {
  it('accepts the signature of the raw body, once the key is fetched, and keeps the key', async () => {
    const key = monobankKey();
    const { ring, fetches } = ringOver([key.served]);
    expect(await ring.check(BODY, xSign(BODY, key.privateKey))).toBe(true);
    expect(await ring.check(BODY, xSign(BODY, key.privateKey))).toBe(true);
    expect(fetches.count).toBe(1);
  });

  it('refuses another key\'s signature, a body changed by one byte, and a signature that is not base64 DER', async () => {
    const key = monobankKey();
    const { ring } = ringOver([key.served]);
    expect(await ring.check(BODY, xSign(BODY, monobankKey().privateKey))).toBe(false);
    const changed = Buffer.from(BODY);
    changed[changed.length - 3] = changed[changed.length - 3]! ^ 1;
    expect(await ring.check(changed, xSign(BODY, key.privateKey))).toBe(false);
    expect(await ring.check(BODY, 'not a signature')).toBe(false);
  });

  it('fetches the key again once when monobank has rotated it', async () => {
    const [before, after] = [monobankKey(), monobankKey()];
    const { ring, fetches } = ringOver([before.served, after.served]);
    expect(await ring.check(BODY, xSign(BODY, before.privateKey))).toBe(true);
    expect(await ring.check(BODY, xSign(BODY, after.privateKey))).toBe(true);
    expect(fetches.count).toBe(2);
    expect(await ring.check(BODY, xSign(BODY, after.privateKey))).toBe(true);
    expect(fetches.count).toBe(2);
  });

  it('refetches at most once per interval, so forged webhooks cannot make it hammer monobank', async () => {
    const key = monobankKey();
    let clock = 1_000_000;
    const { ring, fetches } = ringOver([key.served], 60_000, () => clock);
    await ring.check(BODY, xSign(BODY, key.privateKey));
    clock += 61_000;
    const forged = xSign(BODY, monobankKey().privateKey);
    expect(await ring.check(BODY, forged)).toBe(false);
    expect(await ring.check(BODY, forged)).toBe(false);
    expect(fetches.count).toBe(2);
  });

  it('refuses what is not a base64 PEM public key', () => {
    expect(() => publicKeyFromBase64Pem(Buffer.from('not a key').toString('base64'))).toThrow();
  });
});

describe('LiqPay signature', () => {
  it('is base64(sha1(private + data + private)), checked against a value computed with openssl', () => {
    const data = Buffer.from('{"action":"status"}').toString('base64');
    expect(liqpaySignature('sandbox_private', data)).toBe('UF2QG8b7LiElByeybdzp4oC+ZKg=');
    expect(liqpayEnvelope('sandbox_private', { action: 'status' })).toEqual({ data, signature: 'UF2QG8b7LiElByeybdzp4oC+ZKg=' });
  });

  it('fits its data and private key only', () => {
    const { data, signature } = liqpayEnvelope('sandbox_private', { order_id: '1042', status: 'success' });
    expect(liqpaySignatureFits('sandbox_private', data, signature)).toBe(true);
    expect(liqpaySignatureFits('another_private', data, signature)).toBe(false);
    const tampered = Buffer.from(JSON.stringify({ order_id: '1042', status: 'reversed' })).toString('base64');
    expect(liqpaySignatureFits('sandbox_private', tampered, signature)).toBe(false);
    expect(liqpaySignatureFits('sandbox_private', data, '')).toBe(false);
  });
});
