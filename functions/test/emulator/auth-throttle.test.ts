// The login throttle against real Auth and Firestore emulators, through Hosting: it counts per
// (account, address) pair and per address, so a stranger can lock only themself out; the address
// is the one Google's front end appends (the tests play it: "<client's own text>, <client>,
// <proxy>"); and parallel guesses are all counted. The pair and address limits hold even for a
// browser the account's delays spare (a known device). The account's own count, sent straight to
// the function: auth-account-throttle.test.ts.
import { afterAll, describe, expect, it } from 'vitest';
import { ACCOUNT_FREE_FAILURES, ADDRESS_LIMIT, PAIR_LIMIT } from '../../src/auth/login-throttle';
import { createConfirmedUser, throttleCount, throttleTouches, type LoginReply } from '../auth-helpers';
import { SHOP_URL } from '../shop-url';

const PROXY = '35.191.0.9';
const { pairs, accounts, freshAddress, forget } = throttleTouches();
afterAll(forget);

/** A login through Hosting from `address`, with whatever the client itself put in X-Forwarded-For. */
async function login(identifier: string, password: string, address: string, forged?: string, knownDevice?: string) {
  const res = await fetch(`${SHOP_URL}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': [forged, address, PROXY].filter(Boolean).join(', ') },
    body: JSON.stringify({ username: identifier, email: identifier, password, knownDevice }),
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as LoginReply };
}

/** A user who signed in once on their own browser, which keeps the known-device token. */
async function userWithKnownBrowser(tag: string) {
  const user = await createConfirmedUser(tag);
  accounts.push(user.uid);
  const first = await login(user.email, user.password, freshAddress());
  expect(first.status).toBe(200);
  return { ...user, knownDevice: first.body.knownDevice! };
}

describe('the login throttle', () => {
  it('a locked-out attacker cannot lock the owner out', async () => {
    const user = await userWithKnownBrowser('lockout');
    const attacker = freshAddress();
    const home = freshAddress();
    pairs.push([user.uid, attacker], [user.uid, home]);
    // Even with the owner's known-device token (the account's delays spared), the pair closes.
    for (let i = 0; i < PAIR_LIMIT; i++) expect((await login(user.username, `Wrong${i}guess`, attacker, undefined, user.knownDevice)).status).toBe(400);

    const locked = await login(user.email, user.password, attacker, undefined, user.knownDevice);
    expect(locked.status).toBe(429);
    expect(locked.body.error).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', message: expect.stringMatching(/Зачекайте 15 хвилин/) });
    expect(locked.body.error?.details?.retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect(Number(locked.retryAfter)).toBe(locked.body.error?.details?.retryAfterSeconds);

    const signedIn = await login(user.email, user.password, home, undefined, user.knownDevice);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.accessToken).toEqual(expect.any(String));
    // The attacker's own pair stays closed, whatever the owner did.
    expect((await login(user.username, 'Another1guess', attacker, undefined, user.knownDevice)).status).toBe(429);
  });

  it('a forged X-Forwarded-For changes nothing: every failure lands on the address Google appended', async () => {
    const user = await userWithKnownBrowser('forged');
    const attacker = freshAddress();
    const victimAddress = freshAddress();
    pairs.push([user.uid, attacker]);
    for (let i = 0; i < PAIR_LIMIT; i++) {
      const forged = `${freshAddress()}, 10.0.${i}.1`;
      expect((await login(user.username, `Wrong${i}guess`, attacker, forged, user.knownDevice)).status).toBe(400);
    }
    expect(await throttleCount('pair', user.uid, attacker)).toBe(PAIR_LIMIT);
    expect(await throttleCount('address', attacker)).toBe(PAIR_LIMIT);
    // Naming another address in front neither escapes the lock nor puts it on that address.
    expect((await login(user.email, user.password, attacker, victimAddress, user.knownDevice)).status).toBe(429);
    expect(await throttleCount('address', victimAddress)).toBe(0);
    expect((await login(user.email, user.password, victimAddress, undefined, user.knownDevice)).status).toBe(200);
  });

  it('15 parallel wrong passwords are all counted: 10 are tried, 5 refused, and no more pass', async () => {
    const user = await userWithKnownBrowser('parallel');
    const attacker = freshAddress();
    pairs.push([user.uid, attacker]);
    const replies = await Promise.all(Array.from({ length: 15 }, (_, i) => login(user.username, `Parallel${i}x`, attacker, undefined, user.knownDevice)));
    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses).toEqual([...Array<number>(PAIR_LIMIT).fill(400), ...Array<number>(15 - PAIR_LIMIT).fill(429)]);
    expect(await throttleCount('pair', user.uid, attacker)).toBe(PAIR_LIMIT);
    expect(await throttleCount('address', attacker)).toBe(PAIR_LIMIT);
    expect((await login(user.email, user.password, attacker, undefined, user.knownDevice)).status).toBe(429);
    expect((await login(user.email, user.password, freshAddress(), undefined, user.knownDevice)).status).toBe(200);
  }, 180_000);

  it(`closes an address after ${ADDRESS_LIMIT} failures across accounts, and only that address`, async () => {
    const guesser = freshAddress();
    for (let i = 0; i < ADDRESS_LIMIT; i++) {
      const name = `ghost_${i}_${guesser}`;
      pairs.push([name, guesser]);
      accounts.push(name);
      expect((await login(name, 'Wrong1234', guesser)).status).toBe(400);
    }
    const user = await createConfirmedUser('crowded');
    pairs.push([user.uid, guesser]);
    const refused = await login(user.email, user.password, guesser);
    expect(refused.status).toBe(429);
    expect(refused.body.error?.code).toBe('TOO_MANY_ATTEMPTS');
    expect((await login(user.email, user.password, freshAddress())).status).toBe(200);
  }, 180_000);

  it('a right password forgives the pair and the account, and gives the address its attempt back', async () => {
    const user = await createConfirmedUser('forgive');
    accounts.push(user.uid);
    const address = freshAddress();
    pairs.push([user.uid, address]);
    for (let i = 0; i < ACCOUNT_FREE_FAILURES - 1; i++) expect((await login(user.username, `Typo${i}pass`, address)).status).toBe(400);
    expect(await throttleCount('pair', user.uid, address)).toBe(ACCOUNT_FREE_FAILURES - 1);
    expect(await throttleCount('account', user.uid)).toBe(ACCOUNT_FREE_FAILURES - 1);
    expect((await login(user.username, user.password, address)).status).toBe(200);
    expect(await throttleCount('pair', user.uid, address)).toBe(0);
    expect(await throttleCount('account', user.uid)).toBe(0);
    expect(await throttleCount('address', address)).toBe(ACCOUNT_FREE_FAILURES - 1);
  });
});
