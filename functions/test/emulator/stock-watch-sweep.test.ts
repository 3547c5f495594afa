// The nightly sweep of subscriptions nobody confirmed, on the Firestore emulator: a dead
// confirmation's pending subscriptions go, an address that never confirmed is forgotten, a
// confirmed address keeps what waits, and a confirmation still alive is left alone.
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { db } from '../../src/admin';
import { COLLECTIONS, type StockWatchDoc, type StockWatchMailboxDoc } from '../../src/model/types';
import { sweepUnconfirmedWatches } from '../../src/stock-watch/sweep-unconfirmed';

const DAY_MS = 24 * 3600 * 1000;
const mailboxes = db.collection(COLLECTIONS.stockWatchMailboxes);
const watches = db.collection(COLLECTIONS.stockWatches);

/** A mailbox whose last confirmation went `sentDaysAgo` days ago, with one subscription per status given. */
async function mailboxWith(sentDaysAgo: number, confirmed: boolean, statuses: StockWatchDoc['status'][]): Promise<string> {
  const mailboxId = `sweep-${randomUUID()}`;
  const sentAt = Timestamp.fromMillis(Date.now() - sentDaysAgo * DAY_MS);
  const mailbox: StockWatchMailboxDoc = {
    email: `${mailboxId}@example.test`,
    language: 'ua',
    confirmTokenHash: 'a'.repeat(64),
    confirmationSentAt: sentAt,
    confirmedAt: confirmed ? Timestamp.fromMillis(sentAt.toMillis() - DAY_MS) : null,
    unsubscribeToken: 'token',
    createdAt: sentAt,
  };
  await mailboxes.doc(mailboxId).set(mailbox);
  await Promise.all(
    statuses.map((status, i) => {
      const doc: StockWatchDoc = { mailboxId, goodId: `sweep-good-${i}`, minSkeins: null, status, language: 'ua', createdAt: sentAt };
      return watches.doc(`${mailboxId}-${i}`).set(doc);
    }),
  );
  return mailboxId;
}

const statusesOf = async (mailboxId: string) => (await watches.where('mailboxId', '==', mailboxId).get()).docs.map((d) => d.get('status') as string).sort();

describe('the sweep of unconfirmed subscriptions', () => {
  it('forgets an address that never confirmed once its link is dead, deletes a confirmed one’s pending subscriptions only, and leaves a live link alone', async () => {
    const neverConfirmed = await mailboxWith(8, false, ['pending', 'pending']);
    const confirmedBefore = await mailboxWith(8, true, ['pending', 'waiting', 'sent']);
    const stillAlive = await mailboxWith(6, false, ['pending']);

    const outcome = await sweepUnconfirmedWatches();

    expect((await mailboxes.doc(neverConfirmed).get()).exists).toBe(false);
    expect(await statusesOf(neverConfirmed)).toEqual([]);
    expect(await statusesOf(confirmedBefore)).toEqual(['sent', 'waiting']);
    expect((await mailboxes.doc(confirmedBefore).get()).data()).toMatchObject({ confirmTokenHash: null, confirmationSentAt: null });
    expect(await statusesOf(stillAlive)).toEqual(['pending']);
    expect((await mailboxes.doc(stillAlive).get()).get('confirmTokenHash')).toBe('a'.repeat(64));
    // Other files' mailboxes may be swept in the same run: at least these three moves happened.
    expect(outcome.mailboxesForgotten).toBeGreaterThanOrEqual(1);
    expect(outcome.confirmationsEnded).toBeGreaterThanOrEqual(1);
    expect(outcome.watchesDeleted).toBeGreaterThanOrEqual(3);

    // A second run finds nothing more of these: the confirmed address is not swept again.
    await sweepUnconfirmedWatches();
    expect(await statusesOf(confirmedBefore)).toEqual(['sent', 'waiting']);
    expect((await mailboxes.doc(confirmedBefore).get()).exists).toBe(true);
  });
});
