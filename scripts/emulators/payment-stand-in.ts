// The local payment stand-in (functions/test/payment-stand-in: monobank, LiqPay, Checkbox) on a
// fixed port, which the Functions emulator is to be told through PAYMENT_STAND_IN_URL. npm start,
// the emulator tests and the bench can each make sure it runs; one already running there is used.
import { ensureStandIn, type RunningStandIn } from './stand-in-launcher.ts';

/** Not among firebase.json's ports (5000, 5001, 8080, 9099, 4400, 4500) nor the carriers' 4610. */
export const PAYMENT_STAND_IN_PORT = 4620;
export const PAYMENT_STAND_IN_URL = `http://127.0.0.1:${PAYMENT_STAND_IN_PORT}`;

/** True when what holds the port answers monobank's public-key call as the stand-in does. */
async function answersAsStandIn(): Promise<boolean> {
  try {
    const res = await fetch(`${PAYMENT_STAND_IN_URL}/api/merchant/pubkey`, { headers: { 'X-Token': 'probe' }, signal: AbortSignal.timeout(3_000) });
    return typeof ((await res.json()) as { key?: unknown }).key === 'string';
  } catch {
    return false;
  }
}

/** Starts the stand-in, or finds it already running; stop() ends only one started here. */
export async function ensurePaymentStandIn(): Promise<RunningStandIn> {
  const { startPaymentStandIn } = await import('../../functions/test/payment-stand-in/start.ts');
  return ensureStandIn({ name: 'payment stand-in', port: PAYMENT_STAND_IN_PORT, url: PAYMENT_STAND_IN_URL, start: () => startPaymentStandIn({ port: PAYMENT_STAND_IN_PORT }), answersAsStandIn });
}
