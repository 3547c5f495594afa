// The per-address limits of orders, callback requests and account mails, called straight at the
// function's own URL (the Functions emulator, no Hosting in front) with a new forged
// X-Forwarded-For each time. The header plays Google's front end, which appends the address the
// caller connected from: "<caller's own text>, <that address>". Whatever the caller writes in
// front, every call counts against the address it connected from, so a full window stays full.
import { randomInt } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { addressForLimits } from '../../src/http/client-address';
import { RATE_RULES } from '../../src/http/rate-limit-rules';
import type { RateRule } from '../../src/http/rate-limit';
import { forgetBuckets, leaveRoom, stemsFor } from '../rate-limit-support';
import { makeGood, orderBody } from './orders-support';
import { FUNCTION_URL } from '../shop-url';

afterEach(() => forgetBuckets());

const testAddress = () => `198.18.${randomInt(256)}.${randomInt(1, 255)}`;

async function direct(path: string, body: unknown, forwardedFor: string) {
  const res = await fetch(`${FUNCTION_URL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify(body),
  });
  return { status: res.status, code: ((await res.json()) as { error?: { code: string } }).error?.code };
}

/** Fills the caller's window of `seconds` for `rule`, then sends five calls, each naming a new forged address. */
async function forgedCallsWithFullWindow(rule: RateRule, seconds: number, path: string, body: () => unknown) {
  const connectedFrom = testAddress();
  await leaveRoom(stemsFor(rule, addressForLimits(connectedFrom)), seconds, 0);
  const replies = [];
  for (let i = 0; i < 5; i++) replies.push(await direct(path, body(), `${testAddress()}, ${connectedFrom}`));
  return replies;
}

const refusedAll = Array(5).fill({ status: 429, code: 'RATE_LIMITED' });

describe('per-address limits on calls that skip Hosting', () => {
  it('orders: a forged X-Forwarded-For does not lift the limit of the address the caller connected from', async () => {
    const goodId = await makeGood({ quantity: 50 });
    const replies = await forgedCallsWithFullWindow(RATE_RULES.orderPerAddress, 600, '/api/createshoppingcard', () =>
      orderBody([{ goodId, quantity: 1 }], { customer: { name: 'Олена Тестова', phone: `+38067${randomInt(1_000_000, 9_999_999)}` } }),
    );
    expect(replies).toEqual(refusedAll);
  });

  it('callback requests: the same', async () => {
    const replies = await forgedCallsWithFullWindow(RATE_RULES.callbackPerAddress, 3600, '/api/sendcallbackrequest', () => ({
      clientName: 'Олена',
      clientPhone: `067${randomInt(1_000_000, 9_999_999)}`,
    }));
    expect(replies).toEqual(refusedAll);
  });

  it('account mails: the same', async () => {
    const replies = await forgedCallsWithFullWindow(RATE_RULES.accountMailPerAddress, 3600, '/auth/sendpasswordrecoverylink', () => ({
      email: `nobody-${randomInt(1e9)}@test.yarnshop.test`,
    }));
    expect(replies).toEqual(refusedAll);
  });
});
