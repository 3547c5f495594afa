// The mail outbox: documents in the Trigger Email extension's format (collection `mail`).
// Production sends them through SMTP with the extension; locally they are read from Firestore.
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { db } from '../admin';
import { COLLECTIONS } from '../model/types';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, passed to the extension's mailer as they are (a mail's List-Unsubscribe). */
  headers?: Record<string, string>;
  /** A request's own mail, or a trigger's after a write (customer-messages/); the extension ignores it. */
  sentBy?: 'request' | 'trigger';
}

function toDoc(mail: OutgoingMail) {
  return {
    to: mail.to,
    message: { subject: mail.subject, text: mail.text, ...(mail.html ? { html: mail.html } : {}), ...(mail.headers ? { headers: mail.headers } : {}) },
    sentBy: mail.sentBy ?? 'request',
    createdAt: FieldValue.serverTimestamp(),
  };
}

export async function queueMail(mail: OutgoingMail): Promise<void> {
  await db.collection(COLLECTIONS.mail).add(toDoc(mail));
}

/** Queues mail as part of a transaction, so it is sent only if the transaction commits. */
export function queueMailInTransaction(tx: Transaction, mail: OutgoingMail): void {
  tx.create(db.collection(COLLECTIONS.mail).doc(), toDoc(mail));
}
