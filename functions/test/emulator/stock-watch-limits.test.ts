// The refusals of a subscription: a malformed email, an unknown or archived good, and too many
// subscriptions from one mailbox or one client address (called straight at the function with a
// forged X-Forwarded-For too). Each is a stable code, and nothing is written or mailed.
import { randomInt } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { addressForLimits } from '../../src/http/client-address';
import { mailboxKey } from '../../src/http/rate-limit-rules';
import { STOCK_WATCH_RULES } from '../../src/stock-watch/watch-limits';
import { snapshot } from '../admin-api';
import { forgetBuckets, leaveRoom, stemsFor } from '../rate-limit-support';
import { FUNCTION_URL } from '../shop-url';
import { makeGood } from './orders-support';
import { mailsTo, newAddress, watch, WATCH_COLLECTIONS } from './stock-watch-support';

afterEach(() => forgetBuckets());

const HOUR = 3600;

async function expectRefusedUnwritten(call: () => Promise<{ status: number; body: { error?: { code: string } } }>, status: number, code: string, email: string) {
  const before = await snapshot(WATCH_COLLECTIONS);
  const answer = await call();
  expect(answer.status).toBe(status);
  expect(answer.body.error?.code).toBe(code);
  expect(await snapshot(WATCH_COLLECTIONS)).toEqual(before);
  expect(await mailsTo(email)).toEqual([]);
}

describe('refused subscriptions write nothing', () => {
  it('a malformed or missing email', async () => {
    const good = await makeGood({ quantity: 0 });
    for (const email of ['olena', 'olena@', '@example.com', 'olena @example.com', ' ']) {
      await expectRefusedUnwritten(() => watch({ goodId: good, email }), 400, 'STOCK_WATCH_EMAIL_INVALID', email);
    }
    await expectRefusedUnwritten(() => watch({ goodId: good }), 400, 'STOCK_WATCH_EMAIL_INVALID', '');
  });

  it('an unknown or archived good', async () => {
    const email = newAddress();
    await expectRefusedUnwritten(() => watch({ goodId: 'no-such-good', email }), 404, 'STOCK_WATCH_GOOD_NOT_FOUND', email);
    const archived = await makeGood({ quantity: 0, archived: true });
    await expectRefusedUnwritten(() => watch({ goodId: archived, email }), 404, 'STOCK_WATCH_GOOD_NOT_FOUND', email);
  });

  it('too many for one mailbox: the last of the hour is taken, the next is 429, whatever its spelling', async () => {
    const good = await makeGood({ quantity: 0 });
    const email = newAddress('olena.limit');
    await leaveRoom(stemsFor(STOCK_WATCH_RULES.subscribePerEmail, mailboxKey(email)), HOUR, 1);
    expect((await watch({ goodId: good, email })).status).toBe(202);
    expect(await mailsTo(email)).toHaveLength(1);
    const before = await snapshot(WATCH_COLLECTIONS);
    const refused = await watch({ goodId: good, email: email.toUpperCase().replace('@', '+spare@') });
    expect(refused.status).toBe(429);
    expect(refused.body.error?.code).toBe('RATE_LIMITED');
    expect(await snapshot(WATCH_COLLECTIONS)).toEqual(before);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('too many from one client address, even called straight with a forged X-Forwarded-For', async () => {
    const good = await makeGood({ quantity: 0 });
    const testAddress = () => `198.18.${randomInt(256)}.${randomInt(1, 255)}`;
    const connectedFrom = testAddress();
    await leaveRoom(stemsFor(STOCK_WATCH_RULES.subscribePerAddress, addressForLimits(connectedFrom)), HOUR, 0);
    const before = await snapshot(WATCH_COLLECTIONS);
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${FUNCTION_URL}/api/watchstock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `${testAddress()}, ${connectedFrom}` },
        body: JSON.stringify({ goodId: good, email: newAddress() }),
      });
      expect(res.status).toBe(429);
    }
    expect(await snapshot(WATCH_COLLECTIONS)).toEqual(before);
  });
});
