// The two links every subscription mail carries. Confirming starts every pending subscription of
// the mailbox; unsubscribing ends every open one. Both are all or nothing, in one transaction
// with the waiting counts, and opening a link twice changes nothing the second time.
import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import type { StockWatchLink } from '@domain/api/stock-watch';
import { db } from '../admin';
import { ApiError } from '../http/api-error';
import type { StockWatchDoc, StockWatchMailboxDoc } from '../model/types';
import { sameToken, tokenHash } from './watch-keys';
import { countRef, mailboxRef, watchesOf, watchRef } from './watch-refs';

/** A confirmation link works for a week after its mail. */
export const CONFIRM_LINK_MS = 7 * 24 * 3600 * 1000;
/** One mailbox holds at most this many open subscriptions (the per-mailbox limits keep it far below). */
const OPEN_WATCHES_READ = 500;

const invalidLink = () => new ApiError(400, 'STOCK_WATCH_LINK_INVALID');

async function mailboxOf(tx: Transaction, mailboxId: string): Promise<StockWatchMailboxDoc> {
  const mailbox = (await tx.get(mailboxRef(mailboxId))).data();
  if (!mailbox) throw invalidLink();
  return mailbox;
}

function openWatches(tx: Transaction, mailboxId: string, status: StockWatchDoc['status']) {
  return tx.get(watchesOf().where('mailboxId', '==', mailboxId).where('status', '==', status).limit(OPEN_WATCHES_READ));
}

/** Moves the waiting count of each good by `delta` per subscription of it. */
function countWaiting(tx: Transaction, goodIds: string[], delta: number, now: Timestamp): void {
  const perGood = new Map<string, number>();
  for (const goodId of goodIds) perGood.set(goodId, (perGood.get(goodId) ?? 0) + delta);
  for (const [goodId, change] of perGood) tx.set(countRef(goodId), { goodId, waiting: FieldValue.increment(change), updatedAt: now }, { merge: true });
}

export async function confirmWatches({ mailbox: mailboxId, token }: StockWatchLink): Promise<void> {
  await db.runTransaction(async (tx) => {
    const mailbox = await mailboxOf(tx, mailboxId);
    const sentAt = (mailbox.confirmationSentAt as Timestamp | null)?.toMillis() ?? 0;
    if (!mailbox.confirmTokenHash || !sameToken(tokenHash(token), mailbox.confirmTokenHash) || Date.now() - sentAt > CONFIRM_LINK_MS) throw invalidLink();
    const pending = await openWatches(tx, mailboxId, 'pending');
    const now = Timestamp.now();
    for (const doc of pending.docs) tx.update(watchRef(doc.id), { status: 'waiting', confirmedAt: now });
    countWaiting(tx, pending.docs.map((doc) => doc.data().goodId), 1, now);
    tx.update(mailboxRef(mailboxId), { confirmedAt: now });
  });
}

export async function unsubscribeWatches({ mailbox: mailboxId, token }: StockWatchLink): Promise<void> {
  await db.runTransaction(async (tx) => {
    const mailbox = await mailboxOf(tx, mailboxId);
    if (!sameToken(token, mailbox.unsubscribeToken)) throw invalidLink();
    const [waiting, pending] = await Promise.all([openWatches(tx, mailboxId, 'waiting'), openWatches(tx, mailboxId, 'pending')]);
    const now = Timestamp.now();
    for (const doc of [...waiting.docs, ...pending.docs]) tx.update(watchRef(doc.id), { status: 'ended', endedAt: now });
    countWaiting(tx, waiting.docs.map((doc) => doc.data().goodId), -1, now);
    // Her pending confirmation dies with them: the link she was mailed no longer starts anything.
    tx.update(mailboxRef(mailboxId), { confirmTokenHash: null });
  });
}
