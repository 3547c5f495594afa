// What the owner-alert triggers (on-written.ts) do with one write: the pure decision first,
// so that a write that makes nothing due reads nothing more; then the settings, the outbox and a
// first try.
import * as logger from 'firebase-functions/logger';
import type { Change, DocumentSnapshot } from 'firebase-functions/v2/firestore';
import { config } from '../config';
import { readAlertSettings } from '../model/alert-docs';
import { cardConverter, goodConverter, readWith, stockEventConverter } from '../model/converters';
import { db } from '../admin';
import { COLLECTIONS } from '../model/types';
import { cardAlertText, lowStockText } from './alert-texts';
import { queueAndSend } from './alert-outbox';
import { dueCardAlerts, lowStockOf } from './due-alerts';

export async function alertsOnCardWrite(cardId: string, change: Change<DocumentSnapshot> | undefined): Promise<void> {
  if (!change) return;
  const after = readWith(cardConverter, change.after);
  const due = dueCardAlerts(readWith(cardConverter, change.before), after);
  if (!after || due.length === 0) return;
  const settings = await readAlertSettings();
  const outcomes = await queueAndSend(
    due.map((alert) => ({ alertId: `card:${cardId}:${alert.key}`, event: alert.event, text: () => cardAlertText(alert, cardId, after, config.shopOrigin) })),
    settings,
  );
  logger.info('Owner alerts for a card', { cardId, outcomes });
}

/** Stock events are created once and never changed: the trigger is on their creation. */
export async function alertsOnStockEvent(eventId: string, snap: DocumentSnapshot | undefined): Promise<void> {
  const event = snap && readWith(stockEventConverter, snap);
  if (!event) return;
  const settings = await readAlertSettings();
  const low = lowStockOf(event, settings.lowStockBelow);
  if (!low) return;
  const text = async () => {
    const good = (await db.collection(COLLECTIONS.goods).withConverter(goodConverter).doc(event.goodId).get()).data();
    return lowStockText(good ?? { title: { ua: event.goodId, en: event.goodId }, articul: '—' }, low, settings.lowStockBelow);
  };
  const outcomes = await queueAndSend([{ alertId: `stock:${eventId}`, event: 'lowStock', text }], settings);
  logger.info('Owner alert for low stock', { eventId, outcomes });
}
