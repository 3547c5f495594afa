// The shop's first Firestore trigger (ADR 13): every write of a card, whoever made it (the API,
// the tracking run, a payment webhook), is looked at once here for the customer's messages, so no
// write path has to remember to send them.
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { cardConverter, readWith } from '../model/converters';
import { config } from '../config';
import { COLLECTIONS } from '../model/types';
import { sendDueMessages } from './send-due-messages';

export const customerMessagesOnCardWrite = onDocumentWritten({ document: `${COLLECTIONS.shoppingCards}/{cardId}`, region: config.region, retry: true }, async (event) => {
  if (!event.data) return;
  const sent = await sendDueMessages(event.params.cardId, readWith(cardConverter, event.data.before), readWith(cardConverter, event.data.after));
  if (sent.length) logger.info('Customer messages sent', { cardId: event.params.cardId, sent });
});
