// Guessing at one account straight at the function's own URL (the Functions emulator, no Hosting in
// front), with a fresh X-Forwarded-For on every guess, as a caller who skips Hosting can: the
// guesses count against the account, whatever address they claim or come from, while the owner's
// right password from her known browser still signs in. The header plays Google's front end:
// "<caller's own text>, <the address it connected from>", a new one of each every time.
import { randomInt } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { ACCOUNT_FREE_FAILURES, MAX_ACCOUNT_DELAY_MS } from '../../src/auth/login-throttle';
import { createConfirmedUser, throttleCount, throttleTouches, type LoginReply } from '../auth-helpers';
import { FUNCTION_URL } from '../shop-url';

const { pairs, accounts, freshAddress, forget } = throttleTouches();
afterAll(forget);

/** A login straight to the function, as if from `connectedFrom`, with the caller's own `forged` entry in front. */
async function directLogin(identifier: string, password: string, { knownDevice, forged }: { knownDevice?: string; forged?: string } = {}) {
  const connectedFrom = freshAddress();
  const res = await fetch(`${FUNCTION_URL}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': [forged, connectedFrom].filter(Boolean).join(', ') },
    body: JSON.stringify({ username: identifier, email: identifier, password, knownDevice }),
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as LoginReply, connectedFrom };
}

async function ownerWithKnownBrowser(tag: string) {
  const user = await createConfirmedUser(tag);
  accounts.push(user.uid);
  const first = await directLogin(user.email, user.password);
  expect(first.status).toBe(200);
  expect(first.body.knownDevice).toEqual(expect.any(String));
  return { ...user, knownDevice: first.body.knownDevice! };
}

describe('guessing at one account straight at the function', () => {
  it('50 wrong passwords, each from a new address with a new forged X-Forwarded-For, count against the account', async () => {
    const owner = await ownerWithKnownBrowser('direct50');
    const replies = [];
    for (let i = 0; i < 50; i++) {
      const reply = await directLogin(owner.username, `Wrong${i}guess`, { forged: freshAddress() });
      pairs.push([owner.uid, reply.connectedFrom]);
      replies.push(reply);
    }
    // The free failures are tried; then every guess waits (a further one may be tried once a delay has passed).
    const tried = replies.filter((r) => r.status === 400);
    const delayed = replies.filter((r) => r.status === 429);
    expect(replies.slice(0, ACCOUNT_FREE_FAILURES).map((r) => r.body.error?.code)).toEqual(Array(ACCOUNT_FREE_FAILURES).fill('INVALID_CREDENTIALS'));
    expect(tried.length).toBeLessThanOrEqual(ACCOUNT_FREE_FAILURES + 1);
    expect(tried.length + delayed.length).toBe(50);
    for (const reply of delayed) {
      expect(reply.body.error).toMatchObject({ code: 'LOGIN_DELAYED', message: expect.stringMatching(/Забагато невдалих спроб входу в цей акаунт/) });
      expect(reply.body.error?.details?.retryAfterSeconds).toBeGreaterThan(0);
      expect(reply.body.error?.details?.retryAfterSeconds).toBeLessThanOrEqual(MAX_ACCOUNT_DELAY_MS / 1000);
      expect(Number(reply.retryAfter)).toBe(reply.body.error?.details?.retryAfterSeconds);
    }
    // Refused guesses write nothing: the count is of the guesses tried.
    expect(await throttleCount('account', owner.uid)).toBe(tried.length);

    // The right password from a browser the account never used waits too: the delay is the account's.
    const stranger = await directLogin(owner.email, owner.password);
    expect(stranger.body.error?.code).toBe('LOGIN_DELAYED');
    // The owner's right password from her known browser signs her in at once.
    const home = await directLogin(owner.email, owner.password, { knownDevice: owner.knownDevice });
    expect(home.status).toBe(200);
    expect(home.body.accessToken).toEqual(expect.any(String));
    // Her success there forgives nothing of the stranger's count.
    expect(await throttleCount('account', owner.uid)).toBe(tried.length);
  }, 120_000);

  it("a token that is altered, or another account's, spares nothing", async () => {
    const owner = await ownerWithKnownBrowser('directtoken');
    const other = await ownerWithKnownBrowser('directother');
    for (let i = 0; i < ACCOUNT_FREE_FAILURES; i++) expect((await directLogin(owner.username, `Wrong${i}guess`)).status).toBe(400);
    const last = owner.knownDevice.at(-1) === 'A' ? 'B' : 'A';
    const altered = `${owner.knownDevice.slice(0, -1)}${last}`;
    expect((await directLogin(owner.email, owner.password, { knownDevice: altered })).body.error?.code).toBe('LOGIN_DELAYED');
    expect((await directLogin(owner.email, owner.password, { knownDevice: other.knownDevice })).body.error?.code).toBe('LOGIN_DELAYED');
    expect((await directLogin(owner.email, owner.password, { knownDevice: owner.knownDevice })).status).toBe(200);
  });

  it('a name that belongs to nobody is delayed alike, so the delay tells no account apart', async () => {
    const name = `nobody_${randomInt(1e9)}`;
    accounts.push(name);
    for (let i = 0; i < ACCOUNT_FREE_FAILURES; i++) expect((await directLogin(name, `Wrong${i}guess`)).body.error?.code).toBe('INVALID_CREDENTIALS');
    expect((await directLogin(name, 'Wrong9guess')).body.error?.code).toBe('LOGIN_DELAYED');
  });
});
