// LiqPay's envelope: `data` is base64 of the request's JSON, `signature` is
// base64(sha1(private_key + data + private_key)). Its callbacks carry the same pair.
import { createHash, timingSafeEqual } from 'node:crypto';

interface LiqpayEnvelope {
  data: string;
  signature: string;
}

export function liqpaySignature(privateKey: string, data: string): string {
  return createHash('sha1').update(privateKey + data + privateKey).digest('base64');
}

export function liqpayEnvelope(privateKey: string, params: Record<string, unknown>): LiqpayEnvelope {
  const data = Buffer.from(JSON.stringify(params), 'utf8').toString('base64');
  return { data, signature: liqpaySignature(privateKey, data) };
}

/** Compared in constant time, so that the answer's timing tells a forger nothing. */
export function liqpaySignatureFits(privateKey: string, data: string, signature: string): boolean {
  const expected = Buffer.from(liqpaySignature(privateKey, data));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The JSON inside `data`, or null when it is not base64 JSON. */
export function liqpayData(data: string): unknown {
  try {
    return JSON.parse(Buffer.from(data, 'base64').toString('utf8')) as unknown;
  } catch {
    return null;
  }
}
