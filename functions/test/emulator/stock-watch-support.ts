// Helpers of the back-in-stock tests: subscribe through Hosting, open the links of the mails the
// stand-in outbox holds, and read what the ADMIN's counter says.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { db } from '../../src/admin';
import { COLLECTIONS, type MailDoc } from '../../src/model/types';
import type { TestUser } from '../auth-tokens';
import { post } from './orders-support';

export const newAddress = (name = 'knitter') => `${name}-${randomUUID().slice(0, 8)}@test.yarnshop.test`;

export const watch = (body: Record<string, unknown>, user: TestUser | null = null) => post<{ ok: true; confirmationNeeded: boolean }>('/api/watchstock', body, user);

export async function mailsTo(email: string): Promise<MailDoc[]> {
  const snap = await db.collection(COLLECTIONS.mail).where('to', '==', email).get();
  return snap.docs.map((d) => d.data() as MailDoc & { createdAt: { toMillis(): number } }).sort((a, b) => a.createdAt.toMillis() - b.createdAt.toMillis());
}

/** The mailbox and token of the page link `/stockwatch/{page}/{mailbox}/{token}` in a mail. */
export function linkIn(mail: MailDoc, page: 'confirm' | 'unsubscribe'): { mailbox: string; token: string } {
  const match = new RegExp(`/stockwatch/${page}/([0-9a-f]{40})/([A-Za-z0-9_-]{43})`).exec(mail.message.text);
  expect(match, mail.message.text).not.toBeNull();
  return { mailbox: match![1]!, token: match![2]! };
}

/** Subscribes a fresh address and confirms it by the link of its one confirmation mail. */
export async function confirmedWatch(body: Record<string, unknown>, email = newAddress()): Promise<string> {
  const answer = await watch({ ...body, email });
  expect(answer.status, JSON.stringify(answer.body)).toBe(202);
  const [confirmation] = await mailsTo(email);
  const confirmed = await post('/api/confirmstockwatch', linkIn(confirmation!, 'confirm'));
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return email;
}

export async function waitingFor(goodId: string): Promise<number> {
  return Number((await db.collection(COLLECTIONS.stockWatchCounts).doc(goodId).get()).get('waiting') ?? 0);
}

/** The subjects of the mails after the confirmation, once `count` of them have arrived. */
export async function noticesTo(email: string, count: number): Promise<string[]> {
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 20_000 }).toBe(count + 1);
  return (await mailsTo(email)).slice(1).map((m) => m.message.subject);
}

/** The stored subscriptions, mailboxes and counters, to prove a refused call wrote none. */
export const WATCH_COLLECTIONS = [COLLECTIONS.stockWatches, COLLECTIONS.stockWatchMailboxes, COLLECTIONS.stockWatchCounts];
