// The back-in-stock mails, by a trigger on each stock event (ADR 13): the trigger on goods records
// one for every change of a good's stock, whoever made it (an order cancelled, a price list, the
// ADMIN's edit). Each satisfied subscription is claimed in its own transaction, which queues its
// one mail and ends it: a second delivery of the event finds it ended and sends nothing.
import * as logger from 'firebase-functions/logger';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { FieldPath, FieldValue, Timestamp } from 'firebase-admin/firestore';
import { db } from '../admin';
import { config } from '../config';
import { queueMailInTransaction } from '../mail/outbox';
import { goodConverter, readWith, stockEventConverter } from '../model/converters';
import { COLLECTIONS, type GoodDoc, type StockEventDoc } from '../model/types';
import { inStockMail } from './watch-mail';
import { satisfiedWatches } from './watch-matching';
import { countRef, mailboxRef, watchesOf, watchRef } from './watch-refs';

const PAGE = 200;

/** Sends the one mail of a satisfied subscription, unless an earlier delivery already did. */
async function claimAndSend(watchId: string, eventId: string, good: GoodDoc & { id: string }): Promise<boolean> {
  return db.runTransaction(async (tx) => {
    const watch = (await tx.get(watchRef(watchId))).data();
    if (watch?.status !== 'waiting') return false;
    const mailbox = (await tx.get(mailboxRef(watch.mailboxId))).data();
    const now = Timestamp.now();
    tx.update(watchRef(watchId), { status: 'sent', sentFor: eventId, endedAt: now });
    tx.set(countRef(watch.goodId), { goodId: watch.goodId, waiting: FieldValue.increment(-1), updatedAt: now }, { merge: true });
    if (!mailbox) return false;
    const unsubscribe = { mailboxId: watch.mailboxId, token: mailbox.unsubscribeToken };
    queueMailInTransaction(tx, inStockMail(mailbox.email, watch.language, good, watch.minSkeins, unsubscribe));
    return true;
  });
}

/** Every waiting subscription of the good that the event satisfies, a page at a time. */
export async function sendForStockEvent(eventId: string, event: StockEventDoc): Promise<number> {
  if (event.after <= 0) return 0;
  const good = readWith(goodConverter, await db.collection(COLLECTIONS.goods).doc(event.goodId).get());
  if (!good || good.archived) return 0;
  let sent = 0;
  let query = watchesOf().where('goodId', '==', event.goodId).where('status', '==', 'waiting').orderBy(FieldPath.documentId()).limit(PAGE);
  for (;;) {
    const page = await query.get();
    for (const doc of satisfiedWatches(event, page.docs.map((d) => ({ id: d.id, ...d.data() })))) {
      if (await claimAndSend(doc.id, eventId, { ...good, id: event.goodId })) sent += 1;
    }
    if (page.size < PAGE) return sent;
    query = query.startAfter(page.docs[page.size - 1]!);
  }
}

export const stockWatchOnStockEvent = onDocumentCreated(
  { document: `${COLLECTIONS.stockEvents}/{eventId}`, region: config.region, retry: true, timeoutSeconds: 300 },
  async (event) => {
    if (!event.data) return;
    const stockEvent = readWith(stockEventConverter, event.data);
    if (!stockEvent) return;
    const sent = await sendForStockEvent(event.params.eventId, stockEvent);
    if (sent) logger.info('Back-in-stock mails queued', { goodId: stockEvent.goodId, sent });
  },
);
