// A subscription: "tell me when it is back" or the lot form. A guest's address gets a confirmation
// mail, at most one unanswered a day; until she confirms, nothing else is ever sent to it. The
// answer is the same whether the address was new, waiting already or confirmed long ago.
import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { isEmailAddress } from '@domain/email-address';
import type { Language } from '@domain/language';
import type { StockWatchAnswer, StockWatchBody } from '@domain/api/stock-watch';
import { db } from '../admin';
import { ApiError } from '../http/api-error';
import { enforceRateLimits } from '../http/rate-limit';
import { queueMailInTransaction } from '../mail/outbox';
import { goodConverter } from '../model/converters';
import { COLLECTIONS, type GoodDoc, type StockWatchDoc, type StockWatchMailboxDoc } from '../model/types';
import { confirmationMail } from './watch-mail';
import { mailboxIdOf, newToken, tokenHash, watchIdOf } from './watch-keys';
import { subscribeChecks } from './watch-limits';
import { countRef, mailboxRef, watchRef } from './watch-refs';

const DAY_MS = 24 * 3600 * 1000;

interface Subscriber {
  language: Language;
  clientAddress: string;
  /** The signed-in shopper's account address, proved when she registered. */
  accountEmail: string | null;
}

/** The address the subscription is for: the typed one, else the account's; refused when malformed. */
function addressOf(body: StockWatchBody, accountEmail: string | null): string {
  const email = body.email?.trim() || accountEmail;
  if (!email || !isEmailAddress(email)) throw new ApiError(400, 'STOCK_WATCH_EMAIL_INVALID');
  return email;
}

async function watchedGood(goodId: string, minSkeins: number | null): Promise<GoodDoc> {
  const good = (await db.collection(COLLECTIONS.goods).withConverter(goodConverter).doc(goodId).get()).data();
  if (!good || good.archived) throw new ApiError(404, 'STOCK_WATCH_GOOD_NOT_FOUND');
  if (minSkeins !== null && !good.yarnLineId) throw new ApiError(400, 'STOCK_WATCH_LOT_FORM_UNAVAILABLE');
  return good;
}

/**
 * Whether a confirmation may be mailed now: none was sent, or the last was answered, or a day has
 * passed. So a stranger typing her address costs her at most one unanswered mail a day.
 */
export function confirmationDue(mailbox: Pick<StockWatchMailboxDoc, 'confirmationSentAt' | 'confirmedAt'> | undefined, nowMs: number): boolean {
  const sent = (mailbox?.confirmationSentAt as Timestamp | null | undefined)?.toMillis();
  if (sent === undefined) return true;
  const confirmed = (mailbox?.confirmedAt as Timestamp | null | undefined)?.toMillis();
  return (confirmed !== undefined && confirmed >= sent) || nowMs - sent >= DAY_MS;
}

/** A signed-in shopper's own address: her subscription waits at once, no confirmation mail. */
function startWaiting(tx: Transaction, watchId: string, watch: StockWatchDoc | undefined, fresh: StockWatchDoc, now: Timestamp): void {
  if (watch?.status === 'waiting') return;
  tx.set(watchRef(watchId), { ...fresh, status: 'waiting', confirmedAt: now });
  tx.set(countRef(fresh.goodId), { goodId: fresh.goodId, waiting: FieldValue.increment(1), updatedAt: now }, { merge: true });
}

export async function subscribe(body: StockWatchBody, subscriber: Subscriber): Promise<StockWatchAnswer> {
  const minSkeins = body.minSkeins ?? null;
  const email = addressOf(body, subscriber.accountEmail);
  const good = await watchedGood(body.goodId, minSkeins);
  await enforceRateLimits(subscribeChecks(subscriber.clientAddress, email));
  const ownAccount = subscriber.accountEmail !== null && mailboxIdOf(subscriber.accountEmail) === mailboxIdOf(email);
  const mailboxId = mailboxIdOf(email);
  const watchId = watchIdOf(mailboxId, body.goodId, minSkeins);

  await db.runTransaction(async (tx) => {
    const [mailboxSnap, watchSnap] = await Promise.all([tx.get(mailboxRef(mailboxId)), tx.get(watchRef(watchId))]);
    const mailbox = mailboxSnap.data();
    const watch = watchSnap.data();
    const now = Timestamp.now();
    const fresh: StockWatchDoc = { mailboxId, goodId: body.goodId, minSkeins, status: 'pending', language: subscriber.language, createdAt: now };
    const unsubscribeToken = mailbox?.unsubscribeToken ?? newToken();
    const mailboxFields = { email, language: subscriber.language, unsubscribeToken };
    if (ownAccount) {
      startWaiting(tx, watchId, watch, fresh, now);
      tx.set(mailboxRef(mailboxId), { confirmTokenHash: null, confirmationSentAt: null, createdAt: now, ...mailbox, ...mailboxFields, confirmedAt: now });
      return;
    }
    const open = watch?.status === 'pending' || watch?.status === 'waiting';
    if (!open) tx.set(watchRef(watchId), fresh);
    if (watch?.status === 'waiting' || !confirmationDue(mailbox, now.toMillis())) return;
    const confirmToken = newToken();
    tx.set(mailboxRef(mailboxId), {
      confirmedAt: null,
      createdAt: now,
      ...mailbox,
      ...mailboxFields,
      confirmTokenHash: tokenHash(confirmToken),
      confirmationSentAt: now,
    });
    queueMailInTransaction(tx, confirmationMail(email, subscriber.language, good.title, { mailboxId, token: confirmToken }, { mailboxId, token: unsubscribeToken }));
  });
  return { ok: true, confirmationNeeded: !ownAccount };
}
