// The owner's alerts about orders (ADR 13, ADR 20): every write of a card, whoever made it (the
// checkout, the payment webhook, the tracking run, the receipts' retries, the hold check), is
// looked at once here. The work is imported on the first event (ADR 17).
import { onDocumentCreated, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { BURST_OPTIONS, config } from '../config';
import { COLLECTIONS } from '../model/types';
import { telegramSecrets } from '../telegram/telegram-config';

export const ownerAlertsOnCardWrite = onDocumentWritten(
  { ...BURST_OPTIONS, document: `${COLLECTIONS.shoppingCards}/{cardId}`, region: config.region, retry: true, secrets: telegramSecrets },
  async (event) => (await import('./alerts-on-write')).alertsOnCardWrite(event.params.cardId, event.data),
);

/** Low stock: each stock event the trigger on goods records (catalog-effects/) is looked at once. */
export const ownerAlertsOnStockEvent = onDocumentCreated(
  { document: `${COLLECTIONS.stockEvents}/{eventId}`, region: config.region, retry: true, secrets: telegramSecrets },
  async (event) => (await import('./alerts-on-write')).alertsOnStockEvent(event.params.eventId, event.data),
);
