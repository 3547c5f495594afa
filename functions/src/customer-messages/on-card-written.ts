// The shop's first Firestore trigger (ADR 13): every write of a card, whoever made it (the API,
// the tracking run, a payment webhook), is looked at once here for the customer's messages, so no
// write path has to remember to send them. The work is imported on the first event (ADR 17).
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { BURST_OPTIONS, config } from '../config';
import { COLLECTIONS } from '../model/types';

export const customerMessagesOnCardWrite = onDocumentWritten(
  { ...BURST_OPTIONS, document: `${COLLECTIONS.shoppingCards}/{cardId}`, region: config.region, retry: true },
  async (event) => (await import('./messages-on-card-write')).messagesOnCardWrite(event.params.cardId, event.data),
);
