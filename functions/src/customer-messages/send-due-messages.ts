// Sends what a card's write made due, each message once: a marker document per card and state
// (customerMessages/{cardId}:{key}) is created in the same transaction as the mail, so a trigger
// delivered twice, or a status written twice, finds the marker and sends nothing. The markers are
// also the card's record of what went out (order-core/present.ts shows them to the ADMIN): the
// trigger never writes the card itself, so it cannot race a change of it. A guest who gave no
// email gets nothing.
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../admin';
import { queueMailInTransaction } from '../mail/outbox';
import { sentMessageConverter } from '../model/converters';
import { COLLECTIONS, type ShoppingCardDoc } from '../model/types';
import { cardRef } from '../order-core/access';
import { dueMessages, type DueMessage } from './due-messages';
import { customerMessage } from './message-texts';

const markerRef = (cardId: string, key: string) => db.collection(COLLECTIONS.customerMessages).withConverter(sentMessageConverter).doc(`${cardId}:${key}`);

async function sendOnce(cardId: string, message: DueMessage, to: string): Promise<boolean> {
  return db.runTransaction(async (tx) => {
    const [marker, snap] = await Promise.all([tx.get(markerRef(cardId, message.key)), tx.get(cardRef(cardId))]);
    const card = snap.data();
    if (marker.exists || !card) return false;
    tx.create(markerRef(cardId, message.key), { cardId, kind: message.kind, createdAt: FieldValue.serverTimestamp() });
    // The text is written from the card as it is now, inside the transaction that marks it sent.
    queueMailInTransaction(tx, customerMessage(message.kind, to, card));
    return true;
  });
}

/** The messages sent for this write (their kinds), for the trigger's log. */
export async function sendDueMessages(cardId: string, before: ShoppingCardDoc | undefined, after: ShoppingCardDoc | undefined): Promise<string[]> {
  const to = after?.customer.email;
  if (!to) return [];
  const sent: string[] = [];
  for (const message of dueMessages(before, after)) {
    if (await sendOnce(cardId, message, to)) sent.push(message.kind);
  }
  return sent;
}
