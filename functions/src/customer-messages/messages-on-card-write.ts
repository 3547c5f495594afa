// What customerMessagesOnCardWrite (on-card-written.ts) does with one write of a card.
import * as logger from 'firebase-functions/logger';
import type { Change, DocumentSnapshot } from 'firebase-functions/v2/firestore';
import { cardConverter, readWith } from '../model/converters';
import { sendDueMessages } from './send-due-messages';

export async function messagesOnCardWrite(cardId: string, change: Change<DocumentSnapshot> | undefined): Promise<void> {
  if (!change) return;
  const sent = await sendDueMessages(cardId, readWith(cardConverter, change.before), readWith(cardConverter, change.after));
  if (sent.length) logger.info('Customer messages sent', { cardId, sent });
}
