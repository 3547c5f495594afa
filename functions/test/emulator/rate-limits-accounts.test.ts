// Mails with account links (registration, resend confirmation, password recovery) are limited per
// mailbox, together, and per client address: the mail that fills the window is sent, the next
// request is 429 RATE_LIMITED and sends nothing, and the answer is the same whether the address
// has an account or not.
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { auth, db } from '../../src/admin';
import { mailboxKey, RATE_RULES } from '../../src/http/rate-limit-rules';
import { COLLECTIONS } from '../../src/model/types';
import { createConfirmedUser } from '../auth-helpers';
import { forgetBuckets, leaveRoom, stemsFor, stemsOfOwnAddress } from '../rate-limit-support';
import { SHOP_URL } from '../shop-url';

const HOUR = 3600;

afterEach(() => forgetBuckets());

async function call(path: string, body: unknown) {
  const res = await fetch(`${SHOP_URL}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, retryAfter: Number(res.headers.get('retry-after')), code: ((await res.json()) as { error?: { code: string } }).error?.code };
}

const recover = (email: string) => call('/auth/sendpasswordrecoverylink', { email });
const resend = (email: string) => call('/auth/resendconfirmation', { email });
const register = (email: string) =>
  call('/auth/registration', { email, phone: 380671234567, username: `limit_${randomUUID().slice(0, 8)}`, password: 'Knit2gether7' });
const mailsTo = async (email: string) => (await db.collection(COLLECTIONS.mail).where('to', '==', email).count().get()).data().count;

function expectRefused(reply: Awaited<ReturnType<typeof call>>) {
  expect(reply.status).toBe(429);
  expect(reply.code).toBe('RATE_LIMITED');
  expect(reply.retryAfter).toBeGreaterThan(0);
  expect(reply.retryAfter).toBeLessThanOrEqual(HOUR);
}

describe('account mails per mailbox', () => {
  it('recovery: the last mail of the hour is sent, the next request is 429 and sends nothing', async () => {
    const user = await createConfirmedUser('limit');
    const stems = stemsFor(RATE_RULES.accountMailPerEmail, mailboxKey(user.email));
    await leaveRoom(stems, HOUR, 1);
    expect((await recover(user.email)).status).toBe(200);
    expect(await mailsTo(user.email)).toBe(1);
    expectRefused(await recover(user.email));
    // Confirmation mails share the mailbox's count, and capitals change nothing.
    expectRefused(await resend(user.email.toUpperCase()));
    expect(await mailsTo(user.email)).toBe(1);
    await forgetBuckets(stems);
  });

  it('an address without an account is answered alike, so a 429 reveals no account', async () => {
    const email = `nobody-${randomUUID().slice(0, 8)}@test.yarnshop.test`;
    const stems = stemsFor(RATE_RULES.accountMailPerEmail, mailboxKey(email));
    await leaveRoom(stems, HOUR, 1);
    expect((await recover(email)).status).toBe(200);
    expectRefused(await recover(email));
    await forgetBuckets(stems);
  });

  it('registration counts in the same mailbox: a full one refuses it before any account is made', async () => {
    const email = `limit-${randomUUID().slice(0, 8)}@test.yarnshop.test`;
    const stems = stemsFor(RATE_RULES.accountMailPerEmail, mailboxKey(email));
    await leaveRoom(stems, HOUR, 0);
    expectRefused(await register(email));
    await expect(auth.getUserByEmail(email)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect(await mailsTo(email)).toBe(0);
    await forgetBuckets(stems);
    expect((await register(email)).status).toBe(201);
    expect(await mailsTo(email)).toBe(1);
  });
});

describe('account mails per client address', () => {
  it('recovery and resend: refused for any mailbox once the hour of this client is full', async () => {
    const probe = `nobody-${randomUUID().slice(0, 8)}@test.yarnshop.test`;
    const stems = await stemsOfOwnAddress(RATE_RULES.accountMailPerAddress, () => recover(probe));
    await leaveRoom(stems, HOUR, 1);
    const user = await createConfirmedUser('limit');
    expect((await recover(user.email)).status).toBe(200);
    expectRefused(await resend(`other-${randomUUID().slice(0, 8)}@test.yarnshop.test`));
    expectRefused(await recover(user.email));
    expect(await mailsTo(user.email)).toBe(1);
  });

  it('registration: refused once the hour of this client is full, and no account is made', async () => {
    const stems = await stemsOfOwnAddress(RATE_RULES.registrationPerAddress, () => register(`limit-${randomUUID().slice(0, 8)}@test.yarnshop.test`));
    await leaveRoom(stems, HOUR, 0);
    const email = `limit-${randomUUID().slice(0, 8)}@test.yarnshop.test`;
    expectRefused(await register(email));
    await expect(auth.getUserByEmail(email)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });

  it('a body without an email is refused by validation and counts nothing', async () => {
    const before = (await db.collection(COLLECTIONS.rateLimits).get()).docs.map((d) => [d.id, d.get('count')]);
    expect((await recover('')).status).toBe(400);
    expect((await call('/auth/resendconfirmation', {})).status).toBe(400);
    const after = (await db.collection(COLLECTIONS.rateLimits).get()).docs.map((d) => [d.id, d.get('count')]);
    expect(after).toEqual(before);
  });
});
